import { sanitiseRichText } from './rich-text';
import { stripTags } from './strip-tags';

/**
 * A post's text as it is stored: sanitised to the allow-list, or '' when nothing readable is left
 * once tags and spaces are gone ("<p> </p>", "<h1></h1>"). The server's content rules read text
 * the same way, so the composer refuses exactly the posts the server would.
 */
export function postTextOf(html: string | null | undefined): string {
  const clean = withPlainSpaces(sanitiseRichText(html ?? ''));
  return stripTags(clean).trim() === '' ? '' : clean;
}

/**
 * A non-breaking space alone between words, not next to another space: what a browser's editor
 * writes for a space typed at the edge of bold text or a link (Chromium's contenteditable). It
 * would keep the two words on one line wherever the line has to break, so it becomes a plain
 * space again. Runs of spaces keep theirs: HTML would otherwise collapse them.
 */
const LONE_NBSP = /(?<![\s;])(?:&nbsp;|\u00a0)(?![\s&])/g;

function withPlainSpaces(html: string): string {
  return html.replace(LONE_NBSP, ' ');
}
