import type { Id } from './identity';
import { sameId } from './identity';

/** A pro level on a profile, with the viewer's subscription to it. */
export interface ProfileLevel {
  id: Id;
  subscriptions?: { id?: Id; state: string | null } | null;
}

/** The parts of a profile item the level button changes. */
export interface LevelProfile {
  levels?: ProfileLevel[];
  subscriptions_current?: boolean;
}

/**
 * Applies a new subscription state from the level button: the level's subscription state is
 * updated, and the current-subscription flag is cleared by a null state and set by any other.
 */
export function applyLevelSubscriptionState<P extends LevelProfile>(
  profile: P,
  levelId: Id,
  state: string | null,
): P {
  return {
    ...profile,
    subscriptions_current: state !== null,
    levels: profile.levels?.map((level) =>
      sameId(level.id, levelId)
        ? { ...level, subscriptions: { ...(level.subscriptions ?? {}), state } }
        : level,
    ),
  };
}
