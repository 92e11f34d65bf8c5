import { describe, expect, it } from 'vitest';
import { call, findOperation } from './contract';

// Spec section 7, Posts, "Translation service", plus GET /languages (LibreTranslate's language list).
const calls = ['POST /translate', 'POST /detect', 'GET /languages'];

describe('translation calls', () => {
  it.each(calls)('the contract has an operation for %s with a 4xx error response', (spec) => {
    const op = findOperation(...call(spec));
    expect(op, spec).toBeDefined();
    expect(Object.keys(op?.responses ?? {}).some((code) => code.startsWith('4'))).toBe(true);
  });
});
