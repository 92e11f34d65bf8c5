// Every query on news (RSS) sources: the shared sources, who added which, their system accounts,
// their entries (stored as posts), and the polling state.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { RssSourceRow } from '../../platform/db/tables';
import { newId } from '../../platform/ids';
import { insertSystemUser } from '../../platform/db/users';
import type { FeedEntry, ParsedFeed } from './feed';
import { escapeLike } from '../../platform/db/like';
import { storedPlainText } from '../../platform/feed/plain-text';
import { visibleHere, type ReadPlace } from '../../platform/feed/index';

export interface Page {
  skip: number;
  limit: number;
}

export function findSource(db: Db, id: string): Promise<RssSourceRow | undefined> {
  return db.selectFrom('rss_sources').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSourceByUrl(db: Db, url: string): Promise<RssSourceRow | undefined> {
  return db.selectFrom('rss_sources').selectAll().where('url', '=', url).executeTakeFirst();
}

/**
 * A username for a source's system account: `news_`, letters of the host, a random suffix (so it
 * is unique without asking), within the 30 characters usernames allow.
 */
function newsUsername(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '').replace(/[^a-z0-9]+/gi, '_');
  return `news_${host.slice(0, 16)}_${randomBytes(4).toString('hex')}`.toLowerCase();
}

/**
 * Stores a new source with its system account (kind 'news', made by the platform's one account
 * insert). Two people adding one address at once: the second gets the first's row.
 */
export async function insertSource(
  db: Db,
  url: string,
  feed: ParsedFeed,
  fetched: { etag: string | null; lastModified: string | null; nextFetchAt: Date },
): Promise<RssSourceRow> {
  const title = (feed.title ?? new URL(url).hostname).slice(0, 200);
  const inserted = await db.transaction().execute(async (tx) => {
    const account = await insertSystemUser(tx, {
      kind: 'news',
      username: newsUsername(url),
      displayName: title,
    });
    const row = await tx
      .insertInto('rss_sources')
      .values({
        id: newId(),
        url,
        user_id: account.id,
        title,
        description: feed.description?.slice(0, 2000) ?? null,
        link: feed.link,
        image: feed.image,
        etag: fetched.etag,
        last_modified: fetched.lastModified,
        last_fetched_at: sql<Date>`now()`,
        next_fetch_at: fetched.nextFetchAt,
      })
      .onConflict((oc) => oc.column('url').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new SourceRace();
    return row;
  });
  return inserted;
}

/** Thrown inside insertSource's transaction (rolling back the account) when the URL was taken. */
export class SourceRace extends Error {}

/** Links the person to the source; false when they already were. */
export async function subscribe(db: Db, userId: string, sourceId: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('rss_subscriptions')
      .values({ user_id: userId, source_id: sourceId })
      .onConflict((oc) => oc.columns(['user_id', 'source_id']).doNothing())
      .returning('source_id')
      .executeTakeFirst();
    if (!row) return false;
    await tx
      .updateTable('rss_sources')
      .set((eb) => ({ subscribers_count: eb('subscribers_count', '+', 1) }))
      .where('id', '=', sourceId)
      .execute();
    return true;
  });
}

/** Unlinks the person from the source; false when they were not linked. */
export async function unsubscribe(db: Db, userId: string, sourceId: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .deleteFrom('rss_subscriptions')
      .where('user_id', '=', userId)
      .where('source_id', '=', sourceId)
      .returning('source_id')
      .executeTakeFirst();
    if (!row) return false;
    await tx
      .updateTable('rss_sources')
      .set((eb) => ({ subscribers_count: eb('subscribers_count', '-', 1) }))
      .where('id', '=', sourceId)
      .execute();
    return true;
  });
}

