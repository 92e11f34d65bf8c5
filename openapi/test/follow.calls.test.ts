import { describe, expect, it } from 'vitest';
import { call, findOperation } from './contract';

// Spec section 7, Follow.
const calls = [
  'POST /user/{id}/follow',
  'POST /user/{id}/unfollow',
  'GET /user/followers',
  'GET /user/following',
  'GET /user/followers/{id}',
  'GET /user/following/{id}',
];

describe('follow calls', () => {
  it.each(calls)('the contract has an operation for %s with a 4xx error response', (spec) => {
    const op = findOperation(...call(spec));
    expect(op, spec).toBeDefined();
    expect(Object.keys(op?.responses ?? {}).some((code) => code.startsWith('4'))).toBe(true);
  });
});
