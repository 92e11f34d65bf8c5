// Defects found by probing the running server from outside, each reproduced here: floods of
// unknown keys, NUL characters, stalled bodies, oversized headers, long names and malformed ids.
import { describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from '../../../test/support/app';
import { makeUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { portOf, rawExchange } from '../../../test/support/raw-http';
import { MAX_LISTED_ERRORS } from './validation-messages';

const app = useTestApp();

/** A JSON object of `count` unknown keys, about 1 MB for 150,000. */
function unknownKeys(count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(`"k${i}":1`);
  return `{${parts.join(',')}}`;
}

describe('a flood of unknown keys', () => {
  it('is refused on a secured operation by the session check, before the body is read', async () => {
    const response = await api(app.url, 'POST', '/user/profile', { rawBody: unknownKeys(150_000) });
    expect(response.status).toBe(401);
    expect(JSON.stringify(response.body).length).toBeLessThan(500);
  });

  it('is refused on a public operation for its size, in a short answer', async () => {
    const response = await api(app.url, 'POST', '/auth/sign-in', { rawBody: unknownKeys(150_000) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'The request body is too large.', status: 413 });
  });

  it('lists at most a bounded number of problems when a body within the limit is wrong everywhere', async () => {
    const response = await api(app.url, 'POST', '/auth/sign-in', { rawBody: unknownKeys(500) });
    expect(response.status).toBe(400);
    const listed = Object.keys(response.body.errors);
    expect(listed.length).toBeLessThanOrEqual(MAX_LISTED_ERRORS + 1);
    expect(response.body.errors.more).toMatch(/more problems/);
    expect(JSON.stringify(response.body).length).toBeLessThan(4000);
  });

  it('meets the per-address limit with 429 when requests keep coming', async () => {
    const limited = await startTestApp({ API_RATE_LIMIT: '5' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        // A public read that counts against the API limit (the contact form has its own).
        statuses.push((await api(limited.url, 'GET', '/settings')).status);
      }
      expect(statuses.slice(0, 5)).not.toContain(429);
      expect(statuses.slice(5)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('NUL characters', () => {
  const nul = 'a\u0000b';
  it.each([
    ['POST', '/auth/sign-in', { login: nul, password: 'x' }, 'login'],
    ['POST', '/auth/reset-password', { login: nul }, 'login'],
    ['POST', '/auth/resend-verification', { login: nul }, 'login'],
    [
      'POST',
      '/auth/sign-up',
      {
        username: 'nul_person',
        email: 'nul@example.test',
        password: 'a long enough passphrase',
        accountType: 'personal',
        displayName: nul,
      },
      'displayName',
    ],
    [
      'POST',
      '/auth/forget-password',
      { token: nul, password: 'a long enough passphrase' },
      'token',
    ],
    ['POST', '/auth/verify', { token: nul }, 'token'],
  ])('%s %s answers 400 naming the field, never 500', async (method, path, body, field) => {
    const response = await api(app.url, method, path, { body });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/NUL/);
    expect(response.body.errors).toHaveProperty(field);
  });

  it('is refused in a query string and a path as well', async () => {
    const person = await makeUser(app);
    const inPath = await api(app.url, 'GET', '/files/abc%00.png');
    expect(inPath.status).toBe(400);
    const inQuery = await api(app.url, 'GET', '/user/profile?x=%00', { token: person.token });
    expect([200, 400]).toContain(inQuery.status);
  });
});

describe('time-outs and framework errors', () => {
  it('ends a request whose body stalls with 408 in the error shape', async () => {
    const slow = await startTestApp({ BODY_TIMEOUT_SECONDS: '1' });
    try {
      const answer = await rawExchange(
        portOf(slow.url),
        'POST /api/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{"login":',
        20_000,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(answer).toContain('"status":408');
    } finally {
      await slow.close();
    }
  }, 60_000);

  it('survives a body that passes its limit and then stalls past the deadline', async () => {
    const slow = await startTestApp({ BODY_TIMEOUT_SECONDS: '1' });
    try {
      // 70 KB of a promised 200 KB: over sign-in's 64 KB limit, then nothing more.
      const answer = await rawExchange(
        portOf(slow.url),
        'POST /api/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          `Content-Length: 200000\r\n\r\n{"login":"${'a'.repeat(70_000)}`,
        3_000,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 413/);
      // Past the deadline the server still answers.
      const roles = await api(slow.url, 'GET', '/roles');
      expect(roles.status).toBe(200);
    } finally {
      await slow.close();
    }
  }, 60_000);

  it('answers headers that are too large with 431 in the error shape', async () => {
    const answer = await rawExchange(
      portOf(app.url),
      `GET /api/roles HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      10_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(answer).toContain('{"message":"The request headers are too large.","status":431}');
  }, 30_000);

  it('answers a malformed URL with 400 in the error shape', async () => {
    const answer = await rawExchange(
      portOf(app.url),
      'GET /api/files/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      10_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('"status":400');
  }, 30_000);
});

describe('names and ids', () => {
  it('answers a file name of 101 to 255 characters with 404 "No such file", not "No such route"', async () => {
    for (const length of [101, 200, 255]) {
      const response = await api(app.url, 'GET', `/files/${'a'.repeat(length - 4)}.png`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('No such file.');
    }
  });
});

describe('malformed ids', () => {
  it('answer 400 on every operation that takes an id in its path, never 500', async () => {
    const person = await makeUser(app);
    const { inlineRefs, listOperations, loadContract } = await import('../openapi/contract');
    const document = loadContract();
    const isId = (schema: unknown) =>
      (inlineRefs(document, schema) as { format?: string } | undefined)?.format === 'uuid';
    const withIds = listOperations(document).filter((o) =>
      o.parameters.some((p) => p.in === 'path' && isId(p.schema)),
    );
    expect(withIds.length, 'operations take ids in their paths').toBeGreaterThan(20);
    for (const entry of withIds) {
      const path = entry.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
        const p = entry.parameters.find((q) => q.name === name);
        return isId(p?.schema) ? 'not-an-id' : 'x';
      });
      const response = await app.app.inject({
        method: entry.method.toUpperCase() as 'GET',
        url: `/api${path}`,
        headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
        ...(entry.method === 'get' || entry.method === 'delete' ? {} : { payload: '{}' }),
      });
      expect(response.statusCode, `${entry.method} ${entry.path}`).toBe(400);
    }
  });
});
