import { describe, expect, it } from 'vitest';
import { applyLevelSubscriptionState } from './level-button';

const profile = {
  username: 'ann',
  subscriptions_current: true,
  levels: [
    { id: 1, subscriptions: { id: 10, state: 'active' } },
    { id: 2, subscriptions: null },
  ],
};

describe('applyLevelSubscriptionState', () => {
  it('clears the current-subscription flag for a null state', () => {
    const next = applyLevelSubscriptionState(profile, 1, null);
    expect(next.subscriptions_current).toBe(false);
    expect(next.levels?.[0]?.subscriptions).toEqual({ id: 10, state: null });
  });

  it.each(['active', 'pending', 'inactive', 'banned'])('sets the flag for state %j', (state) => {
    const next = applyLevelSubscriptionState(
      { ...profile, subscriptions_current: false },
      2,
      state,
    );
    expect(next.subscriptions_current).toBe(true);
    expect(next.levels?.[1]?.subscriptions).toEqual({ state });
    expect(next.levels?.[0]).toBe(profile.levels[0]);
  });

  it('keeps the other profile fields', () => {
    expect(applyLevelSubscriptionState(profile, 1, 'pending').username).toBe('ann');
  });
});
