import { describe, expect, it } from 'vitest';
import { sameId } from './identity';

describe('sameId', () => {
  it.each([
    [1, 1, true],
    [1, '1', true],
    ['a', 'a', true],
    ['a', 'b', false],
    [null, null, false],
    [undefined, 1, false],
  ] as const)('compares %j and %j: %s', (a, b, expected) => {
    expect(sameId(a, b)).toBe(expected);
  });
});
