// What a person's account and membership level allow, from core's rules. The one place the
// server turns a user row into policies and limits.
import { limitsFor, membershipLevelOf, policiesFor } from '@trestle/core';
import type { UserRow } from '../db/tables';

export function entitlementsOf(user: Pick<UserRow, 'account_type' | 'membership_level'>) {
  const level = membershipLevelOf(user.membership_level);
  return {
    level,
    policies: policiesFor(user.account_type, level),
    limits: limitsFor(level),
  };
}

export type Entitlements = ReturnType<typeof entitlementsOf>;
