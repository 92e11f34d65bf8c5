// Queries of the profile area: people by id or name, the own profile's edits, relations between
// the caller and a person, people search (prefix and trigram), and the profile tabs' post ids.
import type { ReactionType } from '@trestle/core';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../platform/db/database';
import { bucketFilter, type PostBucket } from '../../platform/db/post-buckets';
import { noBlockBetween } from '../../platform/db/relations';
import { shapedQuery } from '../../platform/db/shaped';
import { visibleHere } from '../../platform/feed/index';
import type { Tables, UserRow } from '../../platform/db/tables';
import { escapeLike } from '../../platform/db/like';

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Usernames are unique whatever their letter case. */
export function findUserByName(db: Db, name: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<boolean>`lower(username) = lower(${name})`)
    .executeTakeFirst();
}

export interface ProfileChanges {
  displayName?: string | undefined;
  general?: Record<string, unknown> | undefined;
  profile?: Record<string, unknown> | undefined;
  terms?: string | undefined;
}

export async function updateProfile(db: Db, id: string, changes: ProfileChanges): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({
      ...(changes.displayName !== undefined ? { display_name: changes.displayName } : {}),
      ...(changes.general ? { general: JSON.stringify(changes.general) } : {}),
      ...(changes.profile ? { profile: JSON.stringify(changes.profile) } : {}),
      ...(changes.terms !== undefined ? { profile_terms: changes.terms } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setProfileOpened(db: Db, id: string, opened: boolean) {
  await db
    .updateTable('users')
    .set({ profile_opened: opened, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Records the end of onboarding once; a later call keeps the first time. */
export function markOnboarded(db: Db, id: string): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ onboarded_at: sql`coalesce(onboarded_at, now())`, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function countLivePosts(db: Db, authorId: string) {
  return db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('author_id', '=', authorId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

export interface Relations {
  followedByMe: boolean;
  followsMe: boolean;
  mutedByMe: boolean;
  blockedByMe: boolean;
  blockedMe: boolean;
}

/** Every relation between the caller and a person, in one round trip. */
export async function relationsBetween(db: Db, me: string, other: string): Promise<Relations> {
  const { rows } = await sql<{ k: string }>`
    select 'followedByMe' as k from follows where follower_id = ${me} and followee_id = ${other}
    union all select 'followsMe' from follows where follower_id = ${other} and followee_id = ${me}
    union all select 'mutedByMe' from user_mutes where user_id = ${me} and muted_id = ${other}
    union all select 'blockedByMe' from user_blocks where user_id = ${me} and blocked_id = ${other}
    union all select 'blockedMe' from user_blocks where user_id = ${other} and blocked_id = ${me}
  `.execute(db);
  const has = new Set(rows.map((r) => r.k));
  return {
    followedByMe: has.has('followedByMe'),
    followsMe: has.has('followsMe'),
    mutedByMe: has.has('mutedByMe'),
    blockedByMe: has.has('blockedByMe'),
    blockedMe: has.has('blockedMe'),
  };
}

export interface PeopleSearch {
  viewerId: string;
  search: string;
  /** Also match professions and company names (profile search). */
  profileTerms: boolean;
  skip: number;
  limit: number;
}

/**
 * People whose username or display name starts with the words (prefix), or resembles them
 * (pg_trgm: trigram similarity of the whole name, or of the best-matching word in it). Prefix
 * matches first, then the closest, then the most followed. Blocked people (either way) are out.
 */
export async function searchPeople(db: Db, q: PeopleSearch): Promise<UserRow[]> {
  if (peopleTerm(q.search) === '') return [];
  return searchPeopleQuery(db, q).execute();
}

const peopleTerm = (search: string) => search.trim().toLowerCase().replace(/^@/, '');

/** The query of searchPeople, unexecuted (its SQL is snapshotted in docs/sql). */
export function searchPeopleQuery(db: Db, q: PeopleSearch) {
  const term = peopleTerm(q.search);
  const prefix = `${escapeLike(term)}%`;
  const wordPrefix = `% ${escapeLike(term)}%`;
  const name = sql`lower(users.display_name)`;
  const user = sql`lower(users.username)`;
  const terms = q.profileTerms ? sql`users.profile_terms` : sql`''`;
  return (
    db
      .selectFrom('users')
      .selectAll()
      .where('users.id', '<>', q.viewerId)
      // News sources' system accounts are found through source search, not people search.
      .where('users.kind', '=', 'person')
      // Hibernated and deleted accounts are found by nobody.
      .where('users.hibernated_at', 'is', null)
      .where('users.deleted_at', 'is', null)
      .where(noBlockBetween(q.viewerId, 'users.id'))
      .where(
        sql<boolean>`(${user} like ${prefix} or ${name} like ${prefix} or ${name} like ${wordPrefix}
        or ${user} % ${term} or ${name} % ${term} or ${term} <% ${name}
        ${q.profileTerms ? sql`or ${terms} like ${`%${escapeLike(term)}%`} or ${term} <% ${terms}` : sql``})`,
      )
      .orderBy(
        sql`case when ${user} like ${prefix} or ${name} like ${prefix} or ${name} like ${wordPrefix}
        then 0 else 1 end`,
      )
      .orderBy(
        sql`greatest(similarity(${user}, ${term}), similarity(${name}, ${term}),
        word_similarity(${term}, ${name}), word_similarity(${term}, ${terms}))`,
        'desc',
      )
      .orderBy('users.followers_count', 'desc')
      .orderBy('users.id')
      .offset(q.skip)
      .limit(q.limit)
  );
}

/** Of these people, those the viewer follows. */
export async function followedAmong(db: Db, viewerId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('follows')
    .select('followee_id')
    .where('follower_id', '=', viewerId)
    .where('followee_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.followee_id));
}

type PostQuery = SelectQueryBuilder<Tables, 'posts', object>;

export type { PostBucket };

export interface AuthorPostsPage {
  authorId: string;
  bucket: PostBucket;
  /** Original posts only (the `op` flag), on top of the bucket. */
  op: boolean;
  /** Left out: it is on the profile itself. */
  pinnedId: string | null;
  order: 'recent' | 'oldest' | 'popular';
  skip: number;
  limit: number;
  /** Who reads (absent: a visitor): only posts they may see on a profile, so pages stay full. */
  viewerId?: string;
  /** The config's LONG_VIDEO_SECONDS (for the `videos_full` bucket). */
  longVideoSeconds?: number;
}

/** One page of the person's own post ids for a tab. */
export async function authorPostIds(db: Db, page: AuthorPostsPage): Promise<string[]> {
  const { rows } = await db.executeQuery(authorPostIdsStatement(db, page));
  return rows.map((r) => r.id);
}

/** The query of authorPostIds, unexecuted (its SQL is snapshotted in docs/sql). */
export function authorPostIdsQuery(db: Db, page: AuthorPostsPage) {
  let q: PostQuery = db
    .selectFrom('posts')
    .where('posts.author_id', '=', page.authorId)
    .where(visibleHere(page.viewerId ?? null, 'profile', 'posts'));
  q = bucketFilter(q, page.bucket, page.longVideoSeconds);
  if (page.op) q = bucketFilter(q, 'op');
  if (page.pinnedId) q = q.where('posts.id', '<>', page.pinnedId);
  let ordered = q.select('posts.id');
  if (page.order === 'popular') ordered = ordered.orderBy('posts.likes_count', 'desc');
  const direction = page.order === 'oldest' ? 'asc' : 'desc';
  return ordered
    .orderBy('posts.created_at', direction)
    .orderBy('posts.id', direction)
    .offset(page.skip)
    .limit(page.limit);
}

/** authorPostIdsQuery built once per shape (platform/db/shaped.ts). */
const authorPostIdsStatement = shapedQuery(authorPostIdsQuery, [
  'authorId',
  'viewerId',
  'pinnedId',
]);

/**
 * One page of the ids of posts the person reacted to, newest reaction first: only those the
 * viewer may see on a profile (the read rules' SQL form), so pages stay full.
 */
export async function reactedPostIds(
  db: Db,
  page: {
    userId: string;
    viewerId: string;
    type?: ReactionType | undefined;
    skip: number;
    limit: number;
  },
): Promise<string[]> {
  const rows = await db
    .selectFrom('reactions')
    .innerJoin('posts', 'posts.id', 'reactions.post_id')
    .select('posts.id')
    .where('reactions.user_id', '=', page.userId)
    .$if(page.type !== undefined, (q) => q.where('reactions.type', '=', page.type!))
    .where(visibleHere(page.viewerId, 'profile', 'posts'))
    .orderBy('reactions.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * One page of the groups a person is an active member of, with their role, most recent first.
 * Private groups only when the viewer is the person or an active member of the group too.
 */
export function profileGroupRows(
  db: Db,
  page: {
    personId: string;
    viewerId: string;
    role?: 'owner' | 'moderator' | 'member' | undefined;
    skip: number;
    limit: number;
  },
) {
  return db
    .selectFrom('group_members as pm')
    .innerJoin('groups', 'groups.id', 'pm.group_id')
    .selectAll('groups')
    .select('pm.role as person_role')
    .where('pm.user_id', '=', page.personId)
    .where('pm.status', '=', 'active')
    .$if(page.role !== undefined, (q) => q.where('pm.role', '=', page.role!))
    .$if(page.personId !== page.viewerId, (q) =>
      q.where(
        sql<boolean>`(groups.type <> 'private' or exists (select 1 from group_members vm
          where vm.group_id = groups.id and vm.user_id = ${page.viewerId}
            and vm.status = 'active'))`,
      ),
    )
    .orderBy('pm.created_at', 'desc')
    .orderBy('groups.id')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
}

/**
 * One page of the channels a person owns or follows, with their role, in the person's own order,
 * then most recent first. Private channels only when the viewer is the person or owns or follows
 * the channel too; channels of people blocked either way with the viewer are left out.
 */
export function profileChannelRows(
  db: Db,
  page: {
    personId: string;
    viewerId: string;
    role?: 'owner' | 'follower' | undefined;
    skip: number;
    limit: number;
  },
) {
  return db
    .selectFrom('channel_follows as pf')
    .innerJoin('channels', 'channels.id', 'pf.channel_id')
    .selectAll('channels')
    .select('pf.role as person_role')
    .where('pf.user_id', '=', page.personId)
    .$if(page.role !== undefined, (q) => q.where('pf.role', '=', page.role!))
    .$if(page.personId !== page.viewerId, (q) =>
      q.where(
        sql<boolean>`(channels.type <> 'private' or exists (select 1 from channel_follows vf
          where vf.channel_id = channels.id and vf.user_id = ${page.viewerId}))`,
      ),
    )
    .where(noBlockBetween(page.viewerId, 'channels.owner_id'))
    .orderBy(sql`pf.position asc nulls last`)
    .orderBy('pf.created_at', 'desc')
    .orderBy('channels.id')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
}
