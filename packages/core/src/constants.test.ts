import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('business constants (spec section 9)', () => {
  it.each<[keyof typeof constants, unknown]>([
    ['DEFAULT_PAGE_SIZE', 10],
    ['LISTING_PAGE_SIZE', 5],
    ['POST_HISTORY_PAGE_SIZE', 5],
    ['REPLIES_PAGE_SIZE', 5],
    ['SUBSCRIPTIONS_PAGE_SIZE', 25],
    ['PROJECTS_PAGE_SIZE', 15],
    ['JOBS_PAGE_SIZE', 15],
    ['JOBS_API_DEFAULT_LIMIT', 20],
    ['PROJECTS_PAGINATION_PAGE_SIZE', 50],
    ['CHATS_PAGE_SIZE', 15],
    ['MESSAGES_PAGE_SIZE', 20],
    ['MESSAGE_SEARCH_PAGE_SIZE', 20],
    ['DIRECTORY_PAGE_SIZE', 20],
    ['PROFILE_NEWSFEED_LIMIT', 10],
    ['PROJECTS_NEWSFEED_LIMIT', 10],
    ['MODERATION_PAGE_SIZE', 15],
    ['RIGHT_COLUMN_TOPICS', 5],
    ['RIGHT_COLUMN_PEOPLE', 5],
    ['PAYMENT_POLL_INTERVAL_MS', 3000],
    ['MAX_CONCURRENT_VIDEO_UPLOADS', 2],
    ['RECURRING_DISPATCH_INTERVAL_MS', 60000],
    ['LAZY_LOAD_TIMEOUT_MS', 120000],
    ['POST_UPDATE_DEBOUNCE_MS', 500],
    ['CHANNEL_FETCH_DELAY_MS', 350],
    ['TOAST_DURATION_MS', 5000],
    ['TOAST_POSITION', 'bottom-center'],
    ['DEFAULT_UNITS', 'ml'],
    ['DEFAULT_REPLY_SORT', 'ASC'],
    ['DEFAULT_VIDEO_FILTER', 'recent'],
    ['DEFAULT_DIRECTORY_TAB', 'all'],
    ['PLACEHOLDER_COUNT', 12],
    ['ARCHIVE_REQUEST_TIMEOUT_MS', 1_000_000],
    ['DEFAULT_LIST_TITLE', 'lists'],
    ['DEFAULT_IMPRESSION_TYPE', 'full_view'],
    ['DEFAULT_MESSAGE_TYPE', 'text'],
  ])('%s is %j', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it('makes the default radius larger than any distance on Earth', () => {
    expect(constants.DEFAULT_SEARCH_RADIUS).toBeGreaterThan(20_040);
  });

  it('describes the toast behaviour', () => {
    expect(constants.TOAST_OPTIONS).toEqual({
      duration: 5000,
      position: 'bottom-center',
      closeOnClick: true,
      pauseOnHover: true,
      pauseOnFocusLoss: true,
      draggable: true,
      showProgressBar: false,
    });
  });
});
