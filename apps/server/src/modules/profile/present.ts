// Rows as the contract's profile shapes. The own profile has the AuthUser shape (spec section 3),
// built by the one presenter of that shape, so the two can never drift; another person's profile
// is the ProfileItem.
import { roleOf } from '@trestle/core';
import type { components } from '@trestle/openapi/types';
import type { UserRow } from '../../platform/db/tables';
import { presentAuthUser } from '../auth/present';
import type { Relations } from './repo';

type ProfileItem = components['schemas']['ProfileItem'];
type Post = components['schemas']['Post'];

export function presentOwnProfile(user: UserRow) {
  return presentAuthUser(user);
}

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export interface ProfileExtras {
  postsCount: number;
  pinnedPost: Post | null;
  /** The caller's relations with the person; null for visitors and for oneself. */
  relations: Relations | null;
  /** Whether a signed-in caller may start a direct message. */
  canMessage: boolean;
  /** The person's pro levels on offer, with the caller's subscription to each. */
  levels?: ProfileItem['levels'];
  /** The caller's private note on the person, as the owner of a level they subscribe to. */
  note?: ProfileItem['note'];
}

export function presentProfile(user: UserRow, extras: ProfileExtras): ProfileItem {
  const { profile } = user;
  const relations = extras.relations;
  return {
    id: user.id,
    username: user.username,
    accountType: user.account_type,
    role: roleOf(user.role_key),
    general: { ...(user.general as object), displayName: user.display_name },
    profession: listOf(profile.profession),
    links: listOf(profile.links),
    works: listOf(profile.works),
    gallery: listOf(profile.gallery),
    company: (profile.company as ProfileItem['company']) ?? null,
    note: extras.note ?? null,
    levels: extras.levels ?? [],
    // The level button (spec section 4): any subscription state but none sets it.
    subscriptions_current: (extras.levels ?? []).some((l) => l.subscriptions !== null),
    opened: user.profile_opened,
    followersCount: user.followers_count,
    followingCount: user.following_count,
    postsCount: extras.postsCount,
    ...(relations
      ? {
          followedByMe: relations.followedByMe,
          followsMe: relations.followsMe,
          mutedByMe: relations.mutedByMe,
          blockedByMe: relations.blockedByMe,
          canMessage: extras.canMessage,
        }
      : {}),
    pinnedPost: extras.pinnedPost,
    createdAt: new Date(user.created_at).toISOString(),
  };
}
