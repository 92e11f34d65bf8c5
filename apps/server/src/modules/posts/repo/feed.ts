// The skeleton of the feeds: which post ids, in which order. The read rules of the feed's place
// are applied here in their SQL form (visibleHere), so a page is full whenever more posts exist;
// the read pipeline's verdict stage applies their in-memory form to everything it presents.
import type { PostCategory } from '@trestle/core';
import { sql, type CompiledQuery, type SelectQueryBuilder } from 'kysely';
import { postMatches } from '../../../platform/db/relations';
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
  const { viewer } = query;
  let q: PostQuery = (base ?? db.selectFrom('posts')).where('posts.reply_to_id', 'is', null);
  if (query.source === 'news') {
    q = q.where(
      'posts.rss_source_id',
      'in',
      db
        .selectFrom('rss_subscriptions')
        .select('rss_subscriptions.source_id')
        .where('rss_subscriptions.user_id', '=', viewer?.id ?? null),
    );
  } else {
    // News entries would flood the other feeds: they have their own.
    q = q.where('posts.rss_source_id', 'is', null);
  }
  if (query.source === 'following' && viewer) {
    // The viewer's own posts, those of people they follow, and those of channels they follow.
    q = q.where((eb) =>
      eb.or([
        eb('posts.author_id', '=', viewer.id),
        eb(
          'posts.author_id',
          'in',
          eb.selectFrom('follows').select('followee_id').where('follower_id', '=', viewer.id),
        ),
        eb(
          'posts.channel_id',
          'in',
          eb
            .selectFrom('channel_follows')
            .select('channel_follows.channel_id')
            .where('channel_follows.user_id', '=', viewer.id),
        ),
      ]),
    );
  }
  if (query.categories && query.categories.length > 0) {
    q = q.where('posts.category', 'in', [...query.categories]);
  }
  q = q.where(visibleHere(viewer?.id ?? null, feedPlace(query.source), 'posts'));
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

/**
 * The query of one page of post ids, newest first, as every feed but home reads it (and home as
 * it was read before its timelines: the equivalence test compares the two).
 */
export function fanOutOnReadPageQuery(db: Db, query: FeedQuery, page: FeedPosition): PageQuery {
  return after(filtered(db, query), page.after)
    .select(['posts.id', sql<string>`${CURSOR_TIME}`.as('cursor_time')])
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .offset(page.after ? 0 : page.skip)
    .limit(page.limit);
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
  const viewerId = query.viewer!.id;
  const build = (bound: number | null) =>
    filtered(db, query, homeTimelinePosts(db, viewerId, page.after, bound))
      .select(['posts.id', sql<string>`${CURSOR_TIME}`.as('cursor_time')])
      .orderBy(sql`c.created_at`, 'desc')
      .orderBy(sql`c.post_id`, 'desc')
      .offset(page.after ? 0 : page.skip)
      .limit(page.limit);
  const skip = page.after ? 0 : page.skip;
  const bounded = build((skip + page.limit) * 2 + 20);
  return {
    compile: () => bounded.compile(),
    execute: async () => {
      const rows = await bounded.execute();
      return rows.length === page.limit ? rows : build(null).execute();
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
