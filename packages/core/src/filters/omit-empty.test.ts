import { describe, expect, it } from 'vitest';
import { isEmptyValue, omitEmpty } from './omit-empty';

describe('omitEmpty', () => {
  it('omits null, undefined, NaN, blank strings and empty arrays', () => {
    expect(
      omitEmpty({ a: null, b: undefined, c: '', d: '   ', e: [], f: Number.NaN, keep: 'x' }),
    ).toEqual({ keep: 'x' });
  });

  it('keeps zero, false, non-empty arrays and objects', () => {
    const values = { zero: 0, no: false, list: ['a'], object: {} };
    expect(omitEmpty(values)).toEqual(values);
  });

  it('does not change its input', () => {
    const values = { a: null, b: 1 };
    omitEmpty(values);
    expect(values).toEqual({ a: null, b: 1 });
  });
});

describe('isEmptyValue', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    [' \t', true],
    [[], true],
    [Number.NaN, true],
    [0, false],
    [false, false],
    ['0', false],
    [[0], false],
  ])('treats %j as empty: %s', (value, expected) => {
    expect(isEmptyValue(value)).toBe(expected);
  });
});
