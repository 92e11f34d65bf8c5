// Rate limits by name, so an operation says which apply and the numbers live here and in the
// configuration. Counters are kept in Redis when REDIS_URL is set (shared by every server
// process), else in this process's memory. A limit counts per key: an address, an account at an
// address, or a signed-in person.
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
  | 'posting'
  | 'messaging'
  | 'previews'
  | 'translation';

interface Rule {
  /** onRequest limits run before the body is read; preHandler ones may read it. */
  stage: 'onRequest' | 'preHandler';
  max: number;
  windowMs: number;
  /** The counter's key, or null when the limit does not apply to this request. */
  key: (request: FastifyRequest) => string | null;
}

const MINUTE = 60_000;

function loginOf(request: FastifyRequest): string {
  const body = request.body as { login?: unknown } | undefined;
  return typeof body?.login === 'string' ? body.login.trim().toLowerCase() : '';
}

export function rateLimitRules(config: Config): Record<RateLimitName, Rule> {
  const authWindow = config.rateLimits.authWindowSeconds * 1000;
  return {
    // Sign-up, verification, resend and password reset: per address.
    auth: {
      stage: 'onRequest',
      max: config.rateLimits.auth,
      windowMs: authWindow,
      key: (r) => r.ip,
    },
    // Sign-in per address is generous (an office shares one address)...
    signInAddress: {
      stage: 'onRequest',
      max: config.rateLimits.signInAddress,
      windowMs: authWindow,
      key: (r) => r.ip,
    },
    // ...and tight per account at that address, so one person's wrong guesses lock out only them.
    signInAccount: {
      stage: 'preHandler',
      max: config.rateLimits.auth,
      windowMs: authWindow,
      key: (r) => `${r.ip}|${loginOf(r)}`,
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
      windowMs: MINUTE,
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

export interface RateLimits {
  /** Every /api request, per address, before anything else. */
  api: Limiter;
  named(name: RateLimitName): { stage: Rule['stage']; check: Limiter };
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
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:` } : {}),
  });

  const limiter = (name: string, rule: Omit<Rule, 'stage'>): Limiter => {
    const check = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${name}:${rule.key(request) ?? ''}`,
    });
    return async (request) => {
      if (rule.key(request) === null) return;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttl);
    };
  };

  const rules = rateLimitRules(config);
  const named = new Map(
    (Object.keys(rules) as RateLimitName[]).map((name) => [
      name,
      { stage: rules[name].stage, check: limiter(name, rules[name]) },
    ]),
  );
  return {
    api: limiter('api', {
      max: config.rateLimits.apiPerMinute,
      windowMs: MINUTE,
      key: (r) => r.ip,
    }),
    named: (name) => named.get(name)!,
  };
}
