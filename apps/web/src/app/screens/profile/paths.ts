/** The signed-in person's own profile. */
export const OWN_PROFILE_PATH = '/profile';
/**
 * The edit form. `me` is shorter than any username (3 characters at least), so this address
 * never hides a person's profile.
 */
export const EDIT_PROFILE_PATH = '/profile/me/edit';

export function followersPath(username: string): string {
  return `/profile/${encodeURIComponent(username)}/followers`;
}

export function followingPath(username: string): string {
  return `/profile/${encodeURIComponent(username)}/following`;
}
