// The skeleton of the feeds: which post ids, in which order. The rules that thin a feed out
// (blocks both ways, muted people, categories, words and threads, premium posts of others) are
// applied here in SQL as well, so a page is full whenever more posts exist; the read pipeline
// applies them again to everything it presents.
import type { PostCategory } from '@trestle/core';
import { sql, type CompiledQuery, type SelectQueryBuilder } from 'kysely';
import {
  groupPostVisible,
  noBlockBetween,
  notInPrivateChannel,
  notMutedBy,
  postMatches,
  profileOpen,
} from '../../../platform/db/relations';
import type { Db } from '../../../platform/db/database';
import type { Tables } from '../../../platform/db/tables';
import type { Viewer } from '../../../platform/feed/index';
import { encodeFeedCursor, type FeedCursor } from '../feed-cursor';
import { escapeLike } from '../../../platform/db/like';

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

type PostQuery = SelectQueryBuilder<Tables, 'posts', object>;

function filtered(db: Db, query: FeedQuery): PostQuery {
  const { viewer } = query;
  let q: PostQuery = db
    .selectFrom('posts')
    .where('posts.deleted_at', 'is', null)
    .where('posts.reply_to_id', 'is', null);
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
    // The viewer's own posts, those of people they follow (a private channel's left out), and
    // those of channels they follow.
    q = q.where((eb) =>
      eb.or([
        eb('posts.author_id', '=', viewer.id),
        eb.and([
          eb(
            'posts.author_id',
            'in',
            eb.selectFrom('follows').select('followee_id').where('follower_id', '=', viewer.id),
          ),
          notInPrivateChannel(null, 'posts'),
        ]),
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
  } else {
    // Local and visitor feeds list no private channel's posts.
    q = q.where(
      notInPrivateChannel(query.source === 'public' ? null : (viewer?.id ?? null), 'posts'),
    );
  }
  if (query.categories && query.categories.length > 0) {
    q = q.where('posts.category', 'in', [...query.categories]);
  }
  // A pure repost shows its original, so it goes with an original that is gone or hidden from
  // the viewer (by a block or a mute); other rules on originals (muted words...) are left to the
  // pipeline, which may then return a page one post short.
  q = q.where((eb) =>
    eb.or([
      eb('posts.repost_of_id', 'is', null),
      eb('posts.text', '<>', ''),
      eb('posts.poll', 'is not', null),
      sql<boolean>`posts.media <> '[]'::jsonb`,
      eb.exists(
        eb
          .selectFrom('posts as o')
          .select('o.id')
          .whereRef('o.id', '=', 'posts.repost_of_id')
          .where('o.deleted_at', 'is', null)
          .$if(viewer === null || query.source === 'public', (o) =>
            o.where(profileOpen('o.author_id')),
          )
          .$if(viewer !== null && query.source !== 'public', (o) =>
            o
              .where(noBlockBetween(viewer!.id, 'o.author_id'))
              .where(notMutedBy(viewer!.id, 'o.author_id')),
          ),
      ),
    ]),
  );
  q = q.where(groupPostVisible(query.source === 'public' ? null : (viewer?.id ?? null), 'posts'));
  if (query.source === 'public' || !viewer) {
    q = q.where('posts.premium', '=', false).where(profileOpen('posts.author_id'));
  } else {
    const me = viewer.id;
    q = q
      .where((eb) => eb.or([eb('posts.premium', '=', false), eb('posts.author_id', '=', me)]))
      .where(noBlockBetween(me, 'posts.author_id'))
      .where(notMutedBy(me, 'posts.author_id'))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('post_mutes')
              .select('post_mutes.user_id')
              .where('post_mutes.user_id', '=', me)
              .where((m) =>
                m.or([
                  m('post_mutes.post_id', '=', m.ref('posts.id')),
                  m('post_mutes.post_id', '=', m.ref('posts.root_id')),
                ]),
              ),
          ),
        ),
      );
    if (viewer.muteCategories.length > 0) {
      q = q.where('posts.category', 'not in', viewer.muteCategories as PostCategory[]);
    }
    for (const word of viewer.muteWords.map((w) => w.trim()).filter(Boolean)) {
      q = q.where(sql<boolean>`posts.text not ilike ${`%${escapeLike(word)}%`}`);
    }
  }
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

/** The query of one page of post ids, newest first (exported for its query-plan test). */
export function feedPageQuery(db: Db, query: FeedQuery, page: FeedPosition): PageQuery {
  return after(filtered(db, query), page.after)
    .select(['posts.id', sql<string>`${CURSOR_TIME}`.as('cursor_time')])
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .offset(page.after ? 0 : page.skip)
    .limit(page.limit);
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
    .where('posts.deleted_at', 'is', null)
    .where('posts.reply_to_id', 'is', null)
    .where('posts.author_id', '<>', viewerId)
    .where('posts.hidden_in_group', '=', false)
    .where(noBlockBetween(viewerId, 'posts.author_id'))
    .$if(Boolean(categories?.length), (q) => q.where('posts.category', 'in', [...categories!]))
    .where(
      sql<boolean>`(posts.created_at, posts.id) > (select s.created_at, s.id from posts s where s.id = ${sinceId})`,
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
