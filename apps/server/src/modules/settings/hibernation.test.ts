// A hibernated person is left out of follower and following counts and lists (one rule,
// PRESENT_PERSON in read-rules.ts), gets no notifications while asleep and none of theirs show;
// waking brings the counts back.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { eventually } from '../../../test/support/eventually';
import { makeFollow, makePost, makeUser, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { createNotifications, notifySystem } from '../notifications/create';

const app = useTestApp();

const get = (path: string, user: TestUser) => api(app.url, 'GET', path, { token: user.token });
const post = (path: string, user: TestUser, body?: unknown) =>
  api(app.url, 'POST', path, { token: user.token, body });

async function counts(of: TestUser, reader: TestUser) {
  const profile = await get(`/user/profile/${of.id}`, reader);
  expect(profile.status).toBe(200);
  return { followers: profile.body.followersCount, following: profile.body.followingCount };
}

const ids = async (path: string, reader: TestUser) =>
  (await get(path, reader)).body.items.map((p: { id: string }) => p.id).sort();

async function hibernate(user: TestUser) {
  expect((await post('/user/profile/hibernate', user)).status).toBe(200);
}

/** Signing in wakes the account; the new token replaces the old one. */
async function wake(user: TestUser) {
  const response = await api(app.url, 'POST', '/auth/sign-in', {
    body: { login: user.username, password: user.password },
  });
  expect(response.status).toBe(200);
  user.token = response.body.token;
}

describe('hibernated people in counts and lists', () => {
  it('leave the counts and follow lists of others while asleep, and come back on waking', async () => {
    const ana = await makeUser(app);
    const sleeper = await makeUser(app);
    const fan = await makeUser(app);
    const star = await makeUser(app);
    await makeFollow(app, sleeper, ana);
    await makeFollow(app, fan, ana);
    await makeFollow(app, ana, sleeper);
    await makeFollow(app, ana, star);
    expect(await counts(ana, fan)).toEqual({ followers: 2, following: 2 });
    expect(await ids(`/user/followers/${ana.id}`, fan)).toEqual([sleeper.id, fan.id].sort());

    await hibernate(sleeper);
    expect(await counts(ana, fan)).toEqual({ followers: 1, following: 1 });
    expect(await ids(`/user/followers/${ana.id}`, fan)).toEqual([fan.id]);
    expect(await ids(`/user/following/${ana.id}`, fan)).toEqual([star.id]);
    expect(await ids('/user/followers', ana)).toEqual([fan.id]);
    // Nobody starts following someone asleep.
    expect((await post(`/user/${sleeper.id}/follow`, fan)).status).toBe(404);
    // Undoing a follow of someone asleep leaves the counts right.
    expect((await post(`/user/${sleeper.id}/unfollow`, ana)).status).toBe(200);
    expect(await counts(ana, fan)).toEqual({ followers: 1, following: 1 });

    await wake(sleeper);
    expect(await counts(ana, fan)).toEqual({ followers: 2, following: 1 });
    expect(await counts(sleeper, fan)).toEqual({ followers: 0, following: 1 });
    expect(await ids(`/user/followers/${ana.id}`, fan)).toEqual([sleeper.id, fan.id].sort());
    // The counts agree with the follows once more.
    await makeFollow(app, ana, sleeper);
    expect(await counts(ana, fan)).toEqual({ followers: 2, following: 2 });
    expect(await counts(sleeper, fan)).toEqual({ followers: 1, following: 1 });
  });
});

describe('hibernated people and notifications', () => {
  it('get none while asleep, and none of theirs show', async () => {
    const sleeper = await makeUser(app);
    const other = await makeUser(app);
    const actor = await makeUser(app);
    const sleepersPost = await makePost(app, sleeper);
    const othersPost = await makePost(app, other);
    // Before: a like of actor's reaches the sleeper.
    await post(`/user/post/${sleepersPost.id}/like`, actor, { type: 'like' });
    await eventually(
      async () => (await get('/user/notifications', sleeper)).body.items.length === 1,
      { what: 'the notification before hibernating' },
    );

    await hibernate(sleeper);
    // What was under way when they went to sleep: a follow whose notice is made after, and a
    // notice from Trestle itself.
    await app.database.db
      .insertInto('follows')
      .values({ follower_id: actor.id, followee_id: sleeper.id })
      .execute();
    await createNotifications(app.context, {
      kind: 'follow',
      followerId: actor.id,
      followeeId: sleeper.id,
    });
    await notifySystem(app.context, sleeper.id, 'Your membership has ended.');
    const rows = await app.database.db
      .selectFrom('notifications')
      .select('type')
      .where('recipient_id', '=', sleeper.id)
      .execute();
    expect(rows.map((r) => r.type)).toEqual(['reaction']);
    await wake(sleeper);
    const mine = (await get('/user/notifications', sleeper)).body.items;
    expect(mine.map((n: { type: string }) => n.type)).toEqual(['reaction']);

    // From a hibernated person: nothing new, and what they did before no longer shows.
    const liker = await makeUser(app);
    await post(`/user/post/${othersPost.id}/like`, liker, { type: 'like' });
    await eventually(
      async () => (await get('/user/notifications/count', other)).body.unread === 1,
      { what: 'the like from the one who will hibernate' },
    );
    await hibernate(liker);
    expect((await get('/user/notifications/count', other)).body.unread).toBe(0);
    expect((await get('/user/notifications', other)).body.items).toEqual([]);
    await wake(liker);
    expect((await get('/user/notifications/count', other)).body.unread).toBe(1);
  }, 60_000);
});
