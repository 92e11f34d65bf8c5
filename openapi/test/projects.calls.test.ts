import { describe, expect, it } from 'vitest';
import { call, findOperation } from './contract';

// Spec section 7, "Projects", with abbreviated calls written out as paths, plus the calls we added.
const calls = [
  'GET /user/project/newsfeed',
  'GET /user/project/count',
  'GET /user/project/own',
  'GET /user/project/count/own',
  'GET /user/project/count/own/opened',
  'POST /user/project',
  'POST /user/project/{id}',
  'DELETE /user/project/{id}',
  'POST /user/project/{id}/favorite',
  'POST /user/project/{id}/report',
  'POST /user/project/{id}/active',
  'POST /user/project/{id}/apply',
  'POST /user/project/moderate/{id}',
  'DELETE /user/project/moderate/{id}',
  'POST /user/project/moderate/{id}/flag',
  'POST /user/project/moderate/{id}/edit',
  'GET /user/project/moderate/newsfeed',
  // Added: not named in the spec.
  'GET /user/project/{id}',
];

describe('projects calls', () => {
  it.each(calls)('the contract has an operation for %s with a 4xx error response', (spec) => {
    const op = findOperation(...call(spec));
    expect(op, spec).toBeDefined();
    expect(Object.keys(op?.responses ?? {}).some((code) => code.startsWith('4'))).toBe(true);
  });
});
