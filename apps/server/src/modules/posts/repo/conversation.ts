// Queries behind editing with history, replies, threads, reports, thread mutes and impressions.
// (Posts are read for people through the read pipeline, platform/feed; these queries pick ids and
// change rows.)
import type { PostCategory } from '@trestle/core';
import { sql } from 'kysely';
import { visibleHere } from '../../../platform/feed/read-rules';
import type { Db } from '../../../platform/db/database';
import { shapedQuery } from '../../../platform/db/shaped';
import type { LinkPreview, MediaItem, PostRow, ReplyPolicy } from '../../../platform/db/tables';
import { newId } from '../../../platform/ids';
import { storedPlainText } from '../../../platform/feed/plain-text';

/** How far up a reply chain a thread is walked; deeper ancestors are left out. */
export const MAX_THREAD_DEPTH = 50;

export interface PostChanges {
  title?: string | null;
  text?: string;
  tags?: string[];
  category?: PostCategory;
  media?: MediaItem[];
  /** Detected again when the words change. */
  language?: string | null;
  /** A new preview, or null to remove the link. */
  link?: LinkPreview | null;
  premium?: boolean;
  replyPolicy?: ReplyPolicy;
  width?: number;
  height?: number;
  /** The people the new text mentions (the author left out); replaces the stored mentions. */
  mentionIds?: string[];
}

/** JSON with object keys sorted: jsonb does not keep the key order it was given. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Whether the changes touch what a revision keeps: title, text, category, media. */
function changesContent(current: PostRow, changes: PostChanges): boolean {
  return (
    (changes.title !== undefined && changes.title !== current.title) ||
    (changes.text !== undefined && changes.text !== current.text) ||
    (changes.category !== undefined && changes.category !== current.category) ||
    (changes.media !== undefined && canonical(changes.media) !== canonical(current.media))
  );
}

/**
 * Edits a live post in one transaction: the row is locked, `decide` turns the current row into
 * the changes (it may throw to refuse), and when the content changes the previous version goes
 * into post_revisions (stamped with the time it became current) and edited_at is set. Answers
 * undefined when the post is gone.
 */
