import { describe, expect, it } from 'vitest';
import { call, findOperation } from './contract';

// Spec section 7, "Jobs", with abbreviated calls written out as paths, plus the calls we added.
const calls = [
  'GET /user/job/newsfeed',
  'GET /user/job/count',
  'GET /user/job/own',
  'GET /user/job/count/own',
  'GET /user/job/count/own/opened',
  'POST /user/job',
  'POST /user/job/{id}',
  'DELETE /user/job/{id}',
  'POST /user/job/{id}/favorite',
  'POST /user/job/{id}/report',
  'POST /user/job/{id}/active',
  'POST /user/job/{id}/apply',
  'POST /user/job/moderate/{id}',
  'DELETE /user/job/moderate/{id}',
  'POST /user/job/moderate/{id}/flag',
  'POST /user/job/moderate/{id}/edit',
  'GET /user/job/moderate/newsfeed',
  // Added: not named in the spec.
  'GET /user/job/{id}',
];

describe('jobs calls', () => {
  it.each(calls)('the contract has an operation for %s with a 4xx error response', (spec) => {
    const op = findOperation(...call(spec));
    expect(op, spec).toBeDefined();
    expect(Object.keys(op?.responses ?? {}).some((code) => code.startsWith('4'))).toBe(true);
  });
});
