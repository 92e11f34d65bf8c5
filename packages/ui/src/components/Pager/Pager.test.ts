import { describe, expect, it } from 'vitest';
import { pagesToShow } from './Pager';

describe('pagesToShow', () => {
  it('shows every page when there are few', () => {
    expect(pagesToShow(1, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the first and last page and two either side of the current one, with gaps', () => {
    expect(pagesToShow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('leaves no gap where the pages touch', () => {
    expect(pagesToShow(3, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
});
