import { describe, expect, it } from 'vitest';
import {
  PEOPLE_SEARCH_MAX_LENGTH,
  PEOPLE_SEARCH_MIN_LENGTH,
  peopleSearchQuery,
} from './people-search';

describe('peopleSearchQuery', () => {
  it('sends nothing below the minimum length, counting what is left after trimming', () => {
    expect(PEOPLE_SEARCH_MIN_LENGTH).toBe(2);
    expect(peopleSearchQuery('')).toBeNull();
    expect(peopleSearchQuery('a')).toBeNull();
    expect(peopleSearchQuery('   b  ')).toBeNull();
    expect(peopleSearchQuery('@c')).toBeNull();
    expect(peopleSearchQuery('an')).toBe('an');
  });

  it('drops a leading @, trims and collapses spaces', () => {
    expect(peopleSearchQuery('@ann_b')).toBe('ann_b');
    expect(peopleSearchQuery('  Ann   Architect ')).toBe('Ann Architect');
    expect(peopleSearchQuery('a@b')).toBe('a@b');
  });

  it('counts characters, not UTF-16 units, and cuts at the contract’s length', () => {
    expect(peopleSearchQuery('é')).toBeNull();
    expect(peopleSearchQuery('😀')).toBeNull();
    expect(peopleSearchQuery('Zoë')).toBe('Zoë');
    expect(peopleSearchQuery('x'.repeat(500))).toHaveLength(PEOPLE_SEARCH_MAX_LENGTH);
  });
});
