import { operation } from '../../../platform/http/operation';
import { presentSavedSearch } from '../present';
import { listOwnSavedSearches } from '../repo';

/** The caller's saved searches, newest first. */
export const listSavedSearches = operation(
  'listSavedSearches',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const rows = await listOwnSavedSearches(ctx.db, caller.user.id, {
      skip: query.skip ?? 0,
      limit: query.limit ?? 10,
    });
    return { items: rows.map(presentSavedSearch) };
  },
);
