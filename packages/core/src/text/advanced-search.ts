// The advanced post search as one typed line and as a form, turned into each other exactly:
// words, "exact phrases", -excluded words, from:name (posts by), to:name (replies to), @name
// (mentions), #tag, has:video|image|gif|audio|media|poll, before:/after: dates (YYYY-MM-DD).
// parseAdvancedSearch reads a line into the typed tree (or says plainly what is wrong);
// formatAdvancedSearch writes the tree back; format(parse(x)) is x tidied, and
// parse(format(tree)) is the tree. The server turns the tree into parameterised SQL only.

export const ADVANCED_HAS = ['video', 'image', 'gif', 'audio', 'media', 'poll'] as const;
export type AdvancedHas = (typeof ADVANCED_HAS)[number];

export interface AdvancedSearchTree {
  /** Words that must all appear. */
  words: string[];
  /** Exact phrases that must each appear. */
  phrases: string[];
  /** Words that must not appear (`-word`). */
  without: string[];
  /** Usernames: posts by any of them. */
  from: string[];
  /** Usernames: replies to any of them. */
  to: string[];
  /** Usernames: posts mentioning any of them. */
  about: string[];
  /** Topics, lower case, without `#`. */
  tags: string[];
  has: AdvancedHas[];
  /** Posts made before this day (YYYY-MM-DD), and on or after this day. */
  before: string | null;
  after: string | null;
}

export const ADVANCED_SEARCH_MAX_LENGTH = 500;

export const ADVANCED_SEARCH_MESSAGES = {
  tooLong: `The search is longer than ${ADVANCED_SEARCH_MAX_LENGTH} characters.`,
  openQuote: 'A phrase is missing its closing quotation mark (").',
  emptyValue: (key: string) => `Write a value after "${key}:".`,
  badName: (name: string) => `"${name}" is not a username (letters, digits and _ only).`,
  badTag: (tag: string) => `"#${tag}" is not a topic (letters, digits and _ only).`,
  badHas: (value: string) => `"has:${value}" is unknown: use ${ADVANCED_HAS.join(', ')}.`,
  badDate: (key: string, value: string) =>
    `"${key}:${value}" is not a date: write it as YYYY-MM-DD.`,
  twice: (key: string) => `"${key}:" may be given once.`,
  excludedPhrase:
    'Only single words can be left out: write -word for each word ("-" before a phrase is not supported).',
} as const;

export const emptyAdvancedSearch = (): AdvancedSearchTree => ({
  words: [],
  phrases: [],
  without: [],
  from: [],
  to: [],
  about: [],
  tags: [],
  has: [],
  before: null,
  after: null,
});

const NAME = /^[A-Za-z0-9_]{1,30}$/;
const TAG = /^[\p{L}\p{N}_]{1,100}$/u;
/** A plain word: no spaces or quotes, and it does not start like an operator. */
const WORD = /^[^\s"#@-][^\s"]*$/u;
const KEYS = ['from', 'to', 'has', 'before', 'after'] as const;

/** A calendar day from the year 1 on (the database has no year 0). */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export type AdvancedSearchResult =
  { ok: true; tree: AdvancedSearchTree } | { ok: false; message: string };

/**
 * A topic as a form gives it, with or without its `#`: lower case, or null when it is not one
 * (letters, digits and _ only), exactly as the typed line reads `#topic`.
 */
export function advancedSearchTag(value: string): string | null {
  const tag = value.startsWith('#') ? value.slice(1) : value;
  return TAG.test(tag) ? tag.toLowerCase() : null;
}

const addOnce = <T>(list: T[], value: T) => {
  if (!list.includes(value)) list.push(value);
};