export async function countSubscriptions(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('rss_subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The person's sources, the latest added first. */
export function ownSources(db: Db, userId: string, page: Page): Promise<RssSourceRow[]> {
  return db
    .selectFrom('rss_subscriptions as s')
    .innerJoin('rss_sources', 'rss_sources.id', 's.source_id')
    .selectAll('rss_sources')
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at', 'desc')
    .orderBy('rss_sources.id', 'desc')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
}

/**
 * Every known source whose title, description, site or address holds the words (all of them, any
 * case); the most added first. An empty search lists them all.
 */
export function searchSources(db: Db, search: string, page: Page): Promise<RssSourceRow[]> {
  const words = search.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  let q = db.selectFrom('rss_sources').selectAll();
  for (const word of words) {
    const like = `%${escapeLike(word)}%`;
    q = q.where(
      sql<boolean>`(title ilike ${like} or coalesce(description, '') ilike ${like}
        or coalesce(link, '') ilike ${like} or url ilike ${like})`,
    );
  }
  return q
    .orderBy('subscribers_count', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
}

/** Of these sources, those the person added. */
export async function subscribedAmong(
  db: Db,
  userId: string,
  sourceIds: string[],
): Promise<Set<string>> {
  if (sourceIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('rss_subscriptions')
    .select('source_id')
    .where('user_id', '=', userId)
    .where('source_id', 'in', sourceIds)
    .execute();
  return new Set(rows.map((r) => r.source_id));
}

/**
 * Entry posts of the given sources (or of all the person's sources), newest first: those the
 * reader may see where they read them (the read rules), so pages stay full.
 */
export async function entryPostIds(
  db: Db,
  sources: { userId: string } | { sourceId: string },
  page: Page,
  reader: { viewerId: string; place: ReadPlace },
): Promise<string[]> {
  const rows = await db
    .selectFrom('posts')
    .select('posts.id')
    .where(visibleHere(reader.viewerId, reader.place, 'posts'))
    .$if('sourceId' in sources, (q) =>
      q.where('posts.rss_source_id', '=', (sources as { sourceId: string }).sourceId),
    )
    .$if('userId' in sources, (q) =>
      q.where(
        'posts.rss_source_id',
        'in',
        db
          .selectFrom('rss_subscriptions')
          .select('source_id')
          .where('user_id', '=', (sources as { userId: string }).userId),
      ),
    )
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Stores entries as posts of the source's account; an entry already stored (same guid or link)
 * is left as it is. Returns how many were new.
 */
export async function insertEntries(
  db: Db,
  source: Pick<RssSourceRow, 'id' | 'user_id' | 'title'>,
  entries: Array<FeedEntry & { text: string; createdAt: Date }>,
): Promise<number> {
  if (entries.length === 0) return 0;
  const rows = await db
    .insertInto('posts')
    .values(
      entries.map((entry) => ({
        id: newId(),
        author_id: source.user_id,
        kind: 'post' as const,
        title: entry.title,
        text: entry.text,
        plain_text: storedPlainText(entry),
        category: 'news' as const,
        media: '[]',
        link: entry.link
          ? JSON.stringify({
              url: entry.link,
              title: entry.title,
              description: null,
              image: null,
              siteName: source.title,
              type: 'article',
              video: null,
            })
          : null,
        // Nobody answers a feed: replies would go to an account nobody reads.
        reply_policy: 'nobody' as const,
        created_at: entry.createdAt,
        rss_source_id: source.id,
        rss_key: entry.key,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['rss_source_id', 'rss_key']).where('rss_source_id', 'is not', null).doNothing(),
    )
    .returning('id')
    .execute();
  return rows.length;
}

/** Sources whose next fetch is due, the longest waiting first. */
export async function dueSourceIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('rss_sources')
    .select('id')
    .where('next_fetch_at', '<=', sql<Date>`now()`)
    .orderBy('next_fetch_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** A fetch that worked (new content or 304): failures reset, the next one planned. */
export async function recordFetched(
  db: Db,
  id: string,
  values: {
    nextFetchAt: Date;
    etag?: string | null;
    lastModified?: string | null;
    feed?: ParsedFeed;
  },
): Promise<void> {
  const { feed } = values;
  await db
    .updateTable('rss_sources')
    .set({
      last_fetched_at: sql<Date>`now()`,
      next_fetch_at: values.nextFetchAt,
      failures: 0,
      last_error: null,
      ...(values.etag !== undefined ? { etag: values.etag } : {}),
      ...(values.lastModified !== undefined ? { last_modified: values.lastModified } : {}),
      ...(feed
        ? {
            description: feed.description?.slice(0, 2000) ?? null,
            link: feed.link,
            image: feed.image,
          }
        : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** A fetch that failed: one more failure in a row, the next try later (back-off). */
export async function recordFailed(
  db: Db,
  id: string,
  values: { failures: number; error: string; nextFetchAt: Date },
): Promise<void> {
  await db
    .updateTable('rss_sources')
    .set({
      failures: values.failures,
      last_error: values.error,
      next_fetch_at: values.nextFetchAt,
    })
    .where('id', '=', id)
    .execute();
}
