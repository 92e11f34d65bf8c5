import { describe, expect, it } from 'vitest';
import {
  ADVANCED_HAS,
  ADVANCED_SEARCH_MESSAGES,
  advancedSearchTag,
  emptyAdvancedSearch,
  formatAdvancedSearch,
  isPlainWord,
  parseAdvancedSearch,
  type AdvancedSearchTree,
} from './advanced-search';

const parsed = (line: string) => {
  const result = parseAdvancedSearch(line);
  if (!result.ok) throw new Error(result.message);
  return result.tree;
};

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]) => items[int(items.length)]!;
  return { next, int, pick };
}

describe('parseAdvancedSearch', () => {
  it('reads every operator into the tree', () => {
    expect(
      parsed(
        'concrete "slab on grade" -asphalt from:Ana_B to:dana @Sam #Formwork has:video ' +
          'after:2026-01-01 before:2026-02-01',
      ),
    ).toEqual({
      words: ['concrete'],
      phrases: ['slab on grade'],
      without: ['asphalt'],
      from: ['ana_b'],
      to: ['dana'],
      about: ['sam'],
      tags: ['formwork'],
      has: ['video'],
      before: '2026-02-01',
      after: '2026-01-01',
    });
  });

  it('says plainly what it cannot read', () => {
    const message = (line: string) => {
      const result = parseAdvancedSearch(line);
      return result.ok ? null : result.message;
    };
    expect(message('"open phrase')).toBe(ADVANCED_SEARCH_MESSAGES.openQuote);
    expect(message('has:pdf')).toBe(ADVANCED_SEARCH_MESSAGES.badHas('pdf'));
    expect(message('before:2026-02-30')).toBe(
      ADVANCED_SEARCH_MESSAGES.badDate('before', '2026-02-30'),
    );
    expect(message('from:')).toBe(ADVANCED_SEARCH_MESSAGES.emptyValue('from'));
    expect(message('@a.b')).toBe(ADVANCED_SEARCH_MESSAGES.badName('a.b'));
    expect(message('x'.repeat(501))).toBe(ADVANCED_SEARCH_MESSAGES.tooLong);
    // The database has no year 0: refused here rather than failing there.
    expect(message('after:0000-01-01')).toBe(
      ADVANCED_SEARCH_MESSAGES.badDate('after', '0000-01-01'),
    );
    expect(message('after:0001-01-01')).toBeNull();
    // A phrase cannot be left out: refused, never read as a phrase that must appear.
    expect(message('slab -"exact words here"')).toBe(ADVANCED_SEARCH_MESSAGES.excludedPhrase);
    expect(message('slab - "exact words here"')).toBeNull();
  });

  it('reads a form topic as the line reads #topic, with or without its #', () => {
    expect(advancedSearchTag('#Rebar')).toBe('rebar');
    expect(advancedSearchTag('rebar')).toBe('rebar');
    expect(advancedSearchTag('re-bar')).toBeNull();
    expect(advancedSearchTag('foo bar')).toBeNull();
    expect(advancedSearchTag('')).toBeNull();
  });

  it('survives 10,000 random strings: a tree or a message, never a throw', () => {
    const { int, pick } = random(23);
    const alphabet = [
      ...'ab #@-":_ 1\t',
      'from:',
      'to:',
      'has:',
      'before:',
      'after:',
      'é',
      '\u0000',
      '😀',
    ];
    for (let i = 0; i < 10_000; i += 1) {
      const line = Array.from({ length: int(40) }, () => pick(alphabet)).join('');
      const result = parseAdvancedSearch(line);
      if (result.ok) {
        // Whatever it read, it writes back to a line that reads the same.
        expect(parsed(formatAdvancedSearch(result.tree))).toEqual(result.tree);
      } else {
        expect(result.message.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('the form and the typed line', () => {
  it('turn into each other exactly (1,000 random forms)', () => {
    const { int, pick, next } = random(7);
    const words = ['concrete', 'rebar', 'slab', 'crane', 'Ärzte', 'x-ray', 'a:b', '2026'];
    const names = ['ana', 'dana_b', 'sam1', 'lee'];
    const tags = ['formwork', 'hvac', 'électricité'];
    const some = <T>(items: readonly T[]) => [
      ...new Set(Array.from({ length: int(3) }, () => pick(items))),
    ];
    for (let i = 0; i < 1000; i += 1) {
      const tree: AdvancedSearchTree = {
        words: some(words),
        phrases: some(['slab on grade', 'steel frame', 'one']),
        without: some(words),
        from: some(names),
        to: some(names),
        about: some(names),
        tags: some(tags),
        has: some(ADVANCED_HAS),
        before: next() < 0.5 ? null : '2026-03-01',
        after: next() < 0.5 ? null : '2025-12-31',
      };
      const line = formatAdvancedSearch(tree);
      expect(parsed(line)).toEqual(tree);
      expect(formatAdvancedSearch(parsed(line))).toBe(line);
    }
  });

  it('writes nothing for an empty form; knows which words can be typed', () => {
    expect(formatAdvancedSearch(emptyAdvancedSearch())).toBe('');
    expect(isPlainWord('concrete')).toBe(true);
    expect(isPlainWord('two words')).toBe(false);
    expect(isPlainWord('from:ana')).toBe(false);
    expect(isPlainWord('#tag')).toBe(false);
  });
});
