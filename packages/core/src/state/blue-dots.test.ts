import { describe, expect, it } from 'vitest';
import type { BlueDots } from './blue-dots';
import { lowerBlueDot } from './blue-dots';

describe('lowerBlueDot', () => {
  it.each<[BlueDots, boolean, BlueDots]>([
    [[3, 5], true, [3, 4]],
    [[3, 5], false, [2, 5]],
    [[0, 5], false, [0, 5]],
    [[3, 0], true, [3, 0]],
    [[0, 0], true, [0, 0]],
  ])('lowers %j for a %s pro removal to %j', (dots, pro, expected) => {
    expect(lowerBlueDot(dots, pro)).toEqual(expected);
  });
});
