/**
 * Business constants and limits (spec section 9). Where the spec gives two readings, the product
 * picks one and the choice is recorded in docs/decisions.md.
 */

// Page sizes
/** Default page size for feeds and generic lists ("10 in one reading"). */
export const DEFAULT_PAGE_SIZE = 10;
/** Listing page size from the build settings ("5 per page"). */
export const LISTING_PAGE_SIZE = 5;
/** Full-post edit history, per page. */
export const POST_HISTORY_PAGE_SIZE = 5;
/** Full-post replies, per page. */
export const REPLIES_PAGE_SIZE = 5;
/** Subscription lists (normal and pro subscribers). */
export const SUBSCRIPTIONS_PAGE_SIZE = 25;
/** Projects list page size. */
export const PROJECTS_PAGE_SIZE = 15;
/** Jobs list page size. */
export const JOBS_PAGE_SIZE = 15;
/** The `limit` sent to the jobs API when the caller gives none. */
export const JOBS_API_DEFAULT_LIMIT = 20;
/** Projects in the pagination view mode, per page. */
export const PROJECTS_PAGINATION_PAGE_SIZE = 50;
/** Chats (conversations) per page. */
export const CHATS_PAGE_SIZE = 15;
/** Direct messages per page. */
export const MESSAGES_PAGE_SIZE = 20;
/** Message search results per page. */
export const MESSAGE_SEARCH_PAGE_SIZE = 20;
/** Directory default page size. */
export const DIRECTORY_PAGE_SIZE = 20;
/** Profile newsfeed limit. */
export const PROFILE_NEWSFEED_LIMIT = 10;
/** Projects newsfeed limit. */
export const PROJECTS_NEWSFEED_LIMIT = 10;
/** Moderation list default limit. */
export const MODERATION_PAGE_SIZE = 15;
/** Number of placeholder (skeleton) items the placeholder helper renders. */
export const PLACEHOLDER_COUNT = 12;

// Right column
export const RIGHT_COLUMN_TOPICS = 5;
export const RIGHT_COLUMN_PEOPLE = 5;

// Timing
/** Payment upgrade: the current level is polled this often. */
export const PAYMENT_POLL_INTERVAL_MS = 3_000;
/** Payment polling gives up after this many consecutive failed poll requests. */
export const PAYMENT_MAX_POLL_ERRORS = 5;
/** The main application's recurring dispatch interval. */
export const RECURRING_DISPATCH_INTERVAL_MS = 60_000;
/** Lazily loaded parts (route chunks, styles) time out after this long. */
export const LAZY_LOAD_TIMEOUT_MS = 120_000;
/** Post updates are debounced by this long. */
export const POST_UPDATE_DEBOUNCE_MS = 500;
/** Channel fetches are delayed by this long. */
export const CHANNEL_FETCH_DELAY_MS = 350;
/** Archive export request time-out. */
export const ARCHIVE_REQUEST_TIMEOUT_MS = 1_000_000;

// Uploads
/** Video uploads that may run at once; starting one more sets the limit flag. */
export const MAX_CONCURRENT_VIDEO_UPLOADS = 2;
/** A removal that leaves this many uploads or fewer clears the limit flag (spec section 4). */
export const VIDEO_UPLOAD_LIMIT_CLEAR_AT = 3;

// Toasts
/** Toast auto-close time (the spec gives 3500 ms or 5000 ms; the product picks 5000 ms). */
export const TOAST_DURATION_MS = 5_000;
/** Toast position (the spec gives bottom-center or bottom-right; the product picks bottom-center). */
export const TOAST_POSITION = 'bottom-center';
/** Toast behaviour (spec section 2). */
export const TOAST_OPTIONS = {
  duration: TOAST_DURATION_MS,
  position: TOAST_POSITION,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  showProgressBar: false,
} as const;

// Search defaults
/** Default distance units for radius searches. */
export const DEFAULT_UNITS = 'ml';
/**
 * Default search radius: larger than any distance between two points on Earth
 * (about 12,450 miles or 20,040 km), so "no radius" in practice.
 */
export const DEFAULT_SEARCH_RADIUS = 100_000;

// Other defaults
export const DEFAULT_REPLY_SORT = 'ASC';
export const DEFAULT_VIDEO_FILTER = 'recent';
export const DEFAULT_DIRECTORY_TAB = 'all';
export const DEFAULT_LIST_TITLE = 'lists';
export const DEFAULT_IMPRESSION_TYPE = 'full_view';
export const DEFAULT_MESSAGE_TYPE = 'text';

// Transport: names the server and every client must agree on.
/** Cookie the server sets for double-submit anti-forgery; browsers echo it in CSRF_HEADER. */
export const CSRF_COOKIE = 'trestle_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** Where Socket.IO listens on the product's host. */
export const SOCKET_PATH = '/socket.io';
