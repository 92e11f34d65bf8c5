// A person leaving Trestle (account deletion, modules/settings/deletion.ts): the groups they own
// go to their longest-standing active moderator, or are deleted with their posts when they have
// none; their other memberships end (counts recounted). Safe to run again.
import type { Db } from '../../platform/db/database';
import { deleteGroupRow, removeMembership, transferOwnership } from './repo/index';

/**
 * Groups the person owns go to their longest-standing active moderator, or are deleted with their
 * posts when they have none; their other memberships end.
 */
export async function releaseGroupsOf(db: Db, userId: string): Promise<void> {
  const owned = await db.selectFrom('groups').select('id').where('owner_id', '=', userId).execute();
  for (const { id } of owned) {
    const heir = await db
      .selectFrom('group_members')
      .select('user_id')
      .innerJoin('users', 'users.id', 'group_members.user_id')
      .where('group_id', '=', id)
      .where('role', '=', 'moderator')
      .where('status', '=', 'active')
      .where('user_id', '<>', userId)
      .where('users.deleted_at', 'is', null)
      .orderBy('group_members.created_at')
      .orderBy('user_id')
      .executeTakeFirst();
    if (heir) await transferOwnership(db, id, userId, heir.user_id);
    else await deleteGroupRow(db, id);
  }
  const memberships = await db
    .selectFrom('group_members')
    .select('group_id')
    .where('user_id', '=', userId)
    .execute();
  for (const { group_id } of memberships) await removeMembership(db, group_id, userId);
}
