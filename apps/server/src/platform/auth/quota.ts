// The one refusal for a membership quota (projects, jobs, listings, saved searches, new bids a
// month): a 403 whose message names the limit and the way out. A quota is the caller's
// membership saying no, like a missing policy, so it is "forbidden" (the contract documents 403
// for each), never a 409 or a 400: nothing in the request or in the data is wrong, and the same
// request succeeds after an upgrade. See docs/decisions.md "The board as one layer (issue 20)".
import type { Limits } from '@trestle/core';
import type { UserRow } from '../db/tables';
import { forbidden, type HttpError } from '../http/errors';
import { entitlementsOf } from './entitlements';

/** The counted quotas of core's `Limits` (the upload size is a size, refused as 413). */
export type Quota = Exclude<keyof Limits, 'uploadMegabytes'>;

const plural = (limit: number, one: string, many: string) => (limit === 1 ? one : many);

const QUOTA_MESSAGES: Record<Quota, (limit: number) => string> = {
  projects: (limit) =>
    `Your membership allows ${limit} ${plural(limit, 'project', 'projects')}. Delete one, or upgrade your membership (Membership in the account menu) to publish more.`,
  jobs: (limit) =>
    `Your membership allows ${limit} ${plural(limit, 'job', 'jobs')}. Delete one, or upgrade your membership (Membership in the account menu) to post more.`,
  listings: (limit) =>
    `Your membership allows ${limit} ${plural(limit, 'listing', 'listings')}. Delete one, or upgrade your membership (Membership in the account menu) to list more.`,
  savedSearches: (limit) =>
    `Your membership allows ${limit} saved ${plural(limit, 'search', 'searches')}. Delete one, or upgrade your membership (Membership in the account menu) to save more.`,
  projectApplicationsPerMonth: (limit) =>
    `Your membership allows ${limit} new ${plural(limit, 'bid', 'bids')} a month and you have sent them all. Upgrade your membership (Membership in the account menu) to bid more.`,
};

export const quotaMessage = (what: Quota, limit: number): string => QUOTA_MESSAGES[what](limit);

/** The refusal itself (403), for a caller who has used all of `limit`. */
export const refuseOverQuota = (what: Quota, limit: number): HttpError =>
  forbidden(quotaMessage(what, limit));

/** Refuses one more when the person already uses as many as their membership allows. */
export function assertUnderQuota(
  user: Pick<UserRow, 'account_type' | 'membership_level'>,
  what: Quota,
  used: number,
): void {
  const limit = entitlementsOf(user).limits[what];
  if (used >= limit) throw refuseOverQuota(what, limit);
}
