// Starts the real application for a test file: a fresh database, a real SMTP server, files in a
// temporary folder, listening on a free port so tests can use HTTP, the SDK and sockets.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
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

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'trestle-test-'));
  const smtp = await startSmtp();
  const database = await freshDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    SMTP_URL: smtp.url,
    AUTH_RATE_LIMIT: '1000',
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    ...env,
  });
  const mailer = smtpMailer(smtp.url, config.mailFrom);
  const built = await buildApp({
    config,
    db: database.db,
    mailer,
    storage: localDiskStorage(join(dataDir, 'files')),
    log: pino({ level: 'silent' }),
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
      mailer.close();
      await smtp.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
