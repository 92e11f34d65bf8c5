import { describe, expect, it } from 'vitest';
import { canVoteInPoll, pollPercentages } from './poll';

describe('polls', () => {
  it('lets people vote once, while the poll is open', () => {
    expect(canVoteInPoll({ closed: false }, null)).toBe(true);
    expect(canVoteInPoll({ closed: false }, { counts: [1, 0], total: 1, votedChoice: null })).toBe(
      true,
    );
    expect(canVoteInPoll({ closed: false }, { counts: [1, 0], total: 1, votedChoice: 0 })).toBe(
      false,
    );
    expect(canVoteInPoll({ closed: true }, null)).toBe(false);
  });

  it('never lets the author vote in their own poll', () => {
    expect(canVoteInPoll({ closed: false }, null, true)).toBe(false);
    expect(
      canVoteInPoll({ closed: false }, { counts: [0, 0], total: 0, votedChoice: null }, true),
    ).toBe(false);
  });

  it('gives whole percentages that add up to 100', () => {
    expect(pollPercentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(pollPercentages([3, 1])).toEqual([75, 25]);
    expect(pollPercentages([0, 0])).toEqual([0, 0]);
    expect(pollPercentages([2, 0, 0, 1]).reduce((a, b) => a + b)).toBe(100);
  });
});
