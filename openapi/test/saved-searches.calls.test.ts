import { describe, expect, it } from 'vitest';
import { call, findOperation } from './contract';

// Spec section 7, "Saved searches", with abbreviated calls written out as paths.
const calls = [
  'GET /user/searches',
  'GET /user/searches/count',
  'POST /user/search',
  'DELETE /user/search/{id}',
];

describe('saved-searches calls', () => {
  it.each(calls)('the contract has an operation for %s with a 4xx error response', (spec) => {
    const op = findOperation(...call(spec));
    expect(op, spec).toBeDefined();
    expect(Object.keys(op?.responses ?? {}).some((code) => code.startsWith('4'))).toBe(true);
  });
});
