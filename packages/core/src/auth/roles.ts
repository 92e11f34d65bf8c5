// The four roles (spec section 6: "four role slots are loaded from a roles call"). Any key other
// than `user` is staff: staff may moderate projects, listings and reports.
import type { components } from '@trestle/openapi/types';

export const ROLE_KEYS = ['user', 'moderator', 'admin', 'superadmin'] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

/** A role as `GET /roles` lists it (contract schema `Role`). */
export type Role = components['schemas']['Role'];

export const ROLES: readonly Role[] = [
  { key: 'user', name: 'Member' },
  { key: 'moderator', name: 'Moderator' },
  { key: 'admin', name: 'Administrator' },
  { key: 'superadmin', name: 'Super administrator' },
];

export function roleOf(key: RoleKey): Role {
  return ROLES.find((role) => role.key === key) ?? { key: 'user', name: 'Member' };
}

/** The role key of an ordinary member; every other key is an elevated (staff) role. */
export const BASIC_ROLE_KEY = 'user';

/** True for any role key other than 'user' (spec section 6). Missing keys are not staff. */
export function isStaffRole(roleKey: string | null | undefined): boolean {
  return typeof roleKey === 'string' && roleKey !== '' && roleKey !== BASIC_ROLE_KEY;
}

/** The role key of a user object (`user.role.key`), or null. */
export function roleKeyOf(
  user: { role?: { key?: string | null } | null } | null | undefined,
): string | null {
  const key = user?.role?.key;
  return typeof key === 'string' && key !== '' ? key : null;
}
