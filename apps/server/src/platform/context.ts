// What every operation may use. Built once at start (or per test) and passed down.
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from './db/database';
import type { Jobs } from './jobs/jobs';
import type { RateLimits } from './http/rate-limits';
import type { Mailer } from './mail/mailer';
import type { SessionCache } from './auth/session-cache';
import type { OutboundClient } from './outbound/client';
import type { PaymentProvider } from './payments/provider';
import type { Realtime } from './realtime/realtime';
import type { Storage } from './storage/storage';
import type { TranslationService } from './translation/index';

export interface AppContext {
  config: Config;
  db: Db;
  /** Queued mail: sending only enqueues; a job worker delivers. */
  mailer: Mailer;
  jobs: Jobs;
  storage: Storage;
  realtime: Realtime;
  /** The one client for server-side fetches (public addresses only). */
  outbound: OutboundClient;
  /** The configured translation server, cached; detection works without one. */
  translation: TranslationService;
  /**
   * Callers of the hot operations, cached briefly; whatever ends a session or changes muted words
   * forgets it here (and on every process).
   */
  sessions: SessionCache;
  /** For limits an operation counts itself (sign-in per account). */
  rateLimits: RateLimits;
  /** The configured card processor (platform/payments/provider.ts): sandbox or Stripe. */
  payments: PaymentProvider;
  log: Logger;
}
