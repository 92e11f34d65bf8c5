import { describe, expect, it } from 'vitest';
import {
  POST_CATEGORIES,
  REACTION_TYPES,
  REPLY_POLICIES,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  reactionTypeSchema,
  replyPolicySchema,
} from './posts';

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

  it('lets an author open replies to everyone, people they follow, people they mention, or nobody', () => {
    expect(REPLY_POLICIES).toEqual(['everyone', 'following', 'mentioned', 'nobody']);
    expect(replyPolicySchema.safeParse('friends').success).toBe(false);
  });
});

describe('report types', () => {
  it('has a label for every report type', () => {
    expect(REPORT_TYPES).toContain('other');
    for (const type of REPORT_TYPES) expect(REPORT_TYPE_LABELS[type]).toBeTruthy();
  });
});
