/** Fixed user-facing strings of the error catalogue (spec section 8). */

/** Shown when a request fails without any response (offline, DNS, CORS, aborted). */
export const NETWORK_ERROR_MESSAGE = 'Network Error!';

/** Server message that is passed silently (no toast). */
export const NO_RSS_FEEDS_MESSAGE = 'No RSS feeds found!';

/** Every server message that must not be shown as a toast. */
export const SILENT_ERROR_MESSAGES: readonly string[] = [NO_RSS_FEEDS_MESSAGE];

/** Payment failure toast. */
export const PAYMENT_FAILED_MESSAGE = 'Oops. Transaction failed. Please try again.';

/** Payment success toast. */
export const PAYMENT_CONFIRMED_MESSAGE = "Congrats! You've been Upgraded.";

/** The generic "saved" confirmation toast (its text is not in the spec; the product picks this). */
export const SAVED_MESSAGE = 'Saved!';

/** Used when a failed response carries no usable message. */
export const UNKNOWN_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** Prefix put before every message of a 500 response ("500 Something broke"). */
export const SERVER_ERROR_PREFIX = '500 ';

/** Message of the chunk-load error raised when a lazily loaded part fails or times out. */
export const CHUNK_LOAD_ERROR_MESSAGE = 'Loading a part of the application failed.';
