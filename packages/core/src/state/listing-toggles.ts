import type { ListingStatus } from '../enums/projects';

/** The other status: opened ↔ closed. */
export function toggledStatus(status: ListingStatus): ListingStatus {
  return status === 'opened' ? 'closed' : 'opened';
}

/** A project or job with its status toggled. */
export function toggleListingStatus<T extends { status: ListingStatus }>(item: T): T {
  return { ...item, status: toggledStatus(item.status) };
}

/** A project or job with its favorite flag toggled (absent counts as off). */
export function toggleFavorite<T extends { favorite?: boolean }>(item: T): T {
  return { ...item, favorite: !item.favorite };
}
