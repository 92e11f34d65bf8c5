// The header's people search (spec section 2, top bar): when a query is worth sending, and how it
// is sent. The server matches the start of usernames and display names first, then fuzzily.

/**
 * Characters a query needs before it is sent: one letter matches most of the network and tells
 * the person nothing; two already narrow it to the start of a name.
 */
export const PEOPLE_SEARCH_MIN_LENGTH = 2;
/** The contract's limit on the `search` text (searchUsers). */
export const PEOPLE_SEARCH_MAX_LENGTH = 200;
/** Typing pauses this long before a search is sent, so each keystroke does not cost a request. */
export const PEOPLE_SEARCH_DEBOUNCE_MS = 300;
/** People shown under the search box; more belong on a results page. */
export const PEOPLE_SEARCH_SUGGESTIONS = 8;

/**
 * The text to search for what was typed, or null while there is nothing worth sending: trimmed,
 * inner spaces collapsed, a leading "@" dropped (people type handles as they see them), cut at
 * the contract's length, and at least PEOPLE_SEARCH_MIN_LENGTH characters.
 */
export function peopleSearchQuery(typed: string): string | null {
  const characters = [...typed.trim().replace(/^@+/, '').replace(/\s+/g, ' ').trim()];
  if (characters.length < PEOPLE_SEARCH_MIN_LENGTH) return null;
  return characters.slice(0, PEOPLE_SEARCH_MAX_LENGTH).join('');
}
