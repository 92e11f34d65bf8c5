import { z } from 'zod';

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
