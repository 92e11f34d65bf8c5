// Every query on the groups tables: groups, group_members (members, join requests and blocked
// people), group_rules, and the group side of posts and post_reports.
import type { PostCategory } from '@trestle/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { visibleHere } from '../../platform/feed/index';
import type {
  GroupMemberRow,
  GroupMemberStatus,
  GroupRole,
  GroupRow,
  GroupRuleRow,
  GroupType,
} from '../../platform/db/tables';
import { newId } from '../../platform/ids';
import { isUniqueViolation } from '../../platform/db/errors';
import { escapeLike } from '../../platform/db/like';

export function findGroup(db: Db, id: string): Promise<GroupRow | undefined> {
  return db.selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirst();
}

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

/** Whether another group has this name, without regard to case. */
export async function nameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const row = await db
    .selectFrom('groups')
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewGroup {
  name: string;
  title: string;
  description: string | null;
  category: PostCategory | null;
  type: GroupType;
  avatar: string | null;
  backgroundImage: string | null;
  ownerId: string;
  rules: { title: string; description: string }[];
}

/** The group, its owner as its first member, and its rules; null when the name was taken. */
export async function insertGroup(db: Db, input: NewGroup): Promise<string | null> {
  const id = newId();
  try {
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('groups')
        .values({
          id,
          name: input.name,
          title: input.title,
          description: input.description,
          category: input.category,
          type: input.type,
          avatar: input.avatar,
          background_image: input.backgroundImage,
          owner_id: input.ownerId,
          members_count: 1,
        })
        .execute();
      await tx
        .insertInto('group_members')
        .values({ group_id: id, user_id: input.ownerId, role: 'owner', status: 'active' })
        .execute();
      if (input.rules.length > 0) {
        await tx
          .insertInto('group_rules')
          .values(
            input.rules.map((rule, position) => ({
              id: newId(),
              group_id: id,
              title: rule.title,
              description: rule.description,
              position,
            })),
          )
          .execute();
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  return id;
}

export interface GroupChanges {
  name?: string;
  title?: string;
  description?: string;
  category?: PostCategory;
  type?: GroupType;
  avatar?: string | null;
  background_image?: string | null;
}

/** False when the new name was taken meanwhile. */
export async function updateGroupRow(db: Db, id: string, changes: GroupChanges): Promise<boolean> {
  try {
    await db.updateTable('groups').set(changes).where('id', '=', id).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Removes the group; its posts are deleted (kept as deleted rows, like any deleted post). */
export async function deleteGroupRow(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('posts')
      .set({ deleted_at: sql`now()` })
      .where('group_id', '=', id)
      .where('deleted_at', 'is', null)
      .execute();
    await tx.deleteFrom('groups').where('id', '=', id).execute();
  });
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

/** Open reports on live posts in each of these groups. */
export async function openReportCounts(db: Db, groupIds: string[]): Promise<Map<string, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('post_reports')
    .innerJoin('posts', 'posts.id', 'post_reports.post_id')
    .select(['posts.group_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('posts.group_id', 'in', groupIds)
    .where('posts.deleted_at', 'is', null)
    .where('post_reports.group_state', '=', 'open')
    .groupBy('posts.group_id')
    .execute();
  return new Map(rows.map((r) => [r.group_id!, Number(r.n)]));
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

export function rulesOf(db: Db, groupIds: string[]): Promise<GroupRuleRow[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('group_rules')
    .selectAll()
    .where('group_id', 'in', groupIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function usersByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
}

export interface OwnGroupsQuery {
  role?: GroupRole | undefined;
  text?: string | undefined;
  skip: number;
  limit: number;
}

/** The person's groups (active membership), in their own order, then newest joined first. */
export function listOwnGroupRows(db: Db, userId: string, query: OwnGroupsQuery) {
  const text = query.text?.trim();
  return db
    .selectFrom('group_members')
    .innerJoin('groups', 'groups.id', 'group_members.group_id')
    .selectAll('groups')
    .where('group_members.user_id', '=', userId)
    .where('group_members.status', '=', 'active')
    .$if(query.role !== undefined, (q) => q.where('group_members.role', '=', query.role!))
    .$if(Boolean(text), (q) =>
      q.where((eb) =>
        eb.or([
          eb('groups.title', 'ilike', `%${escapeLike(text!)}%`),
          eb('groups.name', 'ilike', `%${escapeLike(text!)}%`),
        ]),
      ),
    )
    .orderBy(sql`group_members.position asc nulls last`)
    .orderBy('group_members.created_at', 'desc')
    .orderBy('groups.id')
    .offset(query.skip)
    .limit(query.limit)
    .execute();
}

export async function countOwnGroupRows(
  db: Db,
  userId: string,
  role: GroupRole | undefined,
): Promise<number> {
  const row = await db
    .selectFrom('group_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .$if(role !== undefined, (q) => q.where('role', '=', role!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Saves the order; false when an id is not one of the person's groups. */
export async function saveOrder(db: Db, userId: string, order: string[]): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const mine = await tx
      .selectFrom('group_members')
      .select('group_id')
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .where('group_id', 'in', order)
      .execute();
    if (mine.length !== order.length) return false;
    await tx
      .updateTable('group_members')
      .set({ position: null })
      .where('user_id', '=', userId)
      .execute();
    for (const [position, groupId] of order.entries()) {
      await tx
        .updateTable('group_members')
        .set({ position })
        .where('user_id', '=', userId)
        .where('group_id', '=', groupId)
        .execute();
    }
    return true;
  });
}

export interface ExploreQuery {
  search?: string | undefined;
  categories?: readonly PostCategory[] | undefined;
  type?: GroupType | undefined;
  skip: number;
  limit: number;
}

/** Groups by name, title or description; most members first. */
export function exploreGroupRows(db: Db, query: ExploreQuery) {
  const words = (query.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  let q = db.selectFrom('groups').selectAll();
  for (const word of words) {
    const like = `%${escapeLike(word)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('name', 'ilike', like),
        eb('title', 'ilike', like),
        eb('description', 'ilike', like),
      ]),
    );
  }
  if (query.categories && query.categories.length > 0) {
    q = q.where('category', 'in', [...query.categories]);
  }
  if (query.type) q = q.where('type', '=', query.type);
  return q
    .orderBy('members_count', 'desc')
    .orderBy('id')
    .offset(query.skip)
    .limit(query.limit)
    .execute();
}

/** A page of a group's post ids, newest first (replies and hidden posts left out). */
export async function groupPostIds(
  db: Db,
  groupIds: string[],
  page: { skip: number; limit: number; categories?: readonly PostCategory[] | undefined },
  viewerId: string,
): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectFrom('posts')
    .select('id')
    .where('group_id', 'in', groupIds)
    .where('reply_to_id', 'is', null)
    .$if(Boolean(page.categories?.length), (q) => q.where('category', 'in', [...page.categories!]))
    // The read rules of a group's page (the groups feed has the very same ones).
    .where(visibleHere(viewerId, 'group', 'posts'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
  return rows.map((r) => r.id);
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

export const MAX_RULES = 20;

export function listRuleRows(db: Db, groupId: string, page: { skip: number; limit: number }) {
  return db
    .selectFrom('group_rules')
    .selectAll()
    .where('group_id', '=', groupId)
    .orderBy('position')
    .orderBy('id')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
}

export function findRule(db: Db, groupId: string, ruleId: string) {
  return db
    .selectFrom('group_rules')
    .selectAll()
    .where('group_id', '=', groupId)
    .where('id', '=', ruleId)
    .executeTakeFirst();
}

/** A new last rule; null when the group already has MAX_RULES. */
export async function insertRule(
  db: Db,
  groupId: string,
  rule: { title: string; description: string },
): Promise<GroupRuleRow | null> {
  return db.transaction().execute(async (tx) => {
    // One writer at a time per group, so two adds cannot pass the limit together.
    await sql`select id from groups where id = ${groupId} for update`.execute(tx);
    const { n, last } = await tx
      .selectFrom('group_rules')
      .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('position').as('last')])
      .where('group_id', '=', groupId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_RULES) return null;
    return tx
      .insertInto('group_rules')
      .values({
        id: newId(),
        group_id: groupId,
        title: rule.title,
        description: rule.description,
        position: last === null ? 0 : Number(last) + 1,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export function updateRuleRow(
  db: Db,
  ruleId: string,
  rule: { title: string; description: string },
) {
  return db
    .updateTable('group_rules')
    .set(rule)
    .where('id', '=', ruleId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Puts the group's rules in the given order; false (nothing changed) unless `order` names every
 * rule of the group exactly once. Under the group's row lock, like adding a rule.
 */
export async function saveRuleOrder(db: Db, groupId: string, order: string[]): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await sql`select id from groups where id = ${groupId} for update`.execute(tx);
    const rules = await tx
      .selectFrom('group_rules')
      .select('id')
      .where('group_id', '=', groupId)
      .execute();
    const ids = new Set(rules.map((rule) => rule.id));
    if (rules.length !== order.length || !order.every((id) => ids.has(id))) return false;
    for (const [position, id] of order.entries()) {
      await tx.updateTable('group_rules').set({ position }).where('id', '=', id).execute();
    }
    return true;
  });
}

export async function deleteRuleRow(db: Db, ruleId: string): Promise<void> {
  await db.deleteFrom('group_rules').where('id', '=', ruleId).execute();
}

export type GroupReportState = 'open' | 'kept' | 'hidden';

/** Reports on live posts in the group in this state, oldest first. */
export function listReportRows(
  db: Db,
  groupId: string,
  page: { state: GroupReportState; skip: number; limit: number },
) {
  return db
    .selectFrom('post_reports')
    .innerJoin('posts', 'posts.id', 'post_reports.post_id')
    .select([
      'post_reports.id',
      'post_reports.post_id',
      'post_reports.reporter_id',
      'post_reports.type',
      'post_reports.text',
      'post_reports.group_state',
      'post_reports.created_at',
      'posts.author_id',
      'posts.text as post_text',
    ])
    .where('posts.group_id', '=', groupId)
    .where('posts.deleted_at', 'is', null)
    .where('post_reports.group_state', '=', page.state)
    .orderBy('post_reports.created_at')
    .orderBy('post_reports.id')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
}

/** A report on a live post in the group. */
export function findGroupReport(db: Db, groupId: string, reportId: string) {
  return db
    .selectFrom('post_reports')
    .innerJoin('posts', 'posts.id', 'post_reports.post_id')
    .select(['post_reports.id', 'post_reports.post_id'])
    .where('post_reports.id', '=', reportId)
    .where('posts.group_id', '=', groupId)
    .where('posts.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function keepReport(db: Db, reportId: string): Promise<void> {
  await db
    .updateTable('post_reports')
    .set({ group_state: 'kept' })
    .where('id', '=', reportId)
    .execute();
}

/** Hides the post from the group and closes every open report on it as hidden. */
export async function hideReportedPost(db: Db, reportId: string, postId: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('posts').set({ hidden_in_group: true }).where('id', '=', postId).execute();
    await tx
      .updateTable('post_reports')
      .set({ group_state: 'hidden' })
      .where((eb) =>
        eb.or([
          eb('id', '=', reportId),
          eb.and([eb('post_id', '=', postId), eb('group_state', '=', 'open')]),
        ]),
      )
      .execute();
  });
}
