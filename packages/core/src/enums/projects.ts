import { z } from 'zod';

/** Project categories. */
export const PROJECT_CATEGORIES = [
  'residential',
  'commercial',
  'industrial',
  'infrastructure',
  'specialty',
  'institutional',
  'agricultural',
  'energy',
  'transportation',
  'environmental',
  'maintenance',
  'modular',
  'sports',
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];
export const projectCategorySchema = z.enum(PROJECT_CATEGORIES);

/** Status of projects and jobs. */
export const LISTING_STATUSES = ['opened', 'closed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const listingStatusSchema = z.enum(LISTING_STATUSES);

/** Projects tabs; the last two are shown only in moderator mode. */
export const PROJECT_TABS = [
  'all',
  'following',
  'favorite',
  'own',
  'searches',
  'inactive',
  'flagged',
] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];
export const projectTabSchema = z.enum(PROJECT_TABS);

/** Projects tabs visible only to moderators. */
export const MODERATOR_PROJECT_TABS = [
  'inactive',
  'flagged',
] as const satisfies readonly ProjectTab[];

/** Projects view modes. */
export const PROJECT_VIEW_MODES = ['infinite', 'pagination', 'map'] as const;
export type ProjectViewMode = (typeof PROJECT_VIEW_MODES)[number];
export const projectViewModeSchema = z.enum(PROJECT_VIEW_MODES);

/** Moderation decisions on a project. */
export const MODERATION_DECISIONS = ['approved', 'review'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];
export const moderationDecisionSchema = z.enum(MODERATION_DECISIONS);

/** How project lists are ordered: newest first (the default), or by the bid offered. */
export const PROJECT_SORTS = ['newest', 'bid_asc', 'bid_desc'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
export const projectSortSchema = z.enum(PROJECT_SORTS);
export const DEFAULT_PROJECT_SORT: ProjectSort = 'newest';
