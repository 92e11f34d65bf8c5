/** A poll's results as the contract's PollResult. */
export interface PollTally {
  counts: number[];
  total: number;
  votedChoice: number | null;
}

/** Why the server refuses (403) a vote from the poll's own author. */
export const OWN_POLL_VOTE_MESSAGE = 'You cannot vote in your own poll; you see its results.';

/**
 * Whether the person may still vote: the poll is open, they have not voted, and it is not their
 * own poll (an author sees the results instead, so a poll counts what others think).
 */
export function canVoteInPoll(
  poll: { closed: boolean },
  result: PollTally | null,
  ownPoll = false,
): boolean {
  return !ownPoll && !poll.closed && (result === null || result.votedChoice === null);
}

/**
 * Whole-number percentages per choice that add up to 100 (largest remainder), or all 0 when
 * nobody voted.
 */
export function pollPercentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count * 100) / total);
  const result = exact.map(Math.floor);
  let left = 100 - result.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((x, y) => y.remainder - x.remainder || x.index - y.index);
  for (const { index } of order) {
    if (left <= 0) break;
    result[index]! += 1;
    left -= 1;
  }
  return result;
}
