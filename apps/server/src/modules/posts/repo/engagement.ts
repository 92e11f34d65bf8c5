// Queries behind reactions, reposts, bookmarks, pins and poll votes. Counters on posts change in
// the same transaction as the rows they count, by the number of rows a statement changed
// (insert/update/delete ... returning): never read, add, write back.
import type { ReactionType } from '@trestle/core';
import type { components } from '@trestle/openapi/types';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { shapedQuery } from '../../../platform/db/shaped';
import type { Tables } from '../../../platform/db/tables';
import { reactionCountsOf, visibleHere } from '../../../platform/feed/index';

export type ReactionCounts = components['schemas']['ReactionCounts'];

export interface ReactionOutcome {
  /** The caller's reaction afterwards, or null when it was taken back. */
  mine: { type: ReactionType; smile: string | null } | null;
  likesCount: number;
  counts: ReactionCounts;
}

/**
 * Gives, replaces or takes back one person's reaction to a post. The same type and smile again
 * takes it back; anything else replaces it. `likes_count` and the per-type `reaction_counts` move
 * by what this statement changed, in the same transaction, while it holds the post's row lock.
 */
export async function react(
  db: Db,
  postId: string,
  userId: string,
  type: ReactionType,
  smile: string | null,
): Promise<ReactionOutcome> {
  return db.transaction().execute(async (tx) => {
    let mine: ReactionOutcome['mine'] = { type, smile };
    /** Per-type changes to the counters. */
    const changes = new Map<ReactionType, number>();
    const existing = await tx
      .selectFrom('reactions')
      .select(['type', 'smile'])
      .where('post_id', '=', postId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (existing && existing.type === type && existing.smile === smile) {
      await tx
        .deleteFrom('reactions')
        .where('post_id', '=', postId)
        .where('user_id', '=', userId)
        .execute();
      changes.set(type, -1);
      mine = null;
    } else if (existing) {
      await tx
        .updateTable('reactions')
        .set({ type, smile, created_at: new Date() })
        .where('post_id', '=', postId)
        .where('user_id', '=', userId)
        .execute();
      if (existing.type !== type) {
        changes.set(existing.type, -1);
        changes.set(type, 1);
      }
    } else {
      const inserted = await tx
        .insertInto('reactions')
        .values({ post_id: postId, user_id: userId, type, smile })
        .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (inserted) {
        changes.set(type, 1);
      } else {
        // The same person's simultaneous request stored a reaction first (and counted it);
        // this one leaves it as it is and reports it.
        const own = await tx
          .selectFrom('reactions')
          .select(['type', 'smile'])
          .where('post_id', '=', postId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        mine = own ?? null;
      }
    }
    let counts = sql<string>`reaction_counts`;
    for (const [changed, by] of changes) {
      counts = sql<string>`${counts} || jsonb_build_object(${changed}::text,
        coalesce((reaction_counts ->> ${changed}::text)::int, 0) + ${by}::int)`;
    }
    const delta = [...changes.values()].reduce((sum, by) => sum + by, 0);
    // Always through the post's row lock (even without a change): the answer then includes every
    // reaction that committed before it.
    const post = await tx
      .updateTable('posts')
      .set({ likes_count: sql`likes_count + ${delta}`, reaction_counts: counts })
      .where('id', '=', postId)
      .returning(['likes_count', 'reaction_counts'])
      .executeTakeFirstOrThrow();
    return { mine, likesCount: post.likes_count, counts: reactionCountsOf(post.reaction_counts) };
  });
}

/** A live repost without words, media or poll of its own (jsonb null counts as no poll). */
function pureRepostBy(
  eb: ExpressionBuilder<Tables, 'posts'>,
  authorId: string,
  originalId: string,
): Expression<SqlBool> {
  return eb.and([
    eb('author_id', '=', authorId),
    eb('repost_of_id', '=', originalId),
    eb('deleted_at', 'is', null),
    eb('text', '=', ''),
    sql<SqlBool>`media = '[]'::jsonb`,
    sql<SqlBool>`(poll is null or poll = 'null'::jsonb)`,
  ]);
}

/**
 * Takes back the person's repost of the post: their pure reposts of it are marked deleted (two
 * simultaneous reposts could have made more than one) and the original's repost_count drops by as
 * many. Returns how many were taken back.
 */
export async function removeReposts(db: Db, authorId: string, originalId: string) {
  return db.transaction().execute(async (tx) => {
    const removed = await tx
      .updateTable('posts')
      .set({ deleted_at: new Date() })
      .where((eb) => pureRepostBy(eb, authorId, originalId))
      .returning('id')
      .execute();
    if (removed.length === 0) return 0;
    await tx
      .updateTable('posts')
      .set({ repost_count: sql`greatest(repost_count - ${removed.length}, 0)` })
      .where('id', '=', originalId)
      .execute();
    await tx
      .updateTable('users')
      .set({ pinned_post_id: null })
      .where(
        'pinned_post_id',
        'in',
        removed.map((r) => r.id),
      )
      .execute();
    return removed.length;
  });
}

/** Whether the person has a live pure repost of the post, and the post's repost count. */
export async function repostState(db: Db, userId: string, originalId: string) {
  const row = await db
    .selectFrom('posts as original')
    .select((eb) => [
      'original.repost_count',
      eb
        .exists(
          eb
            .selectFrom('posts')
            .select('posts.id')
            .where((inner) => pureRepostBy(inner, userId, originalId)),
        )
        .as('reposted'),
    ])
    .where('original.id', '=', originalId)
    .executeTakeFirstOrThrow();
  return { reposted: Boolean(row.reposted), repostCount: row.repost_count };
}

/** Bookmarks a post; a second time changes nothing. */
export async function addBookmark(db: Db, userId: string, postId: string): Promise<void> {
  await db
    .insertInto('bookmarks')
    .values({ user_id: userId, post_id: postId })
    .onConflict((oc) => oc.columns(['user_id', 'post_id']).doNothing())
    .execute();
}

/** Removes a bookmark; returns whether there was one. */
export async function removeBookmark(db: Db, userId: string, postId: string): Promise<boolean> {
  const rows = await db
    .deleteFrom('bookmarks')
    .where('user_id', '=', userId)
    .where('post_id', '=', postId)
    .returning('post_id')
    .execute();
  return rows.length > 0;
}

/**
 * One page of the person's bookmarked post ids, most recently bookmarked first: those they may
 * see there (the read rules of 'bookmarks'), so a page is full whenever more bookmarks remain.
 */
export async function bookmarkPage(
  db: Db,
  userId: string,
  page: { skip: number; limit: number },
): Promise<string[]> {
  const { rows } = await db.executeQuery(bookmarkPageStatement(db, { userId, ...page }));
  return rows.map((r) => r.post_id);
}

/** The statement of bookmarkPage, built once per shape (platform/db/shaped.ts). */
const bookmarkPageStatement = shapedQuery(
  (db: Db, page: { userId: string; skip: number; limit: number }) =>
    db
      .selectFrom('bookmarks')
      .innerJoin('posts', 'posts.id', 'bookmarks.post_id')
      .select('bookmarks.post_id')
      .where('bookmarks.user_id', '=', page.userId)
      .where(visibleHere(page.userId, 'bookmarks', 'posts'))
      .orderBy('bookmarks.created_at', 'desc')
      .orderBy('bookmarks.post_id', 'desc')
      .offset(page.skip)
      .limit(page.limit),
  ['userId'],
);

/**
 * Pins the post to the person's profile, or unpins it when it is the pinned one; one statement,
 * so two clicks at once cannot leave two answers. Returns whether it is pinned afterwards.
 */
export async function togglePin(db: Db, userId: string, postId: string): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({
      pinned_post_id: sql<string | null>`case when pinned_post_id = ${postId}
        then null else ${postId}::uuid end`,
    })
    .where('id', '=', userId)
    .returning('pinned_post_id')
    .executeTakeFirstOrThrow();
  return row.pinned_post_id === postId;
}

/** Records a vote; false when the person had voted in this poll already. */
export async function insertVote(
  db: Db,
  postId: string,
  userId: string,
  choice: number,
): Promise<boolean> {
  const row = await db
    .insertInto('poll_votes')
    .values({ post_id: postId, user_id: userId, choice })
    .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
    .returning('choice')
    .executeTakeFirst();
  return row !== undefined;
}

/** Votes per choice of a poll with this many choices, and the person's own choice. */
export async function pollTally(db: Db, postId: string, userId: string, choices: number) {
  const rows = await db
    .selectFrom('poll_votes')
    .select([
      'choice',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.max(sql<number | null>`case when user_id = ${userId} then 1 end`).as('mine'),
    ])
    .where('post_id', '=', postId)
    .groupBy('choice')
    .execute();
  const counts = new Array<number>(choices).fill(0);
  let votedChoice: number | null = null;
  for (const row of rows) {
    if (row.choice >= 0 && row.choice < choices) counts[row.choice] = Number(row.n);
    if (row.mine !== null) votedChoice = row.choice;
  }
  return { counts, total: counts.reduce((a, b) => a + b, 0), votedChoice };
}
