// Builds people through the public API, as a person would: sign up, open the mailed link, sign in.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { api } from './http';

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
}

let counter = 0;

export function newPersonInput(
  overrides: Partial<{
    username: string;
    email: string;
    password: string;
    accountType: 'personal' | 'business';
  }> = {},
) {
  counter += 1;
  const tag = `${counter}${randomBytes(3).toString('hex')}`;
  return {
    username: overrides.username ?? `person_${tag}`,
    email: overrides.email ?? `person_${tag}@example.test`,
    password: overrides.password ?? 'correct horse battery',
    accountType: overrides.accountType ?? ('personal' as const),
  };
}

/** The token from the link in the latest mail to the address. */
export async function tokenFromMail(app: TestApp, email: string, count = 1): Promise<string> {
  const mail = await app.smtp.waitFor(email, count);
  const link = mail.links.find((l) => l.includes('token='));
  expect(link, 'the mail contains a link with a token').toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

export async function createVerifiedUser(
  app: TestApp,
  overrides: Parameters<typeof newPersonInput>[0] = {},
): Promise<TestUser> {
  const input = newPersonInput(overrides);
  const signUp = await api(app.url, 'POST', '/auth/sign-up', { body: input });
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
  const token = await tokenFromMail(app, input.email);
  const verified = await api(app.url, 'POST', '/auth/verify', { body: { token } });
  expect(verified.status).toBe(200);
  return {
    id: verified.body.user.id,
    username: input.username,
    email: input.email,
    password: input.password,
    token: verified.body.token,
  };
}
