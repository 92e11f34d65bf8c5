import { sanitiseRichText } from './rich-text';
import { stripTags } from './strip-tags';

/**
 * A post's text as it is stored: sanitised to the allow-list, or '' when nothing readable is left
 * once tags and spaces are gone ("<p> </p>", "<h1></h1>"). The server's content rules read text
 * the same way, so the composer refuses exactly the posts the server would.
 */
export function postTextOf(html: string | null | undefined): string {
  const clean = sanitiseRichText(html ?? '');
  return stripTags(clean).trim() === '' ? '' : clean;
}
