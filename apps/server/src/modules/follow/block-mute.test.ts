import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { makeUser, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';

const app = useTestApp();

const UNKNOWN_ID = '0190f0f0-0000-7000-8000-000000000000';

async function call(
  operationId: string,
  method: string,
  path: string,
  who: TestUser | null,
  expected: number,
  body?: unknown,
) {
  const response = await api(app.url, method, path, {
    ...(who ? { token: who.token } : {}),
    ...(body === undefined ? {} : { body }),
  });
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(expected);
  expectContract(operationId, response.status, response.body);
  return response.body;
}

const person =
  (operationId: string, verb: string) =>
  (who: TestUser, whom: { id: string }, expected = 200) =>
    call(operationId, 'POST', `/user/${whom.id}/${verb}`, who, expected);
const follow = person('followUser', 'follow');
const mute = person('muteUser', 'mute');
const unmute = person('unmuteUser', 'unmute');
const block = person('blockUser', 'block');
const unblock = person('unblockUser', 'unblock');

async function people(operationId: string, path: string, who: TestUser): Promise<string[]> {
  const body = await call(operationId, 'GET', path, who, 200);
  return (body.items as Array<{ id: string }>).map((p) => p.id);
}
const mutedBy = (who: TestUser, query = '') => people('listMutedUsers', `/user/mutes${query}`, who);
const blockedBy = (who: TestUser, query = '') =>
  people('listBlockedUsers', `/user/blocks${query}`, who);
const followingOf = (who: TestUser) => people('listOwnFollowing', '/user/following', who);
const followersOf = (who: TestUser) => people('listOwnFollowers', '/user/followers', who);

describe('muting a person', () => {
  it('lists them among the muted, most recent first, without telling them', async () => {
    const me = await makeUser(app);
    const first = await makeUser(app);
    const second = await makeUser(app);
    expect(await mute(me, first)).toEqual({ ok: true });
    await mute(me, second);
    expect(await mutedBy(me)).toEqual([second.id, first.id]);
    expect(await mutedBy(me, '?skip=1&limit=1')).toEqual([first.id]);
    expect(await mutedBy(first)).toEqual([]);
    expect(await blockedBy(me)).toEqual([]);
  });

  it('muting twice changes nothing', async () => {
    const me = await makeUser(app);
    const them = await makeUser(app);
    await mute(me, them);
    expect(await mute(me, them)).toEqual({ ok: true });
    expect(await mutedBy(me)).toEqual([them.id]);
  });

  it('keeps the follow and says so (followedByMe) in the muted list', async () => {
    const me = await makeUser(app);
    const them = await makeUser(app);
    await follow(me, them);
    await mute(me, them);
    expect(await followingOf(me)).toEqual([them.id]);
    const body = await call('listMutedUsers', 'GET', '/user/mutes', me, 200);
    expect(body.items[0]).toMatchObject({ id: them.id, followedByMe: true });
  });

  it('muting oneself answers 400 and an unknown person 404', async () => {
    const me = await makeUser(app);
    const refused = await mute(me, me, 400);
    expect(refused.message).toBe('You cannot mute yourself.');
    await mute(me, { id: UNKNOWN_ID }, 404);
    expect(await mutedBy(me)).toEqual([]);
  });

  it('unmuting ends the mute; unmuting again still answers ok', async () => {
    const me = await makeUser(app);
    const them = await makeUser(app);
    await mute(me, them);
    expect(await unmute(me, them)).toEqual({ ok: true });
    expect(await mutedBy(me)).toEqual([]);
    expect(await unmute(me, them)).toEqual({ ok: true });
    await unmute(me, me, 400);
    await unmute(me, { id: UNKNOWN_ID }, 404);
  });
});

describe('blocking a person', () => {
  it('removes the follows both ways and lists them among the blocked', async () => {
    const me = await makeUser(app);
    const them = await makeUser(app);
    await follow(me, them);
    await follow(them, me);
    expect(await block(me, them)).toEqual({ ok: true });
    expect(await followingOf(me)).toEqual([]);
    expect(await followersOf(me)).toEqual([]);
    expect(await followingOf(them)).toEqual([]);
    expect(await followersOf(them)).toEqual([]);
    expect(await blockedBy(me)).toEqual([them.id]);
    // The blocked person's own list is theirs: it does not show who blocked them.
    expect(await blockedBy(them)).toEqual([]);
  });

  it('lists the blocked most recent first, paged by skip and limit', async () => {
    const me = await makeUser(app);
    const first = await makeUser(app);
    const second = await makeUser(app);
    await block(me, first);
    await block(me, second);
    expect(await blockedBy(me)).toEqual([second.id, first.id]);
    expect(await blockedBy(me, '?skip=1')).toEqual([first.id]);
    expect(await blockedBy(me, '?limit=1')).toEqual([second.id]);
  });

  it('blocking twice changes nothing', async () => {
    const me = await makeUser(app);
    const them = await makeUser(app);
    await block(me, them);
    expect(await block(me, them)).toEqual({ ok: true });
    expect(await blockedBy(me)).toEqual([them.id]);
  });

  it('keeps a muted person in the muted list after blocking them, so the mute can be lifted', async () => {
    const me = await makeUser(app);
    const them = await makeUser(app);
    await mute(me, them);
    await block(them, me);
    expect(await mutedBy(me)).toEqual([them.id]);
  });

  it('blocking oneself answers 400 and an unknown person 404', async () => {
    const me = await makeUser(app);
    const refused = await block(me, me, 400);
    expect(refused.message).toBe('You cannot block yourself.');
    await block(me, { id: UNKNOWN_ID }, 404);
    expect(await blockedBy(me)).toEqual([]);
  });

  it('unblocking lifts the block but does not bring the follows back', async () => {
    const me = await makeUser(app);
    const them = await makeUser(app);
    await follow(me, them);
    await block(me, them);
    expect(await unblock(me, them)).toEqual({ ok: true });
    expect(await blockedBy(me)).toEqual([]);
    expect(await followingOf(me)).toEqual([]);
    expect(await unblock(me, them)).toEqual({ ok: true });
    await unblock(me, me, 400);
    await unblock(me, { id: UNKNOWN_ID }, 404);
  });

  it('a follow racing a block never survives it', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 8 }, async () => [await makeUser(app), await makeUser(app)] as const),
    );
    await Promise.all(
      pairs.flatMap(([follower, blocker]) => [
        api(app.url, 'POST', `/user/${blocker.id}/follow`, { token: follower.token }),
        api(app.url, 'POST', `/user/${follower.id}/block`, { token: blocker.token }),
      ]),
    );
    for (const [follower, blocker] of pairs) {
      expect(await blockedBy(blocker)).toEqual([follower.id]);
      // Lists hide blocked people anyway: lift the block to see whether a follow slipped through.
      await unblock(blocker, follower);
      expect(await followingOf(follower)).toEqual([]);
    }
  });
});

