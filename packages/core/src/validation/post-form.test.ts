import { describe, expect, it } from 'vitest';
import {
  BLOG_TITLE_MAX_LENGTH,
  POLL_DEFAULT_DURATION_HOURS,
  POST_FORM_MESSAGES,
  POST_TEXT_MAX_LENGTH,
  pollDurationHours,
  postFormSchema,
  type PostFormValues,
} from './post-form';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const schema = postFormSchema(() => NOW);

const values = (overrides: Partial<PostFormValues> = {}): PostFormValues => ({
  kind: 'new',
  text: '<p>Hello</p>',
  mediaCount: 0,
  poll: null,
  category: 'general',
  replyPolicy: 'everyone',
  ...overrides,
});

/** [path, message] of every issue. */
function issues(input: PostFormValues) {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('postFormSchema', () => {
  it('accepts a post and returns its sanitised text, category and reply policy', () => {
    expect(
      schema.parse(
        values({ text: '<p onclick="x()">Hi <strong>all</strong></p>', category: 'business' }),
      ),
    ).toEqual({
      text: '<p>Hi <strong>all</strong></p>',
      poll: null,
      category: 'business',
      replyPolicy: 'everyone',
      blogTitle: null,
    });
  });

  it('refuses empty, whitespace-only and tag-only text with nothing else', () => {
    for (const text of ['', '   ', '<p></p>', '<p>&nbsp;</p>', '<h1> </h1><ul><li></li></ul>']) {
      expect(issues(values({ text }))).toEqual([['text', POST_FORM_MESSAGES.empty]]);
    }
    expect(issues(values({ kind: 'reply', text: '' }))).toEqual([
      ['text', POST_FORM_MESSAGES.emptyReply],
    ]);
  });

  it('lets media, a poll or a quoted post stand without text', () => {
    expect(schema.parse(values({ text: '<p></p>', mediaCount: 1 })).text).toBe('');
    expect(
      schema.safeParse(values({ text: '', poll: { choices: ['Yes', 'No'], closesAt: '' } }))
        .success,
    ).toBe(true);
    expect(schema.safeParse(values({ kind: 'quote', text: '', keepsContent: true })).success).toBe(
      true,
    );
    expect(schema.safeParse(values({ kind: 'edit', text: '', keepsContent: true })).success).toBe(
      true,
    );
  });

  it('ignores a poll on a reply or an edit, which cannot carry one', () => {
    const poll = { choices: ['Yes', 'No'], closesAt: '' };
    expect(issues(values({ kind: 'reply', text: '', poll }))).toEqual([
      ['text', POST_FORM_MESSAGES.emptyReply],
    ]);
    expect(schema.parse(values({ kind: 'edit', poll })).poll).toBeNull();
  });

  it('limits the text length, counted on the HTML sent', () => {
    const long = `<p>${'a'.repeat(POST_TEXT_MAX_LENGTH)}</p>`;
    expect(issues(values({ text: long }))).toEqual([['text', POST_FORM_MESSAGES.textTooLong]]);
  });

  it('limits the number of files', () => {
    expect(issues(values({ mediaCount: 11 }))).toEqual([
      ['media', POST_FORM_MESSAGES.tooManyMedia],
    ]);
  });

  it('needs 2 to 4 choices', () => {
    expect(issues(values({ poll: { choices: ['Only'], closesAt: '' } }))).toEqual([
      ['poll.choices', POST_FORM_MESSAGES.pollTooFewChoices],
    ]);
    expect(issues(values({ poll: { choices: ['a', 'b', 'c', 'd', 'e'], closesAt: '' } }))).toEqual([
      ['poll.choices', POST_FORM_MESSAGES.pollTooManyChoices],
    ]);
  });

  it('flags each empty, over-long or repeated choice (ignoring case), as the server does', () => {
    expect(
      issues(values({ poll: { choices: ['Yes', '  ', 'yes ', 'x'.repeat(81)], closesAt: '' } })),
    ).toEqual([
      ['poll.choices.1', POST_FORM_MESSAGES.pollChoiceEmpty],
      ['poll.choices.2', POST_FORM_MESSAGES.pollChoicesDiffer],
      ['poll.choices.3', POST_FORM_MESSAGES.pollChoiceTooLong],
    ]);
  });

  it('sends trimmed choices and 24 hours when no closing time is chosen', () => {
    expect(schema.parse(values({ poll: { choices: [' Yes ', 'No'], closesAt: '' } })).poll).toEqual(
      { choices: ['Yes', 'No'], durationHours: POLL_DEFAULT_DURATION_HOURS },
    );
  });

  it('turns a closing time into whole hours, rounded up', () => {
    const poll = { choices: ['Yes', 'No'], closesAt: '2026-03-02T13:30:00Z' };
    expect(schema.parse(values({ poll })).poll?.durationHours).toBe(26);
  });

  it('needs a valid closing time in the future, at most 30 days ahead', () => {
    const at = (closesAt: string) => issues(values({ poll: { choices: ['a', 'b'], closesAt } }));
    expect(at('soon')).toEqual([['poll.closesAt', POST_FORM_MESSAGES.pollClosesInvalid]]);
    expect(at('2026-03-01T11:00:00Z')).toEqual([
      ['poll.closesAt', POST_FORM_MESSAGES.pollClosesPast],
    ]);
    expect(at('2026-03-01T12:00:00Z')).toEqual([
      ['poll.closesAt', POST_FORM_MESSAGES.pollClosesPast],
    ]);
    expect(at('2026-03-31T12:00:00Z')).toEqual([]);
    expect(at('2026-03-31T12:00:01Z')).toEqual([
      ['poll.closesAt', POST_FORM_MESSAGES.pollClosesTooLate],
    ]);
  });

  it('needs a category from the list and a reply policy', () => {
    expect(issues(values({ category: 'gossip', replyPolicy: 'friends' }))).toEqual([
      ['category', POST_FORM_MESSAGES.category],
      ['replyPolicy', POST_FORM_MESSAGES.replyPolicy],
    ]);
  });
});

describe('pollDurationHours', () => {
  it('reads an empty closing time as the default and an unreadable one as null', () => {
    expect(pollDurationHours('', NOW)).toBe(24);
    expect(pollDurationHours('never', NOW)).toBeNull();
    expect(pollDurationHours('2026-03-01T12:00:01Z', NOW)).toBe(1);
  });
});

describe('a blog post', () => {
  it('needs a title and words; the title is trimmed and a poll is left out', () => {
    expect(issues(values({ blogTitle: '  ', text: '<p> </p>', mediaCount: 1 }))).toEqual([
      ['blogTitle', POST_FORM_MESSAGES.blogTitleMissing],
      ['text', POST_FORM_MESSAGES.blogTextMissing],
    ]);
    expect(issues(values({ blogTitle: 'x'.repeat(BLOG_TITLE_MAX_LENGTH + 1) }))).toEqual([
      ['blogTitle', POST_FORM_MESSAGES.blogTitleTooLong],
    ]);
    const parsed = schema.parse(
      values({ blogTitle: ' Framing a barn ', poll: { choices: ['a'], closesAt: '' } }),
    );
    expect(parsed).toMatchObject({ blogTitle: 'Framing a barn', poll: null });
  });

  it('is not a blog without a title field: ordinary posts carry null', () => {
    expect(schema.parse(values()).blogTitle).toBeNull();
  });
});
