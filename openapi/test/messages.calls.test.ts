import { describe, expect, it } from 'vitest';
import { call, findOperation } from './contract';

// Spec section 7, "Direct messages", with abbreviated calls written out as paths.
const calls = [
  'GET /user/dm/list',
  'GET /user/dm/state',
  'POST /user/dm/{id}/pin',
  'POST /user/dm/{id}/leave',
  'POST /user/dm/{id}/read',
  'GET /user/dm/{id}/messages',
  'POST /user/dm/{id}/message',
  'PUT /user/dm/{id}/message/{messageId}',
  'DELETE /user/dm/{id}/message/{messageId}',
  'POST /user/dm/{id}/message/{messageId}/react',
];

describe('messages calls', () => {
  it.each(calls)('the contract has an operation for %s with a 4xx error response', (spec) => {
    const op = findOperation(...call(spec));
    expect(op, spec).toBeDefined();
    expect(Object.keys(op?.responses ?? {}).some((code) => code.startsWith('4'))).toBe(true);
  });
});
