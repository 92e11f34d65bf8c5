import { describe, expect, it } from 'vitest';
import { applyReaction, reactionSummary, type ReactionState } from './post-reactions';

const none = { like: 0, dislike: 0, happy: 0, sad: 0, love: 0, hate: 0 };

function state(overrides: Partial<ReactionState> = {}): ReactionState {
  return { likes_count: 0, liked_by_user: null, reactions_count: { ...none }, ...overrides };
}

describe('applyReaction', () => {
  it('adds a first reaction', () => {
    expect(applyReaction(state(), 'love')).toEqual({
      likes_count: 1,
      liked_by_user: { reaction: { type: 'love', smile: null } },
      reactions_count: { ...none, love: 1 },
    });
  });

  it('takes the same reaction back', () => {
    const given = state({
      likes_count: 3,
      liked_by_user: { reaction: { type: 'like', smile: null } },
      reactions_count: { ...none, like: 2, sad: 1 },
    });
    expect(applyReaction(given, 'like')).toEqual({
      likes_count: 2,
      liked_by_user: null,
      reactions_count: { ...none, like: 1, sad: 1 },
    });
  });

  it('replaces another reaction: one per person', () => {
    const given = state({
      likes_count: 2,
      liked_by_user: { reaction: { type: 'like', smile: null } },
      reactions_count: { ...none, like: 2 },
    });
    const next = applyReaction(given, 'happy');
    expect(next.reactions_count).toEqual({ ...none, like: 1, happy: 1 });
    expect(next.likes_count).toBe(2);
    expect(next.liked_by_user).toEqual({ reaction: { type: 'happy', smile: null } });
  });

  it('never counts below zero', () => {
    const given = state({ liked_by_user: { reaction: { type: 'sad', smile: null } } });
    expect(applyReaction(given, 'sad').reactions_count.sad).toBe(0);
  });
});

describe('reactionSummary', () => {
  it('lists the types given, most first', () => {
    expect(reactionSummary({ ...none, like: 12, love: 3, hate: 12 })).toEqual([
      { type: 'like', count: 12 },
      { type: 'hate', count: 12 },
      { type: 'love', count: 3 },
    ]);
    expect(reactionSummary(none)).toEqual([]);
  });
});
