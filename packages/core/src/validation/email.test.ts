import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, emailSchema } from './email';

describe('emailSchema', () => {
  it.each([
    ['ann@example.com', 'ann@example.com'],
    ['  Ann.Lee@Example.COM ', 'ann.lee@example.com'],
    ['a+tag@sub.example.co.uk', 'a+tag@sub.example.co.uk'],
  ])('accepts %j as %j', (input, expected) => {
    expect(emailSchema.parse(input)).toBe(expected);
  });

  it.each([
    ['', EMAIL_MESSAGES.required],
    ['ann', EMAIL_MESSAGES.invalid],
    ['ann@', EMAIL_MESSAGES.invalid],
    ['@example.com', EMAIL_MESSAGES.invalid],
    ['ann @example.com', EMAIL_MESSAGES.invalid],
    [`${'a'.repeat(250)}@x.io`, EMAIL_MESSAGES.tooLong],
    [undefined, EMAIL_MESSAGES.required],
  ])('rejects %j with %j', (input, message) => {
    const result = emailSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
