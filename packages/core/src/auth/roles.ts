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
