// Builds the Fastify application from its parts. main.ts starts it; tests build one per file.
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { sql } from 'kysely';
import type { Config } from './config';
import { authHooks } from './platform/auth/request-auth';
import type { AppContext } from './platform/context';
import type { Db } from './platform/db/database';
import { installAntiForgery } from './platform/http/anti-forgery';
import { HttpError, installErrorHandler } from './platform/http/errors';
import { installSecurityHeaders } from './platform/http/security-headers';
import { installWebAssets } from './platform/http/web-assets';
import type { Mailer } from './platform/mail/mailer';
import { loadContract } from './platform/openapi/contract';
import { contractValidatorCompiler } from './platform/openapi/validators';
import { registerContract, type Handlers, type Registration } from './platform/openapi/register';
import { startRealtime } from './platform/realtime/realtime';
import type { Storage } from './platform/storage/storage';
import { AUTH_RATE_LIMITED, authHandlers } from './modules/auth/handlers';
import { filesHandlers } from './modules/files/handlers';
import { generalHandlers } from './modules/general/handlers';
import { profileHandlers } from './modules/profile/handlers';

export interface AppParts {
  config: Config;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  log: Logger;
}

export interface BuiltApp {
  app: FastifyInstance;
  context: AppContext;
  registration: Registration;
}

/** Every module's handlers, keyed by operationId. */
export function allHandlers(ctx: AppContext): Handlers {
  return {
    ...authHandlers(ctx),
    ...generalHandlers(),
    ...filesHandlers(ctx),
    ...profileHandlers(ctx),
  };
}

export async function buildApp(parts: AppParts): Promise<BuiltApp> {
  const { config, db, log } = parts;
  const app: FastifyInstance = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(contractValidatorCompiler());
  installErrorHandler(app);
  await installSecurityHeaders(app);
  await app.register(cookie);
  installAntiForgery(app, config.publicUrl.startsWith('https://'));
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many attempts. Please wait ${Math.ceil(context.ttl / 60000)} minute(s) and try again.`,
      ),
  });
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 5 },
  });

  const realtime = await startRealtime({ server: app.server, db, log, redisUrl: config.redisUrl });
  app.addHook('onClose', async () => realtime.close());
  const context: AppContext = { ...parts, realtime };

  const { requireAuth, optionalAuth } = authHooks(db);
  const registration = registerContract(app, {
    document: loadContract(),
    handlers: allHandlers(context),
    requireAuth,
    optionalAuth,
    routeConfig: (operationId) =>
      AUTH_RATE_LIMITED.has(operationId)
        ? {
            config: {
              operationId,
              rateLimit: {
                max: config.authRateLimit.max,
                timeWindow: config.authRateLimit.windowSeconds * 1000,
              },
            },
          }
        : undefined,
  });

  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { ok: true };
    } catch {
      return reply.status(503).send({ message: 'The database is not reachable.', status: 503 });
    }
  });
  await installWebAssets(app, { webDist: config.webDist, embedDist: config.embedDist });
  return { app, context, registration };
}
