import { isSearchable, parsePostSearch } from '@trestle/core';
import { readPosts, viewerOf } from '../../../platform/feed/index';
import { badRequest } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { searchPostIds } from '../repo';

export const NOTHING_TO_SEARCH = 'Type a word or a #hashtag to search for.';
export const NOT_A_POST_TYPE = 'Reactions are not a kind of post to search for.';

/** Posts by words (full text) or #hashtags, for one explore post tab, through the read pipeline. */
export const searchPosts = operation('searchPosts', 'signed-in', async ({ body, caller }, ctx) => {
  const terms = parsePostSearch(body.q);
  if (!isSearchable(terms)) throw badRequest(NOTHING_TO_SEARCH, { q: NOTHING_TO_SEARCH });
  const type = body.type ?? 'content';
  // The explore post tabs are the FeedType values bar `reactions` (a profile tab, not a post kind).
  if (type === 'reactions') throw badRequest(NOT_A_POST_TYPE, { type: NOT_A_POST_TYPE });
  const ids = await searchPostIds(ctx.db, {
    viewerId: caller.user.id,
    tags: terms.tags,
    words: terms.words,
    bucket: type,
    longVideoSeconds: ctx.config.longVideoSeconds,
    skip: body.skip ?? 0,
    limit: body.limit ?? 10,
  });
  return { items: await readPosts(ctx.db, viewerOf(caller.user), ids, 'search') };
});
