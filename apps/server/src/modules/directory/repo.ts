// Every query of the directory's own: the taxonomy with its counts, keyword and title
// suggestions, the listing filters, and the quote requests (board applications of
// listings) as their owner reads them.
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { BoardViewer } from '../../platform/board/index';
import { listedFor, PUBLICLY_LISTED } from '../../platform/board/index';
import { peopleBlockedEitherWay } from '../../platform/db/relations';
import type { BoardApplicationRow, DirectoryCategoryRow, Tables } from '../../platform/db/tables';
import type { SelectQueryBuilder } from 'kysely';
import { escapeLike } from '../../platform/db/like';

export interface CategoryWithCount extends DirectoryCategoryRow {
  total: number;
}

// One rule in two directions: a listing counts toward each of its categories and their groups.
// Filtering by a category asks which listings hold it or a subcategory (withChildren, through the
// GIN index on category_ids); counting asks which categories a listing counts toward (creditedTo).

/** A category and its subcategories' ids, as the text the listings' category_ids hold. */
const withChildren = (id: unknown) =>
  sql`array(select k.id::text from directory_categories k where k.id = ${id} or k.parent_id = ${id})`;

/**
 * The categories a listing (board_items, lateral) counts toward: its own and their groups, each
 * once (migration 0039's directory_credited, which its counts trigger uses too).
 */
const creditedTo = sql<{
  category_id: string;
}>`(select d.category_id from directory_credited(board_items.category_ids) d)`;

/**
 * Categories with the number of listings the viewer sees in each (a group counts the listings in
 * it or any of its subcategories, each once): top level, one group's, or all of them.
 * What the viewer sees is listedFor: publicly listed, and no block between the viewer and the
 * owner. The publicly listed counts are kept by migration 0039's trigger by moderation state
 * (read through PUBLICLY_LISTED itself, the table named as board_items for it); the listings a
 * block hides, a handful, are counted here and taken off. Staff see every listing.
 */
export async function listCategories(
  db: Db,
  viewer: BoardViewer,
  filter: { parentId?: string; all?: boolean },
  page: { skip: number; limit: number },
): Promise<CategoryWithCount[]> {
  const kept = db
    .selectFrom('directory_category_counts as board_items')
    .where(viewer.staff ? sql<SqlBool>`true` : PUBLICLY_LISTED)
    .groupBy('board_items.category_id')
    .select(['board_items.category_id', sql<number>`sum(board_items.n)::int`.as('total')]);
  const hidden = db
    .selectFrom('board_items')
    .innerJoinLateral(creditedTo.as('credited'), (join) => join.onTrue())
    .where('board_items.kind', '=', 'listing')
    .where(PUBLICLY_LISTED)
    .where(
      viewer.staff
        ? sql<SqlBool>`false`
        : sql<SqlBool>`board_items.owner_id in ${peopleBlockedEitherWay(viewer.id)}`,
    )
    .groupBy('credited.category_id')
    .select(['credited.category_id', sql<number>`count(*)::int`.as('total')]);
  let query = db
    .selectFrom('directory_categories as c')
    .leftJoin('directory_categories as p', 'p.id', 'c.parent_id')
    .leftJoin(kept.as('n'), 'n.category_id', 'c.id')
    .leftJoin(hidden.as('h'), 'h.category_id', 'c.id')
    .selectAll('c')
    .select(sql<number>`coalesce(n.total, 0) - coalesce(h.total, 0)`.as('total'));
  if (!filter.all) {
    query = filter.parentId
      ? query.where('c.parent_id', '=', filter.parentId)
      : query.where('c.parent_id', 'is', null);
  }
  return query
    .orderBy(sql`c.parent_id is not null`)
    .orderBy(sql`coalesce(p.position, c.position)`)
    .orderBy('c.position')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
}

