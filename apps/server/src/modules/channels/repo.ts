// Every query on the channels tables: channels and channel_follows (the owner's row and the
// followers', each with the person's own order), and the channel side of posts.
import type { PostCategory } from '@trestle/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { OrderedRows } from '../../platform/db/order';
import { noBlockBetween, postMatches } from '../../platform/db/relations';
import { shapedQuery } from '../../platform/db/shaped';
import { visibleHere } from '../../platform/feed/index';
import type {
  ChannelFollowRow,
  ChannelRole,
  ChannelRow,
  ChannelType,
} from '../../platform/db/tables';
import { newId } from '../../platform/ids';
import { isUniqueViolation } from '../../platform/db/errors';
import { escapeLike } from '../../platform/db/like';

export function findChannel(db: Db, id: string): Promise<ChannelRow | undefined> {
  return db.selectFrom('channels').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether another channel has this name, without regard to case. */
export async function nameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const row = await db
    .selectFrom('channels')
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewChannel {
  name: string;
  title: string;
  description: string | null;
  backgroundImage: string | null;
  category: PostCategory;
  type: ChannelType;
  ownerId: string;
}

/** The channel and its owner's row; null when the name was taken meanwhile. */
export async function insertChannel(db: Db, input: NewChannel): Promise<string | null> {
  const id = newId();
  try {
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('channels')
        .values({
          id,
          name: input.name,
          title: input.title,
          description: input.description,
          background_image: input.backgroundImage,
          category: input.category,
          type: input.type,
          owner_id: input.ownerId,
        })
        .execute();
      await tx
        .insertInto('channel_follows')
        .values({ channel_id: id, user_id: input.ownerId, role: 'owner' })
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  return id;
}

export interface ChannelChanges {
  name?: string;
  title?: string;
  description?: string | null;
  background_image?: string | null;
  category?: PostCategory;
  type?: ChannelType;
}

/** False when the new name was taken meanwhile. */
export async function updateChannelRow(
  db: Db,
  id: string,
  changes: ChannelChanges,
): Promise<boolean> {
  try {
    await db.updateTable('channels').set(changes).where('id', '=', id).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Removes the channel and its follows; its posts are deleted (kept as deleted rows). */
export async function deleteChannelRow(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('posts')
      .set({ deleted_at: sql`now()` })
      .where('channel_id', '=', id)
      .where('deleted_at', 'is', null)
      .execute();
    await tx.deleteFrom('channels').where('id', '=', id).execute();
  });
}

async function recount(db: Db, channelId: string): Promise<void> {
  await db
    .updateTable('channels')
    .set({
      followers_count: sql`(select count(*) from channel_follows f
        where f.channel_id = ${channelId} and f.role = 'follower')`,
    })
    .where('id', '=', channelId)
    .execute();
}

/** The person follows the channel (nothing changes when they already do). */
export async function addFollower(db: Db, channelId: string, userId: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('channel_follows')
      .values({ channel_id: channelId, user_id: userId, role: 'follower' })
      .onConflict((oc) => oc.columns(['channel_id', 'user_id']).doNothing())
      .execute();
    await recount(tx, channelId);
  });
}

/** The person no longer follows the channel (the owner's row stays). */
export async function removeFollower(db: Db, channelId: string, userId: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom('channel_follows')
      .where('channel_id', '=', channelId)
      .where('user_id', '=', userId)
      .where('role', '=', 'follower')
      .execute();
    await recount(tx, channelId);
  });
}

/** The viewer's rows (owner or follower) for these channels. */
export async function followsOf(
  db: Db,
  userId: string,
  channelIds: string[],
): Promise<Map<string, ChannelFollowRow>> {
  if (channelIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('channel_follows')
    .selectAll()
    .where('user_id', '=', userId)
    .where('channel_id', 'in', channelIds)
    .execute();
  return new Map(rows.map((r) => [r.channel_id, r]));
}

export function usersByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
}

/** Of these post ids, the live ones (a pinned post deleted since is no longer pinned). */
export async function livePostIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('posts')
    .select('id')
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export interface OwnChannelsQuery {
  role?: ChannelRole | undefined;
  text?: string | undefined;
  skip: number;
  limit: number;
}

/**
 * The person's channels (owned and followed), in their own order, then newest first. Channels
 * of people blocked either way are left out.
 */
export function listOwnChannelRows(db: Db, userId: string, query: OwnChannelsQuery) {
  const text = query.text?.trim();
  return db
    .selectFrom('channel_follows')
    .innerJoin('channels', 'channels.id', 'channel_follows.channel_id')
    .selectAll('channels')
    .where('channel_follows.user_id', '=', userId)
    .$if(query.role !== undefined, (q) => q.where('channel_follows.role', '=', query.role!))
    .$if(Boolean(text), (q) =>
      q.where((eb) =>
        eb.or([
          eb('channels.title', 'ilike', `%${escapeLike(text!)}%`),
          eb('channels.name', 'ilike', `%${escapeLike(text!)}%`),
        ]),
      ),
    )
    .where(noBlockBetween(userId, 'channels.owner_id'))
    .orderBy(sql`channel_follows.position asc nulls last`)
    .orderBy('channel_follows.created_at', 'desc')
    .orderBy('channels.id')
    .offset(query.skip)
    .limit(query.limit)
    .execute();
}

