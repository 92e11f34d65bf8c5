// Words for the projects and jobs boards' choices, and the saved searches' schedules.
import { z } from 'zod';
import type { ProjectCategory, ProjectSort } from './projects';

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
