import { describe, expect, it } from 'vitest';
import { historyForDisplay } from './post-history';

describe('historyForDisplay', () => {
  it('shows the history reversed without changing the input', () => {
    const history = ['v1', 'v2', 'v3'];
    expect(historyForDisplay(history)).toEqual(['v3', 'v2', 'v1']);
    expect(history).toEqual(['v1', 'v2', 'v3']);
  });

  it('gives an empty list for no history', () => {
    expect(historyForDisplay(null)).toEqual([]);
  });
});
