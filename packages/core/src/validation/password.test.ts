import { describe, expect, it } from 'vitest';
import { changePasswordSchema, passwordSchema } from './new-password';
import {
  checkPasswordShape,
  currentPasswordSchema,
  normalisePassword,
  PASSWORD_MESSAGES,
  passwordConfirmationSchema,
} from './password';

function firstError(schema: { safeParse(value: unknown): unknown }, value: unknown) {
  const result = schema.safeParse(value) as
    | { success: true }
    | { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } };
  return result.success ? undefined : result.error.issues[0];
}

describe('normalisePassword', () => {
  it('applies NFKC: fullwidth letters, ligatures and composed accents', () => {
    expect(normalisePassword('ｐａｓｓｗｏｒｄ')).toBe('password');
    expect(normalisePassword('ﬁre')).toBe('fire');
    expect(normalisePassword('e\u0301')).toBe('\u00e9');
  });
});

describe('checkPasswordShape (no word list)', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(checkPasswordShape('😀'.repeat(4))).toBe(PASSWORD_MESSAGES.tooShort);
    expect(checkPasswordShape('😀'.repeat(8))).toBeNull();
    expect(checkPasswordShape('😀'.repeat(200))).toBeNull();
    expect(checkPasswordShape('😀'.repeat(201))).toBe(PASSWORD_MESSAGES.tooLong);
  });
});

describe('passwordSchema', () => {
  it.each(['correct horse battery staple', 'ü'.repeat(8), 'x'.repeat(200), 'tin roof 4 rusted'])(
    'accepts %j',
    (password) => {
      expect(passwordSchema.parse(password)).toBe(password);
    },
  );

  it('keeps surrounding spaces as part of the password', () => {
    expect(passwordSchema.parse('  rusted tin  ')).toBe('  rusted tin  ');
  });

  it.each([
    ['', PASSWORD_MESSAGES.required],
    ['1234567', PASSWORD_MESSAGES.tooShort],
    ['x'.repeat(201), PASSWORD_MESSAGES.tooLong],
    ['        ', PASSWORD_MESSAGES.blank],
    ['\u0000'.repeat(8), PASSWORD_MESSAGES.invisible],
    ['12345678', PASSWORD_MESSAGES.common],
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
    const values = {
      password: 'old',
      newPassword: 'rusted tin roof',
      confirmPassword: 'rusted tin roof',
    };
    expect(changePasswordSchema.parse(values)).toEqual(values);
  });

  it('refuses a common new password', () => {
    const issue = firstError(changePasswordSchema, {
      password: 'old',
      newPassword: 'newpassword',
      confirmPassword: 'newpassword',
    });
    expect(issue?.message).toBe(PASSWORD_MESSAGES.common);
    expect(issue?.path).toEqual(['newPassword']);
  });

  it('reports a mismatch on the confirmation field', () => {
    const issue = firstError(changePasswordSchema, {
      password: 'old',
      newPassword: 'rusted tin roof',
      confirmPassword: 'different1',
    });
    expect(issue?.message).toBe(PASSWORD_MESSAGES.mismatch);
    expect(issue?.path).toEqual(['confirmPassword']);
  });
});
