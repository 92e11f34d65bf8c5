// Who may do what in the directory, on top of the board's rules (visibility, owner, staff): only
// business accounts list companies (can_apply_directory; the listings quota is the board's);
// nobody asks their own listing, or a closed one, for a quote.
import { LISTING_FORM_MESSAGES, QUOTE_FORM_MESSAGES } from '@trestle/core';
import type { Caller } from '../../platform/auth/request-auth';
import { entitlementsOf } from '../../platform/auth/entitlements';
import type { BoardItemRow } from '../../platform/db/tables';
import { conflict, forbidden, notFound } from '../../platform/http/errors';

export const QUOTE_NOT_FOUND = 'This quote request does not exist among those you received.';

/** 403 for personal accounts: listing a company needs can_apply_directory. */
export function assertMayList(caller: Caller): void {
  if (!entitlementsOf(caller.user).policies.can_apply_directory) {
    throw forbidden(LISTING_FORM_MESSAGES.businessOnly);
  }
}

export function assertMayRequestQuote(caller: Caller, listing: BoardItemRow): void {
  if (listing.owner_id === caller.user.id) throw forbidden(QUOTE_FORM_MESSAGES.ownListing);
  if (listing.status !== 'opened') throw forbidden(QUOTE_FORM_MESSAGES.closedListing);
}

export const ALREADY_APPLIED = 'You have already applied to or asked this listing for a quote.';

/** Applying (spec section 7's call): business accounts, not one's own or a closed listing, once. */
export function assertMayApply(caller: Caller, listing: BoardItemRow, applied: boolean): void {
  assertMayList(caller);
  assertMayRequestQuote(caller, listing);
  if (applied) throw conflict(ALREADY_APPLIED);
}

/** A received quote request is its listing owner's alone; anyone else finds nothing. */
export function assertQuoteOwner(caller: Caller, quote: { owner_id: string } | undefined) {
  if (!quote || quote.owner_id !== caller.user.id) throw notFound(QUOTE_NOT_FOUND);
}
