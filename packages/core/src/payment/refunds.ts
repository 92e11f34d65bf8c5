// Who may refund a payment, and until when (issue 21; docs/decisions.md "Payments ... (issue 21)").
// The creator paid by a pro level payment may refund it for REFUND_WINDOW_DAYS after the charge;
// staff may refund any succeeded payment at any time; the payer asks through the contact page.

/** Days after a charge during which the creator it paid may refund it. */
export const REFUND_WINDOW_DAYS = 30;

export type RefundRefusal = 'not_allowed' | 'not_succeeded' | 'already_refunded' | 'too_late';

export interface RefundCase {
  state: 'pending' | 'succeeded' | 'failed' | 'refunded';
  /** When the charge was made. */
  chargedAt: Date;
  /** The caller is the creator the payment went to. */
  callerIsPayee: boolean;
  callerIsStaff: boolean;
}

/** Why the caller may not refund this payment, or null when they may. */
export function refundRefusal(input: RefundCase, now: Date = new Date()): RefundRefusal | null {
  if (!input.callerIsStaff && !input.callerIsPayee) return 'not_allowed';
  if (input.state === 'refunded') return 'already_refunded';
  if (input.state !== 'succeeded') return 'not_succeeded';
  if (input.callerIsStaff) return null;
  const windowEnd = input.chargedAt.getTime() + REFUND_WINDOW_DAYS * 24 * 60 * 60 * 1000;
  return now.getTime() > windowEnd ? 'too_late' : null;
}
