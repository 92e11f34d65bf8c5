// The taxonomy's listing counts come from counts a trigger keeps (migration 0039) less what blocks
// hide. Compared here with the same counts worked out in memory from the rows themselves, after
// every kind of change a listing goes through (created, recategorised, sent to review, approved,
// flagged, turned into another kind, deleted) and for readers with blocks both ways and staff.
import { describe, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import { useFreshDatabase } from '../../../test/support/database';
import { prng } from '../../../test/support/read-world';
import type { BoardViewer } from '../../platform/board/index';
import type { Tables } from '../../platform/db/tables';
import { newId } from '../../platform/ids';
import { userRow } from '../../../test/support/rows';
import { listCategories } from './repo';

const test = useFreshDatabase();

async function makePeople(n: number): Promise<string[]> {
  const rows = Array.from({ length: n }, () => userRow({ account_type: 'business' }));
  await test.current.db.insertInto('users').values(rows).execute();
  return rows.map((row) => row.id);
}

/** The counts as listedFor defines them, worked out in memory from every listing row. */
async function expectedCounts(viewer: BoardViewer): Promise<Map<string, number>> {
  const { db } = test.current;
  const categories = await db.selectFrom('directory_categories').selectAll().execute();
  const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]));
  const items = await db
    .selectFrom('board_items')
    .select(['kind', 'owner_id', 'moderate', 'flagged', 'category_ids'])
    .execute();
  const blocks = await db.selectFrom('user_blocks').selectAll().execute();
  const blockedWith = new Set(
    blocks.flatMap((b) =>
      b.user_id === viewer.id ? [b.blocked_id] : b.blocked_id === viewer.id ? [b.user_id] : [],
    ),
  );
  const counts = new Map(categories.map((c) => [c.id, 0]));
  for (const item of items) {
    if (item.kind !== 'listing') continue;
    const listed = item.moderate === 'approved' && !item.flagged;
    if (!viewer.staff && (!listed || blockedWith.has(item.owner_id))) continue;
    const credited = new Set<string>();
    for (const id of item.category_ids) {
      if (!parentOf.has(id)) continue;
      credited.add(id);
      const parent = parentOf.get(id);
      if (parent) credited.add(parent);
    }
    for (const id of credited) counts.set(id, counts.get(id)! + 1);
  }
  return counts;
}

async function actualCounts(viewer: BoardViewer): Promise<Map<string, number>> {
  const rows = await listCategories(
    test.current.db,
    viewer,
    { all: true },
    { skip: 0, limit: 1000 },
  );
  return new Map(rows.map((r) => [r.id, r.total]));
}

describe('directory category counts', () => {
  it('equal the listings each reader sees, worked out from the rows, through every change', async () => {
    const { db } = test.current;
    const r = prng(39);
    const people = await makePeople(6);
    const [reader, blocker, blocked, staffId] = people as [string, string, string, string];
    await db
      .insertInto('user_blocks')
      .values([
        { user_id: reader, blocked_id: blocked },
        { user_id: blocker, blocked_id: reader },
      ])
      .execute();
    const categories = await db.selectFrom('directory_categories').select(['id']).execute();
    const ids = categories.map((c) => c.id);
    const pickCategories = () => [
      ...new Set([
        r.pick(ids),
        ...(r.chance(0.5) ? [r.pick(ids)] : []),
        ...(r.chance(0.1) ? ['not-a-category'] : []),
      ]),
    ];
    const viewers: BoardViewer[] = [
      { id: reader, staff: false },
      { id: blocker, staff: false },
      { id: people[4]!, staff: false },
      { id: staffId, staff: true },
    ];
    const check = async (step: string) => {
      for (const viewer of viewers) {
        expect(Object.fromEntries(await actualCounts(viewer)), `${step}, ${viewer.id}`).toEqual(
          Object.fromEntries(await expectedCounts(viewer)),
        );
      }
    };

    const rows: Array<Insertable<Tables['board_items']>> = Array.from({ length: 60 }, (_, i) => ({
      id: newId(),
      kind: r.chance(0.8) ? 'listing' : 'project',
      owner_id: r.pick(people),
      title: `Counted listing ${i}`,
      description: '',
      search_text: `Counted listing ${i}`,
      moderate: r.chance(0.8) ? 'approved' : 'review',
      flagged: r.chance(0.1),
      category_ids: pickCategories(),
    }));
    await db.insertInto('board_items').values(rows).execute();
    await check('created');

    const some = () => r.some(rows, 0.3).map((row) => row.id!);
    await db
      .updateTable('board_items')
      .set({ category_ids: ['not-a-category'] })
      .where('id', 'in', some())
      .execute();
    for (const id of some()) {
      await db
        .updateTable('board_items')
        .set({ category_ids: pickCategories() })
        .where('id', '=', id)
        .execute();
    }
    await check('recategorised');
    await db
      .updateTable('board_items')
      .set({ moderate: 'review' })
      .where('id', 'in', some())
      .execute();
    await db
      .updateTable('board_items')
      .set({ moderate: 'approved' })
      .where('id', 'in', some())
      .execute();
    await check('moderated');
    await db.updateTable('board_items').set({ flagged: true }).where('id', 'in', some()).execute();
    await db.updateTable('board_items').set({ flagged: false }).where('id', 'in', some()).execute();
    await check('flagged and cleared');
    await db
      .updateTable('board_items')
      .set({ kind: 'project' })
      .where('id', 'in', some())
      .execute();
    await db
      .updateTable('board_items')
      .set({ kind: 'listing' })
      .where('id', 'in', some())
      .execute();
    // An edit that changes nothing counted.
    await db
      .updateTable('board_items')
      .set({ title: 'Renamed' })
      .where('id', 'in', some())
      .execute();
    await check('kinds changed');
    await db.deleteFrom('board_items').where('id', 'in', some()).execute();
    // An owner's account removed: their listings go with it (on delete cascade).
    await db.deleteFrom('user_blocks').where('user_id', '=', people[5]!).execute();
    await db.deleteFrom('board_items').where('owner_id', '=', people[5]!).execute();
    await db.deleteFrom('users').where('id', '=', people[5]!).execute();
    await check('deleted');
  });
});
