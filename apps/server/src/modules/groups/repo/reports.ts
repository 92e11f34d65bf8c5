// The group side of post_reports: reports on a group's posts and what moderators decide.
import type { Db } from '../../../platform/db/database';

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
