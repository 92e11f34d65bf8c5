import { operation } from '../../../platform/http/operation';
import { checkedFilters, checkedTitle } from '../compose';
import { assertUnderLimit } from '../policy';
import { presentSavedSearch } from '../present';
import { insertSavedSearch } from '../repo';

/** Keeps the caller's project filters under a title, within their membership's limit. */
export const createSavedSearch = operation(
  'createSavedSearch',
  'signed-in',
  async ({ body, caller }, ctx) => {
    const title = checkedTitle(body.title);
    const filters = checkedFilters(body.filters);
    await assertUnderLimit(ctx, caller);
    const row = await insertSavedSearch(ctx.db, {
      userId: caller.user.id,
      title,
      filters,
      schedule: body.schedule ?? 'never',
    });
    return presentSavedSearch(row);
  },
  { status: 201 },
);
