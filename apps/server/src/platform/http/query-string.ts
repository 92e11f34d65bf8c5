// The query-string parser of every route. A list parameter arrives in either form a client may
// write: repeated (`categories=a&categories=b`) or with brackets (`categories[]=a&categories[]=b`,
// the form of the spec's section 7 and of many HTTP libraries). Both become `categories: [a, b]`;
// the contract's validation then coerces a lone value to a list of one.
import { parse } from 'node:querystring';

/** More keys than any operation takes; the rest are dropped, not parsed. */
const MAX_QUERY_KEYS = 200;
const BRACKETS = '[]';

export function parseQueryString(text: string): Record<string, string | string[]> {
  const parsed = parse(text, '&', '=', { maxKeys: MAX_QUERY_KEYS });
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [rawKey, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    const key =
      rawKey.endsWith(BRACKETS) && rawKey.length > BRACKETS.length
        ? rawKey.slice(0, -BRACKETS.length)
        : rawKey;
    const existing = out[key];
    if (existing === undefined) out[key] = value;
    else out[key] = [existing, value].flat();
  }
  return out;
}
