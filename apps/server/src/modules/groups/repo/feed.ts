// The group side of posts: a group's newsfeed page.
import type { PostCategory } from '@trestle/core';
import type { Db } from '../../../platform/db/database';
import { visibleHere } from '../../../platform/feed/index';

/** A page of a group's post ids, newest first (replies and hidden posts left out). */
export async function groupPostIds(
  db: Db,
  groupIds: string[],
  page: { skip: number; limit: number; categories?: readonly PostCategory[] | undefined },
  viewerId: string,
): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await groupPostIdsQuery(db, groupIds, page, viewerId).execute();
  return rows.map((r) => r.id);
}

/** The query of groupPostIds, unexecuted (its SQL is snapshotted in docs/sql). */
export function groupPostIdsQuery(
  db: Db,
  groupIds: string[],
  page: { skip: number; limit: number; categories?: readonly PostCategory[] | undefined },
  viewerId: string,
) {
  return (
    db
      .selectFrom('posts')
      .select('id')
      .where('group_id', 'in', groupIds)
      .where('reply_to_id', 'is', null)
      .$if(Boolean(page.categories?.length), (q) =>
        q.where('category', 'in', [...page.categories!]),
      )
      // The read rules of a group's page (the groups feed has the very same ones).
      .where(visibleHere(viewerId, 'group', 'posts'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.skip)
      .limit(page.limit)
  );
}
