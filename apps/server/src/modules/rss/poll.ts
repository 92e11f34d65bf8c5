// Polling news sources. A pg-boss schedule (`rss.schedule`, every few minutes) enqueues one
// `rss.poll` job per source that is due; each job fetches its feed conditionally (ETag,
// Last-Modified), stores new entries as posts and plans the next fetch. A feed that fails is
// retried later and later (back-off); it never fails the job, so one bad feed never holds up the
// others, and the reason is kept on the source.
import { postTextOf } from '@trestle/core';
import type { AppContext } from '../../platform/context';
import type { RssSourceRow } from '../../platform/db/tables';
import { fetchFeed, FeedError, type ParsedFeed } from './feed';
import { dueSourceIds, findSource, insertEntries, recordFailed, recordFetched } from './repo';

const MINUTE = 60 * 1000;
/** How often a healthy feed is fetched. */
export const POLL_INTERVAL_MS = 30 * MINUTE;
/** The first wait after a failure; it doubles with each failure in a row... */
export const FIRST_BACKOFF_MS = 15 * MINUTE;
/** ...up to a day. */
export const MAX_BACKOFF_MS = 24 * 60 * MINUTE;
/** The schedule's cron: every five minutes. */
export const POLL_SCHEDULE = '*/5 * * * *';
/** Sources enqueued by one run of the schedule. */
const DUE_BATCH = 500;

/** When to try again after `failures` failures in a row. */
export function backoffMs(failures: number): number {
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, failures - 1), MAX_BACKOFF_MS);
}

/**
 * Stores a fetch's entries as posts (new ones only). An entry's time is its published date, never
 * in the future; without one, the time it was fetched.
 */
export async function storeEntries(
  ctx: AppContext,
  source: Pick<RssSourceRow, 'id' | 'user_id' | 'title'>,
  feed: ParsedFeed,
): Promise<number> {
  const now = Date.now();
  const entries = feed.entries.map((entry) => ({
    ...entry,
    // Sanitised with the product's rich-text allow-list, like any post's text; pictures go too:
    // they live on the feed's site, which the app's CSP (img-src 'self') never loads.
    text: postTextOf(postTextOf(entry.html).replace(/<img\b[^>]*>/gi, '')),
    createdAt: new Date(Math.min(entry.publishedAt?.getTime() ?? now, now)),
  }));
  return insertEntries(ctx.db, source, entries);
}

export type PollOutcome = 'fetched' | 'not-modified' | 'failed' | 'gone';

/** Fetches one source now. Never throws for the feed's own failures: they are recorded. */
export async function pollSource(ctx: AppContext, sourceId: string): Promise<PollOutcome> {
  const source = await findSource(ctx.db, sourceId);
  if (!source) return 'gone';
  let result;
  try {
    result = await fetchFeed(ctx, source.url, {
      etag: source.etag,
      lastModified: source.last_modified,
    });
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    const failures = source.failures + 1;
    await recordFailed(ctx.db, source.id, {
      failures,
      error: error.message,
      nextFetchAt: new Date(Date.now() + backoffMs(failures)),
    });
    ctx.log.info({ sourceId, failures, reason: error.message }, 'news source fetch failed');
    return 'failed';
  }
  const nextFetchAt = new Date(Date.now() + POLL_INTERVAL_MS);
  if (result.notModified) {
    await recordFetched(ctx.db, source.id, { nextFetchAt });
    return 'not-modified';
  }
  await storeEntries(ctx, source, result.feed);
  await recordFetched(ctx.db, source.id, {
    nextFetchAt,
    etag: result.etag,
    lastModified: result.lastModified,
    feed: result.feed,
  });
  return 'fetched';
}

/** The schedule's job: one poll job per due source (a source already queued is not queued twice). */
export async function enqueueDueSources(ctx: AppContext): Promise<number> {
  const ids = await dueSourceIds(ctx.db, DUE_BATCH);
  for (const sourceId of ids) {
    await ctx.jobs.send(
      'rss.poll',
      { sourceId },
      { singletonKey: sourceId, singletonSeconds: 5 * 60 },
    );
  }
  return ids.length;
}
