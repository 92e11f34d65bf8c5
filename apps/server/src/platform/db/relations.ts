// Conditions on the relations between people that many queries share, written once: a block in
// either direction, and a mute by the viewer. `person` names the column holding the other
// person's id (e.g. 'posts.author_id' or 'users.id').
import { sql } from 'kysely';
import type { Db } from './database';

/** Neither the viewer nor the person in `person` blocked the other. */
export function noBlockBetween(viewerId: string, person: string) {
  return sql<boolean>`not exists (select 1 from user_blocks rb where
    (rb.user_id = ${viewerId} and rb.blocked_id = ${sql.ref(person)})
    or (rb.blocked_id = ${viewerId} and rb.user_id = ${sql.ref(person)}))`;
}

/** The viewer did not mute the person in `person`. */
export function notMutedBy(viewerId: string, person: string) {
  return sql<boolean>`not exists (select 1 from user_mutes rm
    where rm.user_id = ${viewerId} and rm.muted_id = ${sql.ref(person)})`;
}

/** The person in `person` keeps an open profile: visitors may see them and their posts. */
export function profileOpen(person: string) {
  return sql<boolean>`exists (select 1 from users ou
    where ou.id = ${sql.ref(person)} and ou.profile_opened)`;
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
 * The post in `post` (a posts row alias) holds a category or a word (in its title or text, any
 * case) that the person muted. Reads the person's lists in SQL, for queries that run without
 * them at hand (notifications, counted and pushed by jobs). Feeds pass the lists as constants.
 */
export function hasMutedContent(personId: string, post: string) {
  const category = sql.ref(`${post}.category`);
  const words = sql`coalesce(${sql.ref(`${post}.title`)}, '') || ' ' || ${sql.ref(`${post}.text`)}`;
  return sql<boolean>`exists (select 1 from users mu where mu.id = ${personId} and (
    ${category} in (select jsonb_array_elements_text(mu.mute_categories))
    or exists (select 1 from jsonb_array_elements_text(mu.mute_words) mw(word)
                where btrim(mw.word) <> ''
                  and ${words} ilike '%' || replace(replace(replace(btrim(mw.word), '\\', '\\\\'),
                                                          '%', '\\%'), '_', '\\_') || '%')))`;
}
