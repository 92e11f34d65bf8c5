// Starts Trestle: configuration, database and migrations, demo data, then the HTTP server with
// the API, realtime, the web app and the embed script on one port. Stops cleanly on SIGINT/SIGTERM.
import cluster from 'node:cluster';
import { existsSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { ConfigError, loadConfig } from './config';
import { migrateToLatest, openDatabase } from './platform/db/database';
import { mailerFor } from './platform/mail/index';
import { storageFor } from './platform/storage/storage-for';
import { describeOptionalParts } from './optional-parts';
import { seedDemoForTrial } from './seed/demo';

/** How long a stop may take before the process ends anyway (in-flight requests get this long). */
const SHUTDOWN_DEADLINE_MS = 20_000;
const here = fileURLToPath(new URL('.', import.meta.url));
/** The built web and embed apps sit beside this package in the monorepo. */
const sibling = (name: string) => join(here, '..', '..', name, 'dist');

async function main() {
  const config = loadConfig();
  config.webDist ??= existsSync(sibling('web')) ? sibling('web') : undefined;
  config.embedDist ??= existsSync(sibling('embed')) ? sibling('embed') : undefined;
  // `pnpm start` (a person at a terminal) logs synchronously so the address line comes last.
  const addressLast = process.env.TRESTLE_ADDRESS_LINE === '1';
  const log = addressLast
    ? pino({ level: config.logLevel }, pino.destination({ dest: 1, sync: true }))
    : pino({ level: config.logLevel });
  const several = config.workers > 1;

  // With several processes the primary only migrates and supervises; the others serve.
  if (several && cluster.isPrimary) {
    const database = await openDatabase({
      url: config.databaseUrl,
      preparedStatements: config.databasePreparedStatements,
    });
    await migrateToLatest(database.db);
    await database.close();
    runPrimary(config.workers, log);
    return;
  }

  const database = await openDatabase({
    url: config.databaseUrl,
    preparedStatements: config.databasePreparedStatements,
    pgliteDir: join(config.dataDir, 'pglite'),
    onIdleError: (err) => log.warn({ err }, 'an idle database connection failed; it is replaced'),
  });
  if (!several) await migrateToLatest(database.db);
  // Demo people belong to the embedded trial only; a PostgreSQL server is a real installation.
  await seedDemoForTrial(config, database, log);
  const mailer = mailerFor(config, log);
  const { app, registration } = await buildApp({
    config,
    database,
    mailTransport: mailer,
    storage: storageFor(config),
    log,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // A shutdown that hangs (a connection that never closes) must not keep the process, and its
    // port's successor, waiting: after the deadline it ends anyway, and says so.
    setTimeout(() => {
      log.error({ signal, ms: SHUTDOWN_DEADLINE_MS }, 'shutdown did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    await app.close();
    mailer.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // In a cluster only the first process says where the product is and what it runs without.
  if (several && cluster.worker?.id !== 1) return;
  log.info(
    {
      url: config.publicUrl,
      database: database.driver,
      operations: `${registration.implemented.length} of ${registration.implemented.length + registration.missing.length} implemented`,
    },
    `Trestle is running at ${config.publicUrl}`,
  );
  // What runs without which optional part, in plain words (none of them is needed to start).
  for (const { part, present, sentence } of describeOptionalParts(config)) {
    if (present) log.info({ part }, sentence);
    else log.warn({ part }, sentence);
  }
  // `pnpm start` asks for the address as the last line, in plain words, after the JSON log.
  if (addressLast) writeSync(1, addressLine(config.publicUrl));
}

/** The plain last line of `pnpm start`. */
function addressLine(url: string): string {
  return `\nTrestle is running at ${url}  (Ctrl+C stops it)\n`;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
