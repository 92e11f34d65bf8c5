// Where creators are paid (Stripe Connect; docs/payments.md "Creators are paid"). A creator
// connects one payout account: with Stripe an Express account made through the `stripe` client,
// whose onboarding continues on Stripe's pages (an account link) and whose state arrives by
// `account.updated` webhooks; with the sandbox it is connected at once. Creator payments name the
// connected account so the processor makes destination charges (the net to the creator, the
// platform's fee kept). With Stripe a creator without a connected account sells nothing
// (payoutsRequired): the money would have nowhere to go.
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import type { PayoutAccountRow } from '../db/tables';
import { conflict } from '../http/errors';
import type { PayoutState } from './provider';

export type PayoutView = {
  state: 'none' | PayoutState;
  required: boolean;
  platformFeePercent: number;
};

export async function payoutAccountOf(
  db: Db,
  userId: string,
): Promise<PayoutAccountRow | undefined> {
  return db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** What the creator sees of their payout account. */
export function presentPayout(ctx: AppContext, row: PayoutAccountRow | undefined): PayoutView {
  // An account made with another processor than the configured one cannot be paid to.
  const state = row && row.provider === ctx.payments.name ? row.state : 'none';
  return {
    state,
    required: ctx.payments.payoutsRequired,
    platformFeePercent: ctx.config.payments.platformFeePercent,
  };
}

/** The account a creator's payments go to, or null (the platform holds the net). */
export async function payeeAccountFor(
  ctx: AppContext,
  payeeId: string | null,
): Promise<string | null> {
  if (!payeeId) return null;
  const row = await payoutAccountOf(ctx.db, payeeId);
  return row && row.provider === ctx.payments.name && row.state === 'connected'
    ? row.account_ref
    : null;
}

/** A 409 when the configured processor needs a connected account the creator does not have. */
export async function assertCanBePaid(ctx: AppContext, creatorId: string, message: string) {
  if (!ctx.payments.payoutsRequired) return;
  if (!(await payeeAccountFor(ctx, creatorId))) throw conflict(message);
}

/** Makes the creator's account (once) and answers where onboarding continues. */
export async function connectPayoutAccount(
  ctx: AppContext,
  user: { id: string; email: string },
): Promise<{ row: PayoutAccountRow; url: string | null }> {
  let row = await payoutAccountOf(ctx.db, user.id);
  if (!row || row.provider !== ctx.payments.name) {
    const made = await ctx.payments.createPayoutAccount({
      userId: user.id,
      email: user.email,
      // One account per person and processor, however often the button is pressed.
      idempotencyKey: `payout-account:${user.id}`,
    });
    row = await ctx.db
      .insertInto('payout_accounts')
      .values({
        user_id: user.id,
        provider: ctx.payments.name,
        account_ref: made.ref,
        state: made.state,
      })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          provider: ctx.payments.name,
          account_ref: made.ref,
          state: made.state,
          updated_at: new Date(),
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  if (row.state === 'connected') return { row, url: null };
  const settings = `${ctx.config.publicUrl}/subscriptions/levels`;
  const url = await ctx.payments.payoutOnboardingLink(row.account_ref, {
    returnUrl: `${settings}?payouts=returned`,
    refreshUrl: `${settings}?payouts=refresh`,
  });
  return { row, url };
}

/** An `account.updated` outcome: the account's state as the processor now reports it. */
export async function applyAccountUpdate(
  db: Db,
  provider: string,
  outcome: { accountRef: string; state: PayoutState },
): Promise<void> {
  await db
    .updateTable('payout_accounts')
    .set({ state: outcome.state, updated_at: new Date() })
    .where('provider', '=', provider)
    .where('account_ref', '=', outcome.accountRef)
    .execute();
}
