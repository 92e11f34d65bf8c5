// Queries of the explore area built so far: trending topics (from posts.tags), people to follow
// (friends of friends, then the most followed) and post search (full text and hashtags).
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { bucketFilter, type PostBucket } from '../../platform/db/post-buckets';
import { noBlockBetween, notMutedBy } from '../../platform/db/relations';
import { shapedQuery } from '../../platform/db/shaped';
import { visibleHere } from '../../platform/feed/index';
import { RECENT_SEARCH_WINDOW, recentSearchWindow } from './recent-window';
import type { UserRow } from '../../platform/db/tables';
import type { PostCategory } from '@trestle/core';
import { escapeLike } from '../../platform/db/like';

export interface TagQuery {
  /** Who asks: only posts they may see in search count. */
  viewerId: string;
  since: Date;
  /** Letters the topic starts with (lower case, no `#`). */
  prefix?: string | undefined;
  skip: number;
  limit: number;
}

/**
 * Topics with the number of posts using them since `since` that the viewer may see in search
 * (the read rules: a private group's or channel's tags do not leak), most first. Without a prefix
 * only the window is read (the posts_recent_tagged index); with one, every tagged post, so a
 * topic quiet in the window is still found (with its count in the window).
 */
export async function trendingTags(db: Db, q: TagQuery) {
  const since = q.since.toISOString();
  const { rows } = await sql<{ name: string; n: string | number }>`
    select tag as name, count(*) filter (where p.created_at > ${since}::timestamptz) as n
      from posts p cross join lateral unnest(p.tags) as tag
     where p.tags <> '{}'::text[] and ${visibleHere(q.viewerId, 'search', 'p')}
       and ${
         q.prefix
           ? sql`tag like ${`${escapeLike(q.prefix)}%`}`
           : sql`p.created_at > ${since}::timestamptz`
       }
     group by tag
     order by n desc, count(*) desc, tag
     offset ${q.skip} limit ${q.limit}
  `.execute(db);
  return rows.map((r) => ({ name: r.name, postsCount: Number(r.n) }));
}

/** Who may be suggested to the viewer: never the viewer, someone followed, muted or blocked. */
function suggestable(db: Db, viewerId: string) {
  return (
    db
      .selectFrom('users')
      .where('users.id', '<>', viewerId)
      // News sources' system accounts are not people to follow.
      .where('users.kind', '=', 'person')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('follows as already')
              .select('already.followee_id')
              .where('already.follower_id', '=', viewerId)
              .whereRef('already.followee_id', '=', 'users.id'),
          ),
        ),
      )
      .where(noBlockBetween(viewerId, 'users.id'))
      .where(notMutedBy(viewerId, 'users.id'))
  );
}

/**
 * People to follow: first those followed by the people the viewer follows (most such follows
 * first, then the most followed), then, so a newcomer who follows nobody yet still has someone
 * to start with, the most followed verified people. Never the viewer, anyone the viewer follows,
 * muted, blocked or was blocked by.
 */