/** Reads a typed line into the tree; a plain message for the first thing it cannot read. */
export function parseAdvancedSearch(line: string): AdvancedSearchResult {
  if (line.length > ADVANCED_SEARCH_MAX_LENGTH) {
    return { ok: false, message: ADVANCED_SEARCH_MESSAGES.tooLong };
  }
  const tree = emptyAdvancedSearch();
  let rest = line;
  const fail = (message: string): AdvancedSearchResult => ({ ok: false, message });
  for (;;) {
    rest = rest.replace(/^\s+/u, '');
    if (rest === '') break;
    if (rest.startsWith('"')) {
      const end = rest.indexOf('"', 1);
      if (end < 0) return fail(ADVANCED_SEARCH_MESSAGES.openQuote);
      const phrase = rest.slice(1, end).replace(/\s+/gu, ' ').trim();
      if (phrase !== '') addOnce(tree.phrases, phrase);
      rest = rest.slice(end + 1);
      continue;
    }
    const token = /^[^\s"]+/u.exec(rest)?.[0] ?? rest[0]!;
    rest = rest.slice(token.length);
    const colon = token.indexOf(':');
    const key = colon > 0 ? token.slice(0, colon).toLowerCase() : '';
    if ((KEYS as readonly string[]).includes(key)) {
      const value = token.slice(colon + 1);
      if (value === '') return fail(ADVANCED_SEARCH_MESSAGES.emptyValue(key));
      if (key === 'from' || key === 'to') {
        if (!NAME.test(value)) return fail(ADVANCED_SEARCH_MESSAGES.badName(value));
        addOnce(tree[key], value.toLowerCase());
      } else if (key === 'has') {
        const has = value.toLowerCase();
        if (!(ADVANCED_HAS as readonly string[]).includes(has)) {
          return fail(ADVANCED_SEARCH_MESSAGES.badHas(value));
        }
        addOnce(tree.has, has as AdvancedHas);
      } else {
        const day = key as 'before' | 'after';
        if (!isDay(value)) return fail(ADVANCED_SEARCH_MESSAGES.badDate(key, value));
        if (tree[day] !== null && tree[day] !== value) {
          return fail(ADVANCED_SEARCH_MESSAGES.twice(key));
        }
        tree[day] = value;
      }
    } else if (token.startsWith('@')) {
      const name = token.slice(1);
      if (!NAME.test(name)) return fail(ADVANCED_SEARCH_MESSAGES.badName(name));
      addOnce(tree.about, name.toLowerCase());
    } else if (token.startsWith('#')) {
      const tag = advancedSearchTag(token);
      if (tag === null) return fail(ADVANCED_SEARCH_MESSAGES.badTag(token.slice(1)));
      addOnce(tree.tags, tag);
    } else if (token.startsWith('-')) {
      // "-" right before a quote: a phrase to leave out, which the search cannot do; saying so
      // beats reading it as a phrase that must appear.
      if (token === '-' && rest.startsWith('"'))
        return fail(ADVANCED_SEARCH_MESSAGES.excludedPhrase);
      const word = token.slice(1);
      // A lone "-" says nothing; "-#x" or "--x" excludes the text as written.
      if (word !== '') addOnce(tree.without, word);
    } else {
      addOnce(tree.words, token);
    }
  }
  return { ok: true, tree };
}

const quote = (phrase: string) => `"${phrase}"`;

/**
 * Writes the tree as a typed line, in a fixed order: words, phrases, -words, from:, to:, @, #,
 * has:, after:, before:. Parts that cannot be typed back (a word with a space or a quote, a
 * phrase with a quote) are not produced by the parser; the form keeps them out too.
 */
export function formatAdvancedSearch(tree: AdvancedSearchTree): string {
  return [
    ...tree.words,
    ...tree.phrases.map(quote),
    ...tree.without.map((w) => `-${w}`),
    ...tree.from.map((n) => `from:${n}`),
    ...tree.to.map((n) => `to:${n}`),
    ...tree.about.map((n) => `@${n}`),
    ...tree.tags.map((t) => `#${t}`),
    ...tree.has.map((h) => `has:${h}`),
    ...(tree.after ? [`after:${tree.after}`] : []),
    ...(tree.before ? [`before:${tree.before}`] : []),
  ].join(' ');
}

/** Whether a form's plain word can be typed back as one word (no spaces, quotes or operator start). */
export function isPlainWord(word: string): boolean {
  if (!WORD.test(word)) return false;
  const colon = word.indexOf(':');
  return !(colon > 0 && (KEYS as readonly string[]).includes(word.slice(0, colon).toLowerCase()));
}

/** Whether the tree asks for anything at all. */
export function isEmptyAdvancedSearch(tree: AdvancedSearchTree): boolean {
  return formatAdvancedSearch(tree) === '';
}
