// group_members: members and their roles, join requests (status pending) and blocked people
// (status blocked) are all rows of this table.
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { GroupMemberRow, GroupMemberStatus, GroupRole } from '../../../platform/db/tables';
import { escapeLike } from '../../../platform/db/like';

/** Whether a person with this id exists (a group may bar someone who never asked to join). */
export async function personExists(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export function findMembership(
  db: Db,
  groupId: string,
  userId: string,
): Promise<GroupMemberRow | undefined> {
  return db
    .selectFrom('group_members')
    .selectAll()
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

async function recount(db: Db, groupId: string): Promise<void> {
  await db
    .updateTable('groups')
    .set({
      members_count: sql`(select count(*) from group_members m
        where m.group_id = ${groupId} and m.status = 'active')`,
    })
    .where('id', '=', groupId)
    .execute();
}

/** Sets a person's place in a group (insert or update) and recounts the members. */
export async function putMembership(
  db: Db,
  groupId: string,
  userId: string,
  status: GroupMemberStatus,
  role: GroupRole = 'member',
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('group_members')
      .values({ group_id: groupId, user_id: userId, status, role })
      .onConflict((oc) =>
        oc.columns(['group_id', 'user_id']).doUpdateSet({ status, role, created_at: sql`now()` }),
      )
      .execute();
    await recount(tx, groupId);
  });
}

export async function removeMembership(db: Db, groupId: string, userId: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom('group_members')
      .where('group_id', '=', groupId)
      .where('user_id', '=', userId)
      .execute();
    await recount(tx, groupId);
  });
}

export async function setRole(
  db: Db,
  groupId: string,
  userId: string,
  role: GroupRole,
): Promise<void> {
  await db
    .updateTable('group_members')
    .set({ role })
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .execute();
}

/** The new owner takes the group; the old owner stays as a moderator. */
export async function transferOwnership(
  db: Db,
  groupId: string,
  oldOwner: string,
  newOwner: string,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('groups').set({ owner_id: newOwner }).where('id', '=', groupId).execute();
    await setRole(tx, groupId, oldOwner, 'moderator');
    await setRole(tx, groupId, newOwner, 'owner');
  });
}

export interface MemberQuery {
  status: GroupMemberStatus;
  role?: GroupRole | undefined;
  search?: string | undefined;
  skip: number;
  limit: number;
}

/** Owner first, then moderators, then members; each by when they joined. */
export function listMembers(db: Db, groupId: string, query: MemberQuery) {
  const search = query.search?.trim();
  return db
    .selectFrom('group_members')
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .selectAll('group_members')
    .where('group_members.group_id', '=', groupId)
    .where('group_members.status', '=', query.status)
    .$if(query.role !== undefined, (q) => q.where('group_members.role', '=', query.role!))
    .$if(Boolean(search), (q) =>
      q.where((eb) =>
        eb.or([
          eb('users.username', 'ilike', `%${escapeLike(search!)}%`),
          eb('users.display_name', 'ilike', `%${escapeLike(search!)}%`),
        ]),
      ),
    )
    .orderBy(sql`case group_members.role when 'owner' then 0 when 'moderator' then 1 else 2 end`)
    .orderBy('group_members.created_at')
    .orderBy('group_members.user_id')
    .offset(query.skip)
    .limit(query.limit)
    .execute();
}

/** How many join requests wait in each of these groups. */
export async function pendingCounts(db: Db, groupIds: string[]): Promise<Map<string, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('group_members')
    .select(['group_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('group_id', 'in', groupIds)
    .where('status', '=', 'pending')
    .groupBy('group_id')
    .execute();
  return new Map(rows.map((r) => [r.group_id, Number(r.n)]));
}

/** The viewer's places in these groups. */
export async function membershipsOf(
  db: Db,
  userId: string,
  groupIds: string[],
): Promise<Map<string, GroupMemberRow>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('group_members')
    .selectAll()
    .where('user_id', '=', userId)
    .where('group_id', 'in', groupIds)
    .execute();
  return new Map(rows.map((r) => [r.group_id, r]));
}

export function usersByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
}

/** The groups the person is an active member of. */
export async function activeGroupIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('group_members')
    .select('group_id')
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .execute();
  return rows.map((r) => r.group_id);
}
