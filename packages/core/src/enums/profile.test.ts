import { describe, expect, it } from 'vitest';
import { REACTION_TYPES } from './posts';
import { PROFILE_BUCKETS } from './profile';

describe('profile buckets', () => {
  it('has the 29 spec buckets without duplicates', () => {
    expect(PROFILE_BUCKETS).toHaveLength(29);
    expect(new Set(PROFILE_BUCKETS).size).toBe(29);
  });

  it('has one bucket per reaction', () => {
    for (const reaction of REACTION_TYPES) expect(PROFILE_BUCKETS).toContain(reaction);
  });
});
