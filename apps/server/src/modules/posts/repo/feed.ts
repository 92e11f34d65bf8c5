// The skeleton of the feeds: which post ids, in which order. The read rules of the feed's place
// are applied here in their SQL form (visibleHere), so a page is full whenever more posts exist;
// the read pipeline's verdict stage applies their in-memory form to everything it presents.
import type { PostCategory } from '@trestle/core';
import { sql, type CompiledQuery, type SelectQueryBuilder } from 'kysely';
import { postMatches } from '../../../platform/db/relations';
import { shapedStatement } from '../../../platform/db/shaped';
import type { Db } from '../../../platform/db/database';
import type { Tables } from '../../../platform/db/tables';
import { visibleHere, type ReadPlace, type Viewer } from '../../../platform/feed/index';
import { encodeFeedCursor, type FeedCursor } from '../feed-cursor';
import { homeTimelinePosts } from '../timeline/read';

/** The creation time with all its microseconds, in UTC: a JavaScript Date would lose them. */
const CURSOR_TIME = sql`to_char(posts.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface FeedQuery {
  viewer: Viewer | null;
  /**
   * following: the viewer and the people they follow; local and public: everyone; news: the
   * entries of the viewer's news (RSS) sources, which appear in no other feed.
   */
  source: 'following' | 'local' | 'public' | 'news';
  categories?: readonly PostCategory[] | undefined;
  /** Words, or a #hashtag (public feed search). */
  search?: string | undefined;
}

export type PostQuery = SelectQueryBuilder<Tables, 'posts', object>;

/** Where each feed is read (the place its rules are those of). */
export function feedPlace(source: FeedQuery['source']): ReadPlace {
  return source === 'following' ? 'home' : source;
}

/** The feed's conditions, on the posts of `base` (by default all posts). */
function filtered(db: Db, query: FeedQuery, base?: PostQuery): PostQuery {
  return filteredFor(db, query.viewer?.id ?? null, query, base);
}

/** The feed's conditions for this viewer (or a visitor: null). */
function filteredFor(
  db: Db,
  viewerId: string | null,
  query: Omit<FeedQuery, 'viewer'>,
  base?: PostQuery,
): PostQuery {
  let q: PostQuery = (base ?? db.selectFrom('posts')).where('posts.reply_to_id', 'is', null);
  if (query.source === 'news') {
    q = q.where(
      'posts.rss_source_id',
      'in',
      db
        .selectFrom('rss_subscriptions')
        .select('rss_subscriptions.source_id')
        .where('rss_subscriptions.user_id', '=', viewerId),
    );
  } else {
    // News entries would flood the other feeds: they have their own.
    q = q.where('posts.rss_source_id', 'is', null);
  }
  if (query.source === 'following' && viewerId !== null) {
    // The viewer's own posts, those of people they follow, and those of channels they follow.
    q = q.where((eb) =>
      eb.or([
        eb('posts.author_id', '=', viewerId),
        eb(
          'posts.author_id',
          'in',
          eb.selectFrom('follows').select('followee_id').where('follower_id', '=', viewerId),
        ),
        eb(
          'posts.channel_id',
          'in',
          eb
            .selectFrom('channel_follows')
            .select('channel_follows.channel_id')
            .where('channel_follows.user_id', '=', viewerId),
        ),
      ]),
    );
  }
  if (query.categories && query.categories.length > 0) {
    q = q.where('posts.category', 'in', [...query.categories]);
  }
  q = q.where(visibleHere(viewerId, feedPlace(query.source), 'posts'));
  const search = query.search?.trim();
  if (search) q = q.where(postMatches('posts', search));
  return q;
}

/** Where a page starts: an offset, or (for deep pages) after the post a cursor marks. */
export type FeedPosition = { skip: number; limit: number; after?: FeedCursor | undefined };

/** Posts strictly older than the cursor's post (keyset paging: the index walk starts there). */
function after(q: PostQuery, cursor: FeedCursor | undefined): PostQuery {
  if (!cursor) return q;
  return q.where(
    sql<boolean>`(posts.created_at, posts.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
  );
}

/** A page's rows: the post id, and its time for the cursor. */
interface PageRow {
  id: string;
  cursor_time: string;
}

/** What the feed page queries have in common (the bench compiles them; feedPage runs them). */
export interface PageQuery {
  compile(): CompiledQuery<PageRow>;
  execute(): Promise<PageRow[]>;
}

/** A page statement's values: everything else is its shape (see platform/db/shaped.ts). */
interface PageValues {
  viewerId: string | null;
  cursorTime: string | null;
  cursorId: string | null;
  [key: string]: string | null;
}

function pageValues(query: FeedQuery, page: FeedPosition): PageValues {
  return {
    viewerId: query.viewer?.id ?? null,
    cursorTime: page.after?.createdAt ?? null,
    cursorId: page.after?.id ?? null,
  };
}

function cursorOf({ cursorTime, cursorId }: PageValues): FeedCursor | undefined {
  return cursorTime !== null && cursorId !== null
    ? { createdAt: cursorTime, id: cursorId }
    : undefined;
}

/** What a page's text depends on besides its values. */
interface PageShape {
  query: Omit<FeedQuery, 'viewer'>;
  skip: number;
  limit: number;
  /** The home feed's bound: only the newest this many candidates (null: all of them). */
  bound: number | null;
}

const shapeName = ({ query, skip, limit, bound }: PageShape): string =>
  [query.source, (query.categories ?? []).join(','), query.search ?? '', skip, limit, bound].join(
    '|',
  );

