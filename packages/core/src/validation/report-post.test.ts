import { describe, expect, it } from 'vitest';
import { REPORT_TEXT_MAX, reportPostBody, reportPostSchema } from './report-post';

function errors(input: unknown) {
  const result = reportPostSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the report form', () => {
  it('needs a reason', () => {
    expect(errors({ type: '', text: '' })).toEqual({
      type: 'Choose what is wrong with this post.',
    });
  });

  it('needs words for "something else" only', () => {
    expect(errors({ type: 'other', text: '  ' })).toEqual({
      text: 'Say what is wrong with this post.',
    });
    expect(errors({ type: 'spam', text: '' })).toEqual({});
  });

  it('keeps the text within the limit', () => {
    expect(errors({ type: 'spam', text: 'x'.repeat(REPORT_TEXT_MAX + 1) })).toHaveProperty('text');
  });

  it('sends the text only when there is some', () => {
    expect(reportPostBody({ type: 'spam', text: '' })).toEqual({ type: 'spam' });
    expect(reportPostBody({ type: 'other', text: 'Fake' })).toEqual({
      type: 'other',
      text: 'Fake',
    });
  });
});
