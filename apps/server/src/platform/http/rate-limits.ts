// Rate limits by name, so an operation says which apply and the numbers live here and in the
// configuration. Counters are kept in Redis when REDIS_URL is set (shared by every server
// process), else in this process's memory. A limit counts per key: an address, an account, or a
// signed-in person. The general API limit counts a signed-in person's calls per person and only
// signed-out calls per address, so one busy office address does not lock out everyone there.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../../config';
import { HttpError } from './errors';

export type RateLimitName =
  | 'auth'
  | 'signInAddress'
  | 'signInAccount'
  | 'passwordCheck'
  | 'contact'
  | 'posting'
  | 'messaging'
  | 'previews'
  | 'translation';

interface Counted {
  max: number;
  windowMs: number;
}

interface HookRule extends Counted {
  /** onRequest limits run before the body is read; preHandler ones may read it. */
  stage: 'onRequest' | 'preHandler';
  /** The counter's key, or null when the limit does not apply to this request. */
  key: (request: FastifyRequest) => string | null;
  /**
   * A per-address limit tighter than the general API limit: calls under it are not counted
   * against the API limit, so others' traffic from the same address cannot block them.
   */
  replacesApiLimit?: boolean;
}

/** Counted by the operation itself with a key only it can know (an account looked up). */
interface OperationRule extends Counted {
  stage: 'operation';
}

type Rule = HookRule | OperationRule;

const MINUTE = 60_000;

export function rateLimitRules(config: Config): Record<RateLimitName, Rule> {
  const authWindow = config.rateLimits.authWindowSeconds * 1000;
  return {
    // Sign-up, verification, resend and password reset: per address.
    auth: {
      stage: 'onRequest',
      max: config.rateLimits.auth,
      windowMs: authWindow,
      key: (r) => r.ip,
      replacesApiLimit: true,
    },
    // Sign-in per address is generous (an office shares one address)...
    signInAddress: {
      stage: 'onRequest',
      max: config.rateLimits.signInAddress,
      windowMs: authWindow,
      key: (r) => r.ip,
      replacesApiLimit: true,
    },
    // ...and tight per account, whichever login names it (username or e-mail, any case), from
    // any address: sign-in counts it once the login is looked up, before the password is checked.
    signInAccount: {
      stage: 'operation',
      max: config.rateLimits.auth,
      windowMs: authWindow,
    },
    // The contact form, open to visitors: per address, with the auth numbers.
    contact: {
      stage: 'onRequest',
      max: config.rateLimits.auth,
      windowMs: authWindow,
      key: (r) => r.ip,
      replacesApiLimit: true,
    },
    // Password confirmations of a signed-in person (deleting or handing over a group): per
    // person, not per address, with sign-in's numbers, so guessing a stolen session's password is
    // as slow as guessing at sign-in and a shared office address locks out nobody else.
    passwordCheck: {
      stage: 'onRequest',
      max: config.rateLimits.auth,
      windowMs: authWindow,
      key: (r) => (r.caller ? `user:${r.caller.user.id}` : null),
    },
    // Posts, replies and reposts per person.
    posting: {
      stage: 'onRequest',
      max: config.rateLimits.postingPerHour,
      windowMs: 60 * MINUTE,
      key: (r) => r.caller?.user.id ?? r.ip,
    },
    // Direct messages per person.
    messaging: {
      stage: 'onRequest',
      max: config.rateLimits.messagingPerMinute,
      windowMs: config.rateLimits.messagingWindowSeconds * 1000,
      key: (r) => r.caller?.user.id ?? r.ip,
    },
    // Translation and detection per address: open to visitors, and each may cost the server.
    translation: {
      stage: 'onRequest',
      max: config.rateLimits.translationsPerMinute,
      windowMs: MINUTE,
      key: (r) => r.ip,
    },
    // Link previews per person: each may make the server fetch a page someone else hosts.
    previews: {
      stage: 'onRequest',
      max: config.rateLimits.previewsPerMinute,
      windowMs: MINUTE,
      key: (r) => r.caller?.user.id ?? r.ip,
    },
  };
}

export type Limiter = (request: FastifyRequest) => Promise<void>;

export interface HookLimit {
  stage: HookRule['stage'];
  check: Limiter;
  replacesApiLimit: boolean;
}

export interface RateLimits {
  /** Every /api request: per signed-in person, or per address when signed out. */
  api: Limiter;
  /** A limit an operation lists in its settings, run by the registrar in its hook. */
  named(name: RateLimitName): HookLimit;
  /** Counts one call against a limit an operation counts itself; 429 past it. */
  count(request: FastifyRequest, name: RateLimitName, key: string): Promise<void>;
}

function tooMany(ttlMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return new HttpError(429, `Too many attempts. Please wait ${wait} and try again.`, undefined, {
    'retry-after': String(seconds),
  });
}

export async function installRateLimits(app: FastifyInstance, config: Config): Promise<RateLimits> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        // While Redis is away a count fails at once (and is skipped) instead of waiting in a
        // queue for the reconnection: requests must not slow down with the counters.
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    // Dropped at once at shutdown: a QUIT can wait forever on a client that reconnected after an
    // outage and hold the process open (seen in the Redis-restart fault test).
    app.addHook('onClose', () => void redis.disconnect());
    // ioredis reconnects by itself; while Redis is away each failed attempt is reported here.
    redis.on('error', (err) =>
      app.log.warn({ err }, 'rate-limit counters: Redis is not reachable'),
    );
  }
  await app.register(rateLimit, {
    global: false,
    // While Redis is away, requests are let through uncounted rather than failed: an outage of
    // the counters must not take the product down (docs/decisions.md).
    ...(redis
      ? { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:`, skipOnError: true }
      : {}),
  });

  const counter = (name: string, rule: Counted) => {
    // createRateLimit reads its key from the request; the key is computed before each count.
    const keyOf = new WeakMap<FastifyRequest, string>();
    const check = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${name}:${keyOf.get(request) ?? ''}`,
    });
    return async (request: FastifyRequest, key: string) => {
      keyOf.set(request, key);
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttl);
    };
  };
  const hookLimiter = (name: string, rule: Omit<HookRule, 'stage'>): Limiter => {
    const count = counter(name, rule);
    return async (request) => {
      const key = rule.key(request);
      if (key !== null) await count(request, key);
    };
  };

  const rules = rateLimitRules(config);
  const hooks = new Map<RateLimitName, HookLimit>();
  const counters = new Map<RateLimitName, ReturnType<typeof counter>>();
  for (const name of Object.keys(rules) as RateLimitName[]) {
    const rule = rules[name];
    if (rule.stage === 'operation') counters.set(name, counter(name, rule));
    else {
      hooks.set(name, {
        stage: rule.stage,
        check: hookLimiter(name, rule),
        replacesApiLimit: rule.replacesApiLimit ?? false,
      });
    }
  }
  return {
    api: hookLimiter('api', {
      max: config.rateLimits.apiPerMinute,
      windowMs: MINUTE,
      key: (r) => (r.caller ? `user:${r.caller.user.id}` : `address:${r.ip}`),
    }),
    named: (name) => {
      const hook = hooks.get(name);
      if (!hook) throw new Error(`The rate limit ${name} is counted by its operation, not listed.`);
      return hook;
    },
    count: async (request, name, key) => {
      const count = counters.get(name);
      if (!count) throw new Error(`The rate limit ${name} is applied by the registrar.`);
      await count(request, key);
    },
  };
}