/** The ids among these that are not categories. */
export async function unknownCategories(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .selectFrom('directory_categories')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

type ItemsQuery = SelectQueryBuilder<Tables, 'board_items', object>;

/** The listing filters of the directory: business type, sector, category (with its children). */
export function listingFilters(filter: {
  businessType?: string;
  sector?: string;
  categoryId?: string;
}) {
  return (query: ItemsQuery): ItemsQuery => {
    let q = query;
    if (filter.businessType) {
      q = q.where(sql<SqlBool>`board_items.types @> array[${filter.businessType}]::text[]`);
    }
    if (filter.sector) {
      q = q.where(sql<SqlBool>`board_items.sectors @> array[${filter.sector}]::text[]`);
    }
    if (filter.categoryId) {
      q = q.where(sql<SqlBool>`board_items.category_ids && ${withChildren(filter.categoryId)}`);
    }
    return q;
  };
}

/** Keywords of the listings the viewer sees that start with `search`, most used first. */
export async function searchKeywords(
  db: Db,
  viewer: BoardViewer,
  search: string,
  page: { skip: number; limit: number },
): Promise<{ keyword: string; count: number }[]> {
  const prefix = `${escapeLike(search.trim().toLowerCase())}%`;
  const { rows } = await sql<{ keyword: string; count: number }>`
    select k.keyword, count(*)::int as count
      from board_items, unnest(board_items.keywords) as k(keyword)
     where board_items.kind = 'listing' and ${listedFor(viewer)} and k.keyword like ${prefix}
     group by k.keyword
     order by count desc, k.keyword
     offset ${page.skip} limit ${page.limit}
  `.execute(db);
  return rows;
}

/** Titles of listings the viewer sees containing `search`; those starting with it first. */
export async function searchTitles(
  db: Db,
  viewer: BoardViewer,
  search: string,
  page: { skip: number; limit: number },
): Promise<{ id: string; title: string }[]> {
  const words = escapeLike(search.trim());
  return db
    .selectFrom('board_items')
    .select(['board_items.id', 'board_items.title'])
    .where('board_items.kind', '=', 'listing')
    .where(listedFor(viewer))
    .where('board_items.title', 'ilike', `%${words}%`)
    .orderBy(sql`board_items.title ilike ${`${words}%`}`, 'desc')
    .orderBy('board_items.title')
    .orderBy('board_items.id')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
}

/** Median hours to answer, over each listing's 50 latest answered quote requests. */
export async function responseHours(
  db: Db,
  itemIds: readonly string[],
): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const { rows } = await sql<{ id: string; hours: number | null }>`
    select i.id, (select percentile_cont(0.5) within group (order by s.hours)
                    from (select extract(epoch from (a.answered_at - a.created_at)) / 3600 as hours
                            from board_applications a
                           where a.item_id = i.id and a.answered_at is not null
                           order by a.answered_at desc limit 50) s) as hours
      from board_items i
     where i.id in (${sql.join([...itemIds])})
  `.execute(db);
  return new Map(
    rows.filter((r) => r.hours !== null).map((r) => [r.id, Math.max(0, Number(r.hours))]),
  );
}

export interface QuoteRow extends BoardApplicationRow {
  listing_title: string;
  owner_id: string;
}

/** Quote requests to the owner's listings, newest first. */
export function listReceivedQuotes(
  db: Db,
  ownerId: string,
  filter: { status?: string; listingId?: string },
  page: { skip: number; limit: number },
): Promise<QuoteRow[]> {
  let query = db
    .selectFrom('board_applications as a')
    .innerJoin('board_items as i', 'i.id', 'a.item_id')
    .selectAll('a')
    .select(['i.title as listing_title', 'i.owner_id'])
    .where('i.owner_id', '=', ownerId)
    .where('i.kind', '=', 'listing');
  if (filter.status) query = query.where('a.status', '=', filter.status as 'new');
  if (filter.listingId) query = query.where('a.item_id', '=', filter.listingId);
  return query
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
}

/** One quote request, as its listing's owner or its requester reads it. */
export function findQuote(db: Db, id: string): Promise<QuoteRow | undefined> {
  return db
    .selectFrom('board_applications as a')
    .innerJoin('board_items as i', 'i.id', 'a.item_id')
    .selectAll('a')
    .select(['i.title as listing_title', 'i.owner_id'])
    .where('a.id', '=', id)
    .where('i.kind', '=', 'listing')
    .executeTakeFirst();
}

/** The owner answered (answered_at kept from the first answer) or closed the request. */
export async function setQuoteStatus(db: Db, id: string, status: 'answered' | 'closed') {
  await db
    .updateTable('board_applications')
    .set({
      status,
      updated_at: sql`now()`,
      ...(status === 'answered' ? { answered_at: sql`coalesce(answered_at, now())` } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** The request's first message; a repeated request starts again as new, timed from now. */
export async function openQuote(db: Db, id: string, messageId: string, repeated: boolean) {
  await db
    .updateTable('board_applications')
    .set({
      conversation_id: messageId,
      ...(repeated
        ? { status: 'new', answered_at: null, created_at: sql`now()`, updated_at: sql`now()` }
        : {}),
    })
    .where('id', '=', id)
    .execute();
}

export function usersByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}
