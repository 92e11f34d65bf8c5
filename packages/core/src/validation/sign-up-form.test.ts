import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from './password';
import { signUpSchema, TERMS_MESSAGES } from './sign-up-form';
import { USERNAME_MESSAGES } from './username';

const ann = {
  username: 'ann',
  email: 'ann@x.io',
  password: 'tin roof 4 rusted',
  acceptedTerms: true,
};

const problems = (input: unknown) =>
  signUpSchema.safeParse(input).error?.issues.map((issue) => [issue.path, issue.message]);

describe('signUpSchema', () => {
  it('defaults the account type to personal and keeps the consent', () => {
    expect(signUpSchema.parse({ ...ann, email: 'Ann@X.io' })).toEqual({
      username: 'ann',
      email: 'ann@x.io',
      password: 'tin roof 4 rusted',
      accountType: 'personal',
      acceptedTerms: true,
    });
  });

  it.each([false, undefined, 'true', 1])(
    'requires consent to the terms: %j is refused with the message on acceptedTerms',
    (acceptedTerms) => {
      expect(problems({ ...ann, acceptedTerms })).toEqual([
        [['acceptedTerms'], TERMS_MESSAGES.required],
      ]);
    },
  );

  it('reports a personal password together with missing consent', () => {
    expect(
      problems({ ...ann, username: 'ann_builds', password: 'ann_builds', acceptedTerms: false }),
    ).toEqual([
      [['acceptedTerms'], TERMS_MESSAGES.required],
      [['password'], PASSWORD_MESSAGES.personal],
    ]);
  });

  it('applies the username rules', () => {
    const result = signUpSchema.safeParse({ ...ann, username: 'a b', accountType: 'business' });
    expect(result.error?.issues[0]?.message).toBe(USERNAME_MESSAGES.charset);
  });

  it('refuses a common password', () => {
    expect(problems({ ...ann, password: 'Password1' })).toEqual([
      [['password'], PASSWORD_MESSAGES.common],
    ]);
  });

  it.each(['Ann_Builds', 'ann.leeson@example.com', 'ANN.LEESON'])(
    'refuses the password %j: the username, the e-mail address or its local part',
    (password) => {
      expect(
        problems({
          username: 'ann_builds',
          email: 'Ann.Leeson@example.com',
          password,
          acceptedTerms: true,
        }),
      ).toEqual([[['password'], PASSWORD_MESSAGES.personal]]);
    },
  );

  it('rejects an unknown account type', () => {
    expect(signUpSchema.safeParse({ ...ann, accountType: 'team' }).success).toBe(false);
  });
});
