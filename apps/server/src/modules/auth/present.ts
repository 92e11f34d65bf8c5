// The auth user as the contract's AuthUser schema describes it (spec section 3).
import { limitsFor, membershipLevelOf, policiesFor, roleOf } from '@trestle/core';
import type { UserRow } from '../../platform/auth/request-auth';

export function presentAuthUser(user: UserRow) {
  const level = membershipLevelOf(user.membership_level);
  const profile = user.profile as Record<string, unknown>;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: roleOf(user.role_key),
    policies: policiesFor(user.account_type, level),
    limits: limitsFor(level),
    account: {
      type: user.account_type,
      emailVerified: user.email_verified_at !== null,
      dm: user.dm_setting,
      mute: { words: user.mute_words, categories: user.mute_categories },
    },
    general: { displayName: user.display_name, ...(user.general as Record<string, unknown>) },
    profession: (profile.profession as unknown[]) ?? [],
    links: (profile.links as unknown[]) ?? [],
    works: (profile.works as unknown[]) ?? [],
    gallery: (profile.gallery as unknown[]) ?? [],
    company: (profile.company as unknown) ?? null,
    createdAt: new Date(user.created_at).toISOString(),
  };
}
