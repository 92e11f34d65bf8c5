import { describe, expect, it } from 'vitest';
import { call, findOperation } from './contract';

// Spec section 7, "Auth", plus the calls we added (resend verification, sign-out).
const calls = [
  'GET /auth/refresh',
  'POST /auth/sign-in',
  'POST /auth/sign-up',
  'POST /auth/verify',
  'POST /auth/reset-password',
  'POST /auth/forget-password',
  'POST /auth/resend-verification',
  'POST /auth/sign-out',
];

describe('auth calls', () => {
  it.each(calls)('the contract has an operation for %s with a 4xx error response', (spec) => {
    const op = findOperation(...call(spec));
    expect(op, spec).toBeDefined();
    expect(Object.keys(op?.responses ?? {}).some((code) => code.startsWith('4'))).toBe(true);
  });
});
