import { describe, expect, it, vi } from 'vitest';
import { createTrestleClient, unwrap } from './client';
import { memoryTokenStore } from './auth/token-store';
import { TrestleError } from './errors';

/** A fetch that answers every request with the given status and JSON body, and records requests. */
function answering(status: number, body: unknown) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: Request) => {
    requests.push(input);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

const session = { token: 't2', user: { id: 'u1' } };

describe('createTrestleClient', () => {
  it('sends the stored token as a bearer Authorization header', async () => {
    const { fetch, requests } = answering(200, session);
    const client = createTrestleClient({
      baseUrl: 'http://trestle.test',
      fetch,
      tokenStore: memoryTokenStore({ token: 'secret' }),
    });
    await client.api.GET('/auth/refresh');
    expect(requests[0]?.url).toBe('http://trestle.test/api/auth/refresh');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer secret');
  });

  it('sends no Authorization header when no token is stored', async () => {
    const { fetch, requests } = answering(200, session);
    const client = createTrestleClient({
      baseUrl: 'http://trestle.test',
      fetch,
      tokenStore: memoryTokenStore(),
    });
    await client.api.GET('/auth/refresh');
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('echoes the anti-forgery cookie in a header on unsafe methods only', async () => {
    const { fetch, requests } = answering(200, session);
    const client = createTrestleClient({
      baseUrl: 'http://trestle.test',
      fetch,
      tokenStore: memoryTokenStore(),
      cookies: () => 'other=1; trestle_csrf=abc%3D',
    });
    await client.api.POST('/auth/sign-in', { body: { login: 'ann', password: 'pw' } });
    await client.api.GET('/auth/refresh');
    expect(requests[0]?.headers.get('x-csrf-token')).toBe('abc=');
    expect(requests[1]?.headers.has('x-csrf-token')).toBe(false);
  });

  it('on 401 clears token and role and calls onUnauthorized', async () => {
    const { fetch } = answering(401, { message: 'Session expired' });
    const tokens = memoryTokenStore({ token: 'old', role: 'user' });
    const onUnauthorized = vi.fn();
    const client = createTrestleClient({
      baseUrl: 'http://trestle.test',
      fetch,
      tokenStore: tokens,
      onUnauthorized,
    });
    await client.api.GET('/auth/refresh');
    expect(tokens.getToken()).toBeNull();
    expect(tokens.getRole()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports the server message of a failed call to onError', async () => {
    const { fetch } = answering(400, { message: 'Wrong username or password' });
    const onError = vi.fn();
    const client = createTrestleClient({
      baseUrl: 'http://trestle.test',
      fetch,
      onError,
      tokenStore: memoryTokenStore(),
    });
    await client.api.POST('/auth/sign-in', { body: { login: 'ann', password: 'x' } });
    const error = onError.mock.calls[0]?.[0] as TrestleError;
    expect(error).toBeInstanceOf(TrestleError);
    expect(error.messages).toEqual(['Wrong username or password']);
    expect(error.status).toBe(400);
  });

  it('reports each entry of an errors array as its own message', async () => {
    const { fetch } = answering(400, { message: 'Invalid', errors: ['Too short', 'Taken'] });
    const onError = vi.fn();
    const client = createTrestleClient({
      baseUrl: 'http://trestle.test',
      fetch,
      onError,
      tokenStore: memoryTokenStore(),
    });
    await client.api.POST('/auth/sign-in', { body: { login: 'ann', password: 'x' } });
    expect((onError.mock.calls[0]?.[0] as TrestleError).messages).toEqual(['Too short', 'Taken']);
  });

  it('passes "No RSS feeds found!" silently', async () => {
    const { fetch } = answering(404, { message: 'No RSS feeds found!' });
    const onError = vi.fn();
    const client = createTrestleClient({
      baseUrl: 'http://trestle.test',
      fetch,
      onError,
      tokenStore: memoryTokenStore(),
    });
    await client.api.GET('/auth/refresh');
    expect(onError).not.toHaveBeenCalled();
  });

  it('turns a failure without a response into "Network Error!"', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    const onError = vi.fn();
    const client = createTrestleClient({
      baseUrl: 'http://trestle.test',
      fetch,
      onError,
      tokenStore: memoryTokenStore(),
    });
    await expect(client.api.GET('/auth/refresh')).rejects.toThrow('Network Error!');
    expect((onError.mock.calls[0]?.[0] as TrestleError).messages).toEqual(['Network Error!']);
  });
});

describe('unwrap', () => {
  it('returns the data of a successful call', async () => {
    const { fetch } = answering(200, session);
    const client = createTrestleClient({
      baseUrl: 'http://trestle.test',
      fetch,
      tokenStore: memoryTokenStore(),
    });
    await expect(unwrap(client.api.GET('/auth/refresh'))).resolves.toEqual(session);
  });

  it('throws a TrestleError with the "500 " prefix for a server error', async () => {
    const { fetch } = answering(500, { message: 'Internal error' });
    const client = createTrestleClient({
      baseUrl: 'http://trestle.test',
      fetch,
      tokenStore: memoryTokenStore(),
    });
    const failure = await unwrap(client.api.GET('/auth/refresh')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TrestleError);
    expect((failure as TrestleError).messages[0]).toMatch(/^500 /);
  });
});
