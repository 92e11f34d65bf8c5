// The group side of posts: a group's newsfeed page.
import type { PostCategory } from '@trestle/core';
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { shapedQuery } from '../../../platform/db/shaped';
import { visibleHere } from '../../../platform/feed/index';

/** A page of a group's post ids, newest first (replies and hidden posts left out). */
export async function groupPostIds(
  db: Db,
  groupIds: string[],
  page: { skip: number; limit: number; categories?: readonly PostCategory[] | undefined },
  viewerId: string,
): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const { rows } = await db.executeQuery(
    groupPostIdsStatement(db, { groupIds, viewerId, ...page }),
  );
  return rows.map((r) => r.id);
}

/** groupPostIdsQuery built once per shape (platform/db/shaped.ts). */
const groupPostIdsStatement = shapedQuery(
  (db: Db, { groupIds, viewerId, ...page }: GroupPage & { groupIds: string[]; viewerId: string }) =>
    groupPostIdsQuery(db, groupIds, page, viewerId),
  ['groupIds', 'viewerId'],
);

type GroupPage = { skip: number; limit: number; categories?: readonly PostCategory[] | undefined };

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
      // One parameter whatever the number of groups: one statement text for every reader.
      .where(sql<boolean>`group_id = any(${groupIds}::uuid[])`)
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
