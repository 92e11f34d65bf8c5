import { describe, expect, it } from 'vitest';
import { REFUND_WINDOW_DAYS, refundRefusal } from './refunds';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-30T12:00:00Z');
const base = {
  state: 'succeeded' as const,
  chargedAt: new Date(now.getTime() - day),
  callerIsPayee: true,
  callerIsStaff: false,
};

describe('refundRefusal', () => {
  it('lets the creator refund a succeeded payment inside the window', () => {
    expect(refundRefusal(base, now)).toBeNull();
    const lastDay = new Date(now.getTime() - REFUND_WINDOW_DAYS * day);
    expect(refundRefusal({ ...base, chargedAt: lastDay }, now)).toBeNull();
  });

  it('refuses the creator after the window, but not staff', () => {
    const old = new Date(now.getTime() - (REFUND_WINDOW_DAYS + 1) * day);
    expect(refundRefusal({ ...base, chargedAt: old }, now)).toBe('too_late');
    expect(
      refundRefusal({ ...base, chargedAt: old, callerIsPayee: false, callerIsStaff: true }, now),
    ).toBeNull();
  });

  it('refuses anyone else, and payments that are not succeeded', () => {
    expect(refundRefusal({ ...base, callerIsPayee: false }, now)).toBe('not_allowed');
    expect(refundRefusal({ ...base, state: 'refunded' }, now)).toBe('already_refunded');
    expect(refundRefusal({ ...base, state: 'pending' }, now)).toBe('not_succeeded');
    expect(refundRefusal({ ...base, state: 'failed', callerIsStaff: true }, now)).toBe(
      'not_succeeded',
    );
  });
});
