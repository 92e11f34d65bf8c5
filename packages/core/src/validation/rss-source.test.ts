import { describe, expect, it } from 'vitest';
import { RSS_SOURCE_MESSAGES, rssSourceSchema } from './rss-source';

const messageOf = (url: unknown) => {
  const result = rssSourceSchema.safeParse({ url });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('rssSourceSchema', () => {
  it('accepts http and https feed addresses, trimmed', () => {
    expect(rssSourceSchema.parse({ url: '  https://example.com/feed.xml ' })).toEqual({
      url: 'https://example.com/feed.xml',
    });
    expect(messageOf('http://127.0.0.1:8080/rss')).toBeNull();
  });

  it('asks for an address when there is none', () => {
    expect(messageOf('')).toBe(RSS_SOURCE_MESSAGES.required);
    expect(messageOf('   ')).toBe(RSS_SOURCE_MESSAGES.required);
  });

  it('refuses other schemes and words that are not an address', () => {
    expect(messageOf('ftp://example.com/feed')).toBe(RSS_SOURCE_MESSAGES.scheme);
    expect(messageOf('example.com/feed')).toBe(RSS_SOURCE_MESSAGES.scheme);
    expect(messageOf('https://')).toBe(RSS_SOURCE_MESSAGES.scheme);
  });

  it('refuses an address longer than the contract allows', () => {
    expect(messageOf(`https://example.com/${'a'.repeat(2000)}`)).toBe(RSS_SOURCE_MESSAGES.tooLong);
  });
});
