// When a post's text is long enough to fold behind "Show more" in lists, and how much room the
// composer has left. One reading for every place a post is shown.
import { pluralize } from '../format/plural';
import { POST_TEXT_MAX_LENGTH } from '../validation/post-form';
import { stripTags } from './strip-tags';

/** Readable characters past which a post folds in lists (about a dozen lines on a phone). */
export const POST_FOLD_CHARS = 600;
/** Paragraphs or lines past which a post folds, however short they are. */
export const POST_FOLD_LINES = 10;

/** Whether a post's HTML text folds behind "Show more" where it is listed. */
export function isLongPostText(html: string): boolean {
  const plain = stripTags(html).trim();
  if (plain.length > POST_FOLD_CHARS) return true;
  const breaks = html.match(/<(?:p|br|li|h[1-6]|blockquote|pre)\b/gi)?.length ?? 0;
  return breaks > POST_FOLD_LINES;
}

/** Characters left before the text limit (formatting included); negative when past it. */
export function postTextRoomLeft(html: string): number {
  return POST_TEXT_MAX_LENGTH - html.length;
}

/** Room left from which the composer warns (and says so to screen readers). */
export const POST_ROOM_WARNING = 500;

/** "19,950 characters left", "1 character over the limit". */
export function formatRoomLeft(left: number): string {
  const count = Math.abs(left);
  const words = `${count.toLocaleString('en-US')} ${pluralize(count, 'character')}`;
  return left < 0 ? `${words} over the limit` : `${words} left`;
}
