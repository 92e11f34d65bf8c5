import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { makeUser, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';

const app = useTestApp();

const UNKNOWN_ID = '0190f0f0-0000-7000-8000-000000000000';

interface Summary {
  id: string;
  username: string;
  followedByMe?: boolean;
  followersCount?: number;
  followingCount?: number;
}

async function call(
  operationId: string,
  method: string,
  path: string,
  who: TestUser | null,
  expected: number,
) {
  const response = await api(app.url, method, path, who ? { token: who.token } : {});
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(expected);
  expectContract(operationId, response.status, response.body);
  return response.body;
}

const follow = (who: TestUser, whom: { id: string }, expected = 200) =>
  call('followUser', 'POST', `/user/${whom.id}/follow`, who, expected);
const unfollow = (who: TestUser, whom: { id: string }, expected = 200) =>
  call('unfollowUser', 'POST', `/user/${whom.id}/unfollow`, who, expected);
const block = (who: TestUser, whom: { id: string }) =>
  call('blockUser', 'POST', `/user/${whom.id}/block`, who, 200);
const unblock = (who: TestUser, whom: { id: string }) =>
  call('unblockUser', 'POST', `/user/${whom.id}/unblock`, who, 200);

async function list(
  operationId: string,
  path: string,
  who: TestUser,
  expected = 200,
): Promise<Summary[]> {
  const body = await call(operationId, 'GET', path, who, expected);
  return expected === 200 ? (body.items as Summary[]) : [];
}

const ownFollowing = (who: TestUser, query = '') =>
  list('listOwnFollowing', `/user/following${query}`, who);
const ownFollowers = (who: TestUser, query = '') =>
  list('listOwnFollowers', `/user/followers${query}`, who);
const followersOf = (who: TestUser, whose: { id: string }, query = '') =>
  list('listUserFollowers', `/user/followers/${whose.id}${query}`, who);
const followingOf = (who: TestUser, whose: { id: string }, query = '') =>
  list('listUserFollowing', `/user/following/${whose.id}${query}`, who);

const ids = (people: Summary[]) => people.map((p) => p.id);

describe('following a person', () => {
  it('puts them in my following list and me in their followers list', async () => {
    const me = await makeUser(app);
    const them = await makeUser(app);
    expect(await follow(me, them)).toEqual({ ok: true });

    const following = await ownFollowing(me);
    expect(ids(following)).toEqual([them.id]);
    expect(following[0]).toMatchObject({ username: them.username, followedByMe: true });
    expect(ids(await ownFollowers(them))).toEqual([me.id]);
    expect(ids(await followersOf(me, them))).toEqual([me.id]);
    expect(ids(await followingOf(them, me))).toEqual([them.id]);
  });

  it('following twice changes nothing', async () => {
    const me = await makeUser(app);
    const them = await makeUser(app);
    await follow(me, them);
    expect(await follow(me, them)).toEqual({ ok: true });
    expect(ids(await ownFollowing(me))).toEqual([them.id]);
    expect(ids(await ownFollowers(them))).toEqual([me.id]);
  });

  it('following oneself answers 400', async () => {
    const me = await makeUser(app);
    const body = await follow(me, me, 400);
    expect(body.message).toBe('You cannot follow yourself.');
    expect(await ownFollowing(me)).toEqual([]);
  });

  it('following an unknown person answers 404', async () => {
    const me = await makeUser(app);
    await follow(me, { id: UNKNOWN_ID }, 404);
  });

  it('following someone I blocked answers 403', async () => {
    const me = await makeUser(app);
    const them = await makeUser(app);
    await block(me, them);
    await follow(me, them, 403);
    expect(await ownFollowing(me)).toEqual([]);
  });

  it('following someone who blocked me answers 403', async () => {
    const me = await makeUser(app);
    const them = await makeUser(app);
    await block(them, me);
    const body = await follow(me, them, 403);
    expect(body.message).toBe('You cannot follow this person.');
    expect(await ownFollowers(them)).toEqual([]);
  });

  it('following is allowed again once the block is lifted', async () => {
    const me = await makeUser(app);
    const them = await makeUser(app);
    await block(them, me);
    await unblock(them, me);
    await follow(me, them);
    expect(ids(await ownFollowing(me))).toEqual([them.id]);
  });

  it('needs a session for every follow, mute and block operation (401)', async () => {
    const calls: Array<[string, string, string]> = [
      ['followUser', 'POST', `/user/${UNKNOWN_ID}/follow`],
      ['unfollowUser', 'POST', `/user/${UNKNOWN_ID}/unfollow`],
      ['listOwnFollowers', 'GET', '/user/followers'],
      ['listOwnFollowing', 'GET', '/user/following'],
      ['listUserFollowers', 'GET', `/user/followers/${UNKNOWN_ID}`],
      ['listUserFollowing', 'GET', `/user/following/${UNKNOWN_ID}`],
      ['muteUser', 'POST', `/user/${UNKNOWN_ID}/mute`],
      ['unmuteUser', 'POST', `/user/${UNKNOWN_ID}/unmute`],
      ['blockUser', 'POST', `/user/${UNKNOWN_ID}/block`],
      ['unblockUser', 'POST', `/user/${UNKNOWN_ID}/unblock`],
      ['listMutedUsers', 'GET', '/user/mutes'],
      ['listBlockedUsers', 'GET', '/user/blocks'],
    ];
    for (const [operationId, method, path] of calls) {
      await call(operationId, method, path, null, 401);
    }
  });
});

describe('followers and following counts', () => {
  it('stay exact through follow, repeat, unfollow and block, and under concurrent follows', async () => {
    const star = await makeUser(app);
    const fans = await Promise.all(Array.from({ length: 12 }, () => makeUser(app)));
    await Promise.all(fans.map((fan) => follow(fan, star)));
    await follow(fans[0]!, star); // again: no change
    await follow(star, fans[1]!);
    await unfollow(fans[2]!, star);
    await block(star, fans[1]!); // ends both follows between them

    const [starSummary] = (await followingOf(fans[3]!, fans[3]!)).filter((p) => p.id === star.id);
    expect(starSummary).toMatchObject({ followersCount: 10, followingCount: 0 });
    const [fanSummary] = (await followersOf(star, star)).filter((p) => p.id === fans[3]!.id);
    expect(fanSummary).toMatchObject({ followersCount: 0, followingCount: 1 });
  });
});

describe('unfollowing a person', () => {
  it('ends the follow; unfollowing again still answers ok', async () => {
    const me = await makeUser(app);
    const them = await makeUser(app);
    await follow(me, them);
    expect(await unfollow(me, them)).toEqual({ ok: true });
    expect(await ownFollowing(me)).toEqual([]);
    expect(await ownFollowers(them)).toEqual([]);
    expect(await unfollow(me, them)).toEqual({ ok: true });
  });

  it('unfollowing oneself answers 400 and an unknown person 404', async () => {
    const me = await makeUser(app);
    await unfollow(me, me, 400);
    await unfollow(me, { id: UNKNOWN_ID }, 404);
  });
});

describe('follower and following lists', () => {
  it('list the most recent first, paged by skip and limit', async () => {
    const me = await makeUser(app);
    const people: TestUser[] = [];
    for (let i = 0; i < 3; i++) {
      const person = await makeUser(app);
      people.push(person);
      await follow(me, person);
      await follow(person, me);
    }
    const newestFirst = people.map((p) => p.id).reverse();
    expect(ids(await ownFollowing(me))).toEqual(newestFirst);
    expect(ids(await ownFollowers(me))).toEqual(newestFirst);
    expect(ids(await ownFollowing(me, '?skip=1&limit=1'))).toEqual([newestFirst[1]]);
    expect(ids(await ownFollowers(me, '?skip=2&limit=5'))).toEqual([newestFirst[2]]);
    expect(ids(await ownFollowers(me, '?skip=3'))).toEqual([]);
  });

  it('answer ten people when no limit is given (spec section 9)', async () => {
    const me = await makeUser(app);
    for (let i = 0; i < 11; i++) await follow(await makeUser(app), me);
    expect(await ownFollowers(me)).toHaveLength(10);
    expect(await ownFollowers(me, '?skip=10')).toHaveLength(1);
    expect(await ownFollowers(me, '?limit=100')).toHaveLength(11);
  });

  it('refuse a page size over 100 (400)', async () => {
    const me = await makeUser(app);
    await list('listOwnFollowing', '/user/following?limit=101', me, 400);
  });

  it('tell the caller whom they follow (followedByMe)', async () => {
    const caller = await makeUser(app);
    const star = await makeUser(app);
    const friend = await makeUser(app);
    const stranger = await makeUser(app);
    await follow(friend, star);
    await follow(stranger, star);
    await follow(caller, friend);

    const followers = await followersOf(caller, star);
    expect(followers.map((p) => [p.id, p.followedByMe])).toEqual([
      [stranger.id, false],
      [friend.id, true],
    ]);
    const ownFollowersOfStar = await ownFollowers(star);
    expect(ownFollowersOfStar.every((p) => p.followedByMe === false)).toBe(true);
  });

  it('narrow by a name search on username or display name', async () => {
    const me = await makeUser(app);
    const builder = await makeUser(app, { username: `builder_${Date.now()}` });
    const roofer = await makeUser(app, { username: `roofer_${Date.now()}` });
    await app.database.db
      .updateTable('users')
      .set({ display_name: 'Rita Mason' })
      .where('id', '=', roofer.id)
      .execute();
    await follow(me, builder);
    await follow(me, roofer);
    expect(ids(await ownFollowing(me, '?search=BUILDER'))).toEqual([builder.id]);
    expect(ids(await ownFollowing(me, '?search=mason'))).toEqual([roofer.id]);
    expect(ids(await ownFollowing(me, '?search=rita%20mas'))).toEqual([roofer.id]);
    expect(ids(await ownFollowing(me, '?search=%25'))).toEqual([]);
    expect(ids(await followersOf(me, roofer, '?search=nobody-has-this'))).toEqual([]);
  });

  it("someone's lists answer 404 for an unknown person", async () => {
    const me = await makeUser(app);
    await list('listUserFollowers', `/user/followers/${UNKNOWN_ID}`, me, 404);
    await list('listUserFollowing', `/user/following/${UNKNOWN_ID}`, me, 404);
  });

  it("someone's lists answer 404 when that person blocked the caller", async () => {
    const me = await makeUser(app);
    const them = await makeUser(app);
    await block(them, me);
    await list('listUserFollowers', `/user/followers/${them.id}`, me, 404);
    await list('listUserFollowing', `/user/following/${them.id}`, me, 404);
  });

  it("someone's lists still open for the caller who blocked that person", async () => {
    const me = await makeUser(app);
    const them = await makeUser(app);
    const fan = await makeUser(app);
    await follow(fan, them);
    await follow(them, fan);
    await block(me, them);
    expect(ids(await followersOf(me, them))).toEqual([fan.id]);
    expect(ids(await followingOf(me, them))).toEqual([fan.id]);
  });

  it('leave out people blocked either way by the caller', async () => {
    const caller = await makeUser(app);
    const star = await makeUser(app);
    const blockedByCaller = await makeUser(app);
    const blockedCaller = await makeUser(app);
    const other = await makeUser(app);
    for (const person of [blockedByCaller, blockedCaller, other]) {
      await follow(person, star);
      await follow(star, person);
    }
    await block(caller, blockedByCaller);
    await block(blockedCaller, caller);

    expect(ids(await followersOf(caller, star))).toEqual([other.id]);
    expect(ids(await followingOf(caller, star))).toEqual([other.id]);
    // Others still see everyone.
    expect(ids(await followersOf(other, star))).toHaveLength(3);
    expect(ids(await ownFollowers(star))).toHaveLength(3);
  });

  it('list oneself through the {id} form as through the own form', async () => {
    const me = await makeUser(app);
    const them = await makeUser(app);
    await follow(them, me);
    await follow(me, them);
    expect(await followersOf(me, me)).toEqual(await ownFollowers(me));
    expect(await followingOf(me, me)).toEqual(await ownFollowing(me));
  });
});
