// Queries of the posts area that create and change posts. (Reading posts for people goes through
// the read pipeline, platform/feed.)
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type {
  LinkPreview,
  MediaItem,
  PostRow,
  ReplyPolicy,
  StoredPoll,
} from '../../../platform/db/tables';
import type { PostCategory } from '@trestle/core';
import { storedPlainText } from '../../../platform/feed/plain-text';
import type { components } from '@trestle/openapi/types';
import { newId } from '../../../platform/ids';

type PostKind = components['schemas']['PostKind'];

export interface NewPostRow {
  authorId: string;
  kind: PostKind;
  title: string | null;
  text: string;
  category: PostCategory;
  tags: string[];
  media: MediaItem[];
  link: LinkPreview | null;
  /** Detected from the words (null: too few to tell). */
  language: string | null;
  poll: StoredPoll | null;
  replyToId: string | null;
  rootId: string | null;
  repostOfId: string | null;
  groupId?: string | null;
  channelId?: string | null;
  replyPolicy: ReplyPolicy;
  premium: boolean;
  width: number | null;
  height: number | null;
  mentionIds: string[];
}

/** A live (not deleted) post row by id. */
export function findLivePost(db: Db, id: string): Promise<PostRow | undefined> {
  return db
    .selectFrom('posts')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Stores a post with its mentions and keeps its parent's and original's counters exact. */
export async function insertPost(db: Db, input: NewPostRow): Promise<string> {
  const id = newId();
  const alone = input.mentionIds.length === 0 && !input.replyToId && !input.repostOfId;
  // A post that touches nothing else is one statement, atomic by itself: no transaction needed
  // (it saves two round trips on the most common write).
  const write = async (tx: Db) => {
    await tx
      .insertInto('posts')
      .values({
        id,
        author_id: input.authorId,
        kind: input.kind,
        title: input.title,
        text: input.text,
        plain_text: storedPlainText(input),
        category: input.category,
        tags: input.tags,
        media: JSON.stringify(input.media),
        link: input.link ? JSON.stringify(input.link) : null,
        language: input.language,
        poll: input.poll ? JSON.stringify(input.poll) : null,
        reply_to_id: input.replyToId,
        root_id: input.rootId,
        repost_of_id: input.repostOfId,
        group_id: input.groupId ?? null,
        channel_id: input.channelId ?? null,
        reply_policy: input.replyPolicy,
        premium: input.premium,
        width: input.width,
        height: input.height,
        // Merged into home feeds at read time until its fan-out job (timeline.fanout) is done.
        timeline_pending: input.replyToId === null,
      })
      .execute();
    if (input.mentionIds.length > 0) {
      await tx
        .insertInto('post_mentions')
        .values(input.mentionIds.map((userId) => ({ post_id: id, user_id: userId })))
        .execute();
    }
    if (input.replyToId) {
      await tx
        .updateTable('posts')
        .set({ replies_count: sql`replies_count + 1` })
        .where('id', '=', input.replyToId)
        .execute();
    }
    if (input.repostOfId) {
      await tx
        .updateTable('posts')
        .set({ repost_count: sql`repost_count + 1` })
        .where('id', '=', input.repostOfId)
        .execute();
    }
  };
  if (alone) await write(db);
  else await db.transaction().execute(write);
  return id;
}

/** Marks a post deleted and takes it out of its parent's and original's counters. */
export async function markDeleted(db: Db, post: PostRow): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const deleted = await tx
      .updateTable('posts')
      .set({ deleted_at: new Date() })
      .where('id', '=', post.id)
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) return;
    if (post.reply_to_id) {
      await tx
        .updateTable('posts')
        .set({ replies_count: sql`greatest(replies_count - 1, 0)` })
        .where('id', '=', post.reply_to_id)
        .execute();
    }
    if (post.repost_of_id) {
      await tx
        .updateTable('posts')
        .set({ repost_count: sql`greatest(repost_count - 1, 0)` })
        .where('id', '=', post.repost_of_id)
        .execute();
    }
    await tx
      .updateTable('users')
      .set({ pinned_post_id: null })
      .where('pinned_post_id', '=', post.id)
      .execute();
  });
}

/** Ids of the people with these usernames (any letter case). */
export async function userIdsByUsername(db: Db, usernames: string[]): Promise<string[]> {
  if (usernames.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(
      sql<string>`lower(username)`,
      'in',
      usernames.map((u) => u.toLowerCase()),
    )
    .execute();
  return rows.map((r) => r.id);
}

/**
 * One batch of the people a new post of this author in this channel (if any) goes to, after
 * `after`: the author's followers and, for a channel post, the channel's followers, each once.
 * A private channel's post goes to the channel's followers only.
 */
export async function audienceIds(
  db: Db,
  post: { authorId: string; channelId: string | null; privateChannel: boolean },
  after: string | null,
  limit: number,
): Promise<string[]> {
  const people = sql<{ id: string }>`
    select follower_id as id from follows
     where followee_id = ${post.authorId} and not ${post.privateChannel}
    union
    select user_id from channel_follows
     where channel_id = ${post.channelId} and role = 'follower'`;
  const { rows } = await sql<{ id: string }>`
    select id from (${people}) audience
     where ${after}::uuid is null or id > ${after}::uuid
     order by id limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

/** The channel's type and owner, or undefined when there is no such channel. */
export function channelOf(db: Db, channelId: string) {
  return db
    .selectFrom('channels')
    .select(['id', 'type', 'owner_id'])
    .where('id', '=', channelId)
    .executeTakeFirst();
}

/** Of these people, those who blocked the author or whom the author blocked. */
export async function blockedAmong(db: Db, authorId: string, userIds: string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('user_blocks')
    .select(['user_id', 'blocked_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', authorId), eb('blocked_id', 'in', userIds)]),
        eb.and([eb('blocked_id', '=', authorId), eb('user_id', 'in', userIds)]),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => (r.user_id === authorId ? r.blocked_id : r.user_id)));
}

/** The type of the group a post was made in (open, closed, private), or null when it is gone. */
export async function groupTypeOf(db: Db, groupId: string): Promise<string | null> {
  const row = await db
    .selectFrom('groups')
    .select('type')
    .where('id', '=', groupId)
    .executeTakeFirst();
  return row?.type ?? null;
}
