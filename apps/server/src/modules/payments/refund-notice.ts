// Telling the payer that a payment was refunded: a notification, and a mail when their address is
// confirmed. A failure here is logged; it never undoes the refund.
import { formatMinorUnits } from '@trestle/core';
import type { AppContext } from '../../platform/context';
import type { PaymentTransactionRow } from '../../platform/db/tables';
import { notifySystem } from '../notifications/index';

export function refundSentence(
  row: Pick<PaymentTransactionRow, 'amount' | 'currency' | 'description' | 'subscription_id'>,
) {
  const amount = formatMinorUnits(row.amount, row.currency);
  const ended = row.subscription_id ? ' What it paid for has ended.' : '';
  return `Your payment of ${amount} for ${row.description} was refunded to your card.${ended}`;
}

export async function tellPayerOfRefund(ctx: AppContext, row: PaymentTransactionRow) {
  try {
    const text = refundSentence(row);
    const user = await ctx.db
      .selectFrom('users')
      .select(['email', 'display_name', 'email_verified_at'])
      .where('id', '=', row.user_id)
      .executeTakeFirst();
    if (!user) return;
    if (user.email_verified_at) {
      await ctx.mailer.send({
        to: user.email,
        subject: 'Your payment was refunded',
        text: `Hello ${user.display_name},\n\n${text}\n`,
        html: `<p>Hello ${escapeHtml(user.display_name)},</p><p>${escapeHtml(text)}</p>`,
      });
    }
    await notifySystem(ctx, row.user_id, text);
  } catch (error) {
    ctx.log.error({ err: error, transactionId: row.id }, 'cannot tell the payer of a refund');
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
