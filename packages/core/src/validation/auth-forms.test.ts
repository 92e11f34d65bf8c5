import { describe, expect, it } from 'vitest';
import { signInSchema, verifySchema } from './auth-forms';

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

describe('verifySchema', () => {
  it('requires a token', () => {
    expect(verifySchema.parse({ token: ' t0k ' })).toEqual({ token: 't0k' });
    expect(verifySchema.safeParse({ token: '' }).success).toBe(false);
  });
});
