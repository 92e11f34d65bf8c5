// The groups table: one group found, named, created (with its owner and rules), changed, deleted.
import type { PostCategory } from '@trestle/core';
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { GroupRow, GroupType } from '../../../platform/db/tables';
import { newId } from '../../../platform/ids';
import { isUniqueViolation } from '../../../platform/db/errors';

export function findGroup(db: Db, id: string): Promise<GroupRow | undefined> {
  return db.selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirst();
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
