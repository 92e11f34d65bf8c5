import { describe, expect, it } from 'vitest';
import { countOf, pluralize } from './plural';

describe('countOf', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(countOf(1, 'listing')).toBe('1 listing');
    expect(countOf(2, 'listing')).toBe('2 listings');
    expect(countOf(0, 'listing')).toBe('0 listings');
  });

  it('takes an irregular plural', () => {
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(3, 'reply', 'replies')).toBe('3 replies');
  });
});

describe('pluralize', () => {
  it('gives the word alone', () => {
    expect(pluralize(1, 'follower')).toBe('follower');
    expect(pluralize(5, 'follower')).toBe('followers');
  });
});
