import { describe, expect, it } from 'vitest';
import { USERNAME_MESSAGES, usernameSchema } from './username';

function firstError(value: unknown): string | undefined {
  const result = usernameSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('usernameSchema', () => {
  it.each(['abc', 'john_doe', 'JohnDoe42', '___', 'a'.repeat(30)])('accepts %j', (name) => {
    expect(usernameSchema.parse(name)).toBe(name);
  });

  it('trims surrounding spaces', () => {
    expect(usernameSchema.parse('  john  ')).toBe('john');
  });

  it.each([
    ['', USERNAME_MESSAGES.required],
    ['   ', USERNAME_MESSAGES.required],
    ['ab', USERNAME_MESSAGES.tooShort],
    ['a'.repeat(31), USERNAME_MESSAGES.tooLong],
    ['john doe', USERNAME_MESSAGES.charset],
    ['john-doe', USERNAME_MESSAGES.charset],
    ['john.doe', USERNAME_MESSAGES.charset],
    ['jöhn', USERNAME_MESSAGES.charset],
    ['јohn', USERNAME_MESSAGES.charset],
    [undefined, USERNAME_MESSAGES.required],
    [42, USERNAME_MESSAGES.required],
  ])('rejects %j with %j', (name, message) => {
    expect(firstError(name)).toBe(message);
  });

  it('states the bounds in its messages', () => {
    expect(USERNAME_MESSAGES.tooShort).toBe('Username must be at least 3 characters.');
    expect(USERNAME_MESSAGES.tooLong).toBe('Username must be at most 30 characters.');
  });
});
