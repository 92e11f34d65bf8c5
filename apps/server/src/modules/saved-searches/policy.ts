// Who may do what with saved searches: each person sees and deletes only their own (another
// person's search is "not found", never "forbidden"), and keeps at most as many as their
// membership level allows (core's limits, `savedSearches`).
import type { Caller } from '../../platform/auth/request-auth';
import { assertUnderQuota, quotaMessage } from '../../platform/auth/quota';
import type { AppContext } from '../../platform/context';
import { countOwnSavedSearches } from './repo';

export const SEARCH_NOT_FOUND = 'This saved search does not exist.';
export const UNSUBSCRIBE_NOT_FOUND =
  'This link does not work any more: the saved search was deleted, or the link is incomplete.';

export const limitReached = (limit: number) => quotaMessage('savedSearches', limit);

/** The membership's quota refusal (platform/auth/quota) when the person keeps as many as allowed. */
export async function assertUnderLimit(ctx: AppContext, caller: Caller): Promise<void> {
  assertUnderQuota(
    caller.user,
    'savedSearches',
    await countOwnSavedSearches(ctx.db, caller.user.id),
  );
}
