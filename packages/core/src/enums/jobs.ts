import { z } from 'zod';

/** Jobs tabs. */
export const JOB_TABS = ['all', 'following', 'favorite', 'myJobs'] as const;
export type JobTab = (typeof JOB_TABS)[number];
export const jobTabSchema = z.enum(JOB_TABS);

/** Jobs view modes. */
export const JOB_VIEW_MODES = ['pagination', 'infinite'] as const;
export type JobViewMode = (typeof JOB_VIEW_MODES)[number];
export const jobViewModeSchema = z.enum(JOB_VIEW_MODES);

/** Kinds of employment a job offers. */
export const EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'contract',
  'temporary',
  'internship',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const employmentTypeSchema = z.enum(EMPLOYMENT_TYPES);
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
};