// What mutes and blocks do to posts, through the API: people A and B, posts by both.
type Relation = 'no relation' | 'A muted B' | 'A blocked B' | 'B blocked A';

interface Expected {
  inHome: boolean;
  inLocal: boolean;
  /** Status of GET /user/post/{id}: A opening B's post, and B opening A's. */
  open: 200 | 404;
  /**
   * Status of B replying to or quoting A's post. Across a block the post does not exist for B:
   * 404, as for every other interaction (decisions: "Block").
   */
  interact: 201 | 404;
}

const MATRIX: Record<Relation, Expected> = {
  'no relation': { inHome: true, inLocal: true, open: 200, interact: 201 },
  'A muted B': { inHome: false, inLocal: false, open: 200, interact: 201 },
  'A blocked B': { inHome: false, inLocal: false, open: 404, interact: 404 },
  'B blocked A': { inHome: false, inLocal: false, open: 404, interact: 404 },
};

interface Post {
  id: string;
  text: string;
}

async function post(who: TestUser, text: string): Promise<Post> {
  return (await call('createPost', 'POST', '/user/post', who, 201, { text })) as Post;
}

async function feedIds(who: TestUser, source: 'following' | 'local'): Promise<string[]> {
  const path =
    source === 'local' ? '/user/newsfeed?source=local&limit=100' : '/user/newsfeed?limit=100';
  const body = await call('listFeedPosts', 'GET', path, who, 200);
  return (body.items as Post[]).map((p) => p.id);
}

