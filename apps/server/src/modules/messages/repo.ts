// Every query of the direct-messages area. A message belongs to the chat of its two people (the
// generated pair_low/pair_high); each person has a side of the chat (dm_chats) with their pin and
// the time they last left it, before which the chat's messages are gone for them. Blocks either
// way hide a chat from every read, in SQL, so pages stay full.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database';
import { noBlockBetween } from '../../platform/db/relations';
import type {
  DirectMessageRow,
  DirectMessageType,
  FileRow,
  UserRow,
} from '../../platform/db/tables';
import type { ReactionType } from '@trestle/core';
import { newId } from '../../platform/ids';
import { escapeLike } from '../../platform/db/like';

/** A message with the abridged message it answers (null columns when none). */
export interface MessageRow extends DirectMessageRow {
  reply_sender_id: string | null;
  reply_type: DirectMessageType | null;
  reply_text: string | null;
  reply_deleted_at: Date | null;
}

/** One person's side of a chat with the facts the list, the badge and the rules need. */
export interface ChatRow {
  other_id: string;
  pinned_at: Date | null;
  cleared_at: Date | null;
  last_message_id: string | null;
  unread: number;
  /** The owner follows the other person. */
  follows: boolean;
  /**
   * The two are in a conversation as the other person sees it: a message between them, either
   * way, since the other person last left the chat (their dm setting then no longer matters).
   */
  in_conversation: boolean;
}

const never = sql`'-infinity'::timestamptz`;

/** The chat of `a` and `b`, as the generated columns hold it. */
function inPair(alias: string, a: RawBuilder<unknown> | string, b: RawBuilder<unknown> | string) {
  const low = sql.ref(`${alias}.pair_low`);
  const high = sql.ref(`${alias}.pair_high`);
  return sql<boolean>`${low} = least(${a}::uuid, ${b}::uuid)
    and ${high} = greatest(${a}::uuid, ${b}::uuid)`;
}

/**
 * The columns of ChatRow for the owner `me` and the person in column `other`, given the owner's
 * side as alias `c` (left-joined: null when the two never wrote).
 */
function chatColumns(me: string, other: string) {
  const person = sql.ref(other);
  return sql`
    c.pinned_at, c.cleared_at,
    (select m.id from dm_messages m
      where ${inPair('m', me, person)} and m.created_at > coalesce(c.cleared_at, ${never})
      order by m.created_at desc, m.id desc limit 1) as last_message_id,
    (select count(*) from dm_messages m
      where m.recipient_id = ${me} and m.sender_id = ${person}
        and m.read_at is null and m.deleted_at is null
        and m.created_at > coalesce(c.cleared_at, ${never}))::int as unread,
    exists (select 1 from follows f
      where f.follower_id = ${me} and f.followee_id = ${person}) as follows,
    exists (select 1 from dm_messages m
      where ${inPair('m', me, person)}
        and m.created_at > coalesce((select oc.cleared_at from dm_chats oc
                                      where oc.owner_id = ${person} and oc.other_id = ${me}),
                                    ${never})) as in_conversation`;
}