export async function countOwnChannelRows(
  db: Db,
  userId: string,
  role: ChannelRole | undefined,
): Promise<number> {
  const row = await db
    .selectFrom('channel_follows')
    .innerJoin('channels', 'channels.id', 'channel_follows.channel_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('channel_follows.user_id', '=', userId)
    .$if(role !== undefined, (q) => q.where('channel_follows.role', '=', role!))
    .where(noBlockBetween(userId, 'channels.owner_id'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Where a person's order of the channels they follow is kept (those left out come last). */
export const channelOrder: OrderedRows<'channel_follows'> = {
  table: 'channel_follows',
  owner: 'user_id',
  item: 'channel_id',
  naming: 'some',
};

export interface ExploreQuery {
  viewerId: string;
  search?: string | undefined;
  categories?: readonly PostCategory[] | undefined;
  skip: number;
  limit: number;
}

/**
 * Public channels by name, title or description (every word somewhere); an exact name first,
 * then most followers. Channels of people blocked either way are left out.
 */
export function exploreChannelRows(db: Db, query: ExploreQuery) {
  const search = (query.search ?? '').trim().replace(/^@/, '');
  const words = search.split(/\s+/).filter(Boolean).slice(0, 8);
  let q = db
    .selectFrom('channels')
    .selectAll()
    .where('type', '=', 'public')
    .where(noBlockBetween(query.viewerId, 'channels.owner_id'));
  for (const word of words) {
    const like = `%${escapeLike(word)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('name', 'ilike', like),
        eb('title', 'ilike', like),
        eb('description', 'ilike', like),
      ]),
    );
  }
  if (query.categories && query.categories.length > 0) {
    q = q.where('category', 'in', [...query.categories]);
  }
  if (search !== '') q = q.orderBy(sql`lower(name) = lower(${search})`, 'desc');
  return q
    .orderBy('followers_count', 'desc')
    .orderBy('id')
    .offset(query.skip)
    .limit(query.limit)
    .execute();
}

/** A page of the channel's followers, newest first; people blocked either way left out. */
export async function followerIds(
  db: Db,
  channelId: string,
  viewerId: string,
  page: { skip: number; limit: number },
): Promise<string[]> {
  const rows = await db
    .selectFrom('channel_follows')
    .select('user_id')
    .where('channel_id', '=', channelId)
    .where('role', '=', 'follower')
    .where(noBlockBetween(viewerId, 'channel_follows.user_id'))
    .orderBy('created_at', 'desc')
    .orderBy('user_id')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Which of these people the viewer follows. */
export async function followedByViewer(
  db: Db,
  viewerId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('follows')
    .select('followee_id')
    .where('follower_id', '=', viewerId)
    .where('followee_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.followee_id));
}

export interface ChannelPostsQuery {
  viewerId: string;
  /** One channel, or (absent) every channel the viewer owns or follows. */
  channelId?: string | undefined;
  /** Put first (one channel's pinned post). */
  pinnedId?: string | null | undefined;
  search?: string | undefined;
  skip: number;
  limit: number;
}

/** A page of channel post ids, newest first (a pinned one first); replies left out. */
export async function channelPostIds(db: Db, query: ChannelPostsQuery): Promise<string[]> {
  // A search's words are in the statement's text: built in full, not remembered as a shape.
  const { rows } = query.search?.trim()
    ? await db.executeQuery(channelPostIdsQuery(db, query).compile())
    : await db.executeQuery(channelPostIdsStatement(db, query));
  return rows.map((r) => r.id);
}

/** channelPostIdsQuery built once per shape (platform/db/shaped.ts). */
const channelPostIdsStatement = shapedQuery(channelPostIdsQuery, [
  'viewerId',
  'channelId',
  'pinnedId',
]);

/** The query of channelPostIds, unexecuted (its SQL is snapshotted in docs/sql). */
export function channelPostIdsQuery(db: Db, query: ChannelPostsQuery) {
  const search = query.search?.trim();
  let q = db
    .selectFrom('posts')
    .select('posts.id')
    .where('posts.reply_to_id', 'is', null)
    .where(visibleHere(query.viewerId, query.channelId ? 'channel' : 'channels', 'posts'));
  q = query.channelId
    ? q.where('posts.channel_id', '=', query.channelId)
    : q.where(
        'posts.channel_id',
        'in',
        db
          .selectFrom('channel_follows')
          .select('channel_follows.channel_id')
          .where('channel_follows.user_id', '=', query.viewerId),
      );
  if (search) q = q.where(postMatches('posts', search));
  if (query.pinnedId) q = q.orderBy(sql`posts.id = ${query.pinnedId}`, 'desc');
  return q
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .offset(query.skip)
    .limit(query.limit);
}

/** Whether the post is a live top-level post made in the channel. */
export async function isChannelPost(db: Db, channelId: string, postId: string): Promise<boolean> {
  const row = await db
    .selectFrom('posts')
    .select('id')
    .where('id', '=', postId)
    .where('channel_id', '=', channelId)
    .where('deleted_at', 'is', null)
    .where('reply_to_id', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setPinnedPost(
  db: Db,
  channelId: string,
  postId: string | null,
): Promise<void> {
  await db
    .updateTable('channels')
    .set({ pinned_post_id: postId })
    .where('id', '=', channelId)
    .execute();
}
