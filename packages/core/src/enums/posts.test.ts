import { describe, expect, it } from 'vitest';
import { POST_CATEGORIES, REACTION_TYPES, reactionTypeSchema } from './posts';

describe('post enumerations', () => {
  it('has the 11 post categories', () => {
    expect(POST_CATEGORIES).toEqual([
      'personal',
      'news',
      'science',
      'faith',
      'health',
      'arts',
      'business',
      'fun',
      'sports',
      'cute',
      'general',
    ]);
  });

  it('has the six reactions', () => {
    expect(REACTION_TYPES).toEqual(['like', 'dislike', 'happy', 'sad', 'love', 'hate']);
    expect(reactionTypeSchema.safeParse('angry').success).toBe(false);
  });
});