describe.each(Object.keys(MATRIX) as Relation[])('posts when %s', (relation) => {
  const expected = MATRIX[relation];
  let a: TestUser;
  let b: TestUser;
  let postOfA: Post;
  let postOfB: Post;
  const word = `w${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    a = await makeUser(app);
    b = await makeUser(app);
    // A follows B first (while that is allowed): a block must end the follow.
    await follow(a, b);
    postOfA = await post(a, `A writes ${word}`);
    postOfB = await post(b, `B writes ${word}`);
    if (relation === 'A muted B') await mute(a, b);
    if (relation === 'A blocked B') await block(a, b);
    if (relation === 'B blocked A') await block(b, a);
  });

  it(`A's home feed ${expected.inHome ? 'shows' : 'leaves out'} B's post`, async () => {
    const ids = await feedIds(a, 'following');
    expect(ids).toContain(postOfA.id);
    expect(ids.includes(postOfB.id)).toBe(expected.inHome);
  });

  it(`A's local feed ${expected.inLocal ? 'shows' : 'leaves out'} B's post`, async () => {
    const ids = await feedIds(a, 'local');
    expect(ids).toContain(postOfA.id);
    expect(ids.includes(postOfB.id)).toBe(expected.inLocal);
  });

  it(`B's local feed ${expected.open === 200 ? 'shows' : 'leaves out'} A's post`, async () => {
    const ids = await feedIds(b, 'local');
    expect(ids.includes(postOfA.id)).toBe(expected.open === 200);
  });

  it(`A opening B's post answers ${expected.open}`, async () => {
    const body = await call('getPost', 'GET', `/user/post/${postOfB.id}`, a, expected.open);
    if (expected.open === 200) expect(body.id).toBe(postOfB.id);
  });

  it(`B opening A's post answers ${expected.open}`, async () => {
    await call('getPost', 'GET', `/user/post/${postOfA.id}`, b, expected.open);
  });

  it("the visitor feed still shows both people's posts", async () => {
    const body = await call(
      'listPublicFeedPosts',
      'GET',
      `/newsfeed/public?search=${word}&limit=100`,
      null,
      200,
    );
    const ids = (body.items as Post[]).map((p) => p.id);
    expect(ids).toEqual([postOfB.id, postOfA.id]);
  });

  it(`B replying to A's post answers ${expected.interact}`, async () => {
    await call('replyToPost', 'POST', `/user/post/${postOfA.id}/reply`, b, expected.interact, {
      text: 'a reply',
    });
  });

  it(`B quoting A's post answers ${expected.interact}`, async () => {
    await call('createPost', 'POST', '/user/post', b, expected.interact, {
      text: 'a quote',
      repostId: postOfA.id,
    });
  });

  if (expected.interact === 404) {
    it("B can neither reply to nor quote A's post: nothing is stored", async () => {
      for (const attempt of [
        api(app.url, 'POST', `/user/post/${postOfA.id}/reply`, {
          token: b.token,
          body: { text: 'a reply' },
        }),
        api(app.url, 'POST', '/user/post', {
          token: b.token,
          body: { text: 'a quote', repostId: postOfA.id },
        }),
      ]) {
        const response = await attempt;
        expect(response.status).toBe(404);
      }
      const stored = await app.database.db
        .selectFrom('posts')
        .select('id')
        .where('author_id', '=', b.id)
        .execute();
      expect(stored.map((r) => r.id)).toEqual([postOfB.id]);
    });
  }

  it(`A ${expected.open === 200 ? 'still' : 'no longer'} follows B`, async () => {
    expect(await followingOf(a)).toEqual(expected.open === 200 ? [b.id] : []);
  });
});
