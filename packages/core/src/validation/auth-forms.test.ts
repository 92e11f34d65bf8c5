import { describe, expect, it } from 'vitest';
import { signInSchema, verifySchema } from './auth-forms';
import { PASSWORD_MESSAGES } from './password';
import { signUpSchema } from './sign-up-form';
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
      signUpSchema.parse({ username: 'ann', email: 'Ann@X.io', password: 'tin roof 4 rusted' }),
    ).toEqual({
      username: 'ann',
      email: 'ann@x.io',
      password: 'tin roof 4 rusted',
      accountType: 'personal',
    });
  });

  it('applies the username rules', () => {
    const result = signUpSchema.safeParse({
      username: 'a b',
      email: 'ann@x.io',
      password: 'tin roof 4 rusted',
      accountType: 'business',
    });
    expect(result.error?.issues[0]?.message).toBe(USERNAME_MESSAGES.charset);
  });

  it('refuses a common password', () => {
    const result = signUpSchema.safeParse({
      username: 'ann',
      email: 'ann@x.io',
      password: 'Password1',
    });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['password'], PASSWORD_MESSAGES.common],
    ]);
  });

  it.each(['Ann_Builds', 'ann.leeson@example.com', 'ANN.LEESON'])(
    'refuses the password %j: the username, the e-mail address or its local part',
    (password) => {
      const result = signUpSchema.safeParse({
        username: 'ann_builds',
        email: 'Ann.Leeson@example.com',
        password,
      });
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['password'], PASSWORD_MESSAGES.personal],
      ]);
    },
  );

  it('rejects an unknown account type', () => {
    expect(
      signUpSchema.safeParse({
        username: 'ann',
        email: 'ann@x.io',
        password: 'tin roof 4 rusted',
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
