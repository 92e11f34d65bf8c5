// Refunding a succeeded charge in full through the configured processor (who may: core's
// refundRefusal, checked by the operation). The charge is claimed first by one conditional UPDATE,
// so two refunds at once refund it once; the processor is asked with an idempotency key derived
// from our transaction; a recurring charge the payment belonged to is stopped at once; then the
// refund goes through fulfil(), the same idempotent path as the processor's later report
// (`charge.refunded`), which marks the transaction refunded and ends the subscription it paid for.
import type { AppContext } from '../context';
import type { PaymentTransactionRow } from '../db/tables';
import { conflict } from '../http/errors';
import { fulfil } from './fulfil';

export async function refundTransaction(
  ctx: AppContext,
  transaction: PaymentTransactionRow,
  refundedBy: string,
): Promise<PaymentTransactionRow> {
  const claimed = await ctx.db
    .updateTable('payment_transactions')
    .set({ refunded_at: new Date(), refunded_by: refundedBy })
    .where('id', '=', transaction.id)
    .where('state', '=', 'succeeded')
    .where('refunded_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!claimed || !claimed.provider_ref) throw conflict('This payment was already refunded.');
  let refundRef: string;
  try {
    refundRef = (
      await ctx.payments.refund(claimed.provider_ref, { idempotencyKey: `refund:${claimed.id}` })
    ).ref;
  } catch (error) {
    await ctx.db
      .updateTable('payment_transactions')
      .set({ refunded_at: null, refunded_by: null })
      .where('id', '=', claimed.id)
      .execute();
    throw error;
  }
  if (claimed.subscription_id) {
    const subscription = await ctx.db
      .selectFrom('payment_subscriptions')
      .select(['id', 'provider_ref', 'state'])
      .where('id', '=', claimed.subscription_id)
      .executeTakeFirst();
    if (subscription?.provider_ref && ['active', 'cancelled'].includes(subscription.state)) {
      await ctx.payments.cancelSubscription(subscription.provider_ref, {
        atPeriodEnd: false,
        idempotencyKey: `refund-end:${subscription.id}`,
      });
    }
  }
  await fulfil(ctx, {
    kind: 'charge.refunded',
    chargeRef: claimed.provider_ref,
    transactionId: claimed.id,
    eventId: `refund:${refundRef}`,
  });
  return ctx.db
    .selectFrom('payment_transactions')
    .selectAll()
    .where('id', '=', claimed.id)
    .executeTakeFirstOrThrow();
}
