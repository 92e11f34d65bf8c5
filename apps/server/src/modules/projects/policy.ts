// Who may do what with a project, beyond what every board item shares (platform/board/policy:
// visibility, owner-only, staff-only). Bidding needs the can_apply_project policy (business
// accounts, or a paid membership), never on one's own project, only while it is opened, and
// within the month's quota of new bids (platform/auth/quota: the one refusal for every quota).
import type { Caller } from '../../platform/auth/request-auth';
import { entitlementsOf } from '../../platform/auth/entitlements';
import { assertUnderQuota } from '../../platform/auth/quota';
import { forbidden } from '../../platform/http/errors';

export const PROJECT_MESSAGES = {
  upgradeToBid:
    'Bidding on projects needs a business account or a paid membership. Upgrade in Settings → Membership.',
  ownProject: 'You cannot bid on your own project.',
  closed: 'This project is closed: it takes no more bids.',
  bidMessage: 'Write a message to the owner with your bid.',
} as const;

/** Whether the caller may bid at all (before looking at any project). */
export function assertMayBid(caller: Caller): void {
  if (!entitlementsOf(caller.user).policies.can_apply_project) {
    throw forbidden(PROJECT_MESSAGES.upgradeToBid);
  }
}

/** A bid on this project: not one's own, and only while it is opened. */
export function assertBiddable(caller: Caller, project: { owner_id: string; status: string }) {
  if (project.owner_id === caller.user.id) throw forbidden(PROJECT_MESSAGES.ownProject);
  if (project.status !== 'opened') throw forbidden(PROJECT_MESSAGES.closed);
}

/** A new bid (an edit is free) within the month's quota. */
export function assertBidQuota(caller: Caller, bidsThisMonth: number): void {
  assertUnderQuota(caller.user, 'projectApplicationsPerMonth', bidsThisMonth);
}
