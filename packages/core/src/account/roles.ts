// The four roles (spec section 6: "four role slots are loaded from a roles call"). Any key other
// than `user` is staff (see isStaffRole in ../auth/roles): staff may moderate projects, listings
// and reports.

export const ROLE_KEYS = ['user', 'moderator', 'admin', 'superadmin'] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

export interface Role {
  key: RoleKey;
  name: string;
}

export const ROLES: readonly Role[] = [
  { key: 'user', name: 'Member' },
  { key: 'moderator', name: 'Moderator' },
  { key: 'admin', name: 'Administrator' },
  { key: 'superadmin', name: 'Super administrator' },
];

export function roleOf(key: RoleKey): Role {
  return ROLES.find((role) => role.key === key) ?? { key: 'user', name: 'Member' };
}
