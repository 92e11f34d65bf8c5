// What the settings screen reads and the keys it caches them under.
import type { components } from '@trestle/sdk';

export type ProfileSettings = components['schemas']['ProfileSettings'];
export type ProfileSettingsUpdate = components['schemas']['ProfileSettingsUpdate'];
export type SessionInfo = components['schemas']['SessionInfo'];
export type ArchiveStatus = components['schemas']['ArchiveStatus'];
export type NotificationPreference = components['schemas']['NotificationPreference'];

export const settingsKeys = {
  settings: () => ['settings'] as const,
  sessions: () => ['settings', 'sessions'] as const,
  archive: () => ['settings', 'archive'] as const,
};

/** The sections, in order: their anchors and names (the list at the top links to them). */
export const SECTIONS = [
  { id: 'account', label: 'Account' },
  { id: 'email', label: 'E-mail' },
  { id: 'password', label: 'Password' },
  { id: 'sessions', label: 'Sessions' },
  { id: 'privacy', label: 'Privacy' },
  { id: 'muted', label: 'Muted words' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'archive', label: 'Your data' },
  { id: 'danger', label: 'Danger zone' },
] as const;

export const LANGUAGES: readonly { value: string; label: string }[] = [
  { value: '', label: 'As my browser' },
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'pl', label: 'Polski' },
  { value: 'pt', label: 'Português' },
];

export const NOTIFICATION_LABELS: Record<NotificationPreference['type'], string> = {
  reply: 'Replies',
  mention: 'Mentions',
  repost: 'Reposts',
  quote: 'Quotes',
  reaction: 'Reactions',
  follow: 'New followers',
  group: 'Groups',
  subscription: 'Subscriptions',
  system: 'From Trestle',
  project_bid: 'Bids on my projects',
  job_application: 'Applications to my jobs',
  saved_search_matches: 'Saved search matches',
  listing_quote: 'Quote requests',
  bid_decision: 'Decisions on my bids',
};

/** A session's device as a short label: the browser and system from its User-Agent. */
export function deviceLabel(agent: string | null): string {
  if (!agent) return 'Unknown device';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : null;
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? agent.slice(0, 60);
}
