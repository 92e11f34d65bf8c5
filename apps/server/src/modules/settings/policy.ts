// Rules for settings values.
import type { components } from '@trestle/openapi/types';
import type { NotificationPrefs } from '../../platform/db/tables';

type NotificationType = components['schemas']['NotificationType'];

/** Every notification type a person may switch, in the order the settings screen lists them. */
export const NOTIFICATION_TYPES = [
  'reply',
  'mention',
  'repost',
  'quote',
  'reaction',
  'follow',
  'group',
  'subscription',
  'system',
  'project_bid',
  'job_application',
  'saved_search_matches',
  'listing_quote',
  'bid_decision',
] as const satisfies readonly NotificationType[];

/** Fails to compile when the contract gains a notification type this list does not name. */
type Unlisted = Exclude<NotificationType, (typeof NOTIFICATION_TYPES)[number]>;
export const EVERY_TYPE_LISTED: [Unlisted] extends [never] ? true : Unlisted = true;

/**
 * Types mailed unless the person switches it off: the saved-search digest (asked for by saving a
 * search with a schedule). Every other type is mailed only when the person switches it on.
 */
const MAILED_BY_DEFAULT: ReadonlySet<string> = new Set(['saved_search_matches']);

/** A type never switched is shown in the app, and mailed only if MAILED_BY_DEFAULT says so. */
export function preferenceOf(
  prefs: NotificationPrefs,
  type: string,
): { inApp: boolean; email: boolean } {
  const own = prefs[type];
  return { inApp: own?.inApp ?? true, email: own?.email ?? MAILED_BY_DEFAULT.has(type) };
}

/** The stored preferences with these types changed. */
export function mergePreferences(
  prefs: NotificationPrefs,
  changes: readonly { type: string; inApp: boolean; email: boolean }[],
): NotificationPrefs {
  const next: NotificationPrefs = { ...prefs };
  for (const c of changes) next[c.type] = { inApp: c.inApp, email: c.email };
  return next;
}

/**
 * Muted words as they are kept: trimmed, blanks dropped, one of each regardless of letter case
 * (the feeds match them case-insensitively), in the order given.
 */
export function cleanMuteWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const word of words.map((w) => w.trim()).filter(Boolean)) {
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(word);
  }
  return kept;
}
