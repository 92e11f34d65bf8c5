import { describe, expect, it } from 'vitest';
import { call, findOperation } from './contract';

// Spec section 7, Settings.
// The archive download URL /files?filename&type=archive is GET /files.
const calls = [
  'POST /user/profile/settings/archive',
  'GET /user/profile/settings/archive',
  'GET /files',
  'POST /user/profile/password/set',
  'POST /user/profile/delete',
  'POST /user/profile/email/set',
  'GET /user/profile/settings',
  'POST /user/profile/settings',
  'POST /user/profile/hibernate',
];

describe('settings calls', () => {
  it.each(calls)('the contract has an operation for %s with a 4xx error response', (spec) => {
    const op = findOperation(...call(spec));
    expect(op, spec).toBeDefined();
    expect(Object.keys(op?.responses ?? {}).some((code) => code.startsWith('4'))).toBe(true);
  });
});
