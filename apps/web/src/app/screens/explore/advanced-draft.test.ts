import { ADVANCED_FORM_MESSAGES, ADVANCED_SEARCH_MESSAGES } from '@trestle/core';
import { describe, expect, it } from 'vitest';
import { draftFromLine, searchLineOf, withField, withLine } from './advanced-draft';

describe('the advanced search draft: the typed line and the form mirror each other', () => {
  it('fills the form from a typed line', () => {
    const draft = draftFromLine(
      'steel "load test" -cheap from:ana to:bo @cy #rebar has:image after:2026-01-01',
    );
    expect(draft.form).toMatchObject({
      words: 'steel',
      phrases: 'load test',
      without: 'cheap',
      from: 'ana',
      to: 'bo',
      about: 'cy',
      tags: 'rebar',
      has: ['image'],
      after: '2026-01-01',
      before: '',
    });
    expect(draft.lineError).toBeNull();
  });

  it('writes the line from the form as each field is edited', () => {
    let draft = draftFromLine('');
    draft = withField(draft, 'words', 'steel beam');
    expect(draft.line).toBe('steel beam');
    draft = withField(draft, 'from', '@Ana');
    draft = withField(draft, 'phrases', 'load test\nsite visit');
    draft = withField(draft, 'has', ['video']);
    draft = withField(draft, 'before', '2026-03-01');
    expect(draft.line).toBe(
      'steel beam "load test" "site visit" from:ana has:video before:2026-03-01',
    );
    // And the line read back gives the form's meaning again.
    expect(draftFromLine(draft.line).line).toBe(draft.line);
    expect(withLine(draft, draft.line).form).toEqual(draftFromLine(draft.line).form);
  });

  it("keeps what cannot be read as typed, with core's message, and the other side as it was", () => {
    const good = draftFromLine('steel from:ana');
    const badLine = withLine(good, 'steel from:');
    expect(badLine.lineError).toBe(ADVANCED_SEARCH_MESSAGES.emptyValue('from'));
    expect(badLine.form.from).toBe('ana');
    expect(searchLineOf(badLine)).toBeNull();

    const badField = withField(good, 'words', 'steel to:x');
    expect(badField.fieldErrors).toEqual({ words: ADVANCED_FORM_MESSAGES.notAWord('to:x') });
    expect(badField.line).toBe('steel from:ana');
    expect(searchLineOf(badField)).toBeNull();

    // Putting it right clears the message and writes the line again.
    const fixed = withField(badField, 'words', 'steel girder');
    expect(fixed.fieldErrors).toEqual({});
    expect(fixed.line).toBe('steel girder from:ana');
  });

  it('searches for the line tidied as the formatter writes it', () => {
    expect(searchLineOf(draftFromLine('  #Rebar   from:Ana steel '))).toBe('steel from:ana #rebar');
  });
});
