// Conditions on the relations between people that many queries share, written once: a block in
// either direction, and a mute by the viewer. `person` names the column holding the other
// person's id (e.g. 'posts.author_id' or 'users.id').
import { sql } from 'kysely';
import type { Db } from './database';
import { escapeLike } from './like';

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

/**
 * The post in `post` (a posts row alias) may be seen by the viewer (null: a visitor) as far as its
 * group goes: not in a group; in an open group; in a closed group (signed-in people); in a private
 * group the viewer is an active member of. A post hidden from its group after a report shows to
 * its author only. The read pipeline's rules say the same; this keeps feed pages full.
 */
export function groupPostVisible(viewerId: string | null, post: string) {
  const group = sql.ref(`${post}.group_id`);
  const hidden = sql.ref(`${post}.hidden_in_group`);
  const author = sql.ref(`${post}.author_id`);
  if (viewerId === null) {
    return sql<boolean>`(${group} is null or (not ${hidden} and exists (select 1 from groups vg
      where vg.id = ${group} and vg.type = 'open')))`;
  }
  return sql<boolean>`(${group} is null or ((not ${hidden} or ${author} = ${viewerId})
    and exists (select 1 from groups vg where vg.id = ${group} and (vg.type <> 'private'
      or exists (select 1 from group_members vm where vm.group_id = vg.id
        and vm.user_id = ${viewerId} and vm.status = 'active')))))`;
}

/**
 * The post in `post` (a posts row alias) is not in a private channel, or the viewer (null: a
 * visitor) wrote it. A private channel's posts are read through its address (its page, the home
 * feed of its followers, the post itself), never listed where anyone may browse: local and visitor
 * feeds, profile tabs, search. The read pipeline's rules say the same; this keeps pages full.
 */
export function notInPrivateChannel(viewerId: string | null, post: string) {
  const channel = sql.ref(`${post}.channel_id`);
  const own = viewerId === null ? sql`false` : sql`${sql.ref(`${post}.author_id`)} = ${viewerId}`;
  return sql<boolean>`(${channel} is null or ${own} or not exists (select 1 from channels pc
    where pc.id = ${channel} and pc.type = 'private'))`;
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

/**
 * The post in `post` (a posts row alias) matches a search: a #hashtag among its tags, or else
 * every word (up to eight) somewhere in its title or text, in any case.
 */
export function postMatches(post: string, search: string) {
  const text = search.trim();
  if (text.startsWith('#') && text.length > 1) {
    return sql<boolean>`${sql.ref(`${post}.tags`)} @> array[${text.slice(1).toLowerCase()}]::text[]`;
  }
  const words = text.split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return sql<boolean>`true`;
  const haystack = sql`(coalesce(${sql.ref(`${post}.title`)}, '') || ' ' || ${sql.ref(`${post}.text`)})`;
  return sql<boolean>`(${sql.join(
    words.map((word) => sql`${haystack} ilike ${`%${escapeLike(word)}%`}`),
    sql` and `,
  )})`;
}
