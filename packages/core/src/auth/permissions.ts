/** The direct-message setting value that lets anyone with followers message a person. */
export const DM_SETTING_ALL = 'all';

/**
 * Messaging is allowed when logged in, or when the person's dm setting is 'all' and they have
 * followers (spec section 6).
 */
export function canMessage(options: {
  loggedIn: boolean;
  dmSetting?: string | null;
  followersCount?: number | null;
}): boolean {
  if (options.loggedIn) return true;
  return options.dmSetting === DM_SETTING_ALL && (options.followersCount ?? 0) > 0;
}
