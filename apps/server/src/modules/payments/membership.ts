// Memberships (free, pro, business) as a purpose of payments: a succeeded first charge sets the
// account's level at once (its limits and policies follow: platform/auth/entitlements.ts); a
// lapse (cancelled and its period over, or renewals failed for good) returns it to free unless
// another membership is in force. Every failed renewal and every lapse tells the person by mail
// and by notification. Also: the status the payment poller reads.
import type { components } from '@trestle/openapi/types';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import type { UserRow } from '../../platform/db/tables';
import { registerFulfilment, type FulfilmentEvent } from '../../platform/payments/index';
import { notifySystem } from '../notifications/index';
import { presentLevel } from './present';
import { latestMembership, membershipInForce, membershipProductOf } from './repo';

export const MEMBERSHIP_PURPOSE = 'membership';

async function apply(db: Db, event: FulfilmentEvent): Promise<void> {
  if (event.kind === 'succeeded' && event.subscription?.state === 'active') {
    const level = event.product.membership_level ?? 'free';
    await db
      .updateTable('users')
      .set({ membership_level: level, updated_at: new Date() })
      .where('id', '=', event.userId)
      .execute();
    // A new level replaces the one held before (no proration: see docs/payments.md).
    await db
      .updateTable('payment_subscriptions')
      .set({ state: 'expired', next_attempt_at: null, updated_at: new Date() })
      .where('user_id', '=', event.userId)
      .where('purpose', '=', MEMBERSHIP_PURPOSE)
      .where('id', '<>', event.subscription.id)
      .where('state', 'in', ['active', 'cancelled', 'pending'])
      .execute();
  }
  if (event.kind === 'lapsed') {
    const other = await membershipInForce(db, event.userId);
    if (!other) {
      await db
        .updateTable('users')
        .set({ membership_level: 'free', updated_at: new Date() })
        .where('id', '=', event.userId)
        .execute();
    }
  }
}

/** The sentence of a renewal failure or a lapse, for the mail and the notification. */
export function membershipNotice(event: FulfilmentEvent): string | null {
  const name = event.product.name;
  if (event.kind === 'renewal_failed' && event.willRetry) {
    return `We could not renew your ${name} membership: the card was refused. We will try again; see Membership in your account menu.`;
  }
  if (event.kind === 'lapsed' && event.lapse === 'failed') {
    return `Your ${name} membership has ended: its renewal payment failed. Upgrade again from Membership in your account menu.`;
  }
  if (event.kind === 'lapsed' && event.lapse === 'cancelled') {
    return `Your ${name} membership has ended, as you asked. You are on the free level now.`;
  }
  return null;
}

async function announce(ctx: AppContext, event: FulfilmentEvent): Promise<void> {
  const text = membershipNotice(event);
  if (!text) return;
  const user = await ctx.db
    .selectFrom('users')
    .select(['email', 'display_name', 'email_verified_at'])
    .where('id', '=', event.userId)
    .executeTakeFirst();
  if (!user) return;
  if (user.email_verified_at) {
    await ctx.mailer.send({
      to: user.email,
      subject: `Your ${event.product.name} membership`,
      text: `Hello ${user.display_name},\n\n${text}\n`,
      html: `<p>Hello ${escapeHtml(user.display_name)},</p><p>${escapeHtml(text)}</p>`,
    });
  }
  await notifySystem(ctx, event.userId, text);
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

registerFulfilment(MEMBERSHIP_PURPOSE, { apply, announce });

type MembershipStatus = components['schemas']['MembershipStatus'];

/**
 * pending: the newest purchase awaits its confirmation. missing: the newest purchase failed.
 * active: the level in force (free when nothing was bought), with its end when it is paid.
 */
export async function membershipStatus(
  db: Db,
  user: Pick<UserRow, 'id' | 'account_type' | 'membership_level'>,
): Promise<MembershipStatus> {
  const latest = await latestMembership(db, user.id);
  if (latest?.state === 'pending') {
    const product = await db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', latest.product_id)
      .executeTakeFirstOrThrow();
    return { state: 'pending', level: presentLevel(product, user.account_type), expires: null };
  }
  const current = await db
    .selectFrom('users')
    .select('membership_level')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const product = await membershipProductOf(db, current.membership_level);
  const level = product ? presentLevel(product, user.account_type) : null;
  // A purchase that never started (its first charge failed) and nothing newer.
  if (latest?.state === 'expired' && latest.current_period_end === null) {
    return { state: 'missing', level, expires: null };
  }
  const inForce = await membershipInForce(db, user.id);
  return {
    state: 'active',
    level,
    expires: inForce?.current_period_end
      ? new Date(inForce.current_period_end).toISOString()
      : null,
  };
}
