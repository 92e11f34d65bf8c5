import { describe, expect, it } from 'vitest';
import {
  formatAdvancedSearch,
  parseAdvancedSearch,
  ADVANCED_SEARCH_MESSAGES,
} from './advanced-search';
import {
  ADVANCED_FORM_MESSAGES,
  advancedSearchFromForm,
  emptyAdvancedSearchForm,
  formFromAdvancedSearch,
  readAdvancedField,
} from './advanced-search-form';

const treeOf = (line: string) => {
  const result = parseAdvancedSearch(line);
  if (!result.ok) throw new Error(result.message);
  return result.tree;
};

describe('the advanced search form and the typed line', () => {
  const line =
    'concrete beam "slab on grade" "load test" -asphalt from:ana to:dana @sam #formwork ' +
    'has:image has:video after:2026-01-01 before:2026-02-01';

  it('fills every field from the typed line', () => {
    expect(formFromAdvancedSearch(treeOf(line))).toEqual({
      words: 'concrete beam',
      phrases: 'slab on grade\nload test',
      without: 'asphalt',
      from: 'ana',
      to: 'dana',
      about: 'sam',
      tags: 'formwork',
      has: ['image', 'video'],
      before: '2026-02-01',
      after: '2026-01-01',
    });
  });

  it('writes the same line back from the form it filled', () => {
    const read = advancedSearchFromForm(formFromAdvancedSearch(treeOf(line)));
    expect(read.ok && formatAdvancedSearch(read.tree)).toBe(line);
  });

  it('turns random lines into the form and back to the same tree', () => {
    const parts = [
      'a',
      'b2',
      '"x y"',
      '-c',
      '--d',
      'from:e',
      'to:f',
      '@g',
      '#h',
      'has:gif',
      'has:poll',
      'after:2025-05-05',
      'ü',
    ];
    let seed = 7;
    for (let i = 0; i < 500; i += 1) {
      const count = 1 + (i % 7);
      const tokens = Array.from({ length: count }, () => {
        seed = (seed * 1664525 + 1013904223) >>> 0;
        return parts[seed % parts.length]!;
      });
      const tree = treeOf(tokens.join(' '));
      const back = advancedSearchFromForm(formFromAdvancedSearch(tree));
      expect(back).toEqual({ ok: true, tree });
    }
  });

  it('takes names and topics with or without their @ and #', () => {
    expect(readAdvancedField('from', '@Ana bob')).toEqual({ ok: true, values: ['ana', 'bob'] });
    expect(readAdvancedField('about', '@sam')).toEqual({ ok: true, values: ['sam'] });
    expect(readAdvancedField('tags', '#Rebar steel')).toEqual({
      ok: true,
      values: ['rebar', 'steel'],
    });
  });

  it("shows the parser's message on the field that holds the mistake", () => {
    const form = {
      ...emptyAdvancedSearchForm(),
      from: 'ok al!ce',
      tags: 'no-dash',
      after: '2026-13-01',
    };
    expect(advancedSearchFromForm(form)).toEqual({
      ok: false,
      errors: {
        from: ADVANCED_SEARCH_MESSAGES.badName('al!ce'),
        tags: ADVANCED_SEARCH_MESSAGES.badTag('no-dash'),
        after: ADVANCED_SEARCH_MESSAGES.badDate('after', '2026-13-01'),
      },
    });
  });

  it('refuses a word that would read as an operator, and a quote in a phrase', () => {
    expect(readAdvancedField('words', 'beam from:x')).toEqual({
      ok: false,
      message: ADVANCED_FORM_MESSAGES.notAWord('from:x'),
    });
    expect(readAdvancedField('phrases', 'say "hi"')).toEqual({
      ok: false,
      message: ADVANCED_FORM_MESSAGES.quoteInPhrase,
    });
    expect(readAdvancedField('without', 'a"b"')).toEqual({
      ok: false,
      message: ADVANCED_FORM_MESSAGES.notOneField,
    });
  });
});
