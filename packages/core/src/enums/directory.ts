import { z } from 'zod';
import type { ProjectCategory } from './projects';

/** Where a quote request stands: new (unanswered), answered (the owner replied), closed. */
export const QUOTE_REQUEST_STATUSES = ['new', 'answered', 'closed'] as const;
export type QuoteRequestStatus = (typeof QUOTE_REQUEST_STATUSES)[number];
export const quoteRequestStatusSchema = z.enum(QUOTE_REQUEST_STATUSES);

/** How quote request statuses read on the received-quotes screen. */
export const QUOTE_REQUEST_STATUS_LABELS: Record<QuoteRequestStatus, string> = {
  new: 'New',
  answered: 'Answered',
  closed: 'Closed',
};

/** Directory view modes: the base view (a list of cards) and the map. */
export const DIRECTORY_VIEW_MODES = ['list', 'map'] as const;
export type DirectoryViewMode = (typeof DIRECTORY_VIEW_MODES)[number];

/** How the construction sectors (the project categories) read on listings and filters. */
export const SECTOR_LABELS: Record<ProjectCategory, string> = {
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

/** Search radii offered with a ZIP code, in miles. */
export const DIRECTORY_RADII = [10, 25, 50, 100, 250] as const;

/**
 * How fast a company answers quote requests, from the listing's responseHours: null before the
 * first answer.
 */
export function responseTimeText(hours: number | null | undefined): string | null {
  if (hours === null || hours === undefined || !Number.isFinite(hours) || hours < 0) return null;
  if (hours < 1) return 'Usually responds within an hour';
  if (hours < 24) {
    const rounded = Math.ceil(hours);
    return `Usually responds within ${rounded} hour${rounded === 1 ? '' : 's'}`;
  }
  const days = Math.ceil(hours / 24);
  return `Usually responds within ${days} day${days === 1 ? '' : 's'}`;
}
