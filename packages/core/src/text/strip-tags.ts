import { FilterXSS } from 'xss';
import { decodeHtmlEntities } from './entities';

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'br',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'ul',
  'ol',
  'tr',
]);

/**
 * Strips every tag and returns plain text: script/style bodies are dropped, block elements and
 * <br> become line breaks, entities are decoded, runs of blank lines and spaces are collapsed.
 * The result is text, not HTML: never put it into innerHTML.
 */
export function stripTags(html: string | null | undefined): string {
  if (!html) return '';
  const filter = new FilterXSS({
    whiteList: {},
    stripIgnoreTagBody: ['script', 'style', 'noscript', 'template'],
    allowCommentTag: false,
    escapeHtml: (text) => text,
    onIgnoreTag: (tag) => (BLOCK_TAGS.has(tag.toLowerCase()) ? '\n' : ''),
  });
  return decodeHtmlEntities(filter.process(html))
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
