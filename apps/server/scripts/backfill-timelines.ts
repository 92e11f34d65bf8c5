// Builds the home timelines of an existing database (docs/configuration.md "Home timelines"):
//   pnpm --filter @trestle/server timelines:backfill [--after <person id>]
// Reads DATABASE_URL (or the embedded database in DATA_DIR) like the server, migrates it first,
// and may run while the server serves: every step is idempotent, and a person's feed is complete
// before and after their batch. Prints the last person reached, to resume with --after.
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import { migrateToLatest, openDatabase } from '../src/platform/db/database';
import { backfillTimelines } from '../src/modules/posts/timeline/backfill';

async function main() {
  const config = loadConfig();
  const at = process.argv.indexOf('--after');
  const after = at > 0 ? (process.argv[at + 1] ?? null) : null;
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
  });
  try {
    await migrateToLatest(database.db);
    const started = Date.now();
    let told = started;
    const people = await backfillTimelines(database.db, {
      after,
      // At most every 5 seconds: enough to resume from, without a line per batch.
      onProgress: ({ last, people: done }) => {
        if (Date.now() - told < 5_000) return;
        told = Date.now();
        console.log(`${done} people, last ${last}`);
      },
    });
    console.log(
      `Timelines built for ${people} people in ${Math.round((Date.now() - started) / 1000)} s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
