import { describe, expect, it } from 'vitest';
import { boardCountsText, countOf, pluralize } from './plural';

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

describe('boardCountsText', () => {
  it('words the counts and one’s own share in plain English, singular included', () => {
    expect(boardCountsText(120, 3, 2, 'project')).toBe(
      '120 projects · 3 posted by you, 2 still open',
    );
    expect(boardCountsText(1, 1, 1, 'project')).toBe('1 project · 1 posted by you, 1 still open');
    expect(boardCountsText(1, 0, 0, 'project')).toBe('1 project · none posted by you');
    expect(boardCountsText(5, 2, 0, 'job')).toBe('5 jobs · 2 posted by you, none still open');
    expect(boardCountsText(2, null, null, 'project')).toBe('2 projects');
  });
});
