// User lists through the API: create (title rules, one title per owner, the limit), rename,
// delete, order; adding and removing people (blocked people answer 404); lists are private to
// their owner (404 for anyone else); and the list feed: only its members' posts, newest first,
// with the categories and filter flags, through the read pipeline (blocks and mutes apply).
import { MAX_USER_LISTS, USER_LIST_MESSAGES } from '@trestle/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { apiCalls } from '../../../test/support/calls';
import { expectContract } from '../../../test/support/contract';
import { makePost, makeUser, makeUserList, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { LIST_NOT_FOUND, PERSON_NOT_FOUND } from './policy';
import { ORDER_MUST_HOLD_EVERY_LIST } from './operations/reorderUserLists';

const app = useTestApp();
const UNKNOWN_ID = '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10';

const { call, ok } = apiCalls(() => app);

/** A list made by its owner (checked against the contract); returns the UserList. */
const newList = async (owner: TestUser, title?: string) => {
  const list = await makeUserList(app, owner, [], title);
  expectContract('createUserList', 201, list);
  return list;
};

const addTo = (owner: TestUser, listId: string, person: TestUser) =>
  ok('addUserListMember', 'POST', `/user/list/${listId}/add/${person.id}`, owner);

const feed = async (owner: TestUser, listId: string, query = '') =>
  (
    (await ok('listUserListPosts', 'GET', `/user/list/${listId}/newsfeed${query}`, owner)) as {
      items: { id: string }[];
    }
  ).items.map((p) => p.id);

describe('making and keeping lists', () => {
  it('creates lists last in the order, lists them in order, renames and deletes them', async () => {
    const ann = await makeUser(app);
    const first = await newList(ann, '  Site   leads ');
    expect(first).toMatchObject({ title: 'Site leads', membersCount: 0, order: 0 });
    const second = await newList(ann, 'Suppliers');
    expect(second.order).toBe(1);

    const lists = await ok('listUserLists', 'GET', '/user/lists', ann);
    expect(lists.items.map((l: any) => l.title)).toEqual(['Site leads', 'Suppliers']);

    const renamed = await ok('renameUserList', 'PUT', `/user/list/${first.id}`, ann, {
      title: 'Foremen',
    });
    expect(renamed).toMatchObject({ id: first.id, title: 'Foremen' });

    await ok('deleteUserList', 'DELETE', `/user/list/${second.id}`, ann);
    const after = await ok('listUserLists', 'GET', '/user/lists', ann);
    expect(after.items.map((l: any) => l.id)).toEqual([first.id]);
    expect((await call('GET', `/user/list/${second.id}`, ann)).status).toBe(404);
  });

  it('refuses a blank or too long title with the error on the field, and a second list of one title', async () => {
    const ann = await makeUser(app);
    const blank = await call('POST', '/user/list', ann, { title: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ title: USER_LIST_MESSAGES.titleRequired });
    const long = await call('POST', '/user/list', ann, { title: 'x'.repeat(101) });
    expect(long.status).toBe(400);

    const list = await newList(ann, 'Roofers');
    const twin = await call('POST', '/user/list', ann, { title: 'roofers' });
    expect(twin.status).toBe(409);
    expect(twin.body.errors).toEqual({ title: USER_LIST_MESSAGES.titleTaken });
    const other = await newList(ann, 'Framers');
    const clash = await call('PUT', `/user/list/${other.id}`, ann, { title: 'ROOFERS' });
    expect(clash.status).toBe(409);
    // Renaming a list to its own title (another case) is fine.
    expect((await call('PUT', `/user/list/${list.id}`, ann, { title: 'ROOFERS' })).status).toBe(
      200,
    );
    // Another person may use the same title.
    const bob = await makeUser(app);
    await newList(bob, 'Roofers');
  });

  it(`stops at ${MAX_USER_LISTS} lists`, async () => {
    const ann = await makeUser(app);
    await app.database.db
      .insertInto('user_lists')
      .values(
        Array.from({ length: MAX_USER_LISTS }, (_, i) => ({
          id: crypto.randomUUID(),
          owner_id: ann.id,
          title: `List ${i}`,
          position: i,
        })),
      )
      .execute();
    const over = await call('POST', '/user/list', ann, { title: 'One more' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(USER_LIST_MESSAGES.tooManyLists);
  });

  it('saves the order only when it names every one of the caller’s lists', async () => {
    const ann = await makeUser(app);
    const a = await newList(ann, 'A');
    const b = await newList(ann, 'B');
    const c = await newList(ann, 'C');
    await ok('reorderUserLists', 'POST', '/user/list/order', ann, { order: [c.id, a.id, b.id] });
    const lists = await ok('listUserLists', 'GET', '/user/lists', ann);
    expect(lists.items.map((l: any) => [l.title, l.order])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);

    const missing = await call('POST', '/user/list/order', ann, { order: [a.id, b.id] });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ order: ORDER_MUST_HOLD_EVERY_LIST });
    const bob = await makeUser(app);
    const bobs = await newList(bob, 'Bob’s');
    const foreign = await call('POST', '/user/list/order', ann, {
      order: [a.id, b.id, bobs.id],
    });
    expect(foreign.status).toBe(400);
    // Nothing changed.
    const still = await ok('listUserLists', 'GET', '/user/lists', ann);
    expect(still.items.map((l: any) => l.title)).toEqual(['C', 'A', 'B']);
  });
});

describe('the people on a list', () => {
  it('adds people once, shows them newest first, and removes them', async () => {
    const ann = await makeUser(app);
    const bob = await makeUser(app);
    const cy = await makeUser(app);
    const list = await newList(ann);
    await addTo(ann, list.id, bob);
    await addTo(ann, list.id, cy);
    await addTo(ann, list.id, bob);
    const detail = await ok('getUserList', 'GET', `/user/list/${list.id}`, ann);
    expect(detail.membersCount).toBe(2);
    expect(detail.items.map((u: any) => u.id)).toEqual([cy.id, bob.id]);
    const page = await ok('getUserList', 'GET', `/user/list/${list.id}?skip=1&limit=1`, ann);
    expect(page.items.map((u: any) => u.id)).toEqual([bob.id]);

    await ok('removeUserListMember', 'POST', `/user/list/${list.id}/remove/${bob.id}`, ann);
    await ok('removeUserListMember', 'POST', `/user/list/${list.id}/remove/${bob.id}`, ann);
    const after = await ok('getUserList', 'GET', `/user/list/${list.id}`, ann);
    expect(after).toMatchObject({ membersCount: 1 });
    expect(after.items.map((u: any) => u.id)).toEqual([cy.id]);
  });

  it('answers 404 for an unknown person and for people blocked either way', async () => {
    const ann = await makeUser(app);
    const blocker = await makeUser(app);
    const blocked = await makeUser(app);
    const list = await newList(ann);
    await call('POST', `/user/${ann.id}/block`, blocker);
    await call('POST', `/user/${blocked.id}/block`, ann);
    for (const id of [UNKNOWN_ID, blocker.id, blocked.id]) {
      const response = await call('POST', `/user/list/${list.id}/add/${id}`, ann);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(PERSON_NOT_FOUND);
    }
    expect((await ok('getUserList', 'GET', `/user/list/${list.id}`, ann)).membersCount).toBe(0);
  });

  it('leaves out of the list a member who later blocked the owner', async () => {
    const ann = await makeUser(app);
    const bob = await makeUser(app);
    const list = await newList(ann);
    await addTo(ann, list.id, bob);
    await makePost(app, bob, { text: '<p>before the block</p>' });
    await call('POST', `/user/${ann.id}/block`, bob);
    const detail = await ok('getUserList', 'GET', `/user/list/${list.id}`, ann);
    expect(detail).toMatchObject({ membersCount: 0, items: [] });
    expect(await feed(ann, list.id)).toEqual([]);
  });
});

describe('lists are private to their owner', () => {
  it('answers 404 to anyone else on every list path, and changes nothing', async () => {
    const ann = await makeUser(app);
    const eve = await makeUser(app);
    const bob = await makeUser(app);
    const list = await newList(ann, 'Private crew');
    await addTo(ann, list.id, bob);
    for (const [method, path, body] of [
      ['GET', `/user/list/${list.id}`],
      ['PUT', `/user/list/${list.id}`, { title: 'Taken over' }],
      ['DELETE', `/user/list/${list.id}`],
      ['POST', `/user/list/${list.id}/add/${eve.id}`],
      ['POST', `/user/list/${list.id}/remove/${bob.id}`],
      ['GET', `/user/list/${list.id}/newsfeed`],
    ] as const) {
      const response = await call(method, path, eve, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.message).toBe(LIST_NOT_FOUND);
    }
    expect((await ok('listUserLists', 'GET', '/user/lists', eve)).items).toEqual([]);
    const detail = await ok('getUserList', 'GET', `/user/list/${list.id}`, ann);
    expect(detail).toMatchObject({ title: 'Private crew', membersCount: 1 });
  });

  it('asks for a signed-in person', async () => {
    const response = await api(app.url, 'GET', '/user/lists', {});
    expect(response.status).toBe(401);
  });
});

describe('a list’s feed', () => {
  it('shows only its members’ posts, newest first, with the categories and filter flags', async () => {
    const ann = await makeUser(app);
    const bob = await makeUser(app);
    const cy = await makeUser(app);
    const stranger = await makeUser(app);
    const list = await newList(ann);
    await addTo(ann, list.id, bob);
    await addTo(ann, list.id, cy);
    const news = await makePost(app, bob, { text: '<p>steel prices</p>', category: 'news' });
    const own = await makePost(app, cy, { text: '<p>our site</p>' });
    await makePost(app, stranger, { text: '<p>not on the list</p>' });
    const reply = await api(app.url, 'POST', `/user/post/${own.id}/reply`, {
      token: bob.token,
      body: { text: '<p>looks good</p>' },
    });
    expect(reply.status).toBe(201);
    const repost = await api(app.url, 'POST', `/user/post/${news.id}/repost`, {
      token: cy.token,
    });
    expect(repost.status).toBe(200);
    const { id: repostId } = await app.database.db
      .selectFrom('posts')
      .select('id')
      .where('author_id', '=', cy.id)
      .where('repost_of_id', '=', news.id)
      .executeTakeFirstOrThrow();

    const all = await feed(ann, list.id);
    expect(all.slice(0, 2).sort()).toEqual([reply.body.id, repostId].sort());
    expect(all.slice(2)).toEqual([own.id, news.id]);
    expect(await feed(ann, list.id, '?replies=false')).not.toContain(reply.body.id);
    expect(await feed(ann, list.id, '?reposts=false')).not.toContain(repostId);
    expect(await feed(ann, list.id, '?categories=news&reposts=false&replies=false')).toEqual([
      news.id,
    ]);
    expect(await feed(ann, list.id, '?media=true')).toEqual([]);
    expect(await feed(ann, list.id, '?skip=1&limit=1')).toHaveLength(1);
    const bad = await call('GET', `/user/list/${list.id}/newsfeed?categories=nonsense`, ann);
    expect(bad.status).toBe(400);
  });

  it('leaves out muted people, muted words and blocked people', async () => {
    const ann = await makeUser(app);
    const bob = await makeUser(app);
    const cy = await makeUser(app);
    const list = await newList(ann);
    await addTo(ann, list.id, bob);
    await addTo(ann, list.id, cy);
    const bobs = await makePost(app, bob, { text: '<p>framing done</p>' });
    const cys = await makePost(app, cy, { text: '<p>drywall tomorrow</p>' });
    expect(await feed(ann, list.id)).toEqual([cys.id, bobs.id]);
    expect((await call('POST', `/user/${bob.id}/mute`, ann)).status).toBe(200);
    expect(await feed(ann, list.id)).toEqual([cys.id]);
    await app.database.db
      .updateTable('users')
      .set({ mute_words: JSON.stringify(['drywall']) })
      .where('id', '=', ann.id)
      .execute();
    expect(await feed(ann, list.id)).toEqual([]);
  });
});
