// What the scenarios use: seeded people with live sessions (bearer tokens made here and stored as
// hashes, as sign-in would), and seeded posts to open, read as threads and react to.
import type { Database } from '../src/platform/db/database';
import { hashSecret } from '../src/platform/auth/secrets';
import type { Viewer } from '../src/platform/feed/index';
import { newId } from '../src/platform/ids';
import { decodeFeedCursor, type FeedCursor } from '../src/modules/posts/feed-cursor';
import { feedPage } from '../src/modules/posts/repo/feed';
import { busiestOpenGroups, listsOf } from './communities';

/** How deep the deep-page scenarios read. */
export const DEEP_SKIP = 500;
const DEEP_VIEWERS = 200;

export interface BenchViewer extends Viewer {
  token: string;
  /** Where their home feed is DEEP_SKIP posts down (for the cursor scenario). */
  deepCursor?: FeedCursor;
}

export interface Fixtures {
  /** A sample of everyone (most follow about 90 people; one in 200 follows thousands). */
  viewers: BenchViewer[];
  /** Viewers whose home feed is at least DEEP_SKIP posts long, with the cursor there. */
  deepViewers: BenchViewer[];
  /** People following a thousand or more. */
  heavyViewers: BenchViewer[];
  /** Live top-level posts and quotes. */
  postIds: string[];
  /** Replies two or three deep (a thread with ancestors). */
  replyIds: string[];
  /**
   * The texts of sampled posts, for the posts the bench makes: new posts read like the seeded
   * ones, so a search's first try over the newest posts meets them as it would in production
   * (thousands of identical posts without the searched words would push every search past it).
   */
  postTexts: string[];
  /** Authors of sampled posts, most of them prolific: whose profiles are opened. */
  authorIds: string[];
  /** Viewers with at least one notification (every page of the list has something to show). */
  notifiedViewers: BenchViewer[];
  /** Open groups with the most posts (every viewer may read them). */
  groupIds: string[];
  /** Viewers who keep a list, with its id. */
  listViewers: (BenchViewer & { listId: string })[];
  /** The most-followed person (the fan-out scenario's author). */
  fanOutAuthor: BenchViewer;
}

const SAMPLE = 2000;

/** The bearer token of seeded person n (only its hash is stored). */
export const tokenOf = (n: number) => `bench-token-${n}`;

export async function loadFixtures(database: Database): Promise<Fixtures> {
  const { pool } = database;
  const people = await pool.query<{ n: number }>('select count(*)::int as n from bench_people');
  const step = Math.max(1, Math.floor(people.rows[0]!.n / SAMPLE));
  const viewerRows = async (where: string) =>
    (
      await pool.query<{
        n: number;
        id: string;
        mute_words: string[];
        mute_categories: string[];
      }>(
        `select p.n, u.id, u.mute_words, u.mute_categories
           from bench_people p join users u on u.id = p.id
          where ${where} order by p.n limit ${SAMPLE}`,
      )
    ).rows.map((r) => ({
      id: r.id,
      muteWords: r.mute_words,
      muteCategories: r.mute_categories,
      token: tokenOf(r.n),
      n: r.n,
    }));
  const viewers = await viewerRows(`p.n % ${step} = 0`);
  const notifiedViewers = await viewerRows(
    `p.n % ${step} = 0 and exists (select 1 from notifications n where n.recipient_id = u.id)`,
  );
  const heavyViewers = await viewerRows('p.heavy');
  const [fanOutAuthor] = await viewerRows(
    `u.id = (select id from users where kind = 'person' order by followers_count desc limit 1)`,
  );
  const sample = async (where: string) =>
    (
      await pool.query<{ id: string }>(
        `select b.id from bench_posts b join posts p on p.id = b.id
          where ${where} and p.deleted_at is null order by md5(b.id::text) limit ${SAMPLE}`,
      )
    ).rows.map((r) => r.id);
  const postIds = await sample(`b.kind in ('top', 'quote')`);
  const replyIds = await sample(`b.kind = 'reply' and b.depth >= 2`);
  const authors = await pool.query<{ id: string }>(
    `select distinct p.author_id as id from posts p where p.id = any($1::uuid[])`,
    [postIds],
  );
  const authorIds = authors.rows.map((r) => r.id);
  const texts = await pool.query<{ text: string }>(
    `select text from posts where id = any($1::uuid[]) and text <> '' order by id`,
    [postIds],
  );
  const postTexts = texts.rows.map((r) => r.text);

  // Sessions for every sampled person; made again only when missing.
  // One session per person, however many samples they are in.
  const all = [
    ...new Map(
      [...viewers, ...heavyViewers, ...notifiedViewers, fanOutAuthor!].map((v) => [v.token, v]),
    ).values(),
  ];
  const expires = new Date(Date.now() + 365 * 86_400_000);
  for (let i = 0; i < all.length; i += 500) {
    await database.db
      .insertInto('sessions')
      .values(
        all.slice(i, i + 500).map((v) => ({
          id: newId(),
          user_id: v.id,
          token_hash: hashSecret(v.token),
          expires_at: expires,
          user_agent: 'trestle-bench',
        })),
      )
      .onConflict((oc) => oc.column('token_hash').doUpdateSet({ expires_at: expires }))
      .execute();
  }
  const strip = ({ id, muteWords, muteCategories, token }: BenchViewer) => ({
    id,
    muteWords,
    muteCategories,
    token,
  });
  // The cursor DEEP_SKIP posts down each of the first viewers' home feeds (those that long).
  const deepViewers: BenchViewer[] = [];
  for (const viewer of viewers.slice(0, DEEP_VIEWERS).map(strip)) {
    const { nextCursor } = await feedPage(
      database.db,
      { viewer, source: 'following' },
      { skip: DEEP_SKIP - 10, limit: 10 },
    );
    if (nextCursor) deepViewers.push({ ...viewer, deepCursor: decodeFeedCursor(nextCursor) });
  }
  return {
    viewers: viewers.map(strip),
    deepViewers,
    heavyViewers: heavyViewers.map(strip),
    postIds,
    replyIds,
    postTexts,
    authorIds,
    notifiedViewers: notifiedViewers.map(strip),
    groupIds: await busiestOpenGroups(pool, 100),
    listViewers: await withLists(pool, viewers.map(strip)),
    fanOutAuthor: strip(fanOutAuthor!),
  };
}

async function withLists(pool: Database['pool'], viewers: BenchViewer[]) {
  const lists = await listsOf(
    pool,
    viewers.map((v) => v.id),
  );
  return viewers.flatMap((v) => {
    const listId = lists.get(v.id);
    return listId ? [{ ...v, listId }] : [];
  });
}
