// Source rows as the contract's RssSource: `own` says whether the viewer added it.
import type { components } from '@trestle/openapi/types';
import type { Db } from '../../platform/db/database';
import type { RssSourceRow } from '../../platform/db/tables';
import { subscribedAmong } from './repo';

type RssSource = components['schemas']['RssSource'];

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentSource(row: RssSourceRow, own: boolean): RssSource {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    description: row.description,
    link: row.link,
    image: row.image,
    own,
    lastFetchedAt: row.last_fetched_at ? iso(row.last_fetched_at) : null,
    createdAt: iso(row.created_at),
  };
}

/** A page of sources for the viewer, in the same order, with one query for `own`. */
export async function presentSources(
  db: Db,
  viewerId: string,
  rows: RssSourceRow[],
): Promise<RssSource[]> {
  const own = await subscribedAmong(
    db,
    viewerId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => presentSource(row, own.has(row.id)));
}
