// Builds the Fastify application from its parts. main.ts starts it; tests build one per file.
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from './config';
import { embedPages } from './modules/embed/index';
import { installPaymentWebhook } from './modules/payments/webhook';
import { allOperations } from './operations';
import { startListeners } from './listeners';
import { startWorkers } from './workers';
import type { AppContext } from './platform/context';
import type { Database } from './platform/db/database';
import { installAntiForgery } from './platform/http/anti-forgery';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './platform/http/errors';
import { installJsonBodyParser } from './platform/http/json-body';
import { parseQueryString } from './platform/http/query-string';
import { installRateLimits } from './platform/http/rate-limits';
import { installSecurityHeaders } from './platform/http/security-headers';
import { installWebAssets } from './platform/http/web-assets';
import { startJobs } from './platform/jobs/jobs';
import { createSessionCache } from './platform/auth/session-cache';
import type { Mailer } from './platform/mail/mailer';
import { queuedMailer } from './platform/mail/queued-mailer';
import { loadContract } from './platform/openapi/contract';
import { registerContract, type Registration } from './platform/openapi/register';
import { contractValidatorCompiler } from './platform/openapi/validators';
import { createOutboundClientFromConfig } from './platform/outbound/client';
import { translationFromConfig } from './platform/translation/index';
import { paymentProviderFromConfig } from './platform/payments/index';
import { startRealtime } from './platform/realtime/realtime';
import type { Storage } from './platform/storage/storage';

export interface AppParts {
  config: Config;
  database: Database;
  /** Delivers mail (SMTP or the outbox); the app queues through it. */
  mailTransport: Mailer;
  storage: Storage;
  log: Logger;
}

export interface BuiltApp {
  app: FastifyInstance;
  context: AppContext;
  registration: Registration;
}

/** Longest path parameter: file names may be 255 characters. */
const MAX_PARAM_LENGTH = 300;

export async function buildApp(parts: AppParts): Promise<BuiltApp> {
  const { config, database, log } = parts;
  const app: FastifyInstance = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH, querystringParser: parseQueryString },
    // A silent socket is closed; a whole request (an upload included) has an upper bound.
    connectionTimeout: config.timeouts.idleSeconds * 1000,
    requestTimeout: (config.timeouts.uploadSeconds + 60) * 1000,
    clientErrorHandler,
    frameworkErrors,
  });
  app.setValidatorCompiler(contractValidatorCompiler());
  installErrorHandler(app);
  installJsonBodyParser(app);
  await installSecurityHeaders(app, config);
  await app.register(cookie);
  installAntiForgery(app, config.publicUrl.startsWith('https://'));
  const limits = await installRateLimits(app, config);
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 5, parts: 6 },
  });

  const jobs = await startJobs({ pool: database.pool, driver: database.driver, log });
  const realtime = await startRealtime({
    server: app.server,
    db: database.db,
    log,
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
  });
  const outbound = createOutboundClientFromConfig(config);
  const sessions = createSessionCache({
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
    log,
  });
  const context: AppContext = {
    config,
    db: database.db,
    mailer: queuedMailer(jobs),
    jobs,
    storage: parts.storage,
    realtime,
    outbound,
    translation: translationFromConfig(config, database.db, log),
    sessions,
    rateLimits: limits,
    payments: paymentProviderFromConfig(config, jobs),
    log,
  };
  await startWorkers(context, parts.mailTransport);
  startListeners(context);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await realtime.close();
    await outbound.close();
    await sessions.close();
  });

  const registration = registerContract(app, {
    document: loadContract(),
    operations: allOperations,
    ctx: context,
    limits,
  });

  await installPaymentWebhook(app, context);
  // The process id tells which server process answered (several share a port with WORKERS).
  app.get('/healthz', async () => ({ ok: true, pid: process.pid }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(database.db);
      return { ok: true };
    } catch {
      return reply.status(503).send({ message: 'The database is not reachable.', status: 503 });
    }
  });
  await installWebAssets(app, {
    webDist: config.webDist,
    embedDist: config.embedDist,
    pages: embedPages(context),
  });
  return { app, context, registration };
}
