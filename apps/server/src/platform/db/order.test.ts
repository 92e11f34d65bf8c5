// saveOrder on a real database, with the two kinds of order: memberships where an order may name
// a part (the rest come last; only active ones count) and lists where it must name every one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../test/support/database';
import { newId } from '../ids';
import { saveOrder, type OrderedRows } from './order';
import { insertUser } from './users';

const memberships: OrderedRows<'group_members'> = {
  table: 'group_members',
  owner: 'user_id',
  item: 'group_id',
  only: { column: 'status', value: 'active' },
  naming: 'some',
};
const lists: OrderedRows<'user_lists'> = {
  table: 'user_lists',
  owner: 'owner_id',
  item: 'id',
  naming: 'every',
};

let database: TestDatabase;
const db = () => database.db;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

async function person(username: string) {
  const user = await insertUser(db(), {
    username,
    email: `${username}@example.com`,
    passwordHash: 'x',
    accountType: 'personal',
  });
  return user.id;
}

async function group(ownerId: string, memberId: string, status: 'active' | 'pending') {
  const id = newId();
  await db()
    .insertInto('groups')
    .values({
      id,
      name: `g${id}`,
      title: 'G',
      description: null,
      category: null,
      type: 'open',
      avatar: null,
      background_image: null,
      owner_id: ownerId,
    })
    .execute();
  await db()
    .insertInto('group_members')
    .values({ group_id: id, user_id: memberId, status })
    .execute();
  return id;
}

const groupPositions = async (userId: string) =>
  Object.fromEntries(
    (
      await db()
        .selectFrom('group_members')
        .select(['group_id', 'position'])
        .where('user_id', '=', userId)
        .execute()
    ).map((row) => [row.group_id, row.position]),
  );

describe('an order that may name a part', () => {
  it('places the named rows in order and sends the others last', async () => {
    const owner = await person('order_owner1');
    const me = await person('order_me1');
    const [a, b, c] = [
      await group(owner, me, 'active'),
      await group(owner, me, 'active'),
      await group(owner, me, 'active'),
    ];
    expect(await saveOrder(db(), memberships, me, [a, b, c])).toBe(true);
    expect(await saveOrder(db(), memberships, me, [c, a])).toBe(true);
    expect(await groupPositions(me)).toEqual({ [c]: 0, [a]: 1, [b]: null });
  });

  it('refuses, changing nothing, an id that is not an active row of the person or is named twice', async () => {
    const owner = await person('order_owner2');
    const me = await person('order_me2');
    const a = await group(owner, me, 'active');
    const pending = await group(owner, me, 'pending');
    const someoneElses = await group(owner, owner, 'active');
    expect(await saveOrder(db(), memberships, me, [a])).toBe(true);
    expect(await saveOrder(db(), memberships, me, [pending, a])).toBe(false);
    expect(await saveOrder(db(), memberships, me, [someoneElses])).toBe(false);
    expect(await saveOrder(db(), memberships, me, [a, a])).toBe(false);
    expect(await groupPositions(me)).toEqual({ [a]: 0, [pending]: null });
  });
});

describe('an order that must name every row', () => {
  async function list(ownerId: string, position: number) {
    const id = newId();
    await db()
      .insertInto('user_lists')
      .values({ id, owner_id: ownerId, title: id, position })
      .execute();
    return id;
  }
  const listPositions = async (ownerId: string) =>
    (
      await db()
        .selectFrom('user_lists')
        .select('id')
        .where('owner_id', '=', ownerId)
        .orderBy('position')
        .execute()
    ).map((row) => row.id);

  it('saves an order naming each list once, and refuses one that leaves a list out', async () => {
    const me = await person('order_me3');
    const [a, b, c] = [await list(me, 0), await list(me, 1), await list(me, 2)];
    expect(await saveOrder(db(), lists, me, [c, a])).toBe(false);
    expect(await saveOrder(db(), lists, me, [c, a, a])).toBe(false);
    expect(await listPositions(me)).toEqual([a, b, c]);
    expect(await saveOrder(db(), lists, me, [c, a, b])).toBe(true);
    expect(await listPositions(me)).toEqual([c, a, b]);
  });
});
