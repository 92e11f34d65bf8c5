import { z } from 'zod';

/** Post categories. */
export const POST_CATEGORIES = [
  'personal',
  'news',
  'science',
  'faith',
  'health',
  'arts',
  'business',
  'fun',
  'sports',
  'cute',
  'general',
] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];
export const postCategorySchema = z.enum(POST_CATEGORIES);

/** Reactions on posts (also profile reaction buckets). */
export const REACTION_TYPES = ['like', 'dislike', 'happy', 'sad', 'love', 'hate'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];
export const reactionTypeSchema = z.enum(REACTION_TYPES);

/** Who may reply to a post, chosen by its author (the server enforces it). */
export const REPLY_POLICIES = ['everyone', 'following', 'mentioned', 'nobody'] as const;
export type ReplyPolicy = (typeof REPLY_POLICIES)[number];
export const replyPolicySchema = z.enum(REPLY_POLICIES);
