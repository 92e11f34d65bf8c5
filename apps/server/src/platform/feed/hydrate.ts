// Hydration: everything a page of posts needs, loaded in ONE statement whatever the page size
// (posts, the posts they repost or reply to, authors, groups, channels, the viewer's own marks,
// relations between the viewer and the authors, poll tallies).
import type { Db } from '../db/database';
import type { ReactionType } from '@trestle/core';
import { sql } from 'kysely';
import type { ChannelRow, GroupRow, PostRow, UserRow } from '../db/tables';
import { shapedStatement } from '../db/shaped';
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

/**
 * What a page needs of its authors: the summary, the pinned post, and what the read rules ask
 * (present, open profile). Nothing else is read: no password hash, e-mail address, preferences
 * or full profile in a feed's memory, and a fifth of the bytes a page's authors took as whole
 * rows. The profile carries only its profession (the summary's headline).
 */
export const AUTHOR_COLUMNS = [
  'id',
  'username',
  'general',
  'display_name',
  'account_type',
  'followers_count',
  'following_count',
  'pinned_post_id',
  'hibernated_at',
  'deleted_at',
  'profile_opened',
] as const satisfies ReadonlyArray<keyof UserRow>;

export type FeedAuthor = Pick<UserRow, (typeof AUTHOR_COLUMNS)[number] | 'profile'>;

const authorColumnsSql = sql.join(AUTHOR_COLUMNS.map((column) => sql.ref(`u.${column}`)));

/**
 * Every column of a post a page carries: all of `PostRow` (the compiler refuses a column added to
 * the table and not here), none of search's own (search_vector, search_pairs: migrations 0035,
 * 0037), which `select *` read and turned into JSON only to drop again.
 */
export const POST_COLUMNS = [
  'id',
  'author_id',
  'kind',
  'title',
  'text',
  'plain_text',
  'category',
  'tags',
  'media',
  'link',
  'poll',
  'reply_to_id',
  'root_id',
  'repost_of_id',
  'reply_policy',
  'premium',
  'width',
  'height',
  'likes_count',
  'reaction_counts',
  'replies_count',
  'repost_count',
  'impressions_count',
  'language',
  'created_at',
  'edited_at',
  'deleted_at',
  'group_id',
  'hidden_in_group',
  'rss_source_id',
  'rss_key',
  'timeline_pending',
  'channel_id',
] as const satisfies ReadonlyArray<keyof PostRow>;

type UnreadPostColumn = Exclude<keyof PostRow, (typeof POST_COLUMNS)[number]>;
const everyPostColumn: [UnreadPostColumn] extends [never] ? true : UnreadPostColumn = true;
void everyPostColumn;

const postColumns = (alias: string) =>
  sql.join(POST_COLUMNS.map((column) => sql.ref(`${alias}.${column}`)));

