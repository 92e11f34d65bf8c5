import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  changePasswordSchema,
  currentPasswordSchema,
  passwordConfirmationSchema,
  passwordSchema,
} from './password';

function firstError(schema: { safeParse(value: unknown): unknown }, value: unknown) {
  const result = schema.safeParse(value) as
    | { success: true }
    | { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } };
  return result.success ? undefined : result.error.issues[0];
}

describe('passwordSchema', () => {
  it.each(['12345678', 'correct horse battery staple', 'ü'.repeat(8), 'x'.repeat(200)])(
    'accepts %j',
    (password) => {
      expect(passwordSchema.parse(password)).toBe(password);
    },
  );

  it('keeps surrounding spaces as part of the password', () => {
    expect(passwordSchema.parse('  secret12  ')).toBe('  secret12  ');
  });

  it.each([
    ['', PASSWORD_MESSAGES.required],
    ['1234567', PASSWORD_MESSAGES.tooShort],
    ['x'.repeat(201), PASSWORD_MESSAGES.tooLong],
    ['        ', PASSWORD_MESSAGES.blank],
    [null, PASSWORD_MESSAGES.required],
  ])('rejects %j with %j', (password, message) => {
    expect(firstError(passwordSchema, password)?.message).toBe(message);
  });
});

describe('currentPasswordSchema', () => {
  it('accepts short existing passwords but not empty ones', () => {
    expect(currentPasswordSchema.parse('abc')).toBe('abc');
    expect(firstError(currentPasswordSchema, '')?.message).toBe(PASSWORD_MESSAGES.required);
  });
});

describe('passwordConfirmationSchema', () => {
  it('requires a password to confirm a deletion', () => {
    expect(passwordConfirmationSchema.parse({ password: 'pw' })).toEqual({ password: 'pw' });
    expect(firstError(passwordConfirmationSchema, {})?.message).toBe(PASSWORD_MESSAGES.required);
  });
});

describe('changePasswordSchema', () => {
  it('accepts a matching new password', () => {
    const values = { password: 'old', newPassword: 'newpassword', confirmPassword: 'newpassword' };
    expect(changePasswordSchema.parse(values)).toEqual(values);
  });

  it('reports a mismatch on the confirmation field', () => {
    const issue = firstError(changePasswordSchema, {
      password: 'old',
      newPassword: 'newpassword',
      confirmPassword: 'different1',
    });
    expect(issue?.message).toBe(PASSWORD_MESSAGES.mismatch);
    expect(issue?.path).toEqual(['confirmPassword']);
  });
});
