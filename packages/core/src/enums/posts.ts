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
/** The words a category shows as (chips, the composer's select, a post's label). */
export const POST_CATEGORY_LABELS: Record<PostCategory, string> = {
  personal: 'Personal',
  news: 'News',
  science: 'Science',
  faith: 'Faith',
  health: 'Health',
  arts: 'Arts',
  business: 'Business',
  fun: 'Fun',
  sports: 'Sports',
  cute: 'Cute',
  general: 'General',
};

/** Reactions on posts (also profile reaction buckets). */
export const REACTION_TYPES = ['like', 'dislike', 'happy', 'sad', 'love', 'hate'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];
export const reactionTypeSchema = z.enum(REACTION_TYPES);

/** Who may reply to a post, chosen by its author (the server enforces it). */
export const REPLY_POLICIES = ['everyone', 'following', 'mentioned', 'nobody'] as const;
export type ReplyPolicy = (typeof REPLY_POLICIES)[number];
export const replyPolicySchema = z.enum(REPLY_POLICIES);

/** Why a post is reported (the contract's ReportType), with the words the report dialog shows. */
export const REPORT_TYPES = [
  'spam',
  'harassment',
  'hate',
  'violence',
  'nudity',
  'misinformation',
  'intellectual_property',
  'other',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const reportTypeSchema = z.enum(REPORT_TYPES);
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  violence: 'Violence or threats',
  nudity: 'Nudity or sexual content',
  misinformation: 'False information',
  intellectual_property: 'Someone else’s work (copyright, trademark)',
  other: 'Something else',
};

/** The feeds of the home screen (the contract's FeedSource). */
export const FEED_SOURCES = ['following', 'local', 'news'] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];
