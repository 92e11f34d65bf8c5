import { badRequest, conflict } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { fetchFeed, FeedError, RSS_MESSAGES } from '../feed';
import { sourceAddress, SOURCE_MESSAGES } from '../policy';
import { POLL_INTERVAL_MS, storeEntries } from '../poll';
import { presentSource } from '../present';
import { findSourceByUrl, insertSource, SourceRace, subscribe } from '../repo';

/**
 * Adds a feed by its address. A known address links the caller to the shared source; a new one is
 * fetched once (it must be a feed: 400 on `url` otherwise), stored with its entries, then linked.
 */
export const addRssSource = operation(
  'addRssSource',
  'signed-in',
  async ({ body, caller }, ctx) => {
    const url = sourceAddress(body.url);
    let source = await findSourceByUrl(ctx.db, url);
    if (!source) {
      let fetched;
      try {
        fetched = await fetchFeed(ctx, url);
      } catch (error) {
        if (error instanceof FeedError) throw badRequest(error.message, { url: error.message });
        throw error;
      }
      // Nothing was asked conditionally, so a 304 is a server we cannot read a feed from.
      if (fetched.notModified) {
        throw badRequest(RSS_MESSAGES.unreachable, { url: RSS_MESSAGES.unreachable });
      }
      try {
        source = await insertSource(ctx.db, url, fetched.feed, {
          etag: fetched.etag,
          lastModified: fetched.lastModified,
          nextFetchAt: new Date(Date.now() + POLL_INTERVAL_MS),
        });
        await storeEntries(ctx, source, fetched.feed);
      } catch (error) {
        // Someone added the same address meanwhile: theirs is the shared source.
        if (!(error instanceof SourceRace)) throw error;
        source = (await findSourceByUrl(ctx.db, url))!;
      }
    }
    if (!(await subscribe(ctx.db, caller.user.id, source.id))) {
      throw conflict(SOURCE_MESSAGES.alreadyAdded, { url: SOURCE_MESSAGES.alreadyAdded });
    }
    return presentSource(source, true);
  },
  // Each new address makes the server fetch a page someone else hosts, like a link preview.
  { rateLimit: ['previews'], status: 201 },
);
