// Lists of groups: a person's own groups in their order, and explore.
import type { PostCategory } from '@trestle/core';
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { OrderedRows } from '../../../platform/db/order';
import type { GroupRole, GroupType } from '../../../platform/db/tables';
import { escapeLike } from '../../../platform/db/like';

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

/** Where a person's order of their groups is kept (active memberships; those left out come last). */
export const groupOrder: OrderedRows<'group_members'> = {
  table: 'group_members',
  owner: 'user_id',
  item: 'group_id',
  only: { column: 'status', value: 'active' },
  naming: 'some',
};

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
