import { describe, expect, it } from 'vitest';
import { listTitleSchema, USER_LIST_MESSAGES } from './user-list';

const firstError = (input: unknown) => {
  const parsed = listTitleSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('listTitleSchema', () => {
  it('trims the title and collapses inner spaces', () => {
    expect(listTitleSchema.parse('  Site   leads ')).toBe('Site leads');
  });

  it('refuses an empty or blank title', () => {
    expect(firstError('')).toBe(USER_LIST_MESSAGES.titleRequired);
    expect(firstError('   ')).toBe(USER_LIST_MESSAGES.titleRequired);
    expect(firstError(undefined)).toBe(USER_LIST_MESSAGES.titleRequired);
  });

  it('refuses a title over 100 characters and takes one of exactly 100', () => {
    expect(firstError('x'.repeat(101))).toBe(USER_LIST_MESSAGES.titleTooLong);
    expect(listTitleSchema.parse('x'.repeat(100))).toHaveLength(100);
  });
});
