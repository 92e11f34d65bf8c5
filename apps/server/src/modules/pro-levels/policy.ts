// Who may do what with pro levels and subscriptions. A level is edited and withdrawn by its owner
// only; a subscription is managed (note, activate, cancel, ban) by the owner of its level only.
// Another person's level or subscription answers 403; one that does not exist, 404. Nobody
// subscribes to their own level, to a withdrawn one, or while banned from it; nobody holds two
// live (active or pending) subscriptions to one level.
import { PRO_LEVEL_FORM_MESSAGES, PRO_LEVELS_MAX } from '@trestle/core';
import type { Db } from '../../platform/db/database';
import type { ProLevelRow, ProSubscriptionRow } from '../../platform/db/tables';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import { countLevelsOf, findLevel, findSubscription } from './repo';

export const LEVEL_NOT_FOUND = 'This pro level does not exist or was withdrawn.';
export const NOT_LEVEL_OWNER = 'Only the person who offers this level can change it.';
export const SUBSCRIPTION_NOT_FOUND = 'This subscription does not exist.';
export const NOT_SUBSCRIPTION_OWNER = 'Only the owner of the level can manage its subscribers.';
export const OWN_LEVEL = 'You cannot subscribe to your own level.';
export const BANNED = 'The owner of this level has banned you from it.';
export const ALREADY_SUBSCRIBED = 'You already have a subscription to this level.';
export const NOT_SUBSCRIBED = 'You have no subscription to this level.';
export const CARD_REQUIRED = 'Enter a card to pay for this level.';
export const TOO_MANY_LEVELS = PRO_LEVEL_FORM_MESSAGES.tooManyLevels;
export const PREMIUM_LEVELS_NOT_OWN =
  'A premium post can only be opened by your own pro levels on offer.';

export async function assertUnderLevelLimit(db: Db, ownerId: string): Promise<void> {
  if ((await countLevelsOf(db, ownerId)) >= PRO_LEVELS_MAX) throw badRequest(TOO_MANY_LEVELS);
}

/** The caller's own level on offer: 404 when gone or withdrawn, 403 when someone else's. */
export async function ownLevel(db: Db, callerId: string, id: string): Promise<ProLevelRow> {
  const level = await findLevel(db, id);
  if (!level || level.withdrawn_at !== null) throw notFound(LEVEL_NOT_FOUND);
  if (level.owner_id !== callerId) throw forbidden(NOT_LEVEL_OWNER);
  return level;
}

/** A subscription to one of the caller's levels: 404 when gone, 403 when someone else's. */
export async function managedSubscription(
  db: Db,
  callerId: string,
  id: string,
): Promise<ProSubscriptionRow> {
  const row = await findSubscription(db, id);
  if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
  if (row.owner_id !== callerId) throw forbidden(NOT_SUBSCRIPTION_OWNER);
  return row;
}

/** Refuses a subscription the caller may not start (see the header). */
export function assertMaySubscribe(
  level: ProLevelRow,
  callerId: string,
  existing: ProSubscriptionRow | undefined,
  existingState: string | undefined,
): void {
  if (level.owner_id === callerId) throw forbidden(OWN_LEVEL);
  if (existing?.state === 'banned') throw forbidden(BANNED);
  if (existingState === 'active' || existingState === 'pending') {
    throw conflict(ALREADY_SUBSCRIBED);
  }
}
