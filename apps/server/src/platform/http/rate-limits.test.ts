// Whose calls a limit counts: sign-in per account whichever login names it, and the general API
// limit per signed-in person, so a busy shared address locks out nobody who is signed in and
// never blocks signing in.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/support/app';
import { makeUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';

describe('sign-in per account', () => {
  it('counts the username and the e-mail address, in any case, against one account', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const person = await makeUser(limited);
      const guess = (login: string) =>
        api(limited.url, 'POST', '/auth/sign-in', { body: { login, password: 'wrong-pass' } });
      expect((await guess(person.username)).status).toBe(400);
      expect((await guess(person.email)).status).toBe(400);
      expect((await guess(` ${person.email.toUpperCase()} `)).status).toBe(400);
      expect((await guess(person.username)).status).toBe(429);
      const right = await api(limited.url, 'POST', '/auth/sign-in', {
        body: { login: person.email, password: person.password },
      });
      expect(right.status).toBe(429);
      // Another account at the same address is not locked out.
      const colleague = await makeUser(limited);
      const theirs = await api(limited.url, 'POST', '/auth/sign-in', {
        body: { login: colleague.username, password: colleague.password },
      });
      expect(theirs.status).toBe(200);
    } finally {
      await limited.close();
    }
  }, 120_000);

  it('counts an unknown login by its normalised form', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT: '2' });
    try {
      const guess = (login: string) =>
        api(limited.url, 'POST', '/auth/sign-in', { body: { login, password: 'wrong-pass' } });
      expect((await guess('Nobody_Here')).status).toBe(400);
      expect((await guess(' nobody_here ')).status).toBe(400);
      expect((await guess('NOBODY_HERE')).status).toBe(429);
    } finally {
      await limited.close();
    }
  }, 120_000);
});

describe('the general API limit', () => {
  it('counts signed-in calls per person and signed-out calls per address; sign-in stays open', async () => {
    const limited = await startTestApp({ API_RATE_LIMIT: '4' });
    try {
      const busy = await makeUser(limited);
      const quiet = await makeUser(limited);
      const profile = (token: string) => api(limited.url, 'GET', '/user/profile', { token });
      for (let i = 0; i < 4; i++) expect((await profile(busy.token)).status).toBe(200);
      expect((await profile(busy.token)).status).toBe(429);
      // Same address, another person: their own count.
      expect((await profile(quiet.token)).status).toBe(200);
      // Visitors at the address use up the address's count...
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await api(limited.url, 'GET', '/roles')).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      // ...which neither signed-in people nor signing in share.
      expect((await profile(quiet.token)).status).toBe(200);
      const signIn = await api(limited.url, 'POST', '/auth/sign-in', {
        body: { login: quiet.username, password: quiet.password },
      });
      expect(signIn.status).toBe(200);
      // A token that names no live session counts as signed out.
      const stale = await api(limited.url, 'GET', '/user/profile', { token: 'not-a-session' });
      expect(stale.status).toBe(429);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
