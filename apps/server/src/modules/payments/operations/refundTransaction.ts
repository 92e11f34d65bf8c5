import { isStaffRole, refundRefusal, type RefundRefusal } from '@trestle/core';
import { operation } from '../../../platform/http/operation';
import { conflict, forbidden, notFound } from '../../../platform/http/errors';
import { refundTransaction as refund } from '../../../platform/payments/index';
import { presentTransaction } from '../present';
import { tellPayerOfRefund } from '../refund-notice';

const REFUSALS: Record<Exclude<RefundRefusal, 'not_allowed'>, string> = {
  already_refunded: 'This payment was already refunded.',
  not_succeeded: 'Only a completed payment can be refunded.',
  too_late: 'This payment is past the refund window; contact us to refund it.',
};

/**
 * Refunds a payment in full: its creator within the window, or staff (core's refundRefusal). The
 * payer is told by mail and notification; what the payment paid for ends at once.
 */
export const refundTransaction = operation(
  'refundTransaction',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const row = await ctx.db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!row) throw notFound('No such payment.');
    const refusal = refundRefusal({
      state: row.refunded_at && row.state === 'succeeded' ? 'refunded' : row.state,
      chargedAt: row.created_at,
      callerIsPayee: row.payee_id === caller.user.id,
      callerIsStaff: isStaffRole(caller.user.role_key),
    });
    if (refusal === 'not_allowed')
      throw forbidden('Only the person paid, or staff, may refund it.');
    if (refusal) throw conflict(REFUSALS[refusal]);
    const refunded = await refund(ctx, row, caller.user.id);
    await tellPayerOfRefund(ctx, refunded);
    return presentTransaction(refunded);
  },
);
