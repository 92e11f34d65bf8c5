import { describe, expect, it } from 'vitest';
import { call, findOperation } from './contract';

// Spec section 7, Lists.
// GET /user/list/{id} and PUT/DELETE /user/list/{listId} are one path in the contract.
const calls = [
  'GET /user/lists',
  'POST /user/list',
  'POST /user/list/{listId}/add/{userId}',
  'GET /user/list/{id}',
  'POST /user/list/{listId}/remove/{userId}',
  'PUT /user/list/{listId}',
  'DELETE /user/list/{listId}',
  'GET /user/list/{listId}/newsfeed',
  'POST /user/list/order',
];

describe('lists calls', () => {
  it.each(calls)('the contract has an operation for %s with a 4xx error response', (spec) => {
    const op = findOperation(...call(spec));
    expect(op, spec).toBeDefined();
    expect(Object.keys(op?.responses ?? {}).some((code) => code.startsWith('4'))).toBe(true);
  });
});
