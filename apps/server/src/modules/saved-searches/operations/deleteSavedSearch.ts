import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { SEARCH_NOT_FOUND } from '../policy';
import { deleteOwnSavedSearch } from '../repo';

/** The caller's own search only; anyone else's is not found. */
export const deleteSavedSearch = operation(
  'deleteSavedSearch',
  'signed-in',
  async ({ params, caller }, ctx) => {
    if (!(await deleteOwnSavedSearch(ctx.db, caller.user.id, params.id))) {
      throw notFound(SEARCH_NOT_FOUND);
    }
    return { ok: true as const };
  },
);
