// The areas of the product (spec section 2), in navigation order, each with its route.
import type { IconName } from './shell/icons';
import { chatIdFromPath, isNotificationsPath } from './paths';

export interface Area {
  key: string;
  /** Where the navigation links to. */
  path: string;
  label: string;
  icon: IconName;
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
    matches: (pathname) => pathname === '/',
  },
  {
    key: 'explore',
    path: '/explore',
    label: 'Explore',
    icon: 'explore',
    matches: under('/explore'),
  },
  {
    key: 'notifications',
    path: '/notifications',
    label: 'Notifications',
    icon: 'notifications',
    matches: isNotificationsPath,
  },
  {
    key: 'messages',
    path: '/messages',
    label: 'Messages',
    icon: 'messages',
    matches: (pathname) => under('/messages')(pathname) || chatIdFromPath(pathname) !== null,
  },
  {
    key: 'groups',
    path: '/groups',
    label: 'Groups',
    icon: 'groups',
    matches: under('/groups'),
  },
  {
    key: 'channels',
    path: '/channels',
    label: 'Channels',
    icon: 'channels',
    matches: under('/channels'),
  },
  {
    key: 'lists',
    path: '/lists',
    label: 'Lists',
    icon: 'lists',
    matches: under('/lists'),
  },
  {
    key: 'news',
    path: '/news',
    label: 'News sources',
    icon: 'news',
    matches: under('/news'),
  },
  {
    key: 'bookmarks',
    path: '/bookmarks',
    label: 'Bookmarks',
    icon: 'bookmarks',
    matches: under('/bookmarks'),
  },
  {
    key: 'videos',
    path: '/videos',
    label: 'Videos',
    icon: 'videos',
    matches: under('/videos'),
  },
  {
    key: 'projects',
    path: '/projects',
    label: 'Projects',
    icon: 'projects',
    matches: under('/projects'),
  },
  {
    key: 'jobs',
    path: '/jobs',
    label: 'Jobs',
    icon: 'jobs',
    matches: under('/jobs'),
  },
  {
    key: 'directory',
    path: '/directory',
    label: 'Directory',
    icon: 'directory',
    matches: under('/directory'),
  },
  {
    key: 'subscriptions',
    path: '/subscriptions',
    label: 'Subscriptions',
    icon: 'subscriptions',
    matches: under('/subscriptions'),
  },
  {
    key: 'profile',
    path: '/profile',
    label: 'Profile',
    icon: 'profile',
    matches: under('/profile'),
  },
  {
    key: 'settings',
    path: '/settings',
    label: 'Settings',
    icon: 'settings',
    matches: under('/settings'),
  },
];

export function areaByKey(key: string): Area {
  const area = AREAS.find((candidate) => candidate.key === key);
  if (!area) throw new Error(`Unknown area ${key}`);
  return area;
}
