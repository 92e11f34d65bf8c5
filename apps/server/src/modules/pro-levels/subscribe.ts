// A subscription's life: started by the subscriber (free: active at once; paid: pending until the
// card's charge is confirmed, see charge.ts), cancelled by the subscriber (it lasts to the end of
// the paid period, nothing more is charged), ended or banned by the level's owner (at once), and
// activated by the owner (a pending or inactive one, or a lifted ban). The owner hears of new,
// cancelled and failed subscriptions (notify.ts); a new one lights the owner's pro blue dot, and a
// cancelled one puts it out again.
import type { components } from '@trestle/openapi/types';
import type { AppContext } from '../../platform/context';
import { blockedEitherWay } from '../../platform/db/relations';
import type { ProLevelRow, ProSubscriptionRow, UserRow } from '../../platform/db/tables';
import { badRequest, notFound } from '../../platform/http/errors';
import { assertCanBePaid } from '../../platform/payments/index';
import { cardOf, periodEnd, startCharge, stopRenewal } from './charge';
import { notifyOwner } from './notify';
import { assertMaySubscribe, CARD_REQUIRED, LEVEL_NOT_FOUND } from './policy';
import {
  effectiveState,
  findLevel,
  findSubscriptionOf,
  insertSubscription,
  setSubscription,
} from './repo';

type PaymentCard = components['schemas']['PaymentCard'];

const CREATOR_NOT_PAYABLE = 'This creator cannot take payments yet. Please try again later.';

export async function subscribe(
  ctx: AppContext,
  user: UserRow,
  level: ProLevelRow,
  card: PaymentCard | undefined,
): Promise<ProSubscriptionRow> {
  const existing = await findSubscriptionOf(ctx.db, level.id, user.id);
  assertMaySubscribe(level, user.id, existing, existing ? effectiveState(existing) : undefined);
  if (await blockedEitherWay(ctx.db, user.id, level.owner_id)) {
    throw notFound(LEVEL_NOT_FOUND);
  }
  const free = level.price === 0;
  if (!free && !card) throw badRequest(CARD_REQUIRED, { card: CARD_REQUIRED });
  // With Stripe the money must have somewhere to go: the creator's connected account.
  if (!free) await assertCanBePaid(ctx, level.owner_id, CREATOR_NOT_PAYABLE);
  // The card's fields are checked before anything is written.
  const source = free ? null : cardOf(ctx, card!);
  const state = free ? 'active' : 'pending';
  const row = existing
    ? await setSubscription(
        ctx.db,
        existing.id,
        { state, expires: null, cancel_at_period_end: false, payment_subscription_id: null },
        'owner',
      )
    : await insertSubscription(ctx.db, { level, subscriberId: user.id, state, expires: null });
  if (free) {
    await notifyOwner(ctx, row, 'new');
    return row;
  }
  return startCharge(ctx, user, level, row, source!);
}

export async function cancelBySubscriber(ctx: AppContext, row: ProSubscriptionRow): Promise<void> {
  const state = effectiveState(row);
  if (row.cancel_at_period_end && state === 'active') return;
  const lasts = state === 'active' && row.expires !== null;
  await setSubscription(ctx.db, row.id, {
    ...(lasts ? { cancel_at_period_end: true } : { state: 'inactive' }),
    // No longer a new subscription: the owner's pro dot goes down (never below 0: it counts rows).
    seen_by_owner: true,
  });
  await stopRenewal(ctx, row, { atPeriodEnd: lasts });
  if (state === 'active' || state === 'pending') await notifyOwner(ctx, row, 'cancelled');
}

/** The owner ends a subscription, or bans its subscriber: access ends at once. */
export async function endByOwner(
  ctx: AppContext,
  row: ProSubscriptionRow,
  state: 'inactive' | 'banned',
): Promise<ProSubscriptionRow> {
  const ended = await setSubscription(ctx.db, row.id, {
    state,
    cancel_at_period_end: true,
    seen_by_owner: true,
  });
  await stopRenewal(ctx, row, { atPeriodEnd: false });
  return ended;
}

/**
 * The owner activates a subscription: a paid level's comes with one period from now unless some
 * of its paid period is left; it is not renewed (no card is charged for a gift). A free level's
 * has no end. Lights the subscriber's blue dot.
 */
export async function activateByOwner(
  ctx: AppContext,
  row: ProSubscriptionRow,
): Promise<ProSubscriptionRow> {
  const level = await findLevel(ctx.db, row.level_id);
  const now = new Date();
  const left = row.expires !== null && new Date(row.expires) > now;
  const free = level?.price === 0;
  return setSubscription(
    ctx.db,
    row.id,
    {
      state: 'active',
      expires: free ? null : left ? row.expires : periodEnd(now, level?.period ?? 'month'),
      cancel_at_period_end: free ? false : left ? row.cancel_at_period_end : true,
    },
    'subscriber',
  );
}
