import { describe, expect, it } from 'vitest';
import { firstLinkIn, normaliseLink } from './link';

describe('normaliseLink', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['www.example.com/path?q=1', 'https://www.example.com/path?q=1'],
    ['http://example.com', 'http://example.com'],
    ['https://example.com', 'https://example.com'],
    ['HTTPS://Example.com', 'HTTPS://Example.com'],
    ['  example.com and some words', 'https://example.com'],
    ['https://a.com\nhttps://b.com', 'https://a.com'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
  ])('turns %j into %j', (input, expected) => {
    expect(normaliseLink(input)).toBe(expected);
  });
});

describe('firstLinkIn', () => {
  it('finds the first address with a scheme in a sentence', () => {
    expect(firstLinkIn('Specs at https://example.com/specs?id=4 and http://other.test')).toBe(
      'https://example.com/specs?id=4',
    );
  });

  it('adds https:// to an address starting with www.', () => {
    expect(firstLinkIn('see www.example.com/beams for sizes')).toBe(
      'https://www.example.com/beams',
    );
  });

  it('leaves out the punctuation that ends the sentence', () => {
    expect(firstLinkIn('Read https://example.com/a.')).toBe('https://example.com/a');
    expect(firstLinkIn('(details: https://example.com/b)!')).toBe('https://example.com/b');
  });

  it('finds nothing in text without an address, or with a bare host name', () => {
    expect(firstLinkIn('Concrete pour at 7am, example dot com')).toBeNull();
    expect(firstLinkIn('')).toBeNull();
    expect(firstLinkIn(null)).toBeNull();
    expect(firstLinkIn('http://intranet/page')).toBeNull();
  });
});
