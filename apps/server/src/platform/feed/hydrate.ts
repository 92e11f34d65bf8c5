// Hydration: everything a page of posts needs, loaded in a fixed number of batch queries whatever
// the page size (posts, the posts they repost or reply to, authors, the viewer's own marks,
// relations between the viewer and the authors, poll tallies).
import type { Db } from '../db/database';
import type { ReactionType } from '@trestle/core';
import type { PostRow, UserRow } from '../db/tables';
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
}

export interface Hydrated {
  posts: Map<string, PostRow>;
  authors: Map<string, UserRow>;
  marks: ViewerMarks;
  tallies: Map<string, number[]>;
  /** Reactions per post and type. */
  reactionCounts: Map<string, Record<ReactionType, number>>;
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
});

export const zeroReactions = (): Record<ReactionType, number> => ({
  like: 0,
  dislike: 0,
  happy: 0,
  sad: 0,
  love: 0,
  hate: 0,
});

/** A repost without words, media or poll of its own (a quote post has some). */
export function isPureRepost(post: Pick<PostRow, 'text' | 'media' | 'poll'>): boolean {
  return post.text === '' && post.media.length === 0 && !post.poll;
}

async function loadPosts(db: Db, ids: string[]): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('posts').selectAll().where('id', 'in', ids).execute();
}

export async function hydrate(db: Db, viewer: Viewer | null, ids: string[]): Promise<Hydrated> {
  const posts = new Map<string, PostRow>();
  for (const row of await loadPosts(db, ids)) posts.set(row.id, row);
  // One level of nesting: the reposted or quoted post and the parent of a reply.
  const nested = new Set<string>();
  for (const row of posts.values()) {
    if (row.repost_of_id && !posts.has(row.repost_of_id)) nested.add(row.repost_of_id);
    if (row.reply_to_id && !posts.has(row.reply_to_id)) nested.add(row.reply_to_id);
  }
  for (const row of await loadPosts(db, [...nested])) posts.set(row.id, row);

  const allIds = [...posts.keys()];
  if (allIds.length === 0) {
    return {
      posts,
      authors: new Map(),
      marks: emptyMarks(),
      tallies: new Map(),
      reactionCounts: new Map(),
    };
  }
  const authorIds = [...new Set([...posts.values()].map((p) => p.author_id))];
  const pollIds = [...posts.values()].filter((p) => p.poll).map((p) => p.id);

  const [authors, tallies, reactionRows, marks] = await Promise.all([
    authorIds.length
      ? db.selectFrom('users').selectAll().where('id', 'in', authorIds).execute()
      : Promise.resolve([] as UserRow[]),
    pollIds.length
      ? db
          .selectFrom('poll_votes')
          .select(['post_id', 'choice', (eb) => eb.fn.countAll<number>().as('n')])
          .where('post_id', 'in', pollIds)
          .groupBy(['post_id', 'choice'])
          .execute()
      : Promise.resolve([]),
    db
      .selectFrom('reactions')
      .select(['post_id', 'type', (eb) => eb.fn.countAll<number>().as('n')])
      .where('post_id', 'in', allIds)
      .groupBy(['post_id', 'type'])
      .execute(),
    viewer && allIds.length
      ? loadMarks(db, viewer.id, allIds, authorIds, threadIds(posts))
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
  const reactionCounts = new Map<string, Record<ReactionType, number>>();
  for (const row of reactionRows) {
    const counts = reactionCounts.get(row.post_id) ?? zeroReactions();
    counts[row.type] = Number(row.n);
    reactionCounts.set(row.post_id, counts);
  }
  return {
    posts,
    authors: new Map(authors.map((a) => [a.id, a])),
    marks,
    tallies: tallyMap,
    reactionCounts,
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
): Promise<ViewerMarks> {
  const [reactions, bookmarks, own, votes, mutedThreads, blocks, mutes, follows, fans, mentions] =
    await Promise.all([
      db
        .selectFrom('reactions')
        .select(['post_id', 'type', 'smile'])
        .where('user_id', '=', viewerId)
        .where('post_id', 'in', postIds)
        .execute(),
      db
        .selectFrom('bookmarks')
        .select('post_id')
        .where('user_id', '=', viewerId)
        .where('post_id', 'in', postIds)
        .execute(),
      // The viewer's own reposts of and replies to these posts.
      db
        .selectFrom('posts')
        .select(['repost_of_id', 'reply_to_id', 'text', 'media', 'poll'])
        .where('author_id', '=', viewerId)
        .where('deleted_at', 'is', null)
        .where((eb) => eb.or([eb('repost_of_id', 'in', postIds), eb('reply_to_id', 'in', postIds)]))
        .execute(),
      db
        .selectFrom('poll_votes')
        .select(['post_id', 'choice'])
        .where('user_id', '=', viewerId)
        .where('post_id', 'in', postIds)
        .execute(),
      db
        .selectFrom('post_mutes')
        .select('post_id')
        .where('user_id', '=', viewerId)
        .where('post_id', 'in', threads)
        .execute(),
      db
        .selectFrom('user_blocks')
        .select(['user_id', 'blocked_id'])
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', viewerId), eb('blocked_id', 'in', authorIds)]),
            eb.and([eb('blocked_id', '=', viewerId), eb('user_id', 'in', authorIds)]),
          ]),
        )
        .execute(),
      db
        .selectFrom('user_mutes')
        .select('muted_id')
        .where('user_id', '=', viewerId)
        .where('muted_id', 'in', authorIds)
        .execute(),
      db
        .selectFrom('follows')
        .select('followee_id')
        .where('follower_id', '=', viewerId)
        .where('followee_id', 'in', authorIds)
        .execute(),
      db
        .selectFrom('follows')
        .select('follower_id')
        .where('followee_id', '=', viewerId)
        .where('follower_id', 'in', authorIds)
        .execute(),
      db
        .selectFrom('post_mentions')
        .select('post_id')
        .where('user_id', '=', viewerId)
        .where('post_id', 'in', postIds)
        .execute(),
    ]);
  const marks = emptyMarks();
  for (const r of reactions) marks.reactions.set(r.post_id, { type: r.type, smile: r.smile });
  for (const b of bookmarks) marks.bookmarks.add(b.post_id);
  for (const p of own) {
    if (p.repost_of_id && isPureRepost(p)) marks.reposts.add(p.repost_of_id);
    if (p.reply_to_id) marks.replied.add(p.reply_to_id);
  }
  for (const v of votes) marks.votes.set(v.post_id, v.choice);
  for (const m of mutedThreads) marks.mutedThreads.add(m.post_id);
  for (const b of blocks) marks.blocked.add(b.user_id === viewerId ? b.blocked_id : b.user_id);
  for (const m of mutes) marks.muted.add(m.muted_id);
  for (const f of follows) marks.following.add(f.followee_id);
  for (const f of fans) marks.followedBy.add(f.follower_id);
  for (const m of mentions) marks.mentionedIn.add(m.post_id);
  return marks;
}
