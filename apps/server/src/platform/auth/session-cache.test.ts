// The session cache (issue 25): callers are served for a short while, and forgotten at once when
// a session ends or its person changes, in this process and (through Redis, in the PostgreSQL +
// Redis pass) in every other one.
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/support/eventually';
import type { SessionRow, UserRow } from '../db/tables';
import type { Caller } from './request-auth';
import { createSessionCache, type SessionCache } from './session-cache';

const log = pino({ level: 'silent' });
const redisUrl = process.env.TEST_REDIS_URL;
const opened: SessionCache[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((cache) => cache.close()));
});

function open(options: Partial<Parameters<typeof createSessionCache>[0]> = {}) {
  const cache = createSessionCache({ log, ...options });
  opened.push(cache);
  return cache;
}

function callerOf(userId: string, sessionId: string, expiresInMs = 3_600_000): Caller {
  const user = { id: userId } as UserRow;
  const session = {
    id: sessionId,
    user_id: userId,
    expires_at: new Date(Date.now() + expiresInMs),
  } as SessionRow;
  return { user, session };
}

function put(cache: SessionCache, hash: string, caller: Caller) {
  cache.set(hash, caller, cache.begin());
}

describe('the session cache', () => {
  it('serves a cached caller until its time is up', async () => {
    let now = 1_000;
    const cache = open({ ttlMs: 30_000, now: () => now });
    put(cache, 'h1', callerOf('u1', 's1'));
    expect((await cache.get('h1'))?.session.id).toBe('s1');
    now += 29_999;
    expect(await cache.get('h1')).toBeDefined();
    now += 1;
    expect(await cache.get('h1')).toBeUndefined();
  });

  it('never serves a session past its own expiry', async () => {
    const cache = open();
    put(cache, 'h1', callerOf('u1', 's1', -1));
    expect(await cache.get('h1')).toBeUndefined();
  });

  it('forgets a revoked session at once, and only that one', async () => {
    const cache = open();
    put(cache, 'h1', callerOf('u1', 's1'));
    put(cache, 'h2', callerOf('u1', 's2'));
    await cache.forgetSessions(['s1']);
    expect(await cache.get('h1')).toBeUndefined();
    expect((await cache.get('h2'))?.session.id).toBe('s2');
  });

  it('forgets every session of a person whose sessions all ended or who changed', async () => {
    const cache = open();
    put(cache, 'h1', callerOf('u1', 's1'));
    put(cache, 'h2', callerOf('u1', 's2'));
    put(cache, 'h3', callerOf('u2', 's3'));
    await cache.forgetUsers(['u1']);
    expect(await cache.get('h1')).toBeUndefined();
    expect(await cache.get('h2')).toBeUndefined();
    expect((await cache.get('h3'))?.user.id).toBe('u2');
  });

  it('does not keep a lookup that an invalidation overtook', async () => {
    const cache = open();
    const begun = cache.begin();
    // The session was read as live, then revoked (and forgotten) before the read came back.
    await cache.forgetSessions(['s1']);
    cache.set('h1', callerOf('u1', 's1'), begun);
    expect(await cache.get('h1')).toBeUndefined();
  });

  it('keeps at most its size, the least recently used going first', async () => {
    const cache = open({ maxEntries: 2 });
    put(cache, 'h1', callerOf('u1', 's1'));
    put(cache, 'h2', callerOf('u2', 's2'));
    await cache.get('h1');
    put(cache, 'h3', callerOf('u3', 's3'));
    expect(await cache.get('h2')).toBeUndefined();
    expect(await cache.get('h1')).toBeDefined();
    expect(await cache.get('h3')).toBeDefined();
  });

  it.runIf(redisUrl)(
    'forgets a session on every process as soon as one of them revoked it (Redis)',
    async () => {
      const redisKeyPrefix = `trestle-test-${randomBytes(6).toString('hex')}:`;
      const here = open({ redisUrl, redisKeyPrefix });
      const there = open({ redisUrl, redisKeyPrefix });
      // Each serves from its cache only once it listens for invalidations.
      for (const cache of [here, there]) {
        await eventually(async () => {
          put(cache, 'h1', callerOf('u1', 's1'));
          put(cache, 'h2', callerOf('u2', 's2'));
          return (await cache.get('h1')) !== undefined;
        });
      }
      await here.forgetSessions(['s1']);
      expect(await there.get('h1')).toBeUndefined();
      expect(await there.get('h2')).toBeDefined();
      await here.forgetUsers(['u2']);
      expect(await there.get('h2')).toBeUndefined();
    },
  );

  it.runIf(redisUrl)('serves nothing from the cache while Redis is not reachable', async () => {
    const cache = open({ redisUrl: 'redis://127.0.0.1:1', redisKeyPrefix: 'nobody:' });
    put(cache, 'h1', callerOf('u1', 's1'));
    expect(await cache.get('h1')).toBeUndefined();
  });
});
