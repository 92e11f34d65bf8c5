// Who may do what with saved searches: each person sees and deletes only their own (another
// person's search is "not found", never "forbidden"), and keeps at most as many as their
// membership level allows (core's limits, `savedSearches`).
import type { Caller } from '../../platform/auth/request-auth';
import { entitlementsOf } from '../../platform/auth/entitlements';
import type { AppContext } from '../../platform/context';
import { forbidden } from '../../platform/http/errors';
import { countOwnSavedSearches } from './repo';

export const SEARCH_NOT_FOUND = 'This saved search does not exist.';
export const UNSUBSCRIBE_NOT_FOUND =
  'This link does not work any more: the saved search was deleted, or the link is incomplete.';

export const limitReached = (limit: number) =>
  `Your membership allows ${limit} saved ${limit === 1 ? 'search' : 'searches'}. ` +
  'Delete one, or upgrade your membership to save more.';

/** 403 (as the contract documents) when the person already keeps as many as allowed. */
export async function assertUnderLimit(ctx: AppContext, caller: Caller): Promise<void> {
  const { savedSearches } = entitlementsOf(caller.user).limits;
  if ((await countOwnSavedSearches(ctx.db, caller.user.id)) >= savedSearches) {
    throw forbidden(limitReached(savedSearches));
  }
}
