// Who may do what with a project, beyond what every board item shares (platform/board/policy:
// visibility, owner-only, staff-only). Bidding needs the can_apply_project policy (business
// accounts, or a paid membership), never on one's own project, only while it is opened, and
// within the month's quota of new bids (platform/auth/quota: the one refusal for every quota).
// Bidding also closes by itself at the project's bid deadline (a read-time rule, biddingOpen) and
// when the project is awarded; a decided bid (awarded, declined) is not edited.
import type { Caller } from '../../platform/auth/request-auth';
import type { BoardApplicationRow, BoardItemRow } from '../../platform/db/tables';
import { entitlementsOf } from '../../platform/auth/entitlements';
import { assertUnderQuota } from '../../platform/auth/quota';
import { openStatusOf } from '../../platform/board/open-status';
import { badRequest, conflict, forbidden } from '../../platform/http/errors';

export const PROJECT_MESSAGES = {
  upgradeToBid:
    'Bidding on projects needs a business account or a paid membership. Upgrade your membership (Membership in the account menu).',
  ownProject: 'You cannot bid on your own project.',
  closed: 'This project is closed: it takes no more bids.',
  deadline: 'Bidding on this project has closed: its bid deadline has passed.',
  awarded: 'This project has been awarded: it takes no more bids.',
  decided: 'The owner has decided on your bid: it can no longer be edited.',
  bidMessage: 'Write a message to the owner with your bid.',
  alreadyAwarded: 'This project has already been awarded.',
  declinedBid: 'This bid was declined: it cannot be shortlisted or awarded.',
  awardedBid: 'This bid won the project: it cannot be declined.',
  declineMessage: 'Write a message to the bidder saying why.',
  deadlinePast: 'The bid deadline must be in the future.',
} as const;

/**
 * Whether the project takes bids at `now`: opened, not awarded, before its deadline. A read-time
 * rule (no job closes projects): the API answers it as biddingOpen and applyToProject enforces it.
 */
export function biddingOpen(
  project: Pick<BoardItemRow, 'status' | 'awarded_application_id' | 'bids_close_at'>,
  now: Date = new Date(),
): boolean {
  return openStatusOf(project, now) === 'opened' && project.awarded_application_id === null;
}

/** A deadline sent with a create or an edit: in the future, or null for none. */
export function checkedDeadline(value: string | null, now: Date = new Date()): Date | null {
  if (value === null) return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime()) || at <= now) {
    throw badRequest(PROJECT_MESSAGES.deadlinePast, { bidDeadline: PROJECT_MESSAGES.deadlinePast });
  }
  return at;
}

/** The owner's decision on a bid: never after the project was awarded, never a declined bid. */
export function assertDecidable(
  project: Pick<BoardItemRow, 'awarded_application_id'>,
  bid: Pick<BoardApplicationRow, 'decision'>,
): void {
  if (project.awarded_application_id !== null) throw conflict(PROJECT_MESSAGES.alreadyAwarded);
  if (bid.decision === 'declined') throw conflict(PROJECT_MESSAGES.declinedBid);
}

/** Whether the caller may bid at all (before looking at any project). */
export function assertMayBid(caller: Caller): void {
  if (!entitlementsOf(caller.user).policies.can_apply_project) {
    throw forbidden(PROJECT_MESSAGES.upgradeToBid);
  }
}

/** A bid on this project: not one's own, and only while bidding is open. */
export function assertBiddable(
  caller: Caller,
  project: Pick<BoardItemRow, 'owner_id' | 'status' | 'awarded_application_id' | 'bids_close_at'>,
) {
  if (project.owner_id === caller.user.id) throw forbidden(PROJECT_MESSAGES.ownProject);
  if (biddingOpen(project)) return;
  if (project.awarded_application_id !== null) throw forbidden(PROJECT_MESSAGES.awarded);
  if (project.status !== 'opened') throw forbidden(PROJECT_MESSAGES.closed);
  throw forbidden(PROJECT_MESSAGES.deadline);
}

/** One's own bid is edited only while the owner has not awarded or declined it. */
export function assertBidEditable(bid: Pick<BoardApplicationRow, 'decision'> | undefined): void {
  if (bid && (bid.decision === 'awarded' || bid.decision === 'declined')) {
    throw forbidden(PROJECT_MESSAGES.decided);
  }
}

/** A new bid (an edit is free) within the month's quota. */
export function assertBidQuota(caller: Caller, bidsThisMonth: number): void {
  assertUnderQuota(caller.user, 'projectApplicationsPerMonth', bidsThisMonth);
}
