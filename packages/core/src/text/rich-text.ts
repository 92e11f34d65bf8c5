import { FilterXSS } from 'xss';
import type { IFilterXSSOptions } from 'xss';
import { decodeHtmlEntities } from './entities';

/** The rich-text tags the product allows (spec section 5). */
export const ALLOWED_RICH_TEXT_TAGS = [
  'iframe',
  'h1',
  'h2',
  'strong',
  'em',
  'blockquote',
  'ul',
  'li',
  'ol',
  'ins',
  'del',
  'img',
  'a',
  'p',
  'div',
  'span',
] as const;

/** Attributes kept per tag; everything else (on* handlers, style, class, id…) is removed. */
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  iframe: ['src'],
};

const VIDEO_EMBED_SOURCES = [
  /^https:\/\/(www\.)?youtube(-nocookie)?\.com\/embed\/[A-Za-z0-9_-]{11}([?#][^\s"'<>]*)?$/,
  /^https:\/\/player\.vimeo\.com\/video\/\d+([?#][^\s"'<>]*)?$/,
];

/** True for an https YouTube or Vimeo embed URL: the only iframes kept. */
export function isAllowedEmbedSource(src: string): boolean {
  return VIDEO_EMBED_SOURCES.some((pattern) => pattern.test(src.trim()));
}

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
const SAFE_IMAGE = /^(https?:\/\/|\/(?!\/))/i;
const DIMENSION = /^\d{1,4}%?$/;
const TARGETS = new Set(['_blank', '_self']);
const REL = /^[a-z]+( [a-z]+)*$/i;

/**
 * A URL attribute as the browser reads it: entities decoded, tabs and line breaks removed
 * anywhere, control characters and spaces trimmed from both ends.
 */
function decodeUrlAttribute(value: string): string {
  const url = decodeHtmlEntities(value).replace(/[\t\n\r]/g, '');
  const isControlOrSpace = (index: number) => url.charCodeAt(index) <= 0x20;
  let start = 0;
  let end = url.length;
  while (start < end && isControlOrSpace(start)) start += 1;
  while (end > start && isControlOrSpace(end - 1)) end -= 1;
  return url.slice(start, end);
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The cleaned attribute value, or null when the attribute must go. */
function safeAttributeValue(tag: string, name: string, raw: string): string | null {
  const value = decodeUrlAttribute(raw);
  switch (`${tag}.${name}`) {
    case 'a.href':
      return SAFE_LINK.test(value) ? value : null;
    case 'img.src':
      return SAFE_IMAGE.test(value) ? value : null;
    case 'iframe.src':
      return isAllowedEmbedSource(value) ? value : null;
    case 'img.width':
    case 'img.height':
      return DIMENSION.test(value) ? value : null;
    case 'a.target':
      return TARGETS.has(value) ? value : null;
    case 'a.rel': {
      const rel = decodeHtmlEntities(raw).trim();
      return REL.test(rel) ? rel : null;
    }
    default:
      // Text attributes (title, alt): kept, re-escaped on output.
      return decodeHtmlEntities(raw);
  }
}

function srcOf(tagHtml: string): string | null {
  const match = /\ssrc\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tagHtml);
  if (!match) return null;
  return decodeUrlAttribute(match[2] ?? match[3] ?? match[4] ?? '');
}

function sanitiserOptions(): IFilterXSSOptions {
  // Iframes whose src is not an allowed embed are removed entirely (opening and closing tag).
  let droppedIframes = 0;
  return {
    whiteList: Object.fromEntries(
      ALLOWED_RICH_TEXT_TAGS.map((tag) => [tag, ALLOWED_ATTRIBUTES[tag] ?? []]),
    ),
    stripIgnoreTag: true,
    stripIgnoreTagBody: ['script', 'style', 'noscript', 'template', 'object', 'embed'],
    allowCommentTag: false,
    css: false,
    onTag(tag, html, options) {
      if (tag !== 'iframe') return undefined;
      if (options.isClosing) {
        if (droppedIframes > 0) {
          droppedIframes -= 1;
          return '';
        }
        return undefined;
      }
      const src = srcOf(html);
      if (src === null || !isAllowedEmbedSource(src)) {
        if (!/\/\s*>$/.test(html)) droppedIframes += 1;
        return '';
      }
      return undefined;
    },
    onTagAttr(tag, name, value, isWhiteAttr) {
      if (!isWhiteAttr) return '';
      const safe = safeAttributeValue(tag, name, value);
      return safe === null ? '' : `${name}="${escapeAttribute(safe)}"`;
    },
  };
}

/**
 * Sanitises user rich text down to the allowed tags and safe attributes: links (href/title/
 * target/rel, http(s)/mailto/tel/relative only), images (src/alt/width/height, http(s) or
 * relative), iframes only for https YouTube/Vimeo embeds. Scripts, styles, event handlers,
 * `style` and `javascript:` URLs are removed. Other tags are dropped and their text is kept.
 */
export function sanitiseRichText(html: string | null | undefined): string {
  if (!html) return '';
  return new FilterXSS(sanitiserOptions()).process(html);
}
