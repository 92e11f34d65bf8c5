import type { ReactionType } from '../enums/posts';
import { REACTION_TYPES } from '../enums/posts';

/** Per-type reaction counts, as the contract's ReactionCounts. */
export type ReactionCounts = Record<ReactionType, number>;

/** A post's reaction state: what reactToPost answers and what a post carries. */
export interface ReactionState {
  likes_count: number;
  liked_by_user: { reaction: { type: ReactionType; smile: string | null } } | null;
  reactions_count: ReactionCounts;
}

/** The emoji shown for each reaction type. */
export const REACTION_EMOJI: Record<ReactionType, string> = {
  like: '👍',
  dislike: '👎',
  happy: '😄',
  sad: '😢',
  love: '❤️',
  hate: '😠',
};

/** The name of each reaction type, for labels. */
export const REACTION_LABELS: Record<ReactionType, string> = {
  like: 'Like',
  dislike: 'Dislike',
  happy: 'Happy',
  sad: 'Sad',
  love: 'Love',
  hate: 'Hate',
};

/**
 * The state after the person picks `type` (one reaction per person): the same reaction again
 * takes it back, another one replaces it. Used for the optimistic update; the server's answer
 * replaces it afterwards.
 */
export function applyReaction(
  state: ReactionState,
  type: ReactionType,
  smile: string | null = null,
): ReactionState {
  const counts = { ...state.reactions_count };
  const previous = state.liked_by_user?.reaction ?? null;
  if (previous) counts[previous.type] = Math.max(0, counts[previous.type] - 1);
  const removing = previous !== null && previous.type === type && previous.smile === smile;
  if (!removing) counts[type] += 1;
  return {
    reactions_count: counts,
    likes_count: REACTION_TYPES.reduce((sum, key) => sum + counts[key], 0),
    liked_by_user: removing ? null : { reaction: { type, smile } },
  };
}

/** The reaction types with at least one reaction, most given first (ties in the fixed order). */
export function reactionSummary(counts: ReactionCounts): { type: ReactionType; count: number }[] {
  return REACTION_TYPES.map((type) => ({ type, count: counts[type] }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count);
}
