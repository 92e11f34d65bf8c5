// The home feed read from timelines answers exactly as the fan-out-on-read query did: on
// generated worlds (test/support/read-world.ts: follows, groups of every kind, channels, blocks,
// mutes of people, threads, words and categories, premium posts, a hibernated and a deleted
// author), for every person, page after page (by offset and by cursor), the same post ids in the
// same order and the same presented posts — before any timeline is built (everything merged at
// read time), after the backfill, with an author merged at read time, and with new posts before
// and after their fan-out job.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../../test/support/database';
import { makeWorld, type World } from '../../../../test/support/read-world';
import type { AppContext } from '../../../platform/context';
import { readPosts, viewerOf } from '../../../platform/feed/index';
import { newId } from '../../../platform/ids';
import { decodeFeedCursor, encodeFeedCursor } from '../feed-cursor';
import {
  fanOutOnReadPageQuery,
  feedPageQuery,
  type FeedPosition,
  type FeedQuery,
} from '../repo/feed';
import { backfillTimelines } from './backfill';
import { fanOutPost } from './fanout';
import { timelineSettings } from './settings';

let database: TestDatabase;
const worlds: World[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  for (const seed of [7, 42, 1234]) worlds.push(await makeWorld(database.db, seed));
}, 120_000);

afterAll(async () => {
  await database.close();
});

type Query = typeof feedPageQuery;

/** Every page of a person's home feed: ids by offset, ids by cursor, presented posts of page 1. */
async function wholeFeed(read: Query, viewerId: string) {
  const db = database.db;
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', viewerId)
    .executeTakeFirstOrThrow();
  const viewer = viewerOf(user);
  const query: FeedQuery = { viewer, source: 'following' };
  const byOffset: string[] = [];
  for (let skip = 0; ; skip += 4) {
    const rows = await read(db, query, { skip, limit: 4 }).execute();
    byOffset.push(...rows.map((r) => r.id));
    if (rows.length < 4) break;
  }
  const byCursor: string[] = [];
  let position: FeedPosition = { skip: 0, limit: 5 };
  for (;;) {
    const rows = await read(db, query, position).execute();
    byCursor.push(...rows.map((r) => r.id));
    const last = rows.at(-1);
    if (rows.length < 5 || !last) break;
    const cursor = encodeFeedCursor({ createdAt: last.cursor_time, id: last.id });
    position = { skip: 0, limit: 5, after: decodeFeedCursor(cursor) };
  }
  const firstPage = await readPosts(db, viewer, byOffset.slice(0, 10), 'home');
  return { byOffset, byCursor, firstPage };
}

async function expectSameFeeds(what: string) {
  let seen = 0;
  for (const world of worlds) {
    for (const person of world.viewers) {
      const before = await wholeFeed(fanOutOnReadPageQuery, person);
      const now = await wholeFeed(feedPageQuery, person);
      expect(now, `${what}: home feed of ${person}`).toEqual(before);
      expect(now.byCursor).toEqual(now.byOffset);
      seen += now.byOffset.length;
    }
  }
  // The worlds are not empty feeds: the comparison could fail.
  expect(seen).toBeGreaterThan(50);
}

const timelineRows = async () =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from home_timeline`.execute(database.db))
      .rows[0]!.n,
  );

/** A job queue that runs the continuations of a fan-out at once, in this process. */
function inlineJobs(): Pick<AppContext, 'db' | 'jobs'> {
  const ctx = {
    db: database.db,
    jobs: {
      send: async (_queue: string, data: { postId: string; after?: string }) => {
        await fanOutPost(ctx, data, { ...timelineSettings, batch: 2, batchesPerJob: 1 });
        return 'inline';
      },
    },
  } as unknown as Pick<AppContext, 'db' | 'jobs'>;
  return ctx;
}

describe('the home feed from timelines', () => {
  it('answers as fan-out on read before any timeline is built (all merged at read time)', async () => {
    expect(await timelineRows()).toBe(0);
    await expectSameFeeds('no timelines');
  }, 120_000);

  it('answers the same after the backfill built every timeline', async () => {
    await backfillTimelines(database.db, { batch: 3 });
    expect(await timelineRows()).toBeGreaterThan(0);
    const notReady = await database.db
      .selectFrom('follows')
      .select('follower_id')
      .where('timeline_ready', '=', false)
      .execute();
    expect(notReady).toEqual([]);
    await expectSameFeeds('after the backfill');
  }, 120_000);

  it('answers the same with an author merged at read time', async () => {
    for (const world of worlds) {
      await database.db
        .updateTable('users')
        .set({ timeline_merged: true })
        .where('id', '=', world.people[0]!)
        .execute();
      // As its fan-out jobs leave it: copied to its channels' followers only.
      await database.db
        .deleteFrom('home_timeline')
        .where('author_id', '=', world.people[0]!)
        .where('channel_id', 'is', null)
        .execute();
    }
    await expectSameFeeds('merged author');
  }, 120_000);

  it('answers the same with new posts before and after their fan-out', async () => {
    const added: string[] = [];
    for (const world of worlds) {
      for (const author of world.people.slice(0, 4)) {
        const id = newId();
        added.push(id);
        await database.db
          .insertInto('posts')
          .values({
            id,
            author_id: author,
            kind: 'post',
            text: '<p>New on site</p>',
            plain_text: 'new on site',
            media: '[]',
            category: 'general',
            timeline_pending: true,
          })
          .execute();
      }
    }
    await expectSameFeeds('new posts, fan-out pending');
    const ctx = inlineJobs();
    for (const id of added)
      await fanOutPost(ctx, { postId: id }, { ...timelineSettings, batch: 2, batchesPerJob: 1 });
    const pending = await database.db
      .selectFrom('posts')
      .select('id')
      .where('timeline_pending', '=', true)
      .execute();
    expect(pending).toEqual([]);
    await expectSameFeeds('new posts, fanned out');
  }, 120_000);
});
