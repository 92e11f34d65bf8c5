// Every query on user lists: the lists (ordered by the owner), their members, and the skeleton of
// a list's feed (post ids, newest first). Feed rules are applied in SQL as well so a page is full
// whenever more posts exist; the read pipeline applies them again to everything it presents.
import type { PostCategory } from '@trestle/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { OrderedRows } from '../../platform/db/order';
import { noBlockBetween } from '../../platform/db/relations';
import { shapedQuery } from '../../platform/db/shaped';
import { visibleHere } from '../../platform/feed/index';
import type { UserListRow, UserRow } from '../../platform/db/tables';
import { newId } from '../../platform/ids';

export interface Page {
  skip: number;
  limit: number;
}

/** A list with its number of members (people blocked either way with the owner left out). */
export type UserListWithCount = UserListRow & { members_count: number };

function listsWithCounts(db: Db, ownerId: string) {
  return db
    .selectFrom('user_lists')
    .selectAll('user_lists')
    .where('user_lists.owner_id', '=', ownerId)
    .select((eb) =>
      eb
        .selectFrom('user_list_members as m')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('m.list_id', '=', 'user_lists.id')
        .where(noBlockBetween(ownerId, 'm.user_id'))
        .as('members_count'),
    );
}

const withNumber = <T extends { members_count: number | string | null }>(row: T) => ({
  ...row,
  members_count: Number(row.members_count ?? 0),
});

/** One of the owner's lists, or undefined (another person's list is as good as none). */
export async function findOwnList(
  db: Db,
  ownerId: string,
  listId: string,
): Promise<UserListWithCount | undefined> {
  const row = await listsWithCounts(db, ownerId)
    .where('user_lists.id', '=', listId)
    .executeTakeFirst();
  return row ? withNumber(row) : undefined;
}

/** The owner's lists in their saved order. */
export async function ownLists(db: Db, ownerId: string, page: Page): Promise<UserListWithCount[]> {
  const rows = await listsWithCounts(db, ownerId)
    .orderBy('user_lists.position')
    .orderBy('user_lists.id')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
  return rows.map(withNumber);
}

export async function countOwnLists(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('user_lists')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the owner has another list with this title (any case). */
export async function titleTaken(
  db: Db,
  ownerId: string,
  title: string,
  exceptId?: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('user_lists')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where(sql<boolean>`lower(title) = lower(${title})`)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

/** A new list, last in the owner's order; null when the title was taken meanwhile. */
export async function insertList(db: Db, ownerId: string, title: string): Promise<string | null> {
  const id = newId();
  const inserted = await db
    .insertInto('user_lists')
    .values({
      id,
      owner_id: ownerId,
      title,
      position: sql<number>`(select coalesce(max(position) + 1, 0) from user_lists
        where owner_id = ${ownerId})`,
    })
    .onConflict((c) => c.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? id : null;
}

/** Renames the list; false when the title was taken meanwhile (the unique index decides). */
export async function renameList(db: Db, listId: string, title: string): Promise<boolean> {
  const updated = await db
    .updateTable('user_lists')
    .set({ title })
    .where('id', '=', listId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('user_lists as other')
            .select('other.id')
            .whereRef('other.owner_id', '=', 'user_lists.owner_id')
            .where('other.id', '<>', listId)
            .where(sql<boolean>`lower(other.title) = lower(${title})`),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function deleteList(db: Db, listId: string): Promise<void> {
  await db.deleteFrom('user_lists').where('id', '=', listId).execute();
}

export async function personExists(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function countMembers(db: Db, listId: string): Promise<number> {
  const row = await db
    .selectFrom('user_list_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('list_id', '=', listId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isMember(db: Db, listId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_list_members')
    .select('user_id')
    .where('list_id', '=', listId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Puts the person on the list (nothing changes when they already are). */
export async function addMember(db: Db, listId: string, userId: string): Promise<void> {
  await db
    .insertInto('user_list_members')
    .values({ list_id: listId, user_id: userId })
    .onConflict((c) => c.doNothing())
    .execute();
}

export async function removeMember(db: Db, listId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('user_list_members')
    .where('list_id', '=', listId)
    .where('user_id', '=', userId)
    .execute();
}

/** One page of the list's members, most recently added first; blocks either way left out. */
export function memberRows(
  db: Db,
  ownerId: string,
  listId: string,
  page: Page,
): Promise<UserRow[]> {
  return db
    .selectFrom('user_list_members as m')
    .innerJoin('users', 'users.id', 'm.user_id')
    .selectAll('users')
    .where('m.list_id', '=', listId)
    .where(noBlockBetween(ownerId, 'users.id'))
    .orderBy('m.created_at', 'desc')
    .orderBy('users.id')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
}

/** Where the owner's order of their lists is kept: an order names every one of their lists. */
export const listOrder: OrderedRows<'user_lists'> = {
  table: 'user_lists',
  owner: 'owner_id',
  item: 'id',
  naming: 'every',
};

export interface ListFeedQuery {
  listId: string;
  viewerId: string;
  categories?: readonly PostCategory[] | undefined;
  /** Include replies (default true). */
  replies: boolean;
  /** Include reposts (default true). */
  reposts: boolean;
  /** Only posts with media. */
  media: boolean;
}

/** One page of the ids of the list members' posts, newest first. */
export async function listFeedIds(db: Db, query: ListFeedQuery, page: Page): Promise<string[]> {
  const { rows } = await db.executeQuery(listFeedIdsStatement(db, { ...query, ...page }));
  return rows.map((r) => r.id);
}

/** listFeedIdsQuery built once per shape (platform/db/shaped.ts). */
const listFeedIdsStatement = shapedQuery(
  (db: Db, { skip, limit, ...query }: ListFeedQuery & Page) =>
    listFeedIdsQuery(db, query, { skip, limit }),
  ['viewerId', 'listId'],
);

/** The query of listFeedIds, unexecuted (its SQL is snapshotted in docs/sql). */
export function listFeedIdsQuery(db: Db, query: ListFeedQuery, page: Page) {
  const me = query.viewerId;
  return db
    .selectFrom('posts')
    .select('posts.id')
    .where(
      'posts.author_id',
      'in',
      db.selectFrom('user_list_members').select('user_id').where('list_id', '=', query.listId),
    )
    .$if(Boolean(query.categories?.length), (q) =>
      q.where('posts.category', 'in', [...query.categories!]),
    )
    .$if(!query.replies, (q) => q.where('posts.reply_to_id', 'is', null))
    .$if(!query.reposts, (q) => q.where('posts.repost_of_id', 'is', null))
    .$if(query.media, (q) => q.where(sql<boolean>`posts.media <> '[]'::jsonb`))
    .where(visibleHere(me, 'list', 'posts'))
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .offset(page.skip)
    .limit(page.limit);
}
