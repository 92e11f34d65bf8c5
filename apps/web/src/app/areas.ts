// The areas of the product (spec section 2), in navigation order. Each has a route; screens that
// are not built yet say so plainly.
import type { IconName } from './shell/icons';
import { chatIdFromPath, isNotificationsPath } from './paths';

export interface Area {
  key: string;
  /** Where the navigation links to. */
  path: string;
  label: string;
  icon: IconName;
  /** What the screen will offer, shown while it is not built. */
  purpose: string;
  /** Whether this area is the current one for a path. */
  matches: (pathname: string) => boolean;
}

const under = (path: string) => (pathname: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

export const AREAS: readonly Area[] = [
  {
    key: 'home',
    path: '/',
    label: 'Home',
    icon: 'home',
    purpose: 'Posts from the people, groups, lists and channels you follow, and your local feed.',
    matches: (pathname) => pathname === '/',
  },
  {
    key: 'explore',
    path: '/explore',
    label: 'Explore',
    icon: 'explore',
    purpose: 'Search posts, people, topics, groups, channels and news sources.',
    matches: under('/explore'),
  },
  {
    key: 'notifications',
    path: '/notifications',
    label: 'Notifications',
    icon: 'notifications',
    purpose: 'Replies, mentions, reposts, reactions and new followers.',
    matches: isNotificationsPath,
  },
  {
    key: 'messages',
    path: '/messages',
    label: 'Messages',
    icon: 'messages',
    purpose: 'Direct messages with the people you work with.',
    matches: (pathname) => under('/messages')(pathname) || chatIdFromPath(pathname) !== null,
  },
  {
    key: 'groups',
    path: '/groups',
    label: 'Groups',
    icon: 'groups',
    purpose: 'Open, closed and private groups, and their feeds.',
    matches: under('/groups'),
  },
  {
    key: 'channels',
    path: '/channels',
    label: 'Channels',
    icon: 'channels',
    purpose: 'Channels you follow and the ones you run.',
    matches: under('/channels'),
  },
  {
    key: 'lists',
    path: '/lists',
    label: 'Lists',
    icon: 'lists',
    purpose: 'Lists of people you put together, each with its own feed.',
    matches: under('/lists'),
  },
  {
    key: 'news',
    path: '/news',
    label: 'News sources',
    icon: 'news',
    purpose: 'The news sites you follow, and their articles in your News feed.',
    matches: under('/news'),
  },
  {
    key: 'bookmarks',
    path: '/bookmarks',
    label: 'Bookmarks',
    icon: 'bookmarks',
    purpose: 'The posts you saved for later.',
    matches: under('/bookmarks'),
  },
  {
    key: 'videos',
    path: '/videos',
    label: 'Videos',
    icon: 'videos',
    purpose: 'Videos and shorts from the industry, with video search.',
    matches: under('/videos'),
  },
  {
    key: 'projects',
    path: '/projects',
    label: 'Projects',
    icon: 'projects',
    purpose: 'Project listings to bid on, on a list, in pages or on a map.',
    matches: under('/projects'),
  },
  {
    key: 'jobs',
    path: '/jobs',
    label: 'Jobs',
    icon: 'jobs',
    purpose: 'The job board: jobs you can apply for and the ones you posted.',
    matches: under('/jobs'),
  },
  {
    key: 'directory',
    path: '/directory',
    label: 'Directory',
    icon: 'directory',
    purpose: 'Companies and services by category, with quote requests.',
    matches: under('/directory'),
  },
  {
    key: 'subscriptions',
    path: '/subscriptions',
    label: 'Subscriptions',
    icon: 'subscriptions',
    purpose: 'Your membership, the pro levels you subscribe to and your subscribers.',
    matches: under('/subscriptions'),
  },
  {
    key: 'profile',
    path: '/profile',
    label: 'Profile',
    icon: 'profile',
    purpose: 'Your posts, replies, media, groups and channels, as others see them.',
    matches: under('/profile'),
  },
  {
    key: 'settings',
    path: '/settings',
    label: 'Settings',
    icon: 'settings',
    purpose: 'Your account, password, e-mail, muted words and privacy.',
    matches: under('/settings'),
  },
];

export function areaByKey(key: string): Area {
  const area = AREAS.find((candidate) => candidate.key === key);
  if (!area) throw new Error(`Unknown area ${key}`);
  return area;
}
