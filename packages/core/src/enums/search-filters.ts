import { z } from 'zod';

/** The order of searches and media lists (the contract's Chronology), with the words shown. */
export const CHRONOLOGIES = ['recent', 'oldest', 'popular'] as const;
export type Chronology = (typeof CHRONOLOGIES)[number];
export const chronologySchema = z.enum(CHRONOLOGIES);
export const CHRONOLOGY_LABELS: Record<Chronology, string> = {
  recent: 'Newest first',
  oldest: 'Oldest first',
  popular: 'Most popular',
};

/** Video length (the contract's Duration: short under 4 minutes, medium 4 to 20, long over 20). */
export const DURATIONS = ['any', 'short', 'medium', 'long'] as const;
export type Duration = (typeof DURATIONS)[number];
export const durationSchema = z.enum(DURATIONS);
export const DURATION_LABELS: Record<Duration, string> = {
  any: 'Any length',
  short: 'Under 4 minutes',
  medium: '4 to 20 minutes',
  long: 'Over 20 minutes',
};
