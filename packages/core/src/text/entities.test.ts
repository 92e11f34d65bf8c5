import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './entities';

describe('decodeHtmlEntities', () => {
  it.each([
    ['Tom &amp; Jerry', 'Tom & Jerry'],
    ['&lt;b&gt;', '<b>'],
    ['&quot;q&quot; &apos;a&apos;', '"q" \'a\''],
    ['&#65;&#x42;&#X43;', 'ABC'],
    ['&#106avascript', 'javascript'],
    ['java&colon;', 'java:'],
    ['&unknown; &amp', '&unknown; &amp'],
    ['&#99999999;', '&#99999999;'],
  ])('decodes %j to %j', (input, expected) => {
    expect(decodeHtmlEntities(input)).toBe(expected);
  });
});
