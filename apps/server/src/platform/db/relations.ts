// Conditions on the relations between people that many queries share, written once: a block in
// either direction, and a mute by the viewer. `person` names the column holding the other
// person's id (e.g. 'users.id'). Who may see which post is not here: the read rules
// (platform/feed/read-rules.ts) declare it, each rule once, with its SQL and in-memory forms.
import { sql } from 'kysely';
import type { Db } from './database';
import { matchWord } from '../feed/plain-text';
import { escapeLike } from './like';

/** Neither the viewer nor the person in `person` blocked the other. */
export function noBlockBetween(viewerId: string, person: string) {
  return sql<boolean>`not exists (select 1 from user_blocks rb where
    (rb.user_id = ${viewerId} and rb.blocked_id = ${sql.ref(person)})
    or (rb.blocked_id = ${viewerId} and rb.user_id = ${sql.ref(person)}))`;
}

/**
 * The people the viewer blocked or who blocked the viewer (a subquery of ids): noBlockBetween's
 * complement, for reading what a block hides from a small set rather than testing every row.
 */
export function peopleBlockedEitherWay(viewerId: string) {
  return sql<string>`(select rb.blocked_id from user_blocks rb where rb.user_id = ${viewerId}
    union select rb.user_id from user_blocks rb where rb.blocked_id = ${viewerId})`;
}

/** The viewer did not mute the person in `person`. */
export function notMutedBy(viewerId: string, person: string) {
  return sql<boolean>`not exists (select 1 from user_mutes rm
    where rm.user_id = ${viewerId} and rm.muted_id = ${sql.ref(person)})`;
}

/** The person's role in the group when they are an active member; null otherwise. */
export async function activeGroupRole(
  db: Db,
  groupId: string,
  userId: string,
): Promise<'owner' | 'moderator' | 'member' | null> {
  const row = await db
    .selectFrom('group_members')
    .select('role')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row?.role ?? null;
}

/** Whether either of the two blocked the other. */
export async function blockedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_blocks')
    .select('user_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('user_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether `blocker` blocked `blocked` (one way). */
export async function hasBlocked(db: Db, blocker: string, blocked: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_blocks')
    .select('user_id')
    .where('user_id', '=', blocker)
    .where('blocked_id', '=', blocked)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The post in `post` (a posts row alias) matches a search: a #hashtag among its tags, or else
 * every word (up to eight) somewhere in the words a reader sees (posts.plain_text: title and text
 * without markup), in any case. Searching "href" finds no post for its links.
 */
export function postMatches(post: string, search: string) {
  const text = search.trim();
  if (text.startsWith('#') && text.length > 1) {
    return sql<boolean>`${sql.ref(`${post}.tags`)} @> array[${text.slice(1).toLowerCase()}]::text[]`;
  }
  const words = text.split(/\s+/).map(matchWord).filter(Boolean).slice(0, 8);
  if (words.length === 0) return sql<boolean>`true`;
  const haystack = sql.ref(`${post}.plain_text`);
  return sql<boolean>`(${sql.join(
    words.map((word) => sql`${haystack} like ${`%${escapeLike(word)}%`}`),
    sql` and `,
  )})`;
}
