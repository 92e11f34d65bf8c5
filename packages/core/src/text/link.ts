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
