// People and posts for the browser journeys, made through the API: quicker than the forms, which
// have journeys of their own (auth.test.ts, compose.test.ts).
import { baseUrl, linkIn, newestMailTo } from './helpers';

/** The password of everyone `createPerson` makes. */
export const PERSON_PASSWORD = 'a-long-enough-password';

export interface ApiInit {
  method?: string;
  /** Sent as a bearer token. */
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
}

/** One API call, whatever its status: the status and the parsed body (null when empty). */
export async function apiCall<T = any>(
  path: string,
  init: ApiInit = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** One API call that must succeed (a 2xx status); its body. */
export async function api<T = any>(path: string, init: ApiInit = {}): Promise<T> {
  const { status, body } = await apiCall<T>(path, init);
  if (status >= 300) {
    throw new Error(`${init.method ?? 'GET'} ${path}: ${status} ${JSON.stringify(body)}`);
  }
  return body;
}

export interface Person {
  id: string;
  username: string;
  displayName: string | undefined;
  /** The session token of the verified sign-up. */
  token: string;
}

/**
 * Signs a new person up and verifies the address by the mailed link, through the API. They have
 * been through onboarding already unless `onboarded` is false (then their first sign-in leads
 * there). A personal account unless `accountType` says business.
 */
export async function createPerson(
  username: string,
  displayName?: string,
  {
    onboarded = true,
    accountType = 'personal',
  }: { onboarded?: boolean; accountType?: 'personal' | 'business' } = {},
): Promise<Person> {
  const email = `${username}@example.com`;
  await api('/auth/sign-up', {
    method: 'POST',
    body: { username, email, password: PERSON_PASSWORD, accountType, displayName },
  });
  const token = new URL(linkIn(await newestMailTo(email), '/verify')).searchParams.get('token');
  const session = await api<{ token: string; user: { id: string } }>('/auth/verify', {
    method: 'POST',
    body: { token },
  });
  if (!session.token) throw new Error(`No session for ${username} after verifying`);
  if (onboarded) {
    await api('/user/profile/onboarded', { method: 'POST', token: session.token });
  }
  return { id: session.user.id, username, displayName, token: session.token };
}
