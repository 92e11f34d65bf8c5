import { describe, expect, it } from 'vitest';
import { signInSchema, signUpSchema, verifySchema } from './auth-forms';
import { USERNAME_MESSAGES } from './username';

describe('signInSchema', () => {
  it('accepts a username or e-mail with a password', () => {
    expect(signInSchema.parse({ login: ' ann ', password: 'pw' })).toEqual({
      login: 'ann',
      password: 'pw',
    });
  });

  it('requires both fields', () => {
    const result = signInSchema.safeParse({ login: '', password: '' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['login', 'password']);
  });
});

describe('signUpSchema', () => {
  it('defaults the account type to personal', () => {
    expect(
      signUpSchema.parse({ username: 'ann', email: 'Ann@X.io', password: 'password1' }),
    ).toEqual({
      username: 'ann',
      email: 'ann@x.io',
      password: 'password1',
      accountType: 'personal',
    });
  });

  it('applies the username rules', () => {
    const result = signUpSchema.safeParse({
      username: 'a b',
      email: 'ann@x.io',
      password: 'password1',
      accountType: 'business',
    });
    expect(result.error?.issues[0]?.message).toBe(USERNAME_MESSAGES.charset);
  });

  it('rejects an unknown account type', () => {
    expect(
      signUpSchema.safeParse({
        username: 'ann',
        email: 'ann@x.io',
        password: 'password1',
        accountType: 'team',
      }).success,
    ).toBe(false);
  });
});

describe('verifySchema', () => {
  it('requires a token', () => {
    expect(verifySchema.parse({ token: ' t0k ' })).toEqual({ token: 't0k' });
    expect(verifySchema.safeParse({ token: '' }).success).toBe(false);
  });
});
