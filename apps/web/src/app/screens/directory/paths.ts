// Addresses of the directory screens. `new` and `quotes` are not ids, so they never hide a listing.
export const DIRECTORY_PATH = '/directory';
export const NEW_LISTING_PATH = '/directory/new';
export const RECEIVED_QUOTES_PATH = '/directory/quotes';

export function listingPath(id: string): string {
  return `${DIRECTORY_PATH}/${encodeURIComponent(id)}`;
}

export function editListingPath(id: string): string {
  return `${listingPath(id)}/edit`;
}

/** The chat with a person (chats are named by the other person's id). */
export function chatPath(personId: string): string {
  return `/messages/${encodeURIComponent(personId)}`;
}
