import { describe, expect, it } from 'vitest';
import { normaliseLink } from './link';

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
