const HTTP_PREFIX = /^https?:\/\//i;

/**
 * Link helper (spec section 5): takes the first whitespace-separated token of the input and adds
 * `https://` when it has no http(s) prefix. Blank input gives ''.
 */
export function normaliseLink(input: string | null | undefined): string {
  const [first] = (input ?? '').trim().split(/\s+/);
  if (!first) return '';
  return HTTP_PREFIX.test(first) ? first : `https://${first}`;
}

/** An address as people type it in a post: with a scheme, or starting with www. */
const LINK_IN_TEXT = /(?:\bhttps?:\/\/|\bwww\.)[^\s<>"']+/i;
/** Punctuation that ends a sentence rather than the address ("see example.com/a."). */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"»”’]+$/;

/**
 * The first web address in a post's plain text, as the link preview asks for it (https:// added
 * to a bare www. address), or null when there is none. Trailing sentence punctuation is left out.
 */
export function firstLinkIn(text: string | null | undefined): string | null {
  const match = LINK_IN_TEXT.exec(text ?? '');
  if (!match) return null;
  const address = normaliseLink(match[0].replace(TRAILING_PUNCTUATION, ''));
  try {
    const url = new URL(address);
    return url.hostname.includes('.') || url.hostname === 'localhost' ? address : null;
  } catch {
    return null;
  }
}
