// Hydration: everything a page of posts needs (posts, the posts they repost or reply to, authors,
// groups, channels, the viewer's own marks, relations between the viewer and the authors, poll
// tallies), in one statement whatever the page size when its rows are kept (hydration-cache.ts),
// and a second for the rows that are not.
import type { Db } from '../db/database';
import type { ReactionType } from '@trestle/core';
import { sql } from 'kysely';
import type { ChannelRow, GroupRow, PostRow, UserRow } from '../db/tables';
import { shapedStatement } from '../db/shaped';
import { hydrationCacheOf, rowVersionSql, type HydrationCache } from './hydration-cache';
import { premiumOpenSql, pureRepostSql } from './read-rules';
import type { Viewer } from './viewer';

export interface ViewerMarks {
  reactions: Map<string, { type: ReactionType; smile: string | null }>;
  bookmarks: Set<string>;
  reposts: Set<string>;
  replied: Set<string>;
  votes: Map<string, number>;
  mutedThreads: Set<string>;
  /** Authors the viewer blocked or who blocked the viewer. */
  blocked: Set<string>;
  /** Authors the viewer muted. */
  muted: Set<string>;
  following: Set<string>;
  /** Authors who follow the viewer (for "people I follow may reply"). */
  followedBy: Set<string>;
  /** Posts that mention the viewer (for "people I mention may reply"). */
  mentionedIn: Set<string>;
  /** Groups of these posts the viewer is an active member of. */
  groupMember: Set<string>;
  /** Channels of these posts the viewer follows. */
  channelFollowing: Set<string>;
  /** Premium posts the viewer's active subscriptions open (read-rules' premiumOpenSql). */
  premiumOpen: Set<string>;
}

/**
 * What a page needs of its authors: the summary, the pinned post, and what the read rules ask
 * (present, open profile). Nothing else is read: no password hash, e-mail address, preferences
 * or full profile in a feed's memory, and a fifth of the bytes a page's authors took as whole
 * rows. The profile carries only its profession (the summary's headline).
 */
export const AUTHOR_COLUMNS = [
  'id',
  'username',
  'general',
  'display_name',
  'account_type',
  'followers_count',
  'following_count',
  'pinned_post_id',
  'hibernated_at',
  'deleted_at',
  'profile_opened',
] as const satisfies ReadonlyArray<keyof UserRow>;

export type FeedAuthor = Pick<UserRow, (typeof AUTHOR_COLUMNS)[number] | 'profile'>;

const authorColumnsSql = sql.join(AUTHOR_COLUMNS.map((column) => sql.ref(`u.${column}`)));

/**
 * Every column of a post a page carries: all of `PostRow` (the compiler refuses a column added to
 * the table and not here), none of search's own (search_vector, search_pairs: migrations 0035,
 * 0037), which `select *` read and turned into JSON only to drop again.
 */
export const POST_COLUMNS = [
  'id',
  'author_id',
  'kind',
  'title',
  'text',
  'plain_text',
  'category',
  'tags',
  'media',
  'link',
  'poll',
  'reply_to_id',
  'root_id',
  'repost_of_id',
  'reply_policy',
  'premium',
  'width',
  'height',
  'likes_count',
  'reaction_counts',
  'replies_count',
  'repost_count',
  'impressions_count',
  'language',
  'created_at',
  'edited_at',
  'deleted_at',
  'group_id',
  'hidden_in_group',
  'rss_source_id',
  'rss_key',
  'timeline_pending',
  'channel_id',
] as const satisfies ReadonlyArray<keyof PostRow>;

type UnreadPostColumn = Exclude<keyof PostRow, (typeof POST_COLUMNS)[number]>;
const everyPostColumn: [UnreadPostColumn] extends [never] ? true : UnreadPostColumn = true;
void everyPostColumn;

const postColumns = (alias: string) =>
  sql.join(POST_COLUMNS.map((column) => sql.ref(`${alias}.${column}`)));

export interface Hydrated {
  posts: Map<string, PostRow>;
  authors: Map<string, FeedAuthor>;
  /** The groups the posts were made in. */
  groups: Map<string, GroupRow>;
  /** The channels the posts were made in. */
  channels: Map<string, ChannelRow>;
  marks: ViewerMarks;
  tallies: Map<string, number[]>;
}

const emptyMarks = (): ViewerMarks => ({
  reactions: new Map(),
  bookmarks: new Set(),
  reposts: new Set(),
  replied: new Set(),
  votes: new Map(),
  mutedThreads: new Set(),
  blocked: new Set(),
  muted: new Set(),
  following: new Set(),
  followedBy: new Set(),
  mentionedIn: new Set(),
  groupMember: new Set(),
  channelFollowing: new Set(),
  premiumOpen: new Set(),
});

