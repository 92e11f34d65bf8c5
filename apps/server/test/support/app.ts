// Starts the real application for a test file: a fresh database, a real SMTP server, files in a
// temporary folder, listening on a free port so tests can use HTTP, the SDK and sockets.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { smtpMailer } from '../../src/platform/mail/mailer';
import { localDiskStorage } from '../../src/platform/storage/local-disk';
import { freshDatabase, type TestDatabase } from './database';
import { startSmtp, type TestSmtp } from './smtp';

export interface TestApp extends BuiltApp {
  url: string;
  smtp: TestSmtp;
  database: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
}

/** Limits high enough that a test file never meets them unless it sets its own. */
export const TEST_ENV = {
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  API_RATE_LIMIT: '100000',
  AUTH_RATE_LIMIT: '1000',
  SIGN_IN_ADDRESS_RATE_LIMIT: '100000',
};

export interface TestAppOptions {
  /** The app's logger (silent by default): a test that reads the logs brings its own. */
  log?: Logger;
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'trestle-test-'));
  const smtp = await startSmtp();
  const database = await freshDatabase();
  const config = loadConfig({
    ...TEST_ENV,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    // Each test app counts in Redis on its own, unless a test shares a prefix on purpose.
    REDIS_KEY_PREFIX: `trestle-test-${randomBytes(6).toString('hex')}:`,
    ...env,
  });
  const mailTransport = smtpMailer(smtp.url, config.mailFrom);
  const built = await buildApp({
    config,
    database,
    mailTransport,
    storage: localDiskStorage(join(dataDir, 'files')),
    log: options.log ?? pino({ level: 'silent' }),
  });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = built.app.server.address() as AddressInfo;
  return {
    ...built,
    url: `http://127.0.0.1:${port}`,
    smtp,
    database,
    dataDir,
    async close() {
      await built.app.close();
      mailTransport.close();
      await smtp.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app for a whole test file: started before its tests, closed after them. Use the returned
 * object inside tests (it forwards to the running app).
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(env, options);
  }, 120_000);
  afterAll(async () => {
    await started?.close();
  }, 60_000);
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!started) throw new Error('The test app starts in beforeAll: use it inside tests.');
      return Reflect.get(started, key);
    },
  });
}

/** A logger that keeps every line it writes, for tests that read what the server logged. */
export function capturingLog(): { log: pino.Logger; lines: () => string[] } {
  const written: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void written.push(line) });
  return { log, lines: () => written };
}
