import { describe, expect, it } from 'vitest';
import { call, findOperation } from './contract';

// Spec section 7, "Payment", with abbreviated calls written out as paths.
const calls = [
  'POST /user/membership/level/buy',
  'GET /user/membership/level',
  'POST /user/membership/cancel',
  'POST /user/pay',
  'GET /user/products',
  'GET /user/payments/transactions',
  'GET /user/payments/transactions/count',
  'GET /user/payments/subscriptions',
  'GET /user/payments/subscriptions/count',
  'POST /user/payments/subscription/{id}/cancel',
  // Issue 21: refunds and creator payouts (Stripe Connect).
  'POST /user/payments/transaction/{id}/refund',
  'GET /user/pro/payouts',
  'POST /user/pro/payouts/onboarding',
];

describe('payment calls', () => {
  it.each(calls)('the contract has an operation for %s with a 4xx error response', (spec) => {
    const op = findOperation(...call(spec));
    expect(op, spec).toBeDefined();
    expect(Object.keys(op?.responses ?? {}).some((code) => code.startsWith('4'))).toBe(true);
  });
});