export interface Hydrated {
  posts: Map<string, PostRow>;
  authors: Map<string, FeedAuthor>;
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

/** The timestamp columns of the rows hydration reads as JSON (JSON has no dates: revived here). */
export const TIMESTAMP_COLUMNS = {
  posts: ['created_at', 'deleted_at', 'edited_at'],
  users: ['deleted_at', 'hibernated_at'],
  groups: ['created_at'],
  channels: ['created_at'],
} as const;

function revive<T>(row: Record<string, unknown>, columns: readonly string[]): T {
  for (const column of columns) {
    const value = row[column];
    if (typeof value === 'string') row[column] = new Date(value);
  }
  return row as T;
}

/**
 * Everything a page needs, in ONE statement (one round trip): the posts, one level of what they
 * nest (the reposted or quoted post, the parent of a reply), their authors, groups and channels,
 * poll tallies, and (for a signed-in viewer) the viewer's marks and relations. Each branch tags
 * its rows with what they are; rows come as JSON and are revived (TIMESTAMP_COLUMNS). As `json`,
 * not `jsonb`: PostgreSQL writes it straight out instead of building the binary form first (a
 * quarter less time per statement at the bench's data), and the client parses both alike.
 */
export function hydrationSql(viewerId: string | null, ids: readonly string[]) {
  const page = sql`${ids}::uuid[]`;
  const all = sql`(select ids from page_keys)::uuid[]`;
  const authors = sql`(select authors from page_keys)::uuid[]`;
  const marks =
    viewerId === null
      ? sql``
      : sql`
    union all select 'reaction', json_build_array(post_id, type, smile)
      from reactions where user_id = ${viewerId} and post_id = any(${all})
    union all select 'bookmark', to_json(post_id)
      from bookmarks where user_id = ${viewerId} and post_id = any(${all})
    union all select 'repost', to_json(repost_of_id)
      from posts where author_id = ${viewerId} and deleted_at is null
        and repost_of_id = any(${all}) and ${pureRepostSql('posts')}
    union all select 'replied', to_json(reply_to_id)
      from posts where author_id = ${viewerId} and deleted_at is null
        and reply_to_id = any(${all})
    union all select 'vote', json_build_array(post_id, choice)
      from poll_votes where user_id = ${viewerId} and post_id = any(${all})
    union all select 'thread', to_json(post_id)
      from post_mutes where user_id = ${viewerId} and post_id = any((select threads from page_keys)::uuid[])
    union all select 'blocked', to_json(blocked_id)
      from user_blocks where user_id = ${viewerId} and blocked_id = any(${authors})
    union all select 'blocked', to_json(user_id)
      from user_blocks where blocked_id = ${viewerId} and user_id = any(${authors})
    union all select 'muted', to_json(muted_id)
      from user_mutes where user_id = ${viewerId} and muted_id = any(${authors})
    union all select 'following', to_json(followee_id)
      from follows where follower_id = ${viewerId} and followee_id = any(${authors})
    union all select 'followedBy', to_json(follower_id)
      from follows where followee_id = ${viewerId} and follower_id = any(${authors})
    union all select 'mentioned', to_json(post_id)
      from post_mentions where user_id = ${viewerId} and post_id = any(${all})
    union all select 'member', to_json(group_id)
      from group_members where user_id = ${viewerId} and status = 'active'
        and group_id = any((select groups from page_keys)::uuid[])
    union all select 'channelFollow', to_json(channel_id)
      from channel_follows where user_id = ${viewerId}
        and channel_id = any((select channels from page_keys)::uuid[])
    union all select 'premium', to_json(pp.id)
      from posts pp where pp.id = any(${all}) and pp.premium and ${premiumOpenSql('pp', viewerId)}`;
  return sql<{ k: string; j: unknown }>`
    with page as materialized (select ${postColumns('posts')} from posts where id = any(${page})),
    shown as materialized (
      select * from page
      union all
      select ${postColumns('p')} from posts p
       where p.id in (select repost_of_id from page union select reply_to_id from page)
         and not (p.id = any(${page}))
    ),
    page_keys as materialized (
      select array(select id from shown) as ids,
             array(select distinct author_id from shown) as authors,
             array(select id from shown union select root_id from shown where root_id is not null)
               as threads,
             array(select distinct group_id from shown where group_id is not null) as groups,
             array(select distinct channel_id from shown where channel_id is not null) as channels
    )
    select 'post' as k, to_json(shown) as j from shown
    union all select 'author', to_json(a) from (
      select ${authorColumnsSql},
             json_build_object('profession', u.profile -> 'profession') as profile
        from users u where u.id = any(${authors})) a
    union all select 'group', to_json(g) from groups g
      where g.id = any((select groups from page_keys)::uuid[])
    union all select 'channel', to_json(c) from channels c
      where c.id = any((select channels from page_keys)::uuid[])
    union all select 'tally', json_build_array(v.post_id, v.choice, count(*)) from poll_votes v
      where v.post_id = any(array(select id from shown where poll is not null))
      group by v.post_id, v.choice${marks}
  `;
}

/** The hydration statement, built once per shape (a viewer or none) and bound to each page. */
const hydrationStatement = shapedStatement(
  () => 'hydrate',
  (db, _shape: null, values: { viewerId: string | null; ids: readonly string[] }) => ({
    compile: () => hydrationSql(values.viewerId, values.ids).compile(db),
  }),
);

export async function hydrate(db: Db, viewer: Viewer | null, ids: string[]): Promise<Hydrated> {
  const data: Hydrated = {
    posts: new Map(),
    authors: new Map(),
    groups: new Map(),
    channels: new Map(),
    marks: emptyMarks(),
    tallies: new Map(),
  };
  if (ids.length === 0) return data;
  const { rows } = await db.executeQuery(
    hydrationStatement(db, null, { viewerId: viewer?.id ?? null, ids }),
  );
  const tallies: Array<[string, number, number]> = [];
  const marks = data.marks;
  for (const { k, j } of rows) {
    switch (k) {
      case 'post': {
        const post = revive<PostRow>(j as Record<string, unknown>, TIMESTAMP_COLUMNS.posts);
        data.posts.set(post.id, post);
        break;
      }
      case 'author': {
        const user = revive<FeedAuthor>(j as Record<string, unknown>, TIMESTAMP_COLUMNS.users);
        data.authors.set(user.id, user);
        break;
      }
      case 'group': {
        const group = revive<GroupRow>(j as Record<string, unknown>, TIMESTAMP_COLUMNS.groups);
        data.groups.set(group.id, group);
        break;
      }
      case 'channel': {
        const channel = revive<ChannelRow>(
          j as Record<string, unknown>,
          TIMESTAMP_COLUMNS.channels,
        );
        data.channels.set(channel.id, channel);
        break;
      }
      case 'tally':
        tallies.push(j as [string, number, number]);
        break;
      case 'reaction': {
        const [postId, type, smile] = j as [string, ReactionType, string | null];
        marks.reactions.set(postId, { type, smile });
        break;
      }
      case 'vote': {
        const [postId, choice] = j as [string, number];
        marks.votes.set(postId, Number(choice));
        break;
      }
      default:
        addMark(marks, k, j as string);
    }
  }
  for (const post of data.posts.values()) {
    if (post.poll) data.tallies.set(post.id, new Array<number>(post.poll.choices.length).fill(0));
  }
  for (const [postId, choice, n] of tallies) {
    const counts = data.tallies.get(postId);
    if (counts && choice < counts.length) counts[choice] = Number(n);
  }
  return data;
}

/** A mark that is one id: what it means is in its tag. */
function addMark(marks: ViewerMarks, tag: string, id: string): void {
  switch (tag) {
    case 'bookmark':
      marks.bookmarks.add(id);
      break;
    case 'repost':
      marks.reposts.add(id);
      break;
    case 'replied':
      marks.replied.add(id);
      break;
    case 'thread':
      marks.mutedThreads.add(id);
      break;
    case 'blocked':
      marks.blocked.add(id);
      break;
    case 'muted':
      marks.muted.add(id);
      break;
    case 'following':
      marks.following.add(id);
      break;
    case 'followedBy':
      marks.followedBy.add(id);
      break;
    case 'mentioned':
      marks.mentionedIn.add(id);
      break;
    case 'member':
      marks.groupMember.add(id);
      break;
    case 'channelFollow':
      marks.channelFollowing.add(id);
      break;
    case 'premium':
      marks.premiumOpen.add(id);
      break;
  }
}
