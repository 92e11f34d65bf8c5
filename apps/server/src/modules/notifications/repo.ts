// Every query of the notifications area: the facts a job needs to decide whom to notify, writing
// entries (one per reply, mention or quote; grouped for reactions, reposts and follows), and
// reading them with the visibility rules applied in SQL so pages stay full.
import { GROUP_MODERATOR_ROLES, type ReactionType } from '@trestle/core';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database';
import { shapedStatement } from '../../platform/db/shaped';
import { visibleHere } from '../../platform/feed/index';
import { PRESENT_PERSON } from '../../platform/feed/read-rules';
import type { SummarisedUser } from '../../platform/feed/present';
import type {
  BoardKind,
  NotificationActorsTable,
  NotificationsTable,
  NotificationType,
  UserRow,
} from '../../platform/db/tables';
import type { Selectable } from 'kysely';
import { newId } from '../../platform/ids';

export type NotificationRow = Selectable<NotificationsTable>;
export type NotificationActorRow = Selectable<NotificationActorsTable> & { total: number };

/** A new group starts when the open one began this long ago (Mastodon 4.3 uses 12 hours). */
export const GROUP_WINDOW_HOURS = 12;
/** How many of a group's people an entry lists (Mastodon's sample accounts). */
export const SAMPLE_ACTORS = 8;

const GROUP_LOCK_SPACE = 0x7472_6e74; // "trnt"

// --- Facts for the job ----------------------------------------------------------------------

export interface PostFacts {
  id: string;
  authorId: string;
  rootId: string | null;
  pure: boolean;
  parent: { id: string; authorId: string; rootId: string | null } | null;
  original: { id: string; authorId: string; rootId: string | null } | null;
  /** The people the post mentions. */
  mentioned: string[];
}

/** A live post with its live parent and original and whom it mentions (one query), or undefined. */
export async function postFacts(db: Db, postId: string): Promise<PostFacts | undefined> {
  const { rows } = await sql<{
    id: string;
    author_id: string;
    root_id: string | null;
    pure: boolean;
    parent_id: string | null;
    parent_author_id: string | null;
    parent_root_id: string | null;
    original_id: string | null;
    original_author_id: string | null;
    original_root_id: string | null;
    mentioned: string[];
  }>`
    select p.id, p.author_id, p.root_id,
           (p.text = '' and p.media = '[]'::jsonb and p.poll is null) as pure,
           parent.id as parent_id, parent.author_id as parent_author_id,
           parent.root_id as parent_root_id,
           original.id as original_id, original.author_id as original_author_id,
           original.root_id as original_root_id,
           array(select m.user_id::text from post_mentions m where m.post_id = p.id) as mentioned
      from posts p
      left join posts parent on parent.id = p.reply_to_id and parent.deleted_at is null
      left join posts original on original.id = p.repost_of_id and original.deleted_at is null
     where p.id = ${postId} and p.deleted_at is null
  `.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    authorId: row.author_id,
    rootId: row.root_id,
    pure: row.pure,
    parent: row.parent_id
      ? { id: row.parent_id, authorId: row.parent_author_id!, rootId: row.parent_root_id }
      : null,
    original: row.original_id
      ? { id: row.original_id, authorId: row.original_author_id!, rootId: row.original_root_id }
      : null,
    mentioned: row.mentioned,
  };
}

