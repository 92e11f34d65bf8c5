import { z } from 'zod';

/** Jobs tabs. */
export const JOB_TABS = ['all', 'following', 'favorite', 'myJobs'] as const;
export type JobTab = (typeof JOB_TABS)[number];
export const jobTabSchema = z.enum(JOB_TABS);

/** Jobs view modes. */
export const JOB_VIEW_MODES = ['pagination', 'infinite'] as const;
export type JobViewMode = (typeof JOB_VIEW_MODES)[number];
export const jobViewModeSchema = z.enum(JOB_VIEW_MODES);
