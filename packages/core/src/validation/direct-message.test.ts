import { describe, expect, it } from 'vitest';
import {
  DIRECT_MESSAGE_MESSAGES,
  DM_MEDIA_MAX_ITEMS,
  DM_TEXT_MAX_LENGTH,
  directMessageFormSchema,
  directMessageTextOf,
} from './direct-message';

describe('directMessageTextOf', () => {
  it('keeps plain text as typed, trimmed, with "\\n" line breaks', () => {
    expect(directMessageTextOf('  <b>Concrete</b> at 7\r\nBring gloves\t!  ')).toBe(
      '<b>Concrete</b> at 7\nBring gloves\t!',
    );
  });

  it('removes control characters and makes blank text null', () => {
    expect(directMessageTextOf('a\u0007b\u009bc\u007f')).toBe('abc');
    expect(directMessageTextOf(' \n\t ')).toBeNull();
    expect(directMessageTextOf(undefined)).toBeNull();
  });
});

describe('directMessageFormSchema', () => {
  const issues = (values: { text: string; mediaCount: number }) => {
    const result = directMessageFormSchema.safeParse(values);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('takes text, media or both', () => {
    expect(issues({ text: 'On site at 8', mediaCount: 0 })).toEqual([]);
    expect(issues({ text: '', mediaCount: 1 })).toEqual([]);
  });

  it('refuses nothing at all, too long text and too many files', () => {
    expect(issues({ text: '  ', mediaCount: 0 })).toEqual([
      ['text', DIRECT_MESSAGE_MESSAGES.empty],
    ]);
    expect(issues({ text: 'x'.repeat(DM_TEXT_MAX_LENGTH + 1), mediaCount: 0 })).toEqual([
      ['text', DIRECT_MESSAGE_MESSAGES.textTooLong],
    ]);
    expect(issues({ text: 'x', mediaCount: DM_MEDIA_MAX_ITEMS + 1 })).toEqual([
      ['media', DIRECT_MESSAGE_MESSAGES.tooManyMedia],
    ]);
  });

  it('counts an emoji as one character, as the contract does', () => {
    expect(issues({ text: '👷'.repeat(DM_TEXT_MAX_LENGTH), mediaCount: 0 })).toEqual([]);
  });
});
