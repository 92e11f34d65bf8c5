// The renewal schedule (every minute, shared by every process): ends subscriptions cancelled at
// their period's end, and, when our server runs renewals (the sandbox), charges each due period
// with the stored card token; a failed charge is retried (fulfil.ts counts the failures) until
// the subscription lapses. A renewal's idempotency key names the subscription, the period and the
// attempt, so two runs never charge one attempt twice.
import type { AppContext } from '../context';
import { newId } from '../ids';
import { lapse } from './fulfil';
import { payeeAccountFor } from './payouts';
import { splitOf } from './service';

export const RENEWAL_SCHEDULE = '* * * * *';

export async function runRenewals(ctx: AppContext, now: Date = new Date()): Promise<void> {
  const over = await ctx.db
    .selectFrom('payment_subscriptions')
    .select('id')
    .where('state', '=', 'cancelled')
    .where('current_period_end', '<=', now)
    .execute();
  for (const { id } of over) await lapse(ctx, id, 'cancelled');

  if (ctx.payments.chargesRenewalsItself) return;
  const due = await ctx.db
    .selectFrom('payment_subscriptions')
    .innerJoin('users', 'users.id', 'payment_subscriptions.user_id')
    .innerJoin('products', 'products.id', 'payment_subscriptions.product_id')
    .selectAll('payment_subscriptions')
    .select(['users.email', 'products.name as product_name'])
    .where('payment_subscriptions.state', '=', 'active')
    .where('payment_subscriptions.provider', '=', ctx.payments.name)
    .where('payment_subscriptions.current_period_end', '<=', now)
    .where('payment_subscriptions.method_ref', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('payment_subscriptions.next_attempt_at', 'is', null),
        eb('payment_subscriptions.next_attempt_at', '<=', now),
      ]),
    )
    .execute();
  for (const sub of due) {
    const key = `renewal:${sub.id}:${sub.current_period_end!.toISOString()}:${sub.failed_renewals + 1}`;
    const transactionId = newId();
    const split = splitOf(ctx, sub.amount, sub.payee_id);
    const payeeAccount = await payeeAccountFor(ctx, sub.payee_id);
    const claimed = await ctx.db
      .insertInto('payment_transactions')
      .values({
        id: transactionId,
        user_id: sub.user_id,
        product_id: sub.product_id,
        subscription_id: sub.id,
        purpose: sub.purpose,
        reason: 'renewal',
        description: `${sub.product_name}: renewal`,
        amount: sub.amount,
        currency: sub.currency,
        state: 'pending',
        failure_code: null,
        card_brand: sub.card_brand,
        card_last4: sub.card_last4,
        provider: sub.provider,
        provider_ref: null,
        idempotency_key: key,
        payee_id: sub.payee_id,
        platform_fee: split.platformFee,
        net_amount: split.netAmount,
        payee_account: payeeAccount,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) continue;
    try {
      const answer = await ctx.payments.charge({
        transactionId,
        idempotencyKey: key,
        amount: sub.amount,
        currency: sub.currency,
        description: `${sub.product_name}: renewal`,
        customerEmail: sub.email,
        source: { methodRef: sub.method_ref! },
        ...(sub.payee_id
          ? {
              split: {
                platformFee: split.platformFee,
                feePercent: ctx.config.payments.platformFeePercent,
                payeeAccount,
              },
            }
          : {}),
      });
      await ctx.db
        .updateTable('payment_transactions')
        .set({ provider_ref: answer.ref })
        .where('id', '=', transactionId)
        .execute();
    } catch (error) {
      ctx.log.error({ err: error, subscriptionId: sub.id }, 'cannot charge a renewal');
    }
  }
}
