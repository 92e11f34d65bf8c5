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

export const PROJECT_CATEGORY_LABELS: Record<ProjectCategory, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  industrial: 'Industrial',
  infrastructure: 'Infrastructure',
  specialty: 'Specialty',
  institutional: 'Institutional',
  agricultural: 'Agricultural',
  energy: 'Energy',
  transportation: 'Transportation',
  environmental: 'Environmental',
  maintenance: 'Maintenance',
  modular: 'Modular',
  sports: 'Sports',
};

/**
 * How a project search is ordered (the contract's `sort`): newest first, or by the bid offered.
 * The spec's "sort by bid" (ASC/DESC) is `bid_asc` / `bid_desc`.
 */
export const PROJECT_SORTS = ['newest', 'bid_asc', 'bid_desc'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
export const projectSortSchema = z.enum(PROJECT_SORTS);
export const DEFAULT_PROJECT_SORT: ProjectSort = 'newest';
export const PROJECT_SORT_LABELS: Record<ProjectSort, string> = {
  newest: 'Newest',
  bid_asc: 'Bid: low to high',
  bid_desc: 'Bid: high to low',
};

/** How often a saved search mails its new matches. */
export const SEARCH_SCHEDULES = ['never', 'daily', 'weekly'] as const;
export type SearchSchedule = (typeof SEARCH_SCHEDULES)[number];
export const searchScheduleSchema = z.enum(SEARCH_SCHEDULES);
export const SEARCH_SCHEDULE_LABELS: Record<SearchSchedule, string> = {
  never: 'Never',
  daily: 'Daily',
  weekly: 'Weekly',
};
