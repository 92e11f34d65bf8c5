import { describe, expect, it } from 'vitest';
import { advancedOptionsOf, filterParams, mediaFiltersOf } from './explore-filters';
import { exploreTabOf } from './explore-tabs';

describe('explore filters in the address', () => {
  it('reads categories, order and length, and falls back on what it does not know', () => {
    const params = new URLSearchParams(
      'categories=news&categories=bogus&categories=news&chronology=oldest&duration=forever',
    );
    expect(mediaFiltersOf(params)).toEqual({
      categories: ['news'],
      chronology: 'oldest',
      duration: 'any',
    });
  });

  it('keeps a media kind only with the media type, and leaves defaults out of the address', () => {
    expect(advancedOptionsOf(new URLSearchParams('type=blogs&subType=images&op=1'))).toMatchObject({
      type: 'blogs',
      subType: null,
      op: true,
    });
    const options = advancedOptionsOf(new URLSearchParams('type=media&subType=images'));
    expect(options.subType).toBe('images');
    expect(filterParams(options)).toEqual({
      categories: [],
      chronology: null,
      duration: null,
      type: 'media',
      subType: 'images',
      op: null,
    });
  });

  it('opens the media tabs by name, and `music` as the Audio tab', () => {
    expect(exploreTabOf('images').label).toBe('Images');
    expect(exploreTabOf('music').value).toBe('audio');
    expect(exploreTabOf('shorts').label).toBe('Shorts');
    expect(exploreTabOf('nonsense').value).toBe('posts');
  });
});
