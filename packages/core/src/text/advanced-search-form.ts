// The advanced search form's fields, read and written through the typed line's own parser, so the
// form and the line turn into each other exactly: every field's text is made into the operators
// it stands for (`bob` in "From" is `from:bob`) and read by parseAdvancedSearch, and the tree is
// written back as the fields' texts. formFromAdvancedSearch(tree) read back gives the same tree.
import {
  ADVANCED_HAS,
  emptyAdvancedSearch,
  isPlainWord,
  parseAdvancedSearch,
  type AdvancedHas,
  type AdvancedSearchTree,
} from './advanced-search';

/** The form's fields that hold a list typed as text. */
export const ADVANCED_TEXT_FIELDS = [
  'words',
  'phrases',
  'without',
  'from',
  'to',
  'about',
  'tags',
] as const;
export type AdvancedTextField = (typeof ADVANCED_TEXT_FIELDS)[number];
export type AdvancedFormField = AdvancedTextField | 'has' | 'before' | 'after';

/** The form as typed: lists as text (phrases one a line, the rest split by spaces). */
export type AdvancedSearchForm = Record<AdvancedTextField, string> & {
  has: AdvancedHas[];
  /** YYYY-MM-DD or empty (a date input's value). */
  before: string;
  after: string;
};

export const ADVANCED_FORM_MESSAGES = {
  notAWord: (word: string) =>
    `"${word}" is not a plain word: use the field for phrases, people or topics.`,
  quoteInPhrase: 'A phrase cannot hold a quotation mark (").',
  notOneField: 'Write only what this field asks for.',
} as const;

/** What a field's entries are written as in the typed line. */
const OPERATOR: Record<Exclude<AdvancedTextField, 'phrases'>, (value: string) => string> = {
  words: (v) => v,
  without: (v) => `-${v}`,
  from: (v) => `from:${v.replace(/^@/u, '')}`,
  to: (v) => `to:${v.replace(/^@/u, '')}`,
  about: (v) => `@${v.replace(/^@/u, '')}`,
  tags: (v) => `#${v.replace(/^#/u, '')}`,
};

/** The key of the tree each field fills. */
const TREE_KEY = {
  words: 'words',
  phrases: 'phrases',
  without: 'without',
  from: 'from',
  to: 'to',
  about: 'about',
  tags: 'tags',
} as const satisfies Record<AdvancedTextField, keyof AdvancedSearchTree>;

export type AdvancedFieldResult = { ok: true; values: string[] } | { ok: false; message: string };

/** Reads one text field into its list, by the typed line's rules; the first problem if any. */
export function readAdvancedField(field: AdvancedTextField, text: string): AdvancedFieldResult {
  let line: string;
  if (field === 'phrases') {
    const phrases = text
      .split('\n')
      .map((p) => p.trim())
      .filter(Boolean);
    if (phrases.some((p) => p.includes('"'))) {
      return { ok: false, message: ADVANCED_FORM_MESSAGES.quoteInPhrase };
    }
    line = phrases.map((p) => `"${p}"`).join(' ');
  } else {
    const entries = text.split(/\s+/u).filter(Boolean);
    const odd = field === 'words' ? entries.find((w) => !isPlainWord(w)) : undefined;
    if (odd !== undefined) return { ok: false, message: ADVANCED_FORM_MESSAGES.notAWord(odd) };
    line = entries.map(OPERATOR[field]).join(' ');
  }
  const parsed = parseAdvancedSearch(line);
  if (!parsed.ok) return parsed;
  const key = TREE_KEY[field];
  // "-a"b" in Excluded, say, reads as a word and a phrase: not what the field is for.
  const strays = Object.entries(parsed.tree).some(
    ([name, value]) => name !== key && (Array.isArray(value) ? value.length > 0 : value !== null),
  );
  if (strays) return { ok: false, message: ADVANCED_FORM_MESSAGES.notOneField };
  return { ok: true, values: parsed.tree[key] };
}

/** The form showing a tree (a typed line once parsed). */
export function formFromAdvancedSearch(tree: AdvancedSearchTree): AdvancedSearchForm {
  return {
    words: tree.words.join(' '),
    phrases: tree.phrases.join('\n'),
    without: tree.without.join(' '),
    from: tree.from.join(' '),
    to: tree.to.join(' '),
    about: tree.about.join(' '),
    tags: tree.tags.join(' '),
    has: [...tree.has],
    before: tree.before ?? '',
    after: tree.after ?? '',
  };
}

export const emptyAdvancedSearchForm = (): AdvancedSearchForm =>
  formFromAdvancedSearch(emptyAdvancedSearch());

export type AdvancedFormResult =
  | { ok: true; tree: AdvancedSearchTree }
  | { ok: false; errors: Partial<Record<AdvancedFormField, string>> };

/** The tree the form asks for, or a message on each field that cannot be read. */
export function advancedSearchFromForm(form: AdvancedSearchForm): AdvancedFormResult {
  const tree = emptyAdvancedSearch();
  const errors: Partial<Record<AdvancedFormField, string>> = {};
  for (const field of ADVANCED_TEXT_FIELDS) {
    const read = readAdvancedField(field, form[field]);
    if (read.ok) tree[TREE_KEY[field]] = read.values;
    else errors[field] = read.message;
  }
  // In the order ticked, as the line has them; only known kinds, once each.
  tree.has = form.has.filter((h, i) => ADVANCED_HAS.includes(h) && form.has.indexOf(h) === i);
  for (const day of ['before', 'after'] as const) {
    const value = form[day].trim();
    if (value === '') continue;
    const parsed = parseAdvancedSearch(`${day}:${value}`);
    if (parsed.ok) tree[day] = parsed.tree[day];
    else errors[day] = parsed.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, tree };
}
