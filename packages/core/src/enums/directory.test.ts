import { describe, expect, it } from 'vitest';
import { PROJECT_CATEGORIES } from './projects';
import { SECTOR_LABELS, responseTimeText } from './directory';

describe('responseTimeText', () => {
  it('says nothing before the first answer', () => {
    expect(responseTimeText(null)).toBeNull();
    expect(responseTimeText(Number.NaN)).toBeNull();
  });

  it('rounds up to hours within a day and to days after', () => {
    expect(responseTimeText(0.2)).toBe('Usually responds within an hour');
    expect(responseTimeText(1)).toBe('Usually responds within 1 hour');
    expect(responseTimeText(2.1)).toBe('Usually responds within 3 hours');
    expect(responseTimeText(24)).toBe('Usually responds within 1 day');
    expect(responseTimeText(50)).toBe('Usually responds within 3 days');
  });
});

describe('SECTOR_LABELS', () => {
  it('labels every sector', () => {
    expect(Object.keys(SECTOR_LABELS)).toEqual([...PROJECT_CATEGORIES]);
  });
});
