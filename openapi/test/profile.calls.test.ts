import { describe, expect, it } from 'vitest';
import { call, findOperation } from './contract';

// Spec section 7, Profile.
const calls = [
  'GET /user/profile',
  'POST /user/profile',
  'POST /user/profile/open',
  'DELETE /user/profile',
  'GET /user/profile/{id}',
  'GET /user/profile-by-name/{name}',
  'POST /user/profile/search',
  'GET /user/newsfeed/{id}',
  'GET /user/profile/{id}/groups',
  'GET /user/profile/{id}/channels',
  'GET /user/likes/{id}',
  'GET /user/profile/{id}/shorts',
];

describe('profile calls', () => {
  it.each(calls)('the contract has an operation for %s with a 4xx error response', (spec) => {
    const op = findOperation(...call(spec));
    expect(op, spec).toBeDefined();
    expect(Object.keys(op?.responses ?? {}).some((code) => code.startsWith('4'))).toBe(true);
  });
});
