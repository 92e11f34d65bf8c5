import { describe, expect, it } from 'vitest';
import { isSearchable, parsePostSearch } from './post-search';

describe('parsePostSearch', () => {
  it('reads a lone hashtag as a tag, lower-cased, with no words', () => {
    expect(parsePostSearch('#Concrete')).toEqual({ tags: ['concrete'], words: '' });
  });

  it('splits hashtags from the other words', () => {
    expect(parsePostSearch('  poured  #slab today #Slab ')).toEqual({
      tags: ['slab'],
      words: 'poured today',
    });
  });

  it('keeps "#1" as words, since a tag starts with a letter', () => {
    expect(parsePostSearch('tip #1 #deck')).toEqual({ tags: ['deck'], words: 'tip #1' });
  });

  it('keeps plain words whole', () => {
    expect(parsePostSearch('roof trusses')).toEqual({ tags: [], words: 'roof trusses' });
  });
});

describe('isSearchable', () => {
  it('needs a hashtag or a letter or digit', () => {
    expect(isSearchable(parsePostSearch('#'))).toBe(false);
    expect(isSearchable(parsePostSearch(' !! '))).toBe(false);
    expect(isSearchable(parsePostSearch('#a'))).toBe(true);
    expect(isSearchable(parsePostSearch('2x4'))).toBe(true);
  });
});
