import { describe, expect, it } from 'vitest';
import { call, findOperation } from './contract';

// Spec section 7, "Subscriptions", with abbreviated calls written out as paths.
const calls = [
  'GET /user/subscriptions',
  'GET /user/subscriptions/count',
  'GET /user/pro/subscribers',
  'GET /user/pro/subscribers/count',
  'DELETE /user/pro/subscriber/{id}',
  'GET /user/pro/subscriber/{id}/payment',
  'POST /user/pro/subscriber/{id}/activate',
  'POST /user/pro/subscriber/{id}/ban',
  'POST /user/pro/subscriber/{id}/note',
];

describe('subscriptions calls', () => {
  it.each(calls)('the contract has an operation for %s with a 4xx error response', (spec) => {
    const op = findOperation(...call(spec));
    expect(op, spec).toBeDefined();
    expect(Object.keys(op?.responses ?? {}).some((code) => code.startsWith('4'))).toBe(true);
  });
});
