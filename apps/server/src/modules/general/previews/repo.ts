// Every query of link previews: the cache of each page's preview, per address.
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { LinkPreview } from '../../../platform/db/tables';

export interface CachedPreview {
  preview: LinkPreview | null;
  failure: string | null;
  fetched_at: Date;
}

export function findCachedPreview(db: Db, url: string): Promise<CachedPreview | undefined> {
  return db
    .selectFrom('link_previews')
    .select(['preview', 'failure', 'fetched_at'])
    .where('url', '=', url)
    .executeTakeFirst();
}

/** Keeps the newest outcome for the address: a preview, or the reason there is none. */
export async function saveCachedPreview(
  db: Db,
  url: string,
  outcome: { preview: LinkPreview } | { failure: string },
): Promise<void> {
  const values = {
    url,
    preview: 'preview' in outcome ? JSON.stringify(outcome.preview) : null,
    failure: 'failure' in outcome ? outcome.failure : null,
    fetched_at: sql<Date>`now()`,
  };
  await db
    .insertInto('link_previews')
    .values(values)
    .onConflict((oc) =>
      oc.column('url').doUpdateSet({
        preview: values.preview,
        failure: values.failure,
        fetched_at: values.fetched_at,
      }),
    )
    .execute();
}