export async function editPost(
  db: Db,
  id: string,
  decide: (current: PostRow) => PostChanges,
): Promise<PostRow | undefined> {
  return db.transaction().execute(async (tx) => {
    const current = await tx
      .selectFrom('posts')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return undefined;
    const changes = decide(current);
    const contentChanged = changesContent(current, changes);
    if (contentChanged) {
      await tx
        .insertInto('post_revisions')
        .values({
          id: newId(),
          post_id: current.id,
          title: current.title,
          text: current.text,
          category: current.category,
          media: JSON.stringify(current.media),
          created_at: current.edited_at ?? current.created_at,
        })
        .execute();
    }
    const updated = await tx
      .updateTable('posts')
      .set({
        ...(changes.title !== undefined ? { title: changes.title } : {}),
        ...(changes.text !== undefined ? { text: changes.text } : {}),
        ...(changes.title !== undefined || changes.text !== undefined
          ? {
              plain_text: storedPlainText({
                title: changes.title !== undefined ? changes.title : current.title,
                text: changes.text ?? current.text,
              }),
            }
          : {}),
        ...(changes.tags !== undefined ? { tags: changes.tags } : {}),
        ...(changes.category !== undefined ? { category: changes.category } : {}),
        ...(changes.media !== undefined ? { media: JSON.stringify(changes.media) } : {}),
        ...(changes.link !== undefined ? { link: JSON.stringify(changes.link) } : {}),
        ...(changes.language !== undefined ? { language: changes.language } : {}),
        ...(changes.premium !== undefined ? { premium: changes.premium } : {}),
        ...(changes.replyPolicy !== undefined ? { reply_policy: changes.replyPolicy } : {}),
        ...(changes.width !== undefined ? { width: changes.width } : {}),
        ...(changes.height !== undefined ? { height: changes.height } : {}),
        ...(contentChanged ? { edited_at: new Date() } : {}),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (changes.mentionIds !== undefined) {
      const keep = changes.mentionIds;
      let gone = tx.deleteFrom('post_mentions').where('post_id', '=', id);
      if (keep.length > 0) gone = gone.where('user_id', 'not in', keep);
      await gone.execute();
      if (keep.length > 0) {
        await tx
          .insertInto('post_mentions')
          .values(keep.map((userId) => ({ post_id: id, user_id: userId })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
    return updated;
  });
}

export interface RevisionRow {
  title: string | null;
  text: string;
  category: PostCategory;
  media: MediaItem[];
  created_at: Date;
}

/** Earlier versions of a post, newest first. */
export function revisionsPage(
  db: Db,
  postId: string,
  page: { skip: number; limit: number },
): Promise<RevisionRow[]> {
  return db
    .selectFrom('post_revisions')
    .select(['title', 'text', 'category', 'media', 'created_at'])
    .where('post_id', '=', postId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
}

/**
 * Ids of a page of direct replies the viewer may see there (the read rules of 'replies': gone,
 * blocked either way, muted...), by time, so a page is full whenever more replies exist.
 */
export async function replyIdsPage(
  db: Db,
  viewerId: string,
  parentId: string,
  page: { sort: 'ASC' | 'DESC'; skip: number; limit: number },
): Promise<string[]> {
  const { rows } = await db.executeQuery(replyIdsStatement(db, { viewerId, parentId, ...page }));
  return rows.map((r) => r.id);
}

/** The statement of replyIdsPage, built once per shape (platform/db/shaped.ts). */
const replyIdsStatement = shapedQuery(
  (
    db: Db,
    page: { viewerId: string; parentId: string; sort: 'ASC' | 'DESC'; skip: number; limit: number },
  ) => {
    const direction = page.sort === 'DESC' ? 'desc' : 'asc';
    return db
      .selectFrom('posts')
      .select('posts.id')
      .where('posts.reply_to_id', '=', page.parentId)
      .where(visibleHere(page.viewerId, 'replies', 'posts'))
      .orderBy('posts.created_at', direction)
      .orderBy('posts.id', direction)
      .offset(page.skip)
      .limit(page.limit);
  },
  ['viewerId', 'parentId'],
);

/**
 * The ids of the posts a post replies to, root first: one recursive query, at most
 * MAX_THREAD_DEPTH levels up (deleted ancestors included; the read pipeline leaves them out).
 */
export async function ancestorIds(db: Db, post: PostRow): Promise<string[]> {
  if (!post.reply_to_id) return [];
  const { rows } = await sql<{ id: string; depth: number }>`
    with recursive chain (id, reply_to_id, depth) as (
      select id, reply_to_id, 1 from posts where id = ${post.reply_to_id}
      union all
      select p.id, p.reply_to_id, chain.depth + 1
      from posts p join chain on p.id = chain.reply_to_id
      where chain.depth < ${MAX_THREAD_DEPTH}
    )
    select id, depth from chain order by depth desc`.execute(db);
  // A chain that loops back on itself (not possible through the API) is cut at its first repeat.
  const seen = new Set<string>([post.id]);
  const ids: string[] = [];
  for (const row of [...rows].reverse()) {
    if (seen.has(row.id)) break;
    seen.add(row.id);
    ids.push(row.id);
  }
  return ids.reverse();
}

/** Files a report unless this person already reported this post; answers whether it was new. */
export async function insertReport(
  db: Db,
  report: { postId: string; reporterId: string; type: string; text: string },
): Promise<boolean> {
  // One statement: the NOT EXISTS covers repeated calls; a unique index on
  // (post_id, reporter_id) would make concurrent ones safe too (ON CONFLICT DO NOTHING then).
  const { rows } = await sql<{ id: string }>`
    insert into post_reports (id, post_id, reporter_id, type, text)
    select ${newId()}::uuid, ${report.postId}::uuid, ${report.reporterId}::uuid, ${report.type}::text,
      ${report.text}::text
    where not exists (
      select 1 from post_reports where post_id = ${report.postId}
        and reporter_id = ${report.reporterId}
    )
    on conflict do nothing
    returning id`.execute(db);
  return rows.length > 0;
}

/** Mutes the thread for the person, or unmutes it when it was muted; answers the new state. */
export async function toggleThreadMute(db: Db, userId: string, rootId: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const removed = await tx
      .deleteFrom('post_mutes')
      .where('user_id', '=', userId)
      .where('post_id', '=', rootId)
      .returning('post_id')
      .executeTakeFirst();
    if (removed) return false;
    await tx
      .insertInto('post_mutes')
      .values({ user_id: userId, post_id: rootId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return true;
  });
}

/**
 * Counts the person's view of the post once per (UTC) day: the impression row and the counter
 * change in one statement, the counter only when the row is new. Answers whether it counted.
 */
export async function recordImpression(db: Db, postId: string, userId: string): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    with seen as (
      insert into post_impressions (post_id, user_id, day)
      values (${postId}, ${userId}, (now() at time zone 'utc')::date)
      on conflict do nothing
      returning post_id
    )
    update posts set impressions_count = impressions_count + 1
    where id in (select post_id from seen)
    returning id`.execute(db);
  return rows.length > 0;
}
