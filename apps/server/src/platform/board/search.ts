// The one search every board list goes through (projects, jobs, listings; public tabs, the
// owner's tab, staff queues): conditions in SQL, ids in order, then `loadBoardItems` builds the
// rows. Keyword search reads the title, the description and the documents' extracted text.
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database';
import { boundingBox, EARTH_RADIUS_MILES } from '../geo/distance';
import type { BoardQuery } from './query';
import type { BoardViewer } from './viewer';
import { hasOpenStatus } from './open-status';
import { listedFor } from './visibility';

export interface Page {
  skip: number;
  limit: number;
}

/** Stored vectors with their GIN indexes (migration 0018): a search computes none per row. */
const ITEM_DOCUMENT = sql`board_items.search_vector`;
const DOCUMENT_TEXT = sql`board_documents.text_vector`;

export const keywordQuery = (keyword: string) => sql`websearch_to_tsquery('english', ${keyword})`;

/** Great-circle miles from a point to the item, in SQL (the same formula as geo/distance.ts). */
export function milesFrom(lat: number, lng: number) {
  // Parameters are cast: PostgreSQL would otherwise guess integer from `2 * $1`.
  const la = sql`${lat}::float8`;
  const ln = sql`${lng}::float8`;
  return sql<number>`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
    power(sin(radians(board_items.lat - ${la}) / 2), 2)
    + cos(radians(${la})) * cos(radians(board_items.lat))
      * power(sin(radians(board_items.lng - ${ln}) / 2), 2)))))`;
}

function filtered(db: Db, viewer: BoardViewer, q: BoardQuery) {
  let query = db.selectFrom('board_items').where('board_items.kind', '=', q.kind);

  if (q.queue) {
    // Staff queues; the operations check the caller is staff before asking.
    query =
      q.queue === 'inactive'
        ? query.where('board_items.moderate', '=', 'review')
        : query.where('board_items.flagged', '=', true);
  } else if (q.tab === 'own') {
    query = query.where('board_items.owner_id', '=', viewer.id);
  } else {
    query = query.where(listedFor(viewer));
    if (q.tab === 'following') {
      query = query.where(
        sql<SqlBool>`board_items.owner_id in (select followee_id from follows where follower_id = ${viewer.id})`,
      );
    } else if (q.tab === 'favorite') {
      query = query.where(
        sql<SqlBool>`exists (select 1 from board_favorites f
          where f.item_id = board_items.id and f.user_id = ${viewer.id})`,
      );
    }
  }

  if (q.ownerId) query = query.where('board_items.owner_id', '=', q.ownerId);
  if (q.status) query = query.where(hasOpenStatus(q.status));
  if (q.category) query = query.where('board_items.category', '=', q.category);
  if (q.remote !== undefined) query = query.where('board_items.remote', '=', q.remote);

  if (q.keyword) {
    const words = keywordQuery(q.keyword);
    // The documents' matches become an array once (an InitPlan), so PostgreSQL can OR two index
    // searches and still walk the newest items first when a word is common. Measured at 100,000
    // projects: 0.1-17 ms, where a union of the two (hash-joining every listed row) took 115 ms
    // and an OR with EXISTS took 240 ms for a word found nowhere (docs/decisions.md "Board").
    query = query.where(
      sql<SqlBool>`(${ITEM_DOCUMENT} @@ ${words} or board_items.id = any(array(
        select board_documents.item_id from board_documents where ${DOCUMENT_TEXT} @@ ${words})))`,
    );
  }

  if (q.near && q.near.miles !== null) {
    const { lat, lng, miles } = q.near;
    const box = boundingBox({ lat, lng }, miles);
    query = query
      .where('board_items.lat', '>=', box.minLat)
      .where('board_items.lat', '<=', box.maxLat)
      .where('board_items.lng', '>=', box.minLng)
      .where('board_items.lng', '<=', box.maxLng)
      .where(sql<SqlBool>`${milesFrom(lat, lng)} <= ${miles}::float8`);
  }

  return q.extra ? q.extra(query) : query;
}

/** The ids of one page, in the list's order (newest first unless sorted by bid; queues oldest first). */
export async function searchBoard(
  db: Db,
  viewer: BoardViewer,
  q: BoardQuery,
  page: Page,
): Promise<string[]> {
  const rows = await searchBoardQuery(db, viewer, q, page).execute();
  return rows.map((row) => row.id);
}

/** The query of searchBoard, unexecuted (its SQL is snapshotted in docs/sql). */
export function searchBoardQuery(db: Db, viewer: BoardViewer, q: BoardQuery, page: Page) {
  let query = filtered(db, viewer, q).select('board_items.id');
  if (q.sort === 'bid_asc' || q.sort === 'bid_desc') {
    const direction = q.sort === 'bid_asc' ? sql`asc` : sql`desc`;
    query = query.orderBy(sql`board_items.bid ${direction} nulls last`);
  }
  // The staff queues are worked through from the oldest (the contract's moderation lists).
  const direction = q.queue ? 'asc' : 'desc';
  return query
    .orderBy('board_items.created_at', direction)
    .orderBy('board_items.id', direction)
    .offset(page.skip)
    .limit(page.limit);
}

/** How many items the same search finds (the counters of the projects and jobs screens). */
export async function countBoard(db: Db, viewer: BoardViewer, q: BoardQuery): Promise<number> {
  const row = await filtered(db, viewer, q)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
