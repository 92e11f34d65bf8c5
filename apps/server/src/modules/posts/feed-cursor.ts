// The opaque cursor of the feeds' keyset paging: the creation time (to the microsecond) and id of
// the last post of a page, base64url-encoded so clients pass it back without looking inside.
import { badRequest } from '../../platform/http/errors';

export interface FeedCursor {
  /** ISO time in UTC with microseconds, as PostgreSQL stores it. */
  createdAt: string;
  id: string;
}

export const BAD_CURSOR = 'This cursor is not valid: start again from the first page.';

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeFeedCursor(cursor: FeedCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor a client sent back; a 400 when it is not one of ours. */
export function decodeFeedCursor(text: string): FeedCursor {
  const [createdAt = '', id = '', ...rest] = Buffer.from(text, 'base64url')
    .toString('utf8')
    .split('|');
  if (rest.length > 0 || !TIME.test(createdAt) || !UUID.test(id)) {
    throw badRequest(BAD_CURSOR, { cursor: BAD_CURSOR });
  }
  return { createdAt, id };
}
