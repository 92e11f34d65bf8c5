// Hydration: everything a page of posts needs, loaded in a fixed number of batch queries whatever
// the page size (posts, the posts they repost or reply to, authors, the viewer's own marks,
// relations between the viewer and the authors, poll tallies).
import type { Db } from '../db/database';
import type { ReactionType } from '@trestle/core';
import { sql } from 'kysely';
import type { ChannelRow, GroupRow, PostRow, UserRow } from '../db/tables';
import { premiumOpenSql, pureRepostSql } from './read-rules';
import type { Viewer } from './viewer';

export interface ViewerMarks {
  reactions: Map<string, { type: ReactionType; smile: string | null }>;
  bookmarks: Set<string>;
  reposts: Set<string>;
  replied: Set<string>;
  votes: Map<string, number>;
  mutedThreads: Set<string>;
  /** Authors the viewer blocked or who blocked the viewer. */
  blocked: Set<string>;
  /** Authors the viewer muted. */
  muted: Set<string>;
  following: Set<string>;
  /** Authors who follow the viewer (for "people I follow may reply"). */
  followedBy: Set<string>;
  /** Posts that mention the viewer (for "people I mention may reply"). */
  mentionedIn: Set<string>;
  /** Groups of these posts the viewer is an active member of. */
  groupMember: Set<string>;
  /** Channels of these posts the viewer follows. */
  channelFollowing: Set<string>;
  /** Premium posts the viewer's active subscriptions open (read-rules' premiumOpenSql). */
  premiumOpen: Set<string>;
}

export interface Hydrated {
  posts: Map<string, PostRow>;
  authors: Map<string, UserRow>;
  /** The groups the posts were made in. */
  groups: Map<string, GroupRow>;
  /** The channels the posts were made in. */
  channels: Map<string, ChannelRow>;
  marks: ViewerMarks;
  tallies: Map<string, number[]>;
}

const emptyMarks = (): ViewerMarks => ({
  reactions: new Map(),
  bookmarks: new Set(),
  reposts: new Set(),
  replied: new Set(),
  votes: new Map(),
  mutedThreads: new Set(),
  blocked: new Set(),
  muted: new Set(),
  following: new Set(),
  followedBy: new Set(),
  mentionedIn: new Set(),
  groupMember: new Set(),
  channelFollowing: new Set(),
  premiumOpen: new Set(),
});

const zeroReactions = (): Record<ReactionType, number> => ({
  like: 0,
  dislike: 0,
  happy: 0,
  sad: 0,
  love: 0,
  hate: 0,
});

/** Every type's count from a post's stored `reaction_counts` (types without any are left out). */
export function reactionCountsOf(
  stored: Partial<Record<ReactionType, number>>,
): Record<ReactionType, number> {
  return { ...zeroReactions(), ...stored };
}

/**
 * The posts and, in the same round trip, one level of what they nest: the reposted or quoted post
 * and the parent of a reply.
 */
async function loadPostsAndNested(db: Db, ids: string[]): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  const page = sql`${ids}::uuid[]`;
  const { rows } = await sql<PostRow>`
    with page as (select * from posts where id = any(${page}))
    select * from page
    union all
    select p.* from posts p
     where p.id in (select repost_of_id from page union select reply_to_id from page)
       and not (p.id = any(${page}))
  `.execute(db);
  return rows;
}

export async function hydrate(db: Db, viewer: Viewer | null, ids: string[]): Promise<Hydrated> {
  const posts = new Map<string, PostRow>();
  for (const row of await loadPostsAndNested(db, ids)) posts.set(row.id, row);

  const allIds = [...posts.keys()];
  if (allIds.length === 0) {
    return {
      posts,
      authors: new Map(),
      groups: new Map(),
      channels: new Map(),
      marks: emptyMarks(),
      tallies: new Map(),
    };
  }
  const authorIds = [...new Set([...posts.values()].map((p) => p.author_id))];
  const pollIds = [...posts.values()].filter((p) => p.poll).map((p) => p.id);
  const groupIds = [
    ...new Set([...posts.values()].map((p) => p.group_id).filter((g) => g !== null)),
  ];

  const channelIds = [
    ...new Set([...posts.values()].map((p) => p.channel_id).filter((c) => c !== null)),
  ];

  const [authors, groups, channels, tallies, marks] = await Promise.all([
    authorIds.length
      ? db.selectFrom('users').selectAll().where('id', 'in', authorIds).execute()
      : Promise.resolve([] as UserRow[]),
    groupIds.length
      ? db.selectFrom('groups').selectAll().where('id', 'in', groupIds).execute()
      : Promise.resolve([] as GroupRow[]),
    channelIds.length
      ? db.selectFrom('channels').selectAll().where('id', 'in', channelIds).execute()
      : Promise.resolve([] as ChannelRow[]),
    pollIds.length
      ? db
          .selectFrom('poll_votes')
          .select(['post_id', 'choice', (eb) => eb.fn.countAll<number>().as('n')])
          .where('post_id', 'in', pollIds)
          .groupBy(['post_id', 'choice'])
          .execute()
      : Promise.resolve([]),
    viewer && allIds.length
      ? loadMarks(db, viewer.id, allIds, authorIds, threadIds(posts), groupIds, channelIds)
      : emptyMarks(),
  ]);

  const tallyMap = new Map<string, number[]>();
  for (const id of pollIds) {
    const choices = posts.get(id)?.poll?.choices.length ?? 0;
    tallyMap.set(id, new Array<number>(choices).fill(0));
  }
  for (const row of tallies) {
    const counts = tallyMap.get(row.post_id);
    if (counts && row.choice < counts.length) counts[row.choice] = Number(row.n);
  }
  return {
    posts,
    authors: new Map(authors.map((a) => [a.id, a])),
    groups: new Map(groups.map((g) => [g.id, g])),
    channels: new Map(channels.map((c) => [c.id, c])),
    marks,
    tallies: tallyMap,
  };
}