const zeroReactions = (): Record<ReactionType, number> => ({
  like: 0,
  dislike: 0,
  happy: 0,
  sad: 0,
  love: 0,
  hate: 0,
});

/** Every type's count from a post's stored `reaction_counts` (types without any are left out). */
export function reactionCountsOf(
  stored: Partial<Record<ReactionType, number>>,
): Record<ReactionType, number> {
  return { ...zeroReactions(), ...stored };
}

/** The timestamp columns of the rows hydration reads as JSON (JSON has no dates: revived here). */
export const TIMESTAMP_COLUMNS = {
  posts: ['created_at', 'deleted_at', 'edited_at'],
  users: ['deleted_at', 'hibernated_at'],
  groups: ['created_at'],
  channels: ['created_at'],
} as const;

function revive<T>(row: Record<string, unknown>, columns: readonly string[]): T {
  for (const column of columns) {
    const value = row[column];
    if (typeof value === 'string') row[column] = new Date(value);
  }
  return row as T;
}

/**
 * A page's first statement: every row it shows — the posts, one level of what they nest (the
 * reposted or quoted post, the parent of a reply), their authors, groups and channels — with its
 * version (hydration-cache.ts), and the poll tallies and, for a signed-in viewer, the viewer's
 * marks and relations, which change too often to keep. Each branch tags its rows with what they
 * are. `full`: the rows themselves as JSON (none of the page's posts is kept: a new post read
 * back, a page never seen); otherwise only their versions, and the rows whose version is not
 * kept are read by `hydrationRowsSql`. So a page is one statement when none or all of its rows
 * are known, and two when some are. As `json`, not `jsonb`: PostgreSQL writes it straight out
 * instead of building the binary form first.
 */
export function hydrationSql(viewerId: string | null, ids: readonly string[], full = true) {
  const page = sql`${ids}::uuid[]`;
  const all = sql`(select ids from page_keys)::uuid[]`;
  const authors = sql`(select authors from page_keys)::uuid[]`;
  const marks =
    viewerId === null
      ? sql``
      : sql`
    union all select 'reaction', json_build_array(post_id, type, smile)
      from reactions where user_id = ${viewerId} and post_id = any(${all})
    union all select 'bookmark', to_json(post_id)
      from bookmarks where user_id = ${viewerId} and post_id = any(${all})
    union all select 'repost', to_json(repost_of_id)
      from posts where author_id = ${viewerId} and deleted_at is null
        and repost_of_id = any(${all}) and ${pureRepostSql('posts')}
    union all select 'replied', to_json(reply_to_id)
      from posts where author_id = ${viewerId} and deleted_at is null
        and reply_to_id = any(${all})
    union all select 'vote', json_build_array(post_id, choice)
      from poll_votes where user_id = ${viewerId} and post_id = any(${all})
    union all select 'thread', to_json(post_id)
      from post_mutes where user_id = ${viewerId} and post_id = any((select threads from page_keys)::uuid[])
    union all select 'blocked', to_json(blocked_id)
      from user_blocks where user_id = ${viewerId} and blocked_id = any(${authors})
    union all select 'blocked', to_json(user_id)
      from user_blocks where blocked_id = ${viewerId} and user_id = any(${authors})
    union all select 'muted', to_json(muted_id)
      from user_mutes where user_id = ${viewerId} and muted_id = any(${authors})
    union all select 'following', to_json(followee_id)
      from follows where follower_id = ${viewerId} and followee_id = any(${authors})
    union all select 'followedBy', to_json(follower_id)
      from follows where followee_id = ${viewerId} and follower_id = any(${authors})
    union all select 'mentioned', to_json(post_id)
      from post_mentions where user_id = ${viewerId} and post_id = any(${all})
    union all select 'member', to_json(group_id)
      from group_members where user_id = ${viewerId} and status = 'active'
        and group_id = any((select groups from page_keys)::uuid[])
    union all select 'channelFollow', to_json(channel_id)
      from channel_follows where user_id = ${viewerId}
        and channel_id = any((select channels from page_keys)::uuid[])
    union all select 'premium', to_json(pp.id)
      from posts pp where pp.id = any(${all}) and pp.premium and ${premiumOpenSql('pp', viewerId)}`;
  const keys = (alias: string) =>
    sql.join(
      [
        ...(full ? POST_COLUMNS : KEY_COLUMNS).map((column) => sql.ref(`${alias}.${column}`)),
        sql.raw(rowVersionSql(alias)),
      ],
      sql`, `,
    );
  const rows = full
    ? sql`
    select 'post' as k, to_json(shown) as j from shown
    union all select 'author', to_json(a) from (
      select ${authorColumnsSql},
             json_build_object('profession', u.profile -> 'profession') as profile,
             ${sql.raw(rowVersionSql('u'))} as version
        from users u where u.id = any(${authors})) a
    union all select 'group', to_json(g) from (
      select g.*, ${sql.raw(rowVersionSql('g'))} as version from groups g
       where g.id = any((select groups from page_keys)::uuid[])) g
    union all select 'channel', to_json(c) from (
      select c.*, ${sql.raw(rowVersionSql('c'))} as version from channels c
       where c.id = any((select channels from page_keys)::uuid[])) c`
    : sql`
    select 'post' as k, json_build_array(id, version) as j from shown
    union all select 'author', json_build_array(u.id, ${sql.raw(rowVersionSql('u'))}) from users u
      where u.id = any(${authors})
    union all select 'group', json_build_array(g.id, ${sql.raw(rowVersionSql('g'))}) from groups g
      where g.id = any((select groups from page_keys)::uuid[])
    union all select 'channel', json_build_array(c.id, ${sql.raw(rowVersionSql('c'))}) from channels c
      where c.id = any((select channels from page_keys)::uuid[])`;
  return sql<{ k: string; j: unknown }>`
    with page as materialized (select ${keys('posts')} as version from posts where id = any(${page})),
    shown as materialized (
      select * from page
      union all
      select ${keys('p')} from posts p
       where p.id in (select repost_of_id from page union select reply_to_id from page)
         and not (p.id = any(${page}))
    ),
    page_keys as materialized (
      select array(select id from shown) as ids,
             array(select distinct author_id from shown) as authors,
             array(select id from shown union select root_id from shown where root_id is not null)
               as threads,
             array(select distinct group_id from shown where group_id is not null) as groups,
             array(select distinct channel_id from shown where channel_id is not null) as channels
    )
${rows}
    union all select 'tally', json_build_array(v.post_id, v.choice, count(*)) from poll_votes v
      where v.post_id = any(array(select id from shown where poll is not null))
      group by v.post_id, v.choice${marks}
  `;
}

