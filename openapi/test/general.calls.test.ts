import { describe, expect, it } from 'vitest';
import { call, findOperation } from './contract';

// Spec section 7, General, plus the archive download GET /files is in the settings table.
const calls = [
  'POST /users/search',
  'GET /users/{id}',
  'POST /meta/og',
  'GET /roles',
  'POST /files',
  'GET /files/{filename}',
  'POST /contact',
  'GET /settings',
  'GET /list/locations',
];

describe('general calls', () => {
  it.each(calls)('the contract has an operation for %s with a 4xx error response', (spec) => {
    const op = findOperation(...call(spec));
    expect(op, spec).toBeDefined();
    expect(Object.keys(op?.responses ?? {}).some((code) => code.startsWith('4'))).toBe(true);
  });
});
