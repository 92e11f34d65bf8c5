// The home timelines (fan-out on write) and how each change keeps them right: by removing
// entries (unfollowing a person or a channel, blocking) or by the read rules filtering at read
// time (muting, leaving a group, deleting or hiding a post, hibernation, account deletion).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../../test/support/database';
import type { AppContext } from '../../../platform/context';
import { viewerOf } from '../../../platform/feed/index';
import { newId } from '../../../platform/ids';
import { userRow } from '../../../../test/support/rows';
import { feedPage } from '../repo/feed';
import { fanOutPost, type FanOutJob } from './fanout';
import { backfillFollow } from './follow';
import { timelineSettings, type TimelineSettings } from './settings';

let database: TestDatabase;
let n = 0;
/** A fresh suffix for names that must be unique. */
const next = () => (n += 1);

beforeAll(async () => {
  database = await freshDatabase();
}, 60_000);

afterAll(async () => {
  await database.close();
});

const db = () => database.db;

async function person(): Promise<string> {
  const row = userRow();
  await db().insertInto('users').values(row).execute();
  return row.id;
}

/** Each post a second after the one before: the feed's order never rests on a tie. */
let clock = Date.now() - 3_600_000;

/** A new top-level post, as insertPost leaves it: waiting for its fan-out. */
async function post(authorId: string, extra: { group_id?: string; channel_id?: string } = {}) {
  const id = newId();
  await db()
    .insertInto('posts')
    .values({
      id,
      author_id: authorId,
      kind: 'post',
      text: '<p>On site</p>',
      plain_text: 'on site',
      category: 'general',
      media: '[]',
      timeline_pending: true,
      created_at: new Date((clock += 1000)),
      ...extra,
    })
    .execute();
  return id;
}

/** Jobs whose sends are kept, to run (or not) by hand. */
function recordingJobs() {
  const sent: FanOutJob[] = [];
  const ctx = {
    db: database.db,
    jobs: {
      send: async (_queue: string, data: FanOutJob) => {
        sent.push(data);
        return 'kept';
      },
    },
  } as unknown as Pick<AppContext, 'db' | 'jobs'>;
  return { ctx, sent };
}

/** Runs a post's whole fan-out (every continuation) with these settings. */
async function fanOut(postId: string, settings: Partial<TimelineSettings> = {}) {
  const { ctx, sent } = recordingJobs();
  const all = { ...timelineSettings, ...settings };
  await fanOutPost(ctx, { postId }, all);
  while (sent.length > 0) await fanOutPost(ctx, sent.shift()!, all);
}

