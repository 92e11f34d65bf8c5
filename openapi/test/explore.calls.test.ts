import { describe, expect, it } from 'vitest';
import { call, findOperation } from './contract';

// Spec section 7, Explore, plus media search, whose path the spec does not show (we chose GET /explore/media).
const calls = [
  'POST /user/newsfeed/search',
  'POST /explore/search/advanced',
  'GET /explore/groups',
  'GET /user/tags',
  'GET /explore/shorts',
  'POST /explore/search/video',
  'GET /explore/channels',
  'GET /explore/media',
];

describe('explore calls', () => {
  it.each(calls)('the contract has an operation for %s with a 4xx error response', (spec) => {
    const op = findOperation(...call(spec));
    expect(op, spec).toBeDefined();
    expect(Object.keys(op?.responses ?? {}).some((code) => code.startsWith('4'))).toBe(true);
  });
});
