import { describe, expect, it } from 'vitest';
import { call, findOperation } from './contract';

// Spec section 7, "Listings", with abbreviated calls written out as paths, plus the calls we added.
const calls = [
  'GET /user/listing/newsfeed',
  'GET /user/listing/count',
  'GET /user/listing/own',
  'GET /user/listing/count/own',
  'GET /user/listing/count/own/opened',
  'POST /user/listing',
  'POST /user/listing/{id}',
  'DELETE /user/listing/{id}',
  'POST /user/listing/{id}/favorite',
  'POST /user/listing/{id}/report',
  'POST /user/listing/{id}/active',
  'POST /user/listing/{id}/apply',
  'POST /user/listing/moderate/{id}',
  'DELETE /user/listing/moderate/{id}',
  'POST /user/listing/moderate/{id}/flag',
  'POST /user/listing/moderate/{id}/edit',
  'GET /user/listing/moderate/newsfeed',
  'GET /user/listing/title',
  'POST /user/listing/quote',
  'GET /user/categories',
  'GET /user/keywords',
  // Added: not named in the spec.
  'GET /user/listing/{id}',
];

describe('listings calls', () => {
  it.each(calls)('the contract has an operation for %s with a 4xx error response', (spec) => {
    const op = findOperation(...call(spec));
    expect(op, spec).toBeDefined();
    expect(Object.keys(op?.responses ?? {}).some((code) => code.startsWith('4'))).toBe(true);
  });
});