/** A person's current reaction to a post, if any. */
export function reactionOf(db: Db, postId: string, userId: string) {
  return db
    .selectFrom('reactions')
    .select(['type', 'smile'])
    .where('post_id', '=', postId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function follows(db: Db, followerId: string, followeeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('follows')
    .select('follower_id')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The owner of a board item of this kind while the applicant's application to it (a project bid,
 * a job application, a listing's quote request) still exists, or undefined.
 */
export async function applicationFacts(
  db: Db,
  kind: BoardKind,
  itemId: string,
  applicantId: string,
): Promise<{ ownerId: string } | undefined> {
  const row = await db
    .selectFrom('board_items as i')
    .innerJoin('board_applications as a', 'a.item_id', 'i.id')
    .select('i.owner_id')
    .where('i.id', '=', itemId)
    .where('i.kind', '=', kind)
    .where('a.applicant_id', '=', applicantId)
    .executeTakeFirst();
  return row && { ownerId: row.owner_id };
}

/** An owner's decision on a bid as it stands now: the project's owner and bidders, the bid's. */
export async function bidDecisionFacts(
  db: Db,
  projectId: string,
  bidId: string,
): Promise<
  | {
      ownerId: string;
      awardedBidId: string | null;
      bidderId: string;
      decision: string | null;
      bidderIds: string[];
    }
  | undefined
> {
  const row = await db
    .selectFrom('board_items as i')
    .innerJoin('board_applications as a', 'a.item_id', 'i.id')
    .select(['i.owner_id', 'i.awarded_application_id', 'a.applicant_id', 'a.decision'])
    .where('i.id', '=', projectId)
    .where('i.kind', '=', 'project')
    .where('a.id', '=', bidId)
    .executeTakeFirst();
  if (!row) return undefined;
  const bidders = await db
    .selectFrom('board_applications')
    .select('applicant_id')
    .where('item_id', '=', projectId)
    .orderBy('created_at', 'asc')
    .execute();
  return {
    ownerId: row.owner_id,
    awardedBidId: row.awarded_application_id,
    bidderId: row.applicant_id,
    decision: row.decision,
    bidderIds: bidders.map((b) => b.applicant_id),
  };
}

/** The titles and kinds of these board items (projects, jobs and listings named by notifications). */
export function boardItemsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('board_items')
    .select(['id', 'title', 'kind'])
    .where('id', 'in', [...ids])
    .execute();
}

/** Whether the person's place in the group is (still) this one: a request, or a membership. */
export async function hasGroupStatus(
  db: Db,
  groupId: string,
  userId: string,
  status: 'pending' | 'active',
): Promise<boolean> {
  const row = await db
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .where('status', '=', status)
    .executeTakeFirst();
  return row !== undefined;
}

/** Who hears of a group's join requests: its owner and moderators. */
export async function groupModerators(db: Db, groupId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('status', '=', 'active')
    .where('role', 'in', GROUP_MODERATOR_ROLES)
    .execute();
  return rows.map((r) => r.user_id);
}

export function groupsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('groups')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * Whether the recipient refuses news from the actor or about these posts: a block either way, a
 * mute of the actor, or a muted thread (thread mutes are kept on roots; a post's own mute counts).
 */
export async function refuses(
  db: Db,
  recipientId: string,
  actorId: string,
  postIds: readonly string[],
): Promise<boolean> {
  const { rows } = await sql<{ refused: boolean }>`
    select exists (select 1 from user_blocks
                    where (user_id = ${recipientId} and blocked_id = ${actorId})
                       or (user_id = ${actorId} and blocked_id = ${recipientId}))
        or exists (select 1 from user_mutes where user_id = ${recipientId} and muted_id = ${actorId})
        or exists (select 1 from post_mutes
                    where user_id = ${recipientId} and post_id = any(${[...postIds]}::uuid[]))
        as refused
  `.execute(db);
  return rows[0]?.refused ?? true;
}

// --- Writing ----------------------------------------------------------------------------------

export interface NewEntry {
  recipientId: string;
  actorId: string;
  type: NotificationType;
  postId: string | null;
  replyId: string | null;
  threadId: string | null;
  /** For `group` notifications, the group. */
  groupId?: string | null;
  /** For `project_bid`, `job_application` and `listing_quote` notifications, the board item. */
  boardItemId?: string | null;
}

/** A reply, mention or quote: one entry, once. Returns its id, or null when it already exists. */
export async function insertSingle(db: Db, entry: NewEntry): Promise<string | null> {
  return db.transaction().execute(async (tx) => {
    const id = newId();
    const { rows } = await sql<{ id: string }>`
      insert into notifications (id, recipient_id, type, post_id, reply_id, thread_id)
      values (${id}, ${entry.recipientId}, ${entry.type}, ${entry.postId}, ${entry.replyId},
              ${entry.threadId})
      on conflict (recipient_id, type, coalesce(reply_id, post_id)) where group_key is null
      do nothing
      returning id
    `.execute(tx);
    if (rows.length === 0) return null;
    await tx
      .insertInto('notification_actors')
      .values({ notification_id: id, actor_id: entry.actorId })
      .execute();
    return id;
  });
}

/** Types whose entries have no actor: the product itself tells the person something. */
export const ACTORLESS_TYPES: readonly NotificationType[] = ['saved_search_matches'];

/** An entry without an actor (e.g. a saved search's new matches), with its sentence. */
export async function insertActorless(
  db: Db,
  entry: {
    recipientId: string;
    type: NotificationType;
    savedSearchId?: string | null;
    text: string;
  },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('notifications')
    .values({
      id,
      recipient_id: entry.recipientId,
      type: entry.type,
      post_id: null,
      reply_id: null,
      thread_id: null,
      group_key: null,
      saved_search_id: entry.savedSearchId ?? null,
      text: entry.text,
    })
    .execute();
  return id;
}

/**
 * A reaction, repost or follow: the actor joins the recipient's open entry of this kind (one that
 * began less than GROUP_WINDOW_HOURS ago), which moves to the top and becomes unread again, or a
 * new entry starts. An actor already in the open entry only updates their reaction (changing
 * one's mind, or undoing and redoing, notifies once). Returns the entry's id when it changed in
 * a way the recipient should hear about, else null.
 */
export async function joinGroup(
  db: Db,
  entry: NewEntry & {
    groupKey: string;
    reaction: { type: ReactionType; smile: string | null } | null;
  },
): Promise<string | null> {
  return db.transaction().execute(async (tx) => {
    const lockKey = `${entry.recipientId}:${entry.groupKey}`;
    await sql`select pg_advisory_xact_lock(${GROUP_LOCK_SPACE}, hashtext(${lockKey}))`.execute(tx);
    const open = await tx
      .selectFrom('notifications')
      .select('id')
      .where('recipient_id', '=', entry.recipientId)
      .where('group_key', '=', entry.groupKey)
      .where('created_at', '>', sql<Date>`now() - make_interval(hours => ${GROUP_WINDOW_HOURS})`)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const actor = {
      actor_id: entry.actorId,
      reaction_type: entry.reaction?.type ?? null,
      reaction_smile: entry.reaction?.smile ?? null,
    };
    if (open) {
      const already = await tx
        .updateTable('notification_actors')
        .set({ reaction_type: actor.reaction_type, reaction_smile: actor.reaction_smile })
        .where('notification_id', '=', open.id)
        .where('actor_id', '=', entry.actorId)
        .executeTakeFirst();
      if (Number(already.numUpdatedRows) > 0) return null;
      await tx
        .insertInto('notification_actors')
        .values({ notification_id: open.id, ...actor })
        .execute();
      await tx
        .updateTable('notifications')
        .set({ updated_at: sql`now()`, read_at: null })
        .where('id', '=', open.id)
        .execute();
      return open.id;
    }
    const id = newId();
    await tx
      .insertInto('notifications')
      .values({
        id,
        recipient_id: entry.recipientId,
        type: entry.type,
        post_id: entry.postId,
        reply_id: entry.replyId,
        thread_id: entry.threadId,
        group_key: entry.groupKey,
        group_id: entry.groupId ?? null,
        board_item_id: entry.boardItemId ?? null,
      })
      .execute();
    await tx
      .insertInto('notification_actors')
      .values({ notification_id: id, ...actor })
      .execute();
    return id;
  });
}

// --- Reading ----------------------------------------------------------------------------------

/**
 * An actor the recipient still hears from: present (not hibernated or deleted), not muted, no
 * block either way; and in a join-request
 * entry (`n`), only people whose request still waits (a request accepted, rejected or withdrawn
 * leaves the entry, as Mastodon dismisses a handled follow request).
 */
const actorVisible = (me: string) => sql`
  exists (select 1 from users pa where pa.id = a.actor_id and ${PRESENT_PERSON.sql('pa')})
  and not exists (select 1 from user_mutes m where m.user_id = ${me} and m.muted_id = a.actor_id)
  and not exists (select 1 from user_blocks b
                   where (b.user_id = ${me} and b.blocked_id = a.actor_id)
                      or (b.user_id = a.actor_id and b.blocked_id = ${me}))
  and (n.group_key is null or n.group_key not like 'group-request:%'
       or exists (select 1 from group_members r
                   where r.group_id = n.group_id and r.user_id = a.actor_id
                     and r.status = 'pending'))`;

/**
 * The recipient's entries as they may see them now: at least one visible actor, no muted thread,
 * no post the read rules of 'notifications' keep from them (deleted, blocked either way, a muted
 * word or category, a private group they are not in...), no news of a group they are no longer
 * in. The same test for the list, the badge and the live push.
 */
const visibleTo = (me: string): RawBuilder<unknown> => sql`
  n.recipient_id = ${me}
  and (n.type = any(${[...ACTORLESS_TYPES]}::text[])
       or exists (select 1 from notification_actors a
                   where a.notification_id = n.id and ${actorVisible(me)}))
  and not exists (select 1 from post_mutes pm
                   where pm.user_id = ${me} and pm.post_id in (n.thread_id, n.post_id, n.reply_id))
  and (n.post_id is null
       or exists (select 1 from posts p where p.id = n.post_id
                    and ${visibleHere(me, 'notifications', 'p')}))
  and (n.reply_id is null
       or exists (select 1 from posts p where p.id = n.reply_id
                    and ${visibleHere(me, 'notifications', 'p')}))
  and (n.group_id is null
       or exists (select 1 from group_members gm
                   where gm.group_id = n.group_id and gm.user_id = ${me} and gm.status = 'active'))`;

/** One page of entries of these types, newest activity first. */
export async function listEntries(
  db: Db,
  me: string,
  types: readonly NotificationType[] | null,
  skip: number,
  limit: number,
): Promise<NotificationRow[]> {
  const page = entriesStatement(db, { skip, limit }, { me, types });
  return (await db.executeQuery(page)).rows;
}

// The list's, the badge's and the actors' statements, built once per shape (platform/db/shaped.ts).
const entriesStatement = shapedStatement(
  ({ skip, limit }: { skip: number; limit: number }) => `${skip}|${limit}`,
  (db, { skip, limit }, { me, types }: { me: string; types: readonly string[] | null }) => ({
    compile: () =>
      sql<NotificationRow>`
        select n.* from notifications n
         where ${visibleTo(me)} ${types ? sql`and n.type = any(${types}::text[])` : sql``}
         order by n.updated_at desc, n.id desc
         offset ${sql.lit(skip)} limit ${sql.lit(limit)}
      `.compile(db),
  }),
);

/** One entry, if the recipient may see it. */
export async function findEntry(
  db: Db,
  me: string,
  id: string,
): Promise<NotificationRow | undefined> {
  const { rows } = await sql<NotificationRow>`
    select n.* from notifications n where n.id = ${id} and ${visibleTo(me)}
  `.execute(db);
  return rows[0];
}

/** The badge: visible entries not read yet. */
export async function countUnread(db: Db, me: string): Promise<number> {
  const { rows } = await db.executeQuery(unreadStatement(db, null, { me }));
  return rows[0]?.unread ?? 0;
}

const unreadStatement = shapedStatement(
  () => 'unread',
  (db, _shape: null, { me }: { me: string }) => ({
    compile: () =>
      sql<{ unread: number }>`
        select count(*)::int as unread from notifications n
         where n.read_at is null and ${visibleTo(me)}
      `.compile(db),
  }),
);

/** An entry's person with what their summary shows (and nothing else of their row). */
export type ShownActor = NotificationActorRow & { person: SummarisedUser };

/**
 * The visible people of these entries, newest first, at most SAMPLE_ACTORS each, with totals and
 * their summaries' columns (one statement; no password hash or e-mail address in a page's memory).
 */
export async function actorsOf(db: Db, me: string, ids: readonly string[]): Promise<ShownActor[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.executeQuery(actorsStatement(db, null, { me, ids }));
  return rows;
}

const actorsStatement = shapedStatement(
  () => 'actors',
  (db, _shape: null, { me, ids }: { me: string; ids: readonly string[] }) => ({
    compile: () => actorsSql(me, ids).compile(db),
  }),
);

function actorsSql(me: string, ids: readonly string[]) {
  return sql<ShownActor>`
    select ranked.*, to_jsonb(person) as person from (
      select a.*, count(*) over (partition by a.notification_id)::int as total,
             row_number() over (partition by a.notification_id
                                order by a.created_at desc, a.actor_id) as rank
        from notification_actors a
        join notifications n on n.id = a.notification_id
       where a.notification_id = any(${ids}::uuid[]) and ${actorVisible(me)}
    ) ranked
    cross join lateral (
      select u.id, u.username, u.general, u.display_name, u.account_type, u.followers_count,
             u.following_count, jsonb_build_object('profession', u.profile -> 'profession') as profile
        from users u where u.id = ranked.actor_id
    ) person
    where rank <= ${SAMPLE_ACTORS}
    order by notification_id, rank
  `;
}

/**
 * Saved searches with their owners: for the job that tells of new matches, and the entries that
 * name them (the owner is the recipient; deleting a search deletes its entries).
 */
export function savedSearchesByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('saved_searches')
    .select(['id', 'title', 'user_id'])
    .where('id', 'in', [...ids])
    .execute();
}

export function usersByIds(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** Marks the recipient's entries read (these ids, or all); others' ids change nothing. */
export async function markRead(db: Db, me: string, ids: readonly string[] | 'all') {
  let query = db
    .updateTable('notifications')
    .set({ read_at: sql`now()` })
    .where('recipient_id', '=', me)
    .where('read_at', 'is', null);
  if (ids !== 'all') query = query.where('id', 'in', [...ids]);
  await query.execute();
}