export function findPerson(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function usersByIds(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

export interface ChatPage {
  pinned?: boolean | undefined;
  search?: string | undefined;
  skip: number;
  limit: number;
}

/**
 * The owner's chats with a message they see, latest message first; none with people blocked
 * either way; matching every word of `search` in the other person's username or name.
 */
export async function listChatRows(db: Db, me: string, page: ChatPage): Promise<ChatRow[]> {
  const filters: RawBuilder<unknown>[] = [];
  if (page.pinned !== undefined) {
    filters.push(page.pinned ? sql`c.pinned_at is not null` : sql`c.pinned_at is null`);
  }
  const words = (page.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) {
    const pattern = `%${escapeLike(word)}%`;
    filters.push(sql`(u.username ilike ${pattern} or u.display_name ilike ${pattern})`);
  }
  const { rows } = await sql<ChatRow>`
    select c.other_id, ${chatColumns(me, 'c.other_id')}
      from dm_chats c
      join users u on u.id = c.other_id
     where c.owner_id = ${me}
       and c.last_message_at > coalesce(c.cleared_at, ${never})
       and ${noBlockBetween(me, 'c.other_id')}
       ${filters.length ? sql`and ${sql.join(filters, sql` and `)}` : sql``}
     order by c.last_message_at desc, c.other_id desc
     offset ${page.skip} limit ${page.limit}
  `.execute(db);
  return rows;
}

/** The owner's side of the chat with one person, also when the two never wrote. */
export async function chatRowWith(db: Db, me: string, otherId: string): Promise<ChatRow> {
  const { rows } = await sql<ChatRow>`
    select u.id as other_id, ${chatColumns(me, 'u.id')}
      from users u
      left join dm_chats c on c.owner_id = ${me} and c.other_id = u.id
     where u.id = ${otherId}
  `.execute(db);
  return rows[0]!;
}

/** When the owner last left the chat (null: never). */
export async function clearedAt(db: Db, me: string, otherId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('dm_chats')
    .select('cleared_at')
    .where('owner_id', '=', me)
    .where('other_id', '=', otherId)
    .executeTakeFirst();
  return row?.cleared_at ?? null;
}

const messageColumns = sql`m.*, r.sender_id as reply_sender_id, r.type as reply_type,
  r.text as reply_text, r.deleted_at as reply_deleted_at`;

export async function messagesByIds(db: Db, ids: readonly string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<MessageRow>`
    select ${messageColumns}
      from dm_messages m left join dm_messages r on r.id = m.reply_to_id
     where m.id in (${sql.join([...ids])})
  `.execute(db);
  return rows;
}

/** A page of the chat as the owner sees it (after they last left it), newest first. */
export async function listMessageRows(
  db: Db,
  me: string,
  otherId: string,
  cleared: Date | null,
  skip: number,
  limit: number,
): Promise<{ rows: MessageRow[]; count: number }> {
  const after = cleared ?? never;
  const [page, total] = await Promise.all([
    sql<MessageRow>`
      select ${messageColumns}
        from dm_messages m left join dm_messages r on r.id = m.reply_to_id
       where ${inPair('m', me, otherId)} and m.created_at > ${after}
       order by m.created_at desc, m.id desc
       offset ${skip} limit ${limit}
    `.execute(db),
    sql<{ count: number }>`
      select count(*)::int as count from dm_messages m
       where ${inPair('m', me, otherId)} and m.created_at > ${after}
    `.execute(db),
  ]);
  return { rows: page.rows, count: total.rows[0]!.count };
}

/** A message of the chat of `me` and `otherId` that `me` still sees, or undefined. */
export async function findChatMessage(
  db: Db,
  me: string,
  otherId: string,
  messageId: string,
): Promise<MessageRow | undefined> {
  const { rows } = await sql<MessageRow>`
    select ${messageColumns}
      from dm_messages m left join dm_messages r on r.id = m.reply_to_id
      left join dm_chats c on c.owner_id = ${me} and c.other_id = ${otherId}
     where m.id = ${messageId} and ${inPair('m', me, otherId)}
       and m.created_at > coalesce(c.cleared_at, ${never})
  `.execute(db);
  return rows[0];
}

export interface NewMessage {
  senderId: string;
  recipientId: string;
  type: DirectMessageType;
  text: string | null;
  media: string[];
  replyToId: string | null;
}

/** Stores a message and brings the chat to the top of both people's lists; returns its id. */
export async function insertMessage(db: Db, message: NewMessage): Promise<string> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('dm_messages')
      .values({
        id: newId(),
        sender_id: message.senderId,
        recipient_id: message.recipientId,
        type: message.type,
        text: message.text,
        media: JSON.stringify(message.media),
        reply_to_id: message.replyToId,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('dm_chats')
      .values([
        {
          owner_id: message.senderId,
          other_id: message.recipientId,
          last_message_at: row.created_at,
        },
        {
          owner_id: message.recipientId,
          other_id: message.senderId,
          last_message_at: row.created_at,
        },
      ])
      .onConflict((oc) =>
        oc.columns(['owner_id', 'other_id']).doUpdateSet({
          last_message_at: sql`greatest(dm_chats.last_message_at, excluded.last_message_at)`,
        }),
      )
      .execute();
    return row.id;
  });
}

export async function updateMessageText(db: Db, id: string, text: string | null): Promise<void> {
  await db
    .updateTable('dm_messages')
    .set({ text, edited_at: sql`now()` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Erases the message's content, for both people; false when it was already deleted. */
export async function markMessageDeleted(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('dm_messages')
    .set({
      text: null,
      media: '[]',
      reply_to_id: null,
      reaction: null,
      deleted_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setReaction(
  db: Db,
  id: string,
  reaction: ReactionType | null,
): Promise<void> {
  await db
    .updateTable('dm_messages')
    .set({ reaction })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Marks every message from `otherId` to `me` read; the latest one marked, or undefined. */
export async function markChatRead(
  db: Db,
  me: string,
  otherId: string,
): Promise<{ id: string; read_at: Date } | undefined> {
  const { rows } = await sql<{ id: string; read_at: Date }>`
    with marked as (
      update dm_messages set read_at = now()
       where recipient_id = ${me} and sender_id = ${otherId} and read_at is null
      returning id, created_at, read_at)
    select id, read_at from marked order by created_at desc, id desc limit 1
  `.execute(db);
  return rows[0];
}

/** The person's unread messages and chats holding them (people blocked either way left out). */
export async function unreadState(
  db: Db,
  me: string,
): Promise<{ unread: number; unreadChats: number }> {
  const { rows } = await sql<{ unread: number; unreadChats: number }>`
    select count(*)::int as "unread", count(distinct m.sender_id)::int as "unreadChats"
      from dm_messages m
      left join dm_chats c on c.owner_id = m.recipient_id and c.other_id = m.sender_id
     where m.recipient_id = ${me} and m.read_at is null and m.deleted_at is null
       and m.created_at > coalesce(c.cleared_at, ${never})
       and ${noBlockBetween(me, 'm.sender_id')}
  `.execute(db);
  return rows[0]!;
}

/** Pins or unpins a chat in the owner's list; undefined when the list does not hold it. */
export async function togglePin(db: Db, me: string, otherId: string): Promise<boolean | undefined> {
  const { rows } = await sql<{ pinned: boolean }>`
    update dm_chats set pinned_at = case when pinned_at is null then now() end
     where owner_id = ${me} and other_id = ${otherId}
       and last_message_at > coalesce(cleared_at, ${never})
    returning pinned_at is not null as pinned
  `.execute(db);
  return rows[0]?.pinned;
}

/** Takes the chat off the owner's list and clears their history; false when not listed. */
export async function leaveChat(db: Db, me: string, otherId: string): Promise<boolean> {
  const result = await db
    .updateTable('dm_chats')
    .set({ cleared_at: sql`now()`, pinned_at: null })
    .where('owner_id', '=', me)
    .where('other_id', '=', otherId)
    .where(sql<boolean>`last_message_at > coalesce(cleared_at, ${never})`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The person's messages (sent or received) whose text holds every word, any case, newest first:
 * not deleted, not cleared by the person, not with people blocked either way.
 */
export async function searchMessageIds(
  db: Db,
  me: string,
  words: string[],
  skip: number,
  limit: number,
): Promise<{ id: string; other_id: string }[]> {
  const matches = words.map((w) => sql`m.text ilike ${`%${escapeLike(w)}%`}`);
  const { rows } = await sql<{ id: string; other_id: string }>`
    select m.id, m.other_id
      from (select m.id, m.created_at, m.text,
                   case when m.sender_id = ${me} then m.recipient_id else m.sender_id end
                     as other_id
              from dm_messages m
             where (m.sender_id = ${me} or m.recipient_id = ${me})
               and m.deleted_at is null and m.text is not null) m
      left join dm_chats c on c.owner_id = ${me} and c.other_id = m.other_id
     where ${sql.join(matches, sql` and `)}
       and m.created_at > coalesce(c.cleared_at, ${never})
       and ${noBlockBetween(me, 'm.other_id')}
     order by m.created_at desc, m.id desc
     offset ${skip} limit ${limit}
  `.execute(db);
  return rows;
}

export function filesByNames(db: Db, names: readonly string[]): Promise<FileRow[]> {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('files')
    .selectAll()
    .where('name', 'in', [...names])
    .execute();
}
