// A saved search as the contract's SavedSearch: the token of the unsubscribe link never leaves
// except in the owner's digest mails.
import type { components } from '@trestle/openapi/types';
import type { SavedSearchRow } from '../../platform/db/tables';

type SavedSearch = components['schemas']['SavedSearch'];

export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    title: row.title,
    filters: row.filters,
    schedule: row.schedule,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
