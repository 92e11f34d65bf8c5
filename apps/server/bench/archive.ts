// `pnpm --filter @trestle/server bench:archive`: the data archive target of issue 22 — a person
// with 10,000 posts and 1 GB of media gets their archive in under 60 s while the server's memory
// grows by under 200 MB. Not part of `pnpm test` nor of `pnpm bench`'s HTTP run: it seeds one
// person straight into a database (PGlite in a temporary folder, or BENCH_DATABASE_URL), writes
// the media and BENCH_ARCHIVE_TRANSACTIONS charges (default 500) to a temporary local-disk
// storage, then times runArchive() — the `account.archive` job itself: the zip, the progress
// written on the row and pushed to the owner's sockets (counted here), the mail — and samples the
// process's resident memory every 20 ms. Prints the numbers and "met" / "NOT met".
//
//   BENCH_ARCHIVE_POSTS=10000 BENCH_ARCHIVE_MEDIA_MB=1024 pnpm --filter @trestle/server bench:archive
//   BENCH_ARCHIVE_POSTS=500 BENCH_ARCHIVE_MEDIA_MB=20 ...   # a quick check
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { runArchive } from '../src/modules/settings/archive';
import type { AppContext } from '../src/platform/context';
import { migrateToLatest, openDatabase } from '../src/platform/db/database';
import { newUserDefaults } from '../src/platform/db/users';
import { newId } from '../src/platform/ids';
import { localDiskStorage } from '../src/platform/storage/local-disk';

const POSTS = Number(process.env.BENCH_ARCHIVE_POSTS ?? 10_000);
const MEDIA_MB = Number(process.env.BENCH_ARCHIVE_MEDIA_MB ?? 1024);
const TRANSACTIONS = Number(process.env.BENCH_ARCHIVE_TRANSACTIONS ?? 500);
/** One file per this many MB (1 GB: 256 files of 4 MB). */
const FILE_MB = 4;
const TARGET_SECONDS = 60;
const TARGET_GROWTH_MB = 200;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'trestle-bench-archive-'));
  const database = await openDatabase(
    process.env.BENCH_DATABASE_URL
      ? { url: process.env.BENCH_DATABASE_URL }
      : { pgliteDir: join(dir, 'db') },
  );
  try {
    await migrateToLatest(database.db);
    const storage = localDiskStorage(join(dir, 'files'));
    const user = newUserDefaults({
      username: `archive_bench_${randomBytes(3).toString('hex')}`,
      email: `archive-bench-${randomBytes(3).toString('hex')}@bench.invalid`,
      passwordHash: '!',
      accountType: 'personal',
    });
    const row = await database.db
      .insertInto('users')
      .values(user)
      .returningAll()
      .executeTakeFirstOrThrow();

    const files = Math.max(0, Math.ceil(MEDIA_MB / FILE_MB));
    const names: string[] = [];
    const chunk = randomBytes(FILE_MB * 1024 * 1024);
    for (let i = 0; i < files; i += 1) {
      const name = `${newId()}.jpg`;
      await storage.put(name, chunk);
      await database.db
        .insertInto('files')
        .values({
          name,
          owner_id: row.id,
          mime: 'image/jpeg',
          size: chunk.length,
          width: 800,
          height: 600,
        })
        .execute();
      names.push(name);
    }
    for (let start = 0; start < POSTS; start += 1000) {
      const batch = [];
      for (let i = start; i < Math.min(POSTS, start + 1000); i += 1) {
        const media =
          names.length > 0 && i % 10 === 0
            ? [{ file: names[i % names.length]!, type: 'image' }]
            : [];
        const text = `<p>Post ${i}: poured the slab on level ${i % 40}, rebar checked, formwork next.</p>`;
        batch.push({
          id: newId(),
          author_id: row.id,
          kind: 'post' as const,
          title: null,
          text,
          category: 'general' as const,
          media: JSON.stringify(media),
          link: null,
          poll: null,
          reply_to_id: null,
          root_id: null,
          repost_of_id: null,
          width: null,
          height: null,
          plain_text: text.replace(/<[^>]*>/g, '').toLowerCase(),
        });
      }
      await database.db.insertInto('posts').values(batch).execute();
    }

    for (let start = 0; start < TRANSACTIONS; start += 1000) {
      const batch = [];
      for (let i = start; i < Math.min(TRANSACTIONS, start + 1000); i += 1) {
        batch.push({
          id: newId(),
          user_id: row.id,
          purpose: i % 2 === 0 ? 'membership' : 'pro_level',
          description: `Charge ${i}`,
          amount: 999,
          currency: 'USD',
          state: 'succeeded' as const,
          card_brand: 'Visa',
          card_last4: '4242',
          provider: 'bench',
          idempotency_key: newId(),
        });
      }
      await database.db.insertInto('payment_transactions').values(batch).execute();
    }
    await database.db
      .insertInto('archives')
      .values({ user_id: row.id, state: 'pending', requested_at: new Date() })
      .execute();

    let pushed = 0;
    let mailed = 0;
    const ctx = {
      db: database.db,
      storage,
      log: pino({ level: 'silent' }),
      config: { publicUrl: 'http://127.0.0.1' },
      // The owner's sockets: the job's progress events are counted, as a socket would get them.
      realtime: { toUser: () => ({ emit: () => (pushed += 1) }) },
      mailer: { send: async () => void (mailed += 1) },
    } as unknown as AppContext;
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    await runArchive(ctx, row.id);
    const seconds = (performance.now() - started) / 1000;
    const done = await database.db
      .selectFrom('archives')
      .select(['state', 'size'])
      .where('user_id', '=', row.id)
      .executeTakeFirstOrThrow();
    if (done.state !== 'ready' || mailed !== 1) throw new Error(`the archive ended ${done.state}`);
    const size = Number(done.size);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const growthMb = (peak - before) / 1024 / 1024;

    const timeMet = seconds < TARGET_SECONDS;
    const memoryMet = growthMb < TARGET_GROWTH_MB;
    console.log(
      `archive: ${POSTS} posts, ${files} files (${MEDIA_MB} MB of media), ${TRANSACTIONS} charges on ${process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'}`,
    );
    console.log(`  ${pushed} progress events pushed to the owner, the ready mail sent`);
    console.log(
      `  zip ${(size / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s (target < ${TARGET_SECONDS} s): ${timeMet ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  memory growth ${growthMb.toFixed(1)} MB (target < ${TARGET_GROWTH_MB} MB): ${memoryMet ? 'met' : 'NOT met'}`,
    );
    if (POSTS < 10_000 || MEDIA_MB < 1024)
      console.log('  (below the target scale: the verdicts are indicative only)');
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