/** What the first statement needs of a post to find what else the page shows and asks. */
const KEY_COLUMNS = [
  'id',
  'author_id',
  'reply_to_id',
  'root_id',
  'repost_of_id',
  'group_id',
  'channel_id',
  'poll',
] as const satisfies ReadonlyArray<keyof PostRow>;

/** The rows to read in full: those whose version the cache does not keep. */
export type RowsToRead = {
  posts: string[];
  authors: string[];
  groups: string[];
  channels: string[];
};

/** The page's second statement, only for rows not kept: each row as JSON with its version. */
export function hydrationRowsSql(read: RowsToRead) {
  const version = (alias: string) => sql.raw(`${rowVersionSql(alias)} as version`);
  return sql<{ k: string; j: unknown }>`
    select 'post' as k, to_json(p) as j from (
      select ${postColumns('posts')}, ${version('posts')} from posts
       where posts.id = any(${read.posts}::uuid[])) p
    union all select 'author', to_json(a) from (
      select ${authorColumnsSql},
             json_build_object('profession', u.profile -> 'profession') as profile, ${version('u')}
        from users u where u.id = any(${read.authors}::uuid[])) a
    union all select 'group', to_json(g) from (
      select g.*, ${version('g')} from groups g where g.id = any(${read.groups}::uuid[])) g
    union all select 'channel', to_json(c) from (
      select c.*, ${version('c')} from channels c where c.id = any(${read.channels}::uuid[])) c
  `;
}

/** The hydration statements, built once per shape (a viewer or none) and bound to each page. */
const hydrationStatement = shapedStatement(
  (full: boolean) => (full ? 'hydrate-full' : 'hydrate'),
  (db, full, values: { viewerId: string | null; ids: readonly string[] }) => ({
    compile: () => hydrationSql(values.viewerId, values.ids, full).compile(db),
  }),
);
const hydrationRowsStatement = shapedStatement(
  () => 'hydrate-rows',
  (db, _shape: null, values: RowsToRead) => ({
    compile: () => hydrationRowsSql(values).compile(db),
  }),
);

/**
 * Everything a page needs: the rows' versions, tallies and the viewer's marks in one statement,
 * then in a second the rows the cache does not keep as of those versions (none, once a page's
 * rows are known). Rows come as JSON and are revived (TIMESTAMP_COLUMNS).
 */