/** The posts whose muting hides these: each post itself and the root of its thread. */
function threadIds(posts: Map<string, PostRow>): string[] {
  const ids = new Set<string>();
  for (const post of posts.values()) {
    ids.add(post.id);
    if (post.root_id) ids.add(post.root_id);
  }
  return [...ids];
}

async function loadMarks(
  db: Db,
  viewerId: string,
  postIds: string[],
  authorIds: string[],
  threads: string[],
  groupIds: string[],
  channelIds: string[],
): Promise<ViewerMarks> {
  // Everything about the viewer and these posts and authors in ONE round trip: each branch tags
  // its rows with what they mean. (Ten separate queries cost ten round trips per page.)
  const ids = sql`${postIds}::uuid[]`;
  const authors = sql`${authorIds}::uuid[]`;
  const { rows } = await sql<{ k: string; a: string; b: string | null; c: string | null }>`
    select 'reaction' as k, post_id::text as a, type as b, smile as c
      from reactions where user_id = ${viewerId} and post_id = any(${ids})
    union all select 'bookmark', post_id::text, null, null
      from bookmarks where user_id = ${viewerId} and post_id = any(${ids})
    union all select 'repost', repost_of_id::text, null, null
      from posts where author_id = ${viewerId} and deleted_at is null
        and repost_of_id = any(${ids}) and ${pureRepostSql('posts')}
    union all select 'replied', reply_to_id::text, null, null
      from posts where author_id = ${viewerId} and deleted_at is null
        and reply_to_id = any(${ids})
    union all select 'vote', post_id::text, choice::text, null
      from poll_votes where user_id = ${viewerId} and post_id = any(${ids})
    union all select 'thread', post_id::text, null, null
      from post_mutes where user_id = ${viewerId} and post_id = any(${sql`${threads}::uuid[]`})
    union all select 'blocked', blocked_id::text, null, null
      from user_blocks where user_id = ${viewerId} and blocked_id = any(${authors})
    union all select 'blocked', user_id::text, null, null
      from user_blocks where blocked_id = ${viewerId} and user_id = any(${authors})
    union all select 'muted', muted_id::text, null, null
      from user_mutes where user_id = ${viewerId} and muted_id = any(${authors})
    union all select 'following', followee_id::text, null, null
      from follows where follower_id = ${viewerId} and followee_id = any(${authors})
    union all select 'followedBy', follower_id::text, null, null
      from follows where followee_id = ${viewerId} and follower_id = any(${authors})
    union all select 'mentioned', post_id::text, null, null
      from post_mentions where user_id = ${viewerId} and post_id = any(${ids})
    union all select 'member', group_id::text, null, null
      from group_members where user_id = ${viewerId} and status = 'active'
        and group_id = any(${sql`${groupIds}::uuid[]`})
    union all select 'channel', channel_id::text, null, null
      from channel_follows where user_id = ${viewerId}
        and channel_id = any(${sql`${channelIds}::uuid[]`})
    union all select 'premium', pp.id::text, null, null
      from posts pp where pp.id = any(${ids}) and pp.premium and ${premiumOpenSql('pp', viewerId)}
  `.execute(db);
  const marks = emptyMarks();
  for (const { k, a, b, c } of rows) {
    switch (k) {
      case 'reaction':
        marks.reactions.set(a, { type: b as ReactionType, smile: c });
        break;
      case 'bookmark':
        marks.bookmarks.add(a);
        break;
      case 'repost':
        marks.reposts.add(a);
        break;
      case 'replied':
        marks.replied.add(a);
        break;
      case 'vote':
        marks.votes.set(a, Number(b));
        break;
      case 'thread':
        marks.mutedThreads.add(a);
        break;
      case 'blocked':
        marks.blocked.add(a);
        break;
      case 'muted':
        marks.muted.add(a);
        break;
      case 'following':
        marks.following.add(a);
        break;
      case 'followedBy':
        marks.followedBy.add(a);
        break;
      case 'mentioned':
        marks.mentionedIn.add(a);
        break;
      case 'member':
        marks.groupMember.add(a);
        break;
      case 'channel':
        marks.channelFollowing.add(a);
        break;
      case 'premium':
        marks.premiumOpen.add(a);
        break;
    }
  }
  return marks;
}
