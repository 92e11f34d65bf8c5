import { describe, expect, it } from 'vitest';
import {
  MEMBERSHIP_LEVEL_STATES,
  PRO_SUBSCRIPTION_STATES,
  SUBSCRIPTION_STATES,
  subscriptionStateSchema,
} from './subscriptions';

describe('subscription states', () => {
  it('has normal, pro and membership-level states', () => {
    expect(SUBSCRIPTION_STATES).toEqual(['active', 'pending', 'inactive']);
    expect(PRO_SUBSCRIPTION_STATES).toEqual(['active', 'pending', 'inactive', 'banned']);
    expect(MEMBERSHIP_LEVEL_STATES).toEqual(['pending', 'missing', 'active']);
  });

  it('does not allow banned for normal subscriptions', () => {
    expect(subscriptionStateSchema.safeParse('banned').success).toBe(false);
  });
});
