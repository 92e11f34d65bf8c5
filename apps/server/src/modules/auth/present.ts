// Rows as the contract's AuthUser and Session schemas describe them (spec section 3).
import { roleOf } from '@trestle/core';
import type { components } from '@trestle/openapi/types';
import { entitlementsOf } from '../../platform/auth/entitlements';
import type { UserRow } from '../../platform/db/tables';

type AuthUser = components['schemas']['AuthUser'];
type Session = components['schemas']['Session'];

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export function presentAuthUser(user: UserRow): AuthUser {
  const { policies, limits } = entitlementsOf(user);
  const profile = user.profile;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: roleOf(user.role_key),
    policies,
    limits,
    account: {
      type: user.account_type,
      emailVerified: user.email_verified_at !== null,
      dm: user.dm_setting,
      mute: { words: user.mute_words, categories: user.mute_categories },
    },
    general: { ...(user.general as object), displayName: user.display_name },
    profession: listOf(profile.profession),
    links: listOf(profile.links),
    works: listOf(profile.works),
    gallery: listOf(profile.gallery),
    company: (profile.company as AuthUser['company']) ?? null,
    onboardedAt: user.onboarded_at === null ? null : new Date(user.onboarded_at).toISOString(),
    language: (user.language ?? null) as AuthUser['language'],
    createdAt: new Date(user.created_at).toISOString(),
  };
}

export function presentSession(token: string, user: UserRow): Session {
  return { token, user: presentAuthUser(user) };
}