function fanOutOnReadBuild(db: Db, shape: PageShape, values: PageValues) {
  return after(filteredFor(db, values.viewerId, shape.query), cursorOf(values))
    .select(['posts.id', sql<string>`${CURSOR_TIME}`.as('cursor_time')])
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .offset(shape.skip)
    .limit(shape.limit);
}

function homeBuild(db: Db, shape: PageShape, values: PageValues) {
  const viewerId = values.viewerId!;
  const candidates = homeTimelinePosts(db, viewerId, cursorOf(values), shape.bound);
  return filteredFor(db, viewerId, shape.query, candidates)
    .select(['posts.id', sql<string>`${CURSOR_TIME}`.as('cursor_time')])
    .orderBy(sql`c.created_at`, 'desc')
    .orderBy(sql`c.post_id`, 'desc')
    .offset(shape.skip)
    .limit(shape.limit);
}

// Built once per shape and bound to each page's values (platform/db/shaped.ts). A search's words
// are part of its shape: searches are built in full (search() below), never remembered.
const fanOutOnReadStatement = shapedStatement(shapeName, fanOutOnReadBuild);
const homeStatement = shapedStatement(shapeName, homeBuild);

/** The page's statement, from the shapes remembered unless it searches. */
function pageStatement(db: Db, home: boolean, shape: PageShape, values: PageValues) {
  if (shape.query.search?.trim()) {
    return (home ? homeBuild : fanOutOnReadBuild)(db, shape, values).compile();
  }
  return (home ? homeStatement : fanOutOnReadStatement)(db, shape, values);
}

function pageQuery(db: Db, home: boolean, shape: PageShape, values: PageValues) {
  const compiled = pageStatement(db, home, shape, values) as CompiledQuery<PageRow>;
  return {
    compile: () => compiled,
    execute: async () => (await db.executeQuery(compiled)).rows,
  };
}

/**
 * The query of one page of post ids, newest first, as every feed but home reads it (and home as
 * it was read before its timelines: the equivalence test compares the two).
 */
export function fanOutOnReadPageQuery(db: Db, query: FeedQuery, page: FeedPosition): PageQuery {
  const skip = page.after ? 0 : page.skip;
  const shape = { query, skip, limit: page.limit, bound: null };
  return pageQuery(db, false, shape, pageValues(query, page));
}

/** The query of one page of post ids, newest first (exported for its query-plan test). */
export function feedPageQuery(db: Db, query: FeedQuery, page: FeedPosition): PageQuery {
  if (query.source === 'following' && query.viewer) return homePageQuery(db, query, page);
  return fanOutOnReadPageQuery(db, query, page);
}

/**
 * The home feed's page from the viewer's timeline. PostgreSQL sorts all of a timeline's candidates
 * rather than merging its branches lazily, so the read rules would run on up to the whole cap for
 * every page; the page is first read from the newest few candidates only, and, in the rare case
 * that their posts do not fill it (many hidden by the rules, or the end of the feed), again from
 * all of them. Exact either way: the bounded candidates are a prefix of all of them, so a page
 * they fill is the page.
 */
function homePageQuery(db: Db, query: FeedQuery, page: FeedPosition): PageQuery {
  const skip = page.after ? 0 : page.skip;
  const values = pageValues(query, page);
  const shape = (bound: number | null) => ({ query, skip, limit: page.limit, bound });
  const bounded = pageQuery(db, true, shape((skip + page.limit) * 2 + 20), values);
  return {
    compile: () => bounded.compile(),
    execute: async () => {
      const rows = await bounded.execute();
      return rows.length === page.limit ? rows : pageQuery(db, true, shape(null), values).execute();
    },
  };
}

/** One page of post ids, newest first, and the cursor of the next page (null on the last). */
export async function feedPage(
  db: Db,
  query: FeedQuery,
  page: FeedPosition,
): Promise<{ ids: string[]; nextCursor: string | null }> {
  const rows = await feedPageQuery(db, query, page).execute();
  const last = rows.at(-1);
  const full = rows.length === page.limit;
  return {
    ids: rows.map((r) => r.id),
    nextCursor:
      full && last ? encodeFeedCursor({ createdAt: last.cursor_time, id: last.id }) : null,
  };
}

/** How many posts of the feed are newer than the given one. */
export async function countNewer(db: Db, query: FeedQuery, sinceId: string) {
  // Compared in SQL: PostgreSQL keeps microseconds, a JavaScript Date only milliseconds.
  const row = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(
      sql<boolean>`(posts.created_at, posts.id) > (select s.created_at, s.id from posts s where s.id = ${sinceId})`,
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many posts of the viewer's groups (the groups feed) are newer than the given one. */
export async function countNewerInGroups(
  db: Db,
  viewerId: string,
  sinceId: string,
  categories: readonly PostCategory[] | undefined,
): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(
      'posts.group_id',
      'in',
      db
        .selectFrom('group_members')
        .select('group_id')
        .where('user_id', '=', viewerId)
        .where('status', '=', 'active'),
    )
    .where('posts.reply_to_id', 'is', null)
    .where('posts.author_id', '<>', viewerId)
    .where(visibleHere(viewerId, 'groups', 'posts'))
    .$if(Boolean(categories?.length), (q) => q.where('posts.category', 'in', [...categories!]))
    .where(
      sql<boolean>`(posts.created_at, posts.id) > (select s.created_at, s.id from posts s where s.id = ${sinceId})`,
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
