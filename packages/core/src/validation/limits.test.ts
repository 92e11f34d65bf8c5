import { describe, expect, it } from 'vitest';
import { bidFormSchema, projectFormSchema } from './board-forms';
import { LIMITS } from './limits';

describe('LIMITS', () => {
  it('is what the board forms check: a title of boardTitle characters passes, one more fails', () => {
    const title = projectFormSchema.shape.title;
    expect(title.safeParse('x'.repeat(LIMITS.boardTitle)).success).toBe(true);
    expect(title.safeParse('x'.repeat(LIMITS.boardTitle + 1)).success).toBe(false);
  });

  it('caps a bid message at boardMessage characters', () => {
    const message = bidFormSchema.shape.message;
    expect(message.safeParse('x'.repeat(LIMITS.boardMessage)).success).toBe(true);
    expect(message.safeParse('x'.repeat(LIMITS.boardMessage + 1)).success).toBe(false);
  });

  it('leaves room for the largest amount the bid form takes, with separators', () => {
    expect('1,000,000,000'.length).toBeLessThanOrEqual(LIMITS.amountText);
    expect(bidFormSchema.shape.amount.safeParse('1,000,000,000').success).toBe(true);
  });
});
