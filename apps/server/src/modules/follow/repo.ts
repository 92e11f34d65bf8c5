// Queries of the social graph: follows, mutes and blocks between people, and the lists of them.
import { sql, type Expression, type SqlBool } from 'kysely';
import { blockedEitherWay, noBlockBetween } from '../../platform/db/relations';
import type { Db } from '../../platform/db/database';
import type { UserRow } from '../../platform/db/tables';
import { escapeLike } from '../../platform/db/like';
import { PRESENT_PERSON } from '../../platform/feed/read-rules';

/** Which relation a list walks, seen from its owner. */
export type Relation = 'followers' | 'following' | 'muted' | 'blocked';

export interface PeoplePage {
  /** The people whose relation to `ownerId` is listed. */
  ownerId: string;
  relation: Relation;
  /** Leave out people who blocked this person or whom this person blocked. */
  hideBlockedFor?: string | undefined;
  /** Words matched against username and display name. */
  search?: string | undefined;
  skip: number;
  limit: number;
}

export function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Follow and block of the same two people run one after the other: without this, a follow that
 * checked for a block just before a block committed would survive it (and come back on unblock).
 * The two-key form keeps these locks apart from every single-key advisory lock (pg-boss's).
 */
const PAIR_LOCK_SPACE = 0x7472_6673; // "trfs"

function lockPair(db: Db, a: string, b: string) {
  const key = a < b ? `${a}:${b}` : `${b}:${a}`;
  return sql`select pg_advisory_xact_lock(${PAIR_LOCK_SPACE}, hashtext(${key}))`.execute(db);
}

/**
 * Makes `followerId` follow `followeeId` unless either blocked the other. Returns false when a
 * block stands in the way; following again changes nothing.
 */
export async function insertFollow(
  db: Db,
  followerId: string,
  followeeId: string,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await lockPair(tx, followerId, followeeId);
    if (await blockedEitherWay(tx, followerId, followeeId)) return false;
    await tx
      .insertInto('follows')
      .values({ follower_id: followerId, followee_id: followeeId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return true;
  });
}

export async function deleteFollow(db: Db, followerId: string, followeeId: string) {
  await db
    .deleteFrom('follows')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .execute();
}

export async function insertMute(db: Db, userId: string, mutedId: string) {
  await db
    .insertInto('user_mutes')
    .values({ user_id: userId, muted_id: mutedId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteMute(db: Db, userId: string, mutedId: string) {
  await db
    .deleteFrom('user_mutes')
    .where('user_id', '=', userId)
    .where('muted_id', '=', mutedId)
    .execute();
}

/** Blocks and ends the follows between the two, both ways, in one transaction. */
export async function insertBlock(db: Db, userId: string, blockedId: string) {
  await db.transaction().execute(async (tx) => {
    await lockPair(tx, userId, blockedId);
    await tx
      .insertInto('user_blocks')
      .values({ user_id: userId, blocked_id: blockedId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .deleteFrom('follows')
      .where((eb) =>
        eb.or([
          eb.and([eb('follower_id', '=', userId), eb('followee_id', '=', blockedId)]),
          eb.and([eb('follower_id', '=', blockedId), eb('followee_id', '=', userId)]),
        ]),
      )
      .execute();
  });
}

/** Lifts the block; the follows it ended stay ended. */
export async function deleteBlock(db: Db, userId: string, blockedId: string) {
  await db
    .deleteFrom('user_blocks')
    .where('user_id', '=', userId)
    .where('blocked_id', '=', blockedId)
    .execute();
}

/** The relation as rows of (person, since), for one owner. */
function relationOf(db: Db, relation: Relation, ownerId: string) {
  switch (relation) {
    case 'followers':
      return db
        .selectFrom('follows')
        .select(['follower_id as person_id', 'created_at'])
        .where('followee_id', '=', ownerId)
        .as('r');
    case 'following':
      return db
        .selectFrom('follows')
        .select(['followee_id as person_id', 'created_at'])
        .where('follower_id', '=', ownerId)
        .as('r');
    case 'muted':
      return db
        .selectFrom('user_mutes')
        .select(['muted_id as person_id', 'created_at'])
        .where('user_id', '=', ownerId)
        .as('r');
    case 'blocked':
      return db
        .selectFrom('user_blocks')
        .select(['blocked_id as person_id', 'created_at'])
        .where('user_id', '=', ownerId)
        .as('r');
  }
}

/** One page of people in the relation, the most recent first. */
export async function listPeople(db: Db, page: PeoplePage): Promise<UserRow[]> {
  let q = db
    .selectFrom(relationOf(db, page.relation, page.ownerId))
    .innerJoin('users', 'users.id', 'r.person_id')
    .selectAll('users')
    // Follow lists show whom the counts count; one's own mutes and blocks stay listed (to lift).
    .$if(page.relation === 'followers' || page.relation === 'following', (q) =>
      q.where(PRESENT_PERSON.sql('users')),
    );
  const viewer = page.hideBlockedFor;
  if (viewer) {
    q = q.where(noBlockBetween(viewer, 'users.id'));
  }
  const words = (page.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) {
    const pattern = `%${escapeLike(word)}%`;
    const matches: Expression<SqlBool> = sql<SqlBool>`(users.username ilike ${pattern}
      or users.display_name ilike ${pattern})`;
    q = q.where(matches);
  }
  return q
    .orderBy('r.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
}

/** Which of these people `followerId` follows. */
export async function followedAmong(
  db: Db,
  followerId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('follows')
    .select('followee_id')
    .where('follower_id', '=', followerId)
    .where('followee_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.followee_id));
}
