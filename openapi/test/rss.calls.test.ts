import { describe, expect, it } from 'vitest';
import { call, findOperation } from './contract';

// Spec section 7, "RSS", with abbreviated calls written out as paths.
const calls = [
  'POST /user/rss',
  'DELETE /user/rss/{id}',
  'GET /user/rss/count',
  'GET /user/rss/own',
  'GET /user/rss/newsfeed',
  'GET /user/rss/newsfeed/{id}',
  'GET /user/rss/search',
];

describe('rss calls', () => {
  it.each(calls)('the contract has an operation for %s with a 4xx error response', (spec) => {
    const op = findOperation(...call(spec));
    expect(op, spec).toBeDefined();
    expect(Object.keys(op?.responses ?? {}).some((code) => code.startsWith('4'))).toBe(true);
  });
});