async function entries(userId: string): Promise<string[]> {
  const rows = await db()
    .selectFrom('home_timeline')
    .select('post_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => r.post_id);
}

async function home(userId: string): Promise<string[]> {
  const user = await db()
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const { ids } = await feedPage(
    db(),
    { viewer: viewerOf(user), source: 'following' },
    { skip: 0, limit: 50 },
  );
  return ids;
}

// The social graph's rows as the follow and channel areas write them (their own tests prove
// those writes: a block ends the follows both ways, block-mute.test.ts).
const insertFollow = (follower_id: string, followee_id: string) =>
  db().insertInto('follows').values({ follower_id, followee_id }).execute();
const deleteFollow = (follower: string, followee: string) =>
  db()
    .deleteFrom('follows')
    .where('follower_id', '=', follower)
    .where('followee_id', '=', followee)
    .execute();
const insertMute = (user_id: string, muted_id: string) =>
  db().insertInto('user_mutes').values({ user_id, muted_id }).execute();
const deleteMute = (user: string, muted: string) =>
  db().deleteFrom('user_mutes').where('user_id', '=', user).where('muted_id', '=', muted).execute();
const addFollower = (channel_id: string, user_id: string) =>
  db().insertInto('channel_follows').values({ channel_id, user_id, role: 'follower' }).execute();
const removeFollower = (channel: string, user: string) =>
  db()
    .deleteFrom('channel_follows')
    .where('channel_id', '=', channel)
    .where('user_id', '=', user)
    .execute();
async function insertBlock(user_id: string, blocked_id: string) {
  await db().insertInto('user_blocks').values({ user_id, blocked_id }).execute();
  await db()
    .deleteFrom('follows')
    .where((eb) =>
      eb.or([
        eb.and([eb('follower_id', '=', user_id), eb('followee_id', '=', blocked_id)]),
        eb.and([eb('follower_id', '=', blocked_id), eb('followee_id', '=', user_id)]),
      ]),
    )
    .execute();
}

async function follow(followerId: string, followeeId: string) {
  await insertFollow(followerId, followeeId);
  await backfillFollow(db(), { followerId, followeeId });
}

describe('the fan-out job', () => {
  it('copies a post into every follower’s timeline in batches, resuming from its cursor, once', async () => {
    const author = await person();
    const followers = [
      await person(),
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    for (const f of followers) await follow(f, author);
    const id = await post(author);

    const { ctx, sent } = recordingJobs();
    const small = { ...timelineSettings, batch: 2, batchesPerJob: 1 };
    await fanOutPost(ctx, { postId: id }, small);
    // One batch, then the rest handed on with the last follower reached.
    const sorted = [...followers].sort();
    expect(sent).toEqual([{ postId: id, after: sorted[1] }]);
    const reached = async () => {
      let count = 0;
      for (const f of followers) if ((await entries(f)).includes(id)) count += 1;
      return count;
    };
    expect(await reached()).toBe(2);
    const pending = () =>
      db()
        .selectFrom('posts')
        .select('timeline_pending')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect((await pending()).timeline_pending).toBe(true);

    while (sent.length > 0) await fanOutPost(ctx, sent.shift()!, small);
    expect(await reached()).toBe(5);
    expect((await pending()).timeline_pending).toBe(false);
    expect(await entries(author)).toEqual([]);

    // Run again from the start (a retry): nothing added twice.
    await fanOut(id, { batch: 2, batchesPerJob: 1 });
    const total = await sql<{ n: number }>`select count(*)::int as n from home_timeline
      where post_id = ${id}`.execute(db());
    expect(total.rows[0]!.n).toBe(5);
  });

  it('shows a new post in followers’ home feeds before its fan-out has run (merged at read time)', async () => {
    const author = await person();
    const reader = await person();
    await follow(reader, author);
    const id = await post(author);
    expect(await entries(reader)).toEqual([]);
    expect(await home(reader)).toEqual([id]);
    await fanOut(id);
    expect(await entries(reader)).toEqual([id]);
    expect(await home(reader)).toEqual([id]);
  });

  it('does not copy the posts of an author with many followers: they are merged at read time', async () => {
    const author = await person();
    const readers = [await person(), await person()];
    for (const r of readers) await follow(r, author);
    const id = await post(author);
    await fanOut(id, { mergeAtFollowers: 2 });
    const merged = await db()
      .selectFrom('users')
      .select('timeline_merged')
      .where('id', '=', author)
      .executeTakeFirstOrThrow();
    expect(merged.timeline_merged).toBe(true);
    for (const r of readers) {
      expect(await entries(r)).toEqual([]);
      expect(await home(r)).toEqual([id]);
    }
  });

  it('keeps a timeline within its cap, the newest entries', async () => {
    const author = await person();
    const reader = await person();
    await follow(reader, author);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push(await post(author));
      await fanOut(ids.at(-1)!, { cap: 3, trimEvery: 1 });
    }
    expect(await entries(reader)).toEqual(ids.slice(2).reverse());
  });
});

describe('keeping timelines right', () => {
  it('following: the followee’s recent posts show at once and are copied by the follow job', async () => {
    const author = await person();
    const reader = await person();
    const older = await post(author);
    await fanOut(older);
    await insertFollow(reader, author);
    // Before the follow job: merged at read time.
    expect(await entries(reader)).toEqual([]);
    expect(await home(reader)).toEqual([older]);
    await backfillFollow(db(), { followerId: reader, followeeId: author });
    expect(await entries(reader)).toEqual([older]);
    expect(await home(reader)).toEqual([older]);
  });

  it('unfollowing removes that author’s entries', async () => {
    const author = await person();
    const reader = await person();
    await follow(reader, author);
    const id = await post(author);
    await fanOut(id);
    expect(await entries(reader)).toEqual([id]);
    await deleteFollow(reader, author);
    expect(await entries(reader)).toEqual([]);
    expect(await home(reader)).toEqual([]);
  });

  it('unfollowing a channel removes its entries, unless its author is still followed', async () => {
    const owner = await person();
    const reader = await person();
    const other = await person();
    const channel = newId();
    await db()
      .insertInto('channels')
      .values({
        id: channel,
        name: `tlc_${next()}`,
        title: 'Site news',
        category: 'general',
        type: 'public',
        owner_id: owner,
      })
      .execute();
    for (const r of [reader, other]) {
      await addFollower(channel, r);
      await backfillFollow(db(), { followerId: r, channelId: channel });
    }
    await follow(other, owner);
    const id = await post(owner, { channel_id: channel });
    await fanOut(id);
    expect(await entries(reader)).toEqual([id]);
    expect(await entries(other)).toEqual([id]);
    await removeFollower(channel, reader);
    await removeFollower(channel, other);
    expect(await entries(reader)).toEqual([]);
    expect(await home(reader)).toEqual([]);
    expect(await entries(other)).toEqual([id]);
    expect(await home(other)).toEqual([id]);
  });

  it('blocking removes the entries both ways (the block ends the follows)', async () => {
    const a = await person();
    const b = await person();
    await follow(a, b);
    await follow(b, a);
    const fromA = await post(a);
    const fromB = await post(b);
    await fanOut(fromA);
    await fanOut(fromB);
    expect(await entries(a)).toEqual([fromB]);
    expect(await entries(b)).toEqual([fromA]);
    await insertBlock(a, b);
    expect(await entries(a)).toEqual([]);
    expect(await entries(b)).toEqual([]);
    expect(await home(a)).toEqual([fromA]);
  });

  it('muting keeps the entries and the read rules filter them; unmuting brings them back', async () => {
    const author = await person();
    const reader = await person();
    await follow(reader, author);
    const id = await post(author);
    await fanOut(id);
    await insertMute(reader, author);
    expect(await entries(reader)).toEqual([id]);
    expect(await home(reader)).toEqual([]);
    await deleteMute(reader, author);
    expect(await home(reader)).toEqual([id]);
  });

  it('leaving a private group keeps the entries and the read rules filter them', async () => {
    const author = await person();
    const reader = await person();
    await follow(reader, author);
    const group = newId();
    await db()
      .insertInto('groups')
      .values({
        id: group,
        name: `tlg_${next()}`,
        title: 'Crew',
        type: 'private',
        owner_id: author,
      })
      .execute();
    await db()
      .insertInto('group_members')
      .values([
        { group_id: group, user_id: author, status: 'active', role: 'owner' },
        { group_id: group, user_id: reader, status: 'active', role: 'member' },
      ])
      .execute();
    const id = await post(author, { group_id: group });
    await fanOut(id);
    expect(await home(reader)).toEqual([id]);
    await db()
      .deleteFrom('group_members')
      .where('group_id', '=', group)
      .where('user_id', '=', reader)
      .execute();
    expect(await entries(reader)).toEqual([id]);
    expect(await home(reader)).toEqual([]);
  });

  it('deleting or hiding a post keeps the entry and the read rules filter it', async () => {
    const author = await person();
    const reader = await person();
    await follow(reader, author);
    const deleted = await post(author);
    const group = newId();
    await db()
      .insertInto('groups')
      .values({ id: group, name: `tlh_${next()}`, title: 'Crew', type: 'open', owner_id: author })
      .execute();
    const hidden = await post(author, { group_id: group });
    const kept = await post(author);
    for (const id of [deleted, hidden, kept]) await fanOut(id);
    expect(await home(reader)).toEqual([kept, hidden, deleted]);
    await db()
      .updateTable('posts')
      .set({ deleted_at: new Date() })
      .where('id', '=', deleted)
      .execute();
    await db()
      .updateTable('posts')
      .set({ hidden_in_group: true })
      .where('id', '=', hidden)
      .execute();
    expect(await entries(reader)).toEqual([kept, hidden, deleted]);
    expect(await home(reader)).toEqual([kept]);
  });

  it('hibernation and account deletion keep the entries and the read rules filter them', async () => {
    const sleeper = await person();
    const leaver = await person();
    const reader = await person();
    await follow(reader, sleeper);
    await follow(reader, leaver);
    const a = await post(sleeper);
    const b = await post(leaver);
    await fanOut(a);
    await fanOut(b);
    expect(await home(reader)).toEqual([b, a]);
    await db()
      .updateTable('users')
      .set({ hibernated_at: new Date() })
      .where('id', '=', sleeper)
      .execute();
    await db()
      .updateTable('users')
      .set({ deleted_at: new Date() })
      .where('id', '=', leaver)
      .execute();
    expect(await entries(reader)).toEqual([b, a]);
    expect(await home(reader)).toEqual([]);
    // Waking up (signing in again) shows them again.
    await db()
      .updateTable('users')
      .set({ hibernated_at: null })
      .where('id', '=', sleeper)
      .execute();
    expect(await home(reader)).toEqual([a]);
  });
});
