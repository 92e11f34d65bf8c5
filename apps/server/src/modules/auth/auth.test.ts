import { describe, expect, it, vi } from 'vitest';
import { startTestApp, useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import {
  createVerifiedUser,
  makeUser,
  newPersonInput,
  tokenFromMail,
} from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { BAD_LINK, CHECK_MAIL, NOT_VERIFIED, TERMS_REFUSED, WRONG_CREDENTIALS } from './messages';

const app = useTestApp();

describe('sign-up and verification', () => {
  it('creates an account, mails a verification link, and the link signs the person in', async () => {
    const input = newPersonInput({ accountType: 'business' });
    const signUp = await api(app.url, 'POST', '/auth/sign-up', { body: input });
    expect(signUp.status).toBe(201);
    expectContract('signUp', 201, signUp.body);

    const mail = await app.smtp.waitFor(input.email);
    expect(mail.text).toContain('Confirm my e-mail address');
    const link = new URL(mail.links.find((l) => l.includes('/verify?token='))!);
    expect(link.origin).toBe('http://localhost:3000');

    const verified = await api(app.url, 'POST', '/auth/verify', {
      body: { token: link.searchParams.get('token') },
    });
    expect(verified.status).toBe(200);
    expectContract('verifyEmail', 200, verified.body);
    expect(verified.body.user).toMatchObject({
      username: input.username,
      email: input.email,
      role: { key: 'user' },
      account: { type: 'business', emailVerified: true },
      policies: { can_apply_project: true, can_apply_directory: true },
      onboardedAt: null,
    });
  });

  it('refuses to sign in before the address is verified, with a clear message', async () => {
    const input = newPersonInput();
    await api(app.url, 'POST', '/auth/sign-up', { body: input });
    const signIn = await api(app.url, 'POST', '/auth/sign-in', {
      body: { login: input.username, password: input.password },
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toBe(NOT_VERIFIED);
  });

  it('accepts a verification link only once', async () => {
    const input = newPersonInput();
    await api(app.url, 'POST', '/auth/sign-up', { body: input });
    const token = await tokenFromMail(app, input.email);
    expect((await api(app.url, 'POST', '/auth/verify', { body: { token } })).status).toBe(200);
    const again = await api(app.url, 'POST', '/auth/verify', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(BAD_LINK);
  });

  it('mails a new link on request, and answers the same for unknown logins', async () => {
    const input = newPersonInput();
    await api(app.url, 'POST', '/auth/sign-up', { body: input });
    const known = await api(app.url, 'POST', '/auth/resend-verification', {
      body: { login: input.email },
    });
    const unknown = await api(app.url, 'POST', '/auth/resend-verification', {
      body: { login: 'nobody_here' },
    });
    expect(known.body).toEqual({ message: CHECK_MAIL });
    expect(unknown.body).toEqual({ message: CHECK_MAIL });
    const token = await tokenFromMail(app, input.email, 2);
    expect((await api(app.url, 'POST', '/auth/verify', { body: { token } })).status).toBe(200);
  });

  it('refuses a taken username or e-mail address regardless of letter case, writing nothing', async () => {
    const person = await createVerifiedUser(app);
    const before = await app.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const clash = await api(app.url, 'POST', '/auth/sign-up', {
      body: newPersonInput({
        username: person.username.toUpperCase(),
        email: person.email.toUpperCase(),
      }),
    });
    expect(clash.status).toBe(409);
    expectContract('signUp', 409, clash.body);
    expect(clash.body.errors).toEqual({
      username: 'This username is taken.',
      email: 'An account with this e-mail address already exists.',
    });
    const after = await app.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('rejects a weak password and a bad username with field messages', async () => {
    const response = await api(app.url, 'POST', '/auth/sign-up', {
      body: { ...newPersonInput(), username: 'a b', password: 'short' },
    });
    expect(response.status).toBe(400);
    expectContract('signUp', 400, response.body);
    expect(response.body.errors).toMatchObject({
      username: 'Username contains characters that are not allowed.',
      password: 'Password must be at least 8 characters.',
    });
  });

  it('records when the person accepted the terms, and refuses a sign-up that declines them', async () => {
    const declined = newPersonInput();
    const refused = await api(app.url, 'POST', '/auth/sign-up', {
      body: { ...declined, acceptedTerms: false },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ acceptedTerms: TERMS_REFUSED });

    const accepted = newPersonInput();
    const before = new Date();
    const created = await api(app.url, 'POST', '/auth/sign-up', {
      body: { ...accepted, acceptedTerms: true },
    });
    expect(created.status).toBe(201);
    const rows = await app.context.db
      .selectFrom('users')
      .select(['username', 'terms_accepted_at'])
      .where('username', 'in', [declined.username, accepted.username])
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.terms_accepted_at!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('refuses a password of only spaces, as the forms do', async () => {
    const response = await api(app.url, 'POST', '/auth/sign-up', {
      body: { ...newPersonInput(), password: '          ' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ password: 'Password cannot be only spaces.' });
  });
});

describe('sign-in, refresh and sign-out', () => {
  it('signs in by username or by e-mail address, in any letter case', async () => {
    const person = await createVerifiedUser(app);
    for (const login of [person.username, person.email.toUpperCase()]) {
      const response = await api(app.url, 'POST', '/auth/sign-in', {
        body: { login, password: person.password },
      });
      expect(response.status).toBe(200);
      expectContract('signIn', 200, response.body);
      expect(response.body.user.id).toBe(person.id);
    }
  });

  it('answers a wrong password or unknown login with the same message', async () => {
    const person = await createVerifiedUser(app);
    const wrong = await api(app.url, 'POST', '/auth/sign-in', {
      body: { login: person.username, password: 'not the password' },
    });
    const unknown = await api(app.url, 'POST', '/auth/sign-in', {
      body: { login: 'no_such_person', password: 'whatever1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(WRONG_CREDENTIALS);
    expect(unknown.body.message).toBe(WRONG_CREDENTIALS);
  });

  it('refresh returns the person for a live token and 401 without one', async () => {
    const person = await createVerifiedUser(app);
    const refreshed = await api(app.url, 'GET', '/auth/refresh', { token: person.token });
    expect(refreshed.status).toBe(200);
    expectContract('refreshSession', 200, refreshed.body);
    expect(refreshed.body.token).toBe(person.token);
    const anonymous = await api(app.url, 'GET', '/auth/refresh');
    expect(anonymous.status).toBe(401);
    expectContract('refreshSession', 401, anonymous.body);
  });

  it('sign-out revokes only the current token', async () => {
    const person = await createVerifiedUser(app);
    const second = await api(app.url, 'POST', '/auth/sign-in', {
      body: { login: person.username, password: person.password },
    });
    const out = await api(app.url, 'POST', '/auth/sign-out', { token: person.token });
    expect(out.status).toBe(200);
    expect((await api(app.url, 'GET', '/auth/refresh', { token: person.token })).status).toBe(401);
    expect((await api(app.url, 'GET', '/auth/refresh', { token: second.body.token })).status).toBe(
      200,
    );
  });

  it('the own profile reads the signed-in person', async () => {
    const person = await createVerifiedUser(app);
    const profile = await api(app.url, 'GET', '/user/profile', { token: person.token });
    expect(profile.status).toBe(200);
    expectContract('getOwnProfile', 200, profile.body);
    expect(profile.body.username).toBe(person.username);
  });

  it('the own profile needs a live session', async () => {
    const anonymous = await api(app.url, 'GET', '/user/profile');
    expect(anonymous.status).toBe(401);
    expectContract('getOwnProfile', 401, anonymous.body);
    const madeUp = await api(app.url, 'GET', '/user/profile', { token: 'not-a-session' });
    expect(madeUp.status).toBe(401);
    expect(madeUp.body.message).toBe('Your session has ended. Please sign in again.');
  });
});

describe('password reset', () => {
  it('mails a reset link; the new password works, the old does not, and every session ends', async () => {
    const person = await createVerifiedUser(app);
    const request = await api(app.url, 'POST', '/auth/reset-password', {
      body: { login: person.username },
    });
    expect(request.body).toEqual({ message: CHECK_MAIL });
    const token = await tokenFromMail(app, person.email, 2);

    const done = await api(app.url, 'POST', '/auth/forget-password', {
      body: { token, password: 'a brand new password' },
    });
    expect(done.status).toBe(200);
    expectContract('completePasswordReset', 200, done.body);
    expect((await api(app.url, 'GET', '/auth/refresh', { token: person.token })).status).toBe(401);

    const oldPassword = await api(app.url, 'POST', '/auth/sign-in', {
      body: { login: person.username, password: person.password },
    });
    expect(oldPassword.status).toBe(400);
    const newPassword = await api(app.url, 'POST', '/auth/sign-in', {
      body: { login: person.username, password: 'a brand new password' },
    });
    expect(newPassword.status).toBe(200);
  });

  it('answers the same for an unknown login and sends no mail', async () => {
    const before = app.smtp.mails.length;
    const response = await api(app.url, 'POST', '/auth/reset-password', {
      body: { login: 'ghost@example.test' },
    });
    expect(response.body).toEqual({ message: CHECK_MAIL });
    expect(app.smtp.mails.length).toBe(before);
  });

  it('refuses an unknown reset token', async () => {
    const response = await api(app.url, 'POST', '/auth/forget-password', {
      body: { token: 'made-up', password: 'another password' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(BAD_LINK);
  });
});

describe('rate limits', () => {
  it('answers 429 with a clear message after too many sign-in attempts on one account', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const attempt = () =>
        api(limited.url, 'POST', '/auth/sign-in', {
          body: { login: 'someone', password: 'wrong-pass' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(400);
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      expectContract('signIn', 429, blocked.body);
      expect(blocked.body.message).toMatch(/Too many attempts/);
      expect(blocked.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  }, 120_000);

  it('one person guessing wrong at an office address does not lock out a colleague there', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const colleague = await makeUser(limited);
      for (let i = 0; i < 5; i++) {
        await api(limited.url, 'POST', '/auth/sign-in', {
          body: { login: 'forgetful_person', password: 'wrong-pass' },
        });
      }
      const locked = await api(limited.url, 'POST', '/auth/sign-in', {
        body: { login: 'forgetful_person', password: 'wrong-pass' },
      });
      expect(locked.status).toBe(429);
      const ok = await api(limited.url, 'POST', '/auth/sign-in', {
        body: { login: colleague.username, password: colleague.password },
      });
      expect(ok.status).toBe(200);
    } finally {
      await limited.close();
    }
  }, 120_000);

  it('limits all sign-ins from one address at a generous ceiling', async () => {
    const limited = await startTestApp({ SIGN_IN_ADDRESS_RATE_LIMIT: '4' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await api(limited.url, 'POST', '/auth/sign-in', {
          body: { login: `someone_${i}`, password: 'wrong-pass' },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    } finally {
      await limited.close();
    }
  }, 120_000);

  it.skipIf(!process.env.TEST_REDIS_URL)(
    'shares its counters between server processes through Redis',
    async () => {
      const env = {
        AUTH_RATE_LIMIT: '4',
        REDIS_URL: process.env.TEST_REDIS_URL!,
        REDIS_KEY_PREFIX: `trestle-shared-${Date.now()}:`,
      };
      const [first, second] = await Promise.all([startTestApp(env), startTestApp(env)]);
      const login = `shared_${Date.now()}_${Math.random().toString(36).slice(2)}`;
      try {
        const statuses: number[] = [];
        for (const server of [first, second, first, second, first, second]) {
          const response = await api(server.url, 'POST', '/auth/sign-in', {
            body: { login, password: 'wrong-pass' },
          });
          statuses.push(response.status);
        }
        expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    },
  );
});

describe('mailed links: only the newest works', () => {
  it('an earlier reset link stops working once a newer one is mailed', async () => {
    const person = await makeUser(app);
    for (let i = 0; i < 3; i++) {
      await api(app.url, 'POST', '/auth/reset-password', { body: { login: person.email } });
    }
    const mails = await app.smtp
      .waitFor(person.email, 3)
      .then(() => app.smtp.mails.filter((m) => m.to.includes(person.email)));
    const tokens = mails.map((m) =>
      new URL(m.links.find((l) => l.includes('token='))!).searchParams.get('token')!,
    );
    expect(new Set(tokens).size).toBe(3);
    // The mails may arrive in any order; exactly one of the three links is live.
    const answers = [];
    for (const token of tokens) {
      answers.push(
        (
          await api(app.url, 'POST', '/auth/forget-password', {
            body: { token, password: 'a brand new passphrase' },
          })
        ).status,
      );
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((s) => s === 400)).toHaveLength(2);
  });

  it('no reset link works after a reset completes', async () => {
    const person = await makeUser(app);
    await api(app.url, 'POST', '/auth/reset-password', { body: { login: person.email } });
    const first = await tokenFromMail(app, person.email, 1);
    const done = await api(app.url, 'POST', '/auth/forget-password', {
      body: { token: first, password: 'a brand new passphrase' },
    });
    expect(done.status).toBe(200);
    const again = await api(app.url, 'POST', '/auth/forget-password', {
      body: { token: first, password: 'another new passphrase' },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(BAD_LINK);
  });
});

describe('reset and resend take the same path for every login', () => {
  it.each([['/auth/reset-password'], ['/auth/resend-verification']])(
    '%s answers identically and queues one job for a known and an unknown login',
    async (path) => {
      const person = await makeUser(app, { verified: false });
      const send = vi.spyOn(app.context.jobs, 'send');
      const known = await api(app.url, 'POST', path, { body: { login: person.email } });
      const unknown = await api(app.url, 'POST', path, { body: { login: 'nobody@example.test' } });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
      expect(send.mock.calls.filter(([queue]) => queue === 'auth.mail-link')).toHaveLength(2);
      send.mockRestore();
      // The known address still gets its mail, from the job.
      const mail = await app.smtp.waitFor(person.email);
      expect(mail.links.some((l) => l.includes('token='))).toBe(true);
    },
  );
});

describe('the password rule (OWASP ASVS V6)', () => {
  const attempt = (password: string, overrides: Parameters<typeof newPersonInput>[0] = {}) =>
    api(app.url, 'POST', '/auth/sign-up', { body: { ...newPersonInput(overrides), password } });

  it.each([
    ['password'],
    ['12345678'],
    ['\u0000'.repeat(8)],
    ['\u200b'.repeat(8)],
    ['ｐａｓｓｗｏｒｄ'],
  ])('refuses %j with a field message', async (password) => {
    const response = await attempt(password);
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty('password');
  });

  it('refuses a password equal to the username or the e-mail address', async () => {
    const byName = await attempt('builder_bob_77', { username: 'builder_bob_77' });
    expect(byName.status).toBe(400);
    expect(byName.body.errors).toHaveProperty('password');
    const byMail = await attempt('bob.builder@example.test', { email: 'bob.builder@example.test' });
    expect(byMail.status).toBe(400);
  });

  it('normalises with NFKC, so the same password typed in another form signs in', async () => {
    const input = newPersonInput({ password: 'ﬁnished roof trusses' });
    await api(app.url, 'POST', '/auth/sign-up', { body: input });
    const token = await tokenFromMail(app, input.email);
    await api(app.url, 'POST', '/auth/verify', { body: { token } });
    const signIn = await api(app.url, 'POST', '/auth/sign-in', {
      body: { login: input.username, password: 'finished roof trusses' },
    });
    expect(signIn.status).toBe(200);
  });
});