export async function hydrate(db: Db, viewer: Viewer | null, ids: string[]): Promise<Hydrated> {
  const data: Hydrated = {
    posts: new Map(),
    authors: new Map(),
    groups: new Map(),
    channels: new Map(),
    marks: emptyMarks(),
    tallies: new Map(),
  };
  if (ids.length === 0) return data;
  const cache = hydrationCacheOf(db);
  const full = !ids.some((id) => cache.posts.has(id));
  const { rows } = await db.executeQuery(
    hydrationStatement(db, full, { viewerId: viewer?.id ?? null, ids }),
  );
  const toRead: RowsToRead = { posts: [], authors: [], groups: [], channels: [] };
  const keep = <T extends object>(
    kept: { get(id: string, version: string): T | undefined },
    into: Map<string, T>,
    missing: string[],
    [id, version]: [string, string],
  ) => {
    const row = kept.get(id, version);
    if (row) into.set(id, row);
    else missing.push(id);
  };
  const tallies: Array<[string, number, number]> = [];
  const marks = data.marks;
  for (const { k, j } of rows) {
    if (full && (k === 'post' || k === 'author' || k === 'group' || k === 'channel')) {
      addRow(cache, data, k, j as Record<string, unknown> & { version: string });
      continue;
    }
    switch (k) {
      case 'post':
        keep(cache.posts, data.posts, toRead.posts, j as [string, string]);
        break;
      case 'author':
        keep(cache.authors, data.authors, toRead.authors, j as [string, string]);
        break;
      case 'group':
        keep(cache.groups, data.groups, toRead.groups, j as [string, string]);
        break;
      case 'channel':
        keep(cache.channels, data.channels, toRead.channels, j as [string, string]);
        break;
      case 'tally':
        tallies.push(j as [string, number, number]);
        break;
      case 'reaction': {
        const [postId, type, smile] = j as [string, ReactionType, string | null];
        marks.reactions.set(postId, { type, smile });
        break;
      }
      case 'vote': {
        const [postId, choice] = j as [string, number];
        marks.votes.set(postId, Number(choice));
        break;
      }
      default:
        addMark(marks, k, j as string);
    }
  }
  if (Object.values(toRead).some((missing) => missing.length > 0)) {
    await readRows(db, cache, toRead, data);
  }
  for (const post of data.posts.values()) {
    if (post.poll) data.tallies.set(post.id, new Array<number>(post.poll.choices.length).fill(0));
  }
  for (const [postId, choice, n] of tallies) {
    const counts = data.tallies.get(postId);
    if (counts && choice < counts.length) counts[choice] = Number(n);
  }
  return data;
}

/** Reads the rows not kept, keeps them by the version they came with, and adds them to the page. */
async function readRows(
  db: Db,
  cache: HydrationCache,
  toRead: RowsToRead,
  data: Hydrated,
): Promise<void> {
  const { rows } = await db.executeQuery(hydrationRowsStatement(db, null, toRead));
  for (const { k, j } of rows)
    addRow(cache, data, k, j as Record<string, unknown> & { version: string });
}

/** A row read in full: revived, kept by the version it came with, and added to the page. */
function addRow(
  cache: HydrationCache,
  data: Hydrated,
  kind: string,
  { version, ...row }: Record<string, unknown> & { version: string },
): void {
  const id = row.id as string;
  const add = <T extends object>(
    kept: { set(id: string, version: string, row: T): T },
    into: Map<string, T>,
    timestamps: readonly string[],
  ) => into.set(id, kept.set(id, version, revive<T>(row, timestamps)));
  if (kind === 'post') add(cache.posts, data.posts, TIMESTAMP_COLUMNS.posts);
  else if (kind === 'author') add(cache.authors, data.authors, TIMESTAMP_COLUMNS.users);
  else if (kind === 'group') add(cache.groups, data.groups, TIMESTAMP_COLUMNS.groups);
  else if (kind === 'channel') add(cache.channels, data.channels, TIMESTAMP_COLUMNS.channels);
}

/** A mark that is one id: what it means is in its tag. */
function addMark(marks: ViewerMarks, tag: string, id: string): void {
  switch (tag) {
    case 'bookmark':
      marks.bookmarks.add(id);
      break;
    case 'repost':
      marks.reposts.add(id);
      break;
    case 'replied':
      marks.replied.add(id);
      break;
    case 'thread':
      marks.mutedThreads.add(id);
      break;
    case 'blocked':
      marks.blocked.add(id);
      break;
    case 'muted':
      marks.muted.add(id);
      break;
    case 'following':
      marks.following.add(id);
      break;
    case 'followedBy':
      marks.followedBy.add(id);
      break;
    case 'mentioned':
      marks.mentionedIn.add(id);
      break;
    case 'member':
      marks.groupMember.add(id);
      break;
    case 'channelFollow':
      marks.channelFollowing.add(id);
      break;
    case 'premium':
      marks.premiumOpen.add(id);
      break;
  }
}