export async function suggestedPeople(
  db: Db,
  viewerId: string,
  page: { skip: number; limit: number },
): Promise<UserRow[]> {
  const wanted = page.skip + page.limit;
  const friendsOfFriends = await suggestable(db, viewerId)
    .innerJoin('follows as theirs', 'theirs.followee_id', 'users.id')
    .innerJoin('follows as mine', 'mine.followee_id', 'theirs.follower_id')
    .select(['users.id'])
    .where('mine.follower_id', '=', viewerId)
    .groupBy(['users.id', 'users.followers_count'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('users.followers_count', 'desc')
    .orderBy('users.id')
    .limit(wanted)
    .execute();
  let ids = friendsOfFriends.map((p) => p.id);
  if (ids.length < wanted) {
    const popular = await suggestable(db, viewerId)
      .select(['users.id'])
      .where('users.email_verified_at', 'is not', null)
      .where('users.followers_count', '>', 0)
      .orderBy('users.followers_count', 'desc')
      .orderBy('users.id')
      .limit(wanted + ids.length)
      .execute();
    const picked = new Set(ids);
    ids = [...ids, ...popular.map((p) => p.id).filter((id) => !picked.has(id))];
  }
  ids = ids.slice(page.skip, wanted);
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface PostSearch {
  viewerId: string;
  /** Hashtags every post found must carry (lower case, no `#`). */
  tags: string[];
  /** Words for the full-text match (websearch syntax: "a phrase", -not, or); may be empty. */
  words: string;
  bucket: PostBucket;
  /** The config's LONG_VIDEO_SECONDS (for the `videos_full` bucket). */
  longVideoSeconds?: number;
  skip: number;
  limit: number;
}

/** A post's search document, stored as the post is written (migration 0035), indexed by posts_search. */
const POST_DOCUMENT = sql`posts.search_vector`;

/**
 * One page of the ids of posts matching the search: best full-text matches first (ts_rank),
 * newest first among equals (and always newest first for a hashtag-only search). Only posts the
 * viewer may see in search (the read rules' SQL form), so pages stay full.
 */
export async function searchPostIds(db: Db, q: PostSearch): Promise<string[]> {
  const rows = await searchPostIdsQuery(db, q).execute();
  return rows.map((r) => r.id);
}

/** The query of searchPostIds, unexecuted (its SQL is snapshotted in docs/sql). */
export function searchPostIdsQuery(db: Db, q: PostSearch) {
  const me = q.viewerId;
  const query = sql`websearch_to_tsquery('english', ${q.words})`;
  let posts = bucketFilter(db.selectFrom('posts'), q.bucket, q.longVideoSeconds);
  if (q.tags.length > 0) {
    posts = posts.where(sql<boolean>`posts.tags @> ${sql`array[${sql.join(q.tags)}]::text[]`}`);
  }
  if (q.words) {
    // Words that are all stop words ("the") make an empty query: with a hashtag, the tag decides.
    const emptyOk = q.tags.length > 0 ? sql`numnode(${query}) = 0 or ` : sql``;
    posts = posts.where(sql<boolean>`(${emptyOk}${POST_DOCUMENT} @@ ${query})`);
  }
  return posts
    .where(visibleHere(me, 'search', 'posts'))
    .select('posts.id')
    .$if(Boolean(q.words), (s) => s.orderBy(sql`ts_rank(${POST_DOCUMENT}, ${query})`, 'desc'))
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .offset(q.skip)
    .limit(q.limit);
}

export type Chronology = 'recent' | 'oldest' | 'popular';
export type DurationFilter = 'any' | 'short' | 'medium' | 'long';

/** The Duration enumeration's bounds in seconds: short under 4 minutes, medium 4 to 20, long over. */
const DURATION_SECONDS: Record<Exclude<DurationFilter, 'any'>, [number, number]> = {
  short: [0, 240],
  medium: [240, 1200],
  long: [1200, Number.MAX_SAFE_INTEGER],
};

export interface MediaSearch {
  viewerId: string;
  bucket: PostBucket;
  /** The config's LONG_VIDEO_SECONDS (for the `videos_full` bucket). */
  longVideoSeconds?: number;
  /** Words for the full-text match (websearch syntax); empty: every post of the bucket. */
  words: string;
  categories: readonly PostCategory[];
  duration: DurationFilter;
  chronology: Chronology;
  skip: number;
  limit: number;
}

/**
 * One page of the ids of posts with media (explore's media tabs, shorts, the video column and
 * video search): the bucket, then words, categories and the length of the first recording, in
 * the chronology asked (recent, oldest, or most liked first). Only posts the viewer may see in
 * search (the read rules' SQL form). Every value is a parameter.
 */
export function mediaPostIdsQuery(db: Db, q: MediaSearch) {
  const query = sql`websearch_to_tsquery('english', ${q.words})`;
  let posts = bucketFilter(db.selectFrom('posts'), q.bucket, q.longVideoSeconds);
  if (q.words) posts = posts.where(sql<boolean>`${POST_DOCUMENT} @@ ${query}`);
  if (q.categories.length > 0) posts = posts.where('posts.category', 'in', [...q.categories]);
  if (q.duration !== 'any') {
    const [from, to] = DURATION_SECONDS[q.duration];
    const seconds = sql`(posts.media->0->>'duration')::double precision`;
    posts = posts.where(sql<boolean>`(${seconds} >= ${from} and ${seconds} < ${to})`);
  }
  const direction = q.chronology === 'oldest' ? 'asc' : 'desc';
  return posts
    .where(visibleHere(q.viewerId, 'search', 'posts'))
    .select('posts.id')
    .$if(q.chronology === 'popular', (s) => s.orderBy('posts.likes_count', 'desc'))
    .orderBy('posts.created_at', direction)
    .orderBy('posts.id', direction)
    .offset(q.skip)
    .limit(q.limit);
}

export async function mediaPostIds(db: Db, q: MediaSearch): Promise<string[]> {
  return (await mediaPostIdsQuery(db, q).execute()).map((r) => r.id);
}

/** The advanced search as the server runs it: the typed tree with people as ids. */
export interface AdvancedSearchQuery {
  viewerId: string;
  bucket: PostBucket;
  /** The config's LONG_VIDEO_SECONDS (for the `videos_full` bucket). */
  longVideoSeconds?: number;
  op: boolean;
  words: readonly string[];
  phrases: readonly string[];
  without: readonly string[];
  /** At least one of these words (the form's "any of these words"). */
  anyWords: readonly string[];
  fromIds: readonly string[] | null;
  toIds: readonly string[] | null;
  aboutIds: readonly string[] | null;
  tags: readonly string[];
  has: readonly string[];
  categories: readonly PostCategory[];
  duration: DurationFilter;
  before: string | null;
  after: string | null;
  chronology: Chronology;
  skip: number;
  limit: number;
}

const HAS_FILTER: Record<string, ReturnType<typeof sql<boolean>>> = {
  video: sql<boolean>`posts.media @> '[{"type":"video"}]'::jsonb`,
  image: sql<boolean>`posts.media @> '[{"type":"image"}]'::jsonb`,
  gif: sql<boolean>`posts.media @> '[{"type":"gif"}]'::jsonb`,
  audio: sql<boolean>`posts.media @> '[{"type":"audio"}]'::jsonb`,
  media: sql<boolean>`posts.media <> '[]'::jsonb`,
  poll: sql<boolean>`posts.poll is not null`,
};

/** Where a try of the advanced search looks: from `since` on, before `before` (either may be open). */
interface SearchWindow {
  since: Date | null;
  before: Date | null;
}

const EVERY_POST: SearchWindow = { since: null, before: null };

/**
 * The posts matching the advanced search, before the read rules. Every part is a condition with
 * its values as parameters (never text from the query in the SQL): words and phrases by full text
 * (plainto_/phraseto_tsquery), people by id, topics, media, categories, length, dates.
 *
 * The cheap comparisons of a row's own columns come first and the documents last: PostgreSQL
 * checks a row's conditions of equal cost in the order written, and a document is read (often
 * decompressed) to be matched. A phrase's first try fetches its 1,636 posts with the word pair at
 * the bench's million and keeps those in the window: 6.8 ms matching each document first, 2.3 ms
 * with the window's date first.
 */
function advancedMatches(db: Db, q: AdvancedSearchQuery, window: SearchWindow = EVERY_POST) {
  const matches = (tsquery: ReturnType<typeof sql>) => sql<boolean>`${POST_DOCUMENT} @@ ${tsquery}`;
  const plain = (word: string) => sql`plainto_tsquery('english', ${word})`;
  let posts = db
    .selectFrom('posts')
    .$if(window.since !== null, (s) => s.where('posts.created_at', '>=', window.since!))
    .$if(window.before !== null, (s) => s.where('posts.created_at', '<', window.before!));
  posts = bucketFilter(posts, q.bucket, q.longVideoSeconds).where('posts.deleted_at', 'is', null);
  if (q.op && q.bucket !== 'op') posts = bucketFilter(posts, 'op');
  if (q.after) posts = posts.where(sql<boolean>`posts.created_at >= ${q.after}::date`);
  if (q.before) posts = posts.where(sql<boolean>`posts.created_at < ${q.before}::date`);
  // A name that is nobody's matches nothing (an empty list), rather than being left out.
  if (q.fromIds)
    posts = posts.where(sql<boolean>`posts.author_id = any(${[...q.fromIds]}::uuid[])`);
  if (q.tags.length > 0) posts = posts.where(sql<boolean>`posts.tags && ${[...q.tags]}::text[]`);
  if (q.categories.length > 0) posts = posts.where('posts.category', 'in', [...q.categories]);
  for (const has of q.has) posts = posts.where(HAS_FILTER[has]!);
  if (q.duration !== 'any') {
    const [from, to] = DURATION_SECONDS[q.duration];
    const seconds = sql`(posts.media->0->>'duration')::double precision`;
    posts = posts.where(sql<boolean>`(${seconds} >= ${from} and ${seconds} < ${to})`);
  }
  if (q.toIds) {
    posts = posts.where(sql<boolean>`exists (select 1 from posts parent
      where parent.id = posts.reply_to_id and parent.author_id = any(${[...q.toIds]}::uuid[]))`);
  }
  if (q.aboutIds) {
    posts = posts.where(sql<boolean>`exists (select 1 from post_mentions m
      where m.post_id = posts.id and m.user_id = any(${[...q.aboutIds]}::uuid[]))`);
  }
  for (const word of q.words) posts = posts.where(matches(plain(word)));
  for (const phrase of q.phrases) {
    // Its pairs of neighbouring words first (an index finds them, migration 0037), then the
    // document decides. A phrase without pairs (one word, or stop words between) has only the
    // document (the condition folds away: the values are constants when the statement is planned).
    const pairs = sql`search_pairs(to_tsvector('english', ${phrase}))`;
    posts = posts
      .where(sql<boolean>`(cardinality(${pairs}) = 0 or posts.search_pairs @> ${pairs})`)
      .where(matches(sql`phraseto_tsquery('english', ${phrase})`));
  }
  for (const word of q.without) {
    posts = posts.where(sql<boolean>`not (${matches(plain(word))})`);
  }
  if (q.anyWords.length > 0) {
    posts = posts.where(
      sql<boolean>`(${sql.join(
        q.anyWords.map((w) => matches(plain(w))),
        sql` or `,
      )})`,
    );
  }
  return posts;
}

/**
 * Ranked by the chronology asked: recent (the default), oldest, or most liked first; newest
 * breaks ties among the most liked.
 */
function inChronology<S extends ReturnType<typeof advancedMatches>>(
  s: S,
  q: Pick<AdvancedSearchQuery, 'chronology'>,
) {
  const direction = q.chronology === 'oldest' ? 'asc' : 'desc';
  return s
    .$if(q.chronology === 'popular', (r) => r.orderBy('posts.likes_count', 'desc'))
    .orderBy('posts.created_at', direction)
    .orderBy('posts.id', direction);
}

/**
 * One page of the ids of posts matching the advanced search (advancedMatches), ranked by its
 * chronology, of the posts the viewer may see in search (the read rules' SQL form), in one
 * statement. advancedPostIds reads the same page faster in most cases and falls back to this.
 */
export function advancedPostIdsQuery(db: Db, q: AdvancedSearchQuery) {
  return inChronology(advancedMatches(db, q), q)
    .where(visibleHere(q.viewerId, 'search', 'posts'))
    .select('posts.id')
    .offset(q.skip)
    .limit(q.limit);
}

/**
 * The first matches among the newest posts (from `since` on; all posts when null), newest first,
 * before the read rules: a query the planner can plan on the search alone. (With the read rules'
 * subqueries in the same statement it overrates every row and reads all 10,000 posts with two
 * common words, then sorts them, instead of walking the newest posts until it has enough: 120 ms
 * against 2 ms at the bench's million posts.) The window bounds the walk when the planner
 * expects matches that never come (a phrase whose words are common but never side by side).
 * `before` leaves out the window already read: the walk of the older posts starts where the
 * window ends instead of walking the window again.
 */
export function advancedCandidatesQuery(
  db: Db,
  q: AdvancedSearchQuery,
  count: number,
  since: Date | null,
  before: Date | null = null,
) {
  return inChronology(advancedMatches(db, q, { since, before }), q)
    .select('posts.id')
    .limit(count);
}

/** Of these candidates, the page the viewer may see in search, in the chronology. */
export function visiblePageQuery(
  db: Db,
  page: Pick<AdvancedSearchQuery, 'viewerId' | 'chronology' | 'skip' | 'limit'> & {
    ids: readonly string[];
  },
) {
  return inChronology(db.selectFrom('posts'), page)
    .where(sql<boolean>`posts.id = any(${page.ids}::uuid[])`)
    .where(visibleHere(page.viewerId, 'search', 'posts'))
    .select('posts.id')
    .offset(page.skip)
    .limit(page.limit);
}

/** visiblePageQuery built once per shape (platform/db/shaped.ts): the read rules' tree is large. */
const visiblePageStatement = shapedQuery(visiblePageQuery, ['viewerId', 'ids']);

/**
 * One page of the ids of posts matching the advanced search that the viewer may see, exactly as
 * advancedPostIdsQuery reads it. Newest first (the default), most searches are answered by two
 * quick statements: the first matches among the newest posts (RECENT_SEARCH_WINDOW; the page and
 * its skip, and ten more), then the page of them the read rules let through. That page is the
 * true one when it is full (any other match is older than every candidate) or when the candidates
 * were all the matches there are. Too few among the newest posts (rare words, a tag, an old page):
 * the first matches of all posts instead. Otherwise (the rules hid most candidates, another
 * chronology) the one-statement query reads it, through the indexes.
 */
export async function advancedPostIds(
  db: Db,
  q: AdvancedSearchQuery,
  windowSize = RECENT_SEARCH_WINDOW,
): Promise<string[]> {
  const everything = async () => (await advancedPostIdsQuery(db, q).execute()).map((r) => r.id);
  if (q.chronology !== 'recent') return everything();
  const count = q.skip + q.limit + 10;
  const candidatesOf = async (wanted: number, since: Date | null, before: Date | null) =>
    (await advancedCandidatesQuery(db, q, wanted, since, before).execute()).map((r) => r.id);
  const since = await recentSearchWindow(db, windowSize);
  let candidates = await candidatesOf(count, since, null);
  // Too few among the newest posts: the rest from the older posts, still without the rules (the
  // indexes answer it for rare words, tags and phrases: 2 ms where the one statement took 20).
  // Every older post comes after every post of the window, so the two lists join in order.
  if (candidates.length < count && since !== null) {
    candidates = [...candidates, ...(await candidatesOf(count - candidates.length, null, since))];
  }
  const allMatches = candidates.length < count;
  if (candidates.length === 0) return [];
  const { viewerId, chronology, skip, limit } = q;
  const visible = visiblePageStatement(db, { viewerId, chronology, skip, limit, ids: candidates });
  const page = (await db.executeQuery(visible)).rows.map((r) => r.id);
  return page.length === q.limit || allMatches ? page : everything();
}

/** The ids of the people with these usernames (any case); unknown names are left out. */
export async function idsOfUsernames(db: Db, usernames: readonly string[]): Promise<string[]> {
  if (usernames.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(
      sql<string>`lower(username)`,
      'in',
      usernames.map((u) => u.toLowerCase()),
    )
    .execute();
  return rows.map((r) => r.id);
}
