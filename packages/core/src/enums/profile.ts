import { z } from 'zod';

/** Profile tab buckets, kept for the viewed user and for the own user. */
export const PROFILE_BUCKETS = [
  'content',
  'op',
  'reposts',
  'contentGroups',
  'groups',
  'replies',
  'blogs',
  'polls',
  'premium',
  'media',
  'images',
  'videos',
  'gifs',
  'audio',
  'reactions',
  'like',
  'dislike',
  'happy',
  'sad',
  'love',
  'hate',
  'groupList',
  'owner',
  'moderator',
  'member',
  'channelsList',
  'channelOwner',
  'follower',
  'shorts',
] as const;
export type ProfileBucket = (typeof PROFILE_BUCKETS)[number];
export const profileBucketSchema = z.enum(PROFILE_BUCKETS);
