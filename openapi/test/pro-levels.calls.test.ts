import { describe, expect, it } from 'vitest';
import { call, findOperation } from './contract';

// Spec section 7, "Pro levels", with abbreviated calls written out as paths, plus the calls we added.
const calls = [
  'GET /user/profile/settings/pro/levels',
  'POST /user/profile/settings/pro/level',
  'POST /user/profile/settings/pro/level/{levelId}',
  'DELETE /user/profile/settings/pro/level/{levelId}',
  'POST /user/subscription/{levelId}',
  // Added: not named in the spec.
  'DELETE /user/subscription/{levelId}',
];

describe('pro-levels calls', () => {
  it.each(calls)('the contract has an operation for %s with a 4xx error response', (spec) => {
    const op = findOperation(...call(spec));
    expect(op, spec).toBeDefined();
    expect(Object.keys(op?.responses ?? {}).some((code) => code.startsWith('4'))).toBe(true);
  });
});
