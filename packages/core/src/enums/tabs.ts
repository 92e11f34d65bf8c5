import { z } from 'zod';

/** Notification tabs. */
export const NOTIFICATION_TABS = [
  'all',
  'replies',
  'mentions',
  'reposts',
  'reactions',
  'follows',
] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];
export const notificationTabSchema = z.enum(NOTIFICATION_TABS);

/** Explore tabs other than post searches. */
export const EXPLORE_TABS = ['groups', 'topics', 'people', 'channels', 'rss'] as const;
export type ExploreTab = (typeof EXPLORE_TABS)[number];
export const exploreTabSchema = z.enum(EXPLORE_TABS);

/** Explore post subtypes. */
export const EXPLORE_POST_SUBTYPES = [
  'content',
  'op',
  'contentGroups',
  'replies',
  'blogs',
  'polls',
  'premium',
  'media',
  'images',
  'videos_full',
  'videos',
  'gifs',
  'audio',
  'shorts',
] as const;
export type ExplorePostSubtype = (typeof EXPLORE_POST_SUBTYPES)[number];
export const explorePostSubtypeSchema = z.enum(EXPLORE_POST_SUBTYPES);
export const EXPLORE_POST_SUBTYPE_LABELS: Record<ExplorePostSubtype, string> = {
  content: 'All posts',
  op: 'Original posts',
  contentGroups: 'In groups',
  replies: 'Replies',
  blogs: 'Blogs',
  polls: 'Polls',
  premium: 'Premium',
  media: 'Media',
  images: 'Images',
  videos_full: 'Long videos',
  videos: 'Videos',
  gifs: 'GIFs',
  audio: 'Audio',
  shorts: 'Shorts',
};

/** Media search types. */
export const MEDIA_SEARCH_TYPES = ['media', 'music', 'images', 'videos', 'gifs'] as const;
export type MediaSearchType = (typeof MEDIA_SEARCH_TYPES)[number];
export const mediaSearchTypeSchema = z.enum(MEDIA_SEARCH_TYPES);

/** Directory tabs. */
export const DIRECTORY_TABS = ['all', 'following', 'favorite', 'own'] as const;
export type DirectoryTab = (typeof DIRECTORY_TABS)[number];
export const directoryTabSchema = z.enum(DIRECTORY_TABS);

/** Messages page search tabs. */
export const MESSAGE_SEARCH_TABS = ['people', 'messages'] as const;
export type MessageSearchTab = (typeof MESSAGE_SEARCH_TABS)[number];
export const messageSearchTabSchema = z.enum(MESSAGE_SEARCH_TABS);
