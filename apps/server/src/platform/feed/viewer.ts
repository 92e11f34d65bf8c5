// Who is reading: the signed-in person with their muted words and categories, or a visitor.
import type { UserRow } from '../db/tables';

export interface Viewer {
  id: string;
  muteWords: string[];
  muteCategories: string[];
}

export function viewerOf(user: UserRow | null | undefined): Viewer | null {
  if (!user) return null;
  return { id: user.id, muteWords: user.mute_words, muteCategories: user.mute_categories };
}

/**
 * Where the posts are read. Muted people and muted words or categories only thin out the feeds
 * (Mastodon's behaviour): a profile, a post opened directly or a thread still shows them.
 */
export type ReadPlace =
  | 'home'
  | 'local'
  | 'public'
  | 'profile'
  | 'post'
  | 'thread'
  | 'replies'
  | 'bookmarks'
  /** One group's page. */
  | 'group'
  /** The posts of all the viewer's groups. */
  | 'groups'
  /** The posts of the people on one of the viewer's lists. */
  | 'list'
  /** Post search (explore). */
  | 'search'
  /** The entries of the viewer's news (RSS) sources. */
  | 'news'
  /** One channel's page. */
  | 'channel'
  /** The posts of all the channels the viewer follows. */
  | 'channels'
  /** What the viewer's notifications tell of (the posts they name). */
  | 'notifications';

/** Every place, for rules that hold wherever posts are read. */
export const READ_PLACES: readonly ReadPlace[] = [
  'home',
  'local',
  'public',
  'profile',
  'post',
  'thread',
  'replies',
  'bookmarks',
  'group',
  'groups',
  'list',
  'search',
  'news',
  'channel',
  'channels',
  'notifications',
];

export const FEED_PLACES: ReadonlySet<ReadPlace> = new Set([
  'home',
  'local',
  'public',
  'group',
  'groups',
  'list',
  'search',
  'news',
  'channel',
  'channels',
]);
