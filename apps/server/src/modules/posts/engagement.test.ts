import { OWN_POLL_VOTE_MESSAGE } from '@trestle/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { makeUser, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';

const app = useTestApp();

const UNKNOWN_ID = '01890000-0000-7000-8000-000000000000';

async function createPost(author: TestUser, body: Record<string, unknown> = {}) {
  const response = await api(app.url, 'POST', '/user/post', {
    token: author.token,
    body: { text: 'A site diary entry', ...body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string };
}

const react = (user: TestUser | null, id: string, body: Record<string, unknown>) =>
  api(app.url, 'POST', `/user/post/${id}/like`, { token: user?.token, body });
const repost = (user: TestUser | null, id: string) =>
  api(app.url, 'POST', `/user/post/${id}/repost`, { token: user?.token });
const pin = (user: TestUser | null, id: string) =>
  api(app.url, 'POST', `/user/post/${id}/pin`, { token: user?.token });
const vote = (user: TestUser | null, id: string, choice: number | string) =>
  api(app.url, 'POST', `/user/post/${id}/poll/${choice}`, { token: user?.token });
const bookmark = (user: TestUser | null, id: string, action: 'add' | 'remove') =>
  api(app.url, 'POST', `/user/bookmark/${action}/${id}`, { token: user?.token });
const bookmarks = (user: TestUser | null, query = '') =>
  api(app.url, 'GET', `/user/bookmark/newsfeed${query}`, { token: user?.token });

async function getPost(user: TestUser, id: string) {
  const response = await api(app.url, 'GET', `/user/post/${id}`, { token: user.token });
  expect(response.status).toBe(200);
  expectContract('getPost', 200, response.body);
  return response.body;
}

async function block(blocker: TestUser, blocked: TestUser) {
  await app.database.db
    .insertInto('user_blocks')
    .values({ user_id: blocker.id, blocked_id: blocked.id })
    .execute();
}

async function pureReposts(authorId: string, originalId: string) {
  return app.database.db
    .selectFrom('posts')
    .select(['id', 'deleted_at'])
    .where('author_id', '=', authorId)
    .where('repost_of_id', '=', originalId)
    .where('text', '=', '')
    .execute();
}

describe('signed out, unknown and malformed ids', () => {
  it('refuses every engagement call without a session (401)', async () => {
    const author = await makeUser(app);
    const post = await createPost(author);
    const calls = [
      react(null, post.id, { type: 'like' }),
      repost(null, post.id),
      pin(null, post.id),
      vote(null, post.id, 0),
      bookmark(null, post.id, 'add'),
      bookmark(null, post.id, 'remove'),
      bookmarks(null),
    ];
    const ids = [
      'reactToPost',
      'toggleRepost',
      'togglePostPin',
      'voteInPoll',
      'addBookmark',
      'removeBookmark',
      'listBookmarkedPosts',
    ];
    const responses = await Promise.all(calls);
    responses.forEach((response, i) => {
      expect(response.status, ids[i]).toBe(401);
      expectContract(ids[i]!, 401, response.body);
    });
  });

  it('answers 404 for an unknown post and 400 for a malformed id', async () => {
    const user = await makeUser(app);
    const cases = [
      ['reactToPost', (id: string) => react(user, id, { type: 'like' })],
      ['toggleRepost', (id: string) => repost(user, id)],
      ['togglePostPin', (id: string) => pin(user, id)],
      ['voteInPoll', (id: string) => vote(user, id, 0)],
      ['addBookmark', (id: string) => bookmark(user, id, 'add')],
      ['removeBookmark', (id: string) => bookmark(user, id, 'remove')],
    ] as const;
    for (const [operationId, call] of cases) {
      const unknown = await call(UNKNOWN_ID);
      expect(unknown.status, operationId).toBe(404);
      expectContract(operationId, 404, unknown.body);
      const malformed = await call('not-an-id');
      expect(malformed.status, operationId).toBe(400);
      expectContract(operationId, 400, malformed.body);
    }
  });

  it('treats a deleted post as unknown', async () => {
    const author = await makeUser(app);
    const reader = await makeUser(app);
    const post = await createPost(author);
    await api(app.url, 'DELETE', `/user/post/${post.id}`, { token: author.token });
    expect((await react(reader, post.id, { type: 'like' })).status).toBe(404);
    expect((await repost(reader, post.id)).status).toBe(404);
    expect((await bookmark(reader, post.id, 'add')).status).toBe(404);
    expect((await pin(author, post.id)).status).toBe(404);
  });

  it('hides posts of people blocked either way: interactions answer 404', async () => {
    const author = await makeUser(app);
    const blocker = await makeUser(app);
    const blocked = await makeUser(app);
    const post = await createPost(author);
    const poll = await createPost(author, { poll: { choices: ['Yes', 'No'] } });
    await block(blocker, author);
    await block(author, blocked);
    for (const user of [blocker, blocked]) {
      const reaction = await react(user, post.id, { type: 'like' });
      expect(reaction.status).toBe(404);
      expectContract('reactToPost', 404, reaction.body);
      const reposted = await repost(user, post.id);
      expect(reposted.status).toBe(404);
      expectContract('toggleRepost', 404, reposted.body);
      expect((await bookmark(user, post.id, 'add')).status).toBe(404);
      expect((await vote(user, poll.id, 0)).status).toBe(404);
    }
    const row = await app.database.db
      .selectFrom('posts')
      .select(['likes_count', 'repost_count'])
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ likes_count: 0, repost_count: 0 });
  });
});

describe('POST /user/post/{id}/like', () => {
  it('gives, replaces and takes back one reaction per person', async () => {
    const author = await makeUser(app);
    const reader = await makeUser(app);
    const other = await makeUser(app);
    const post = await createPost(author);

    const liked = await react(reader, post.id, { type: 'like' });
    expect(liked.status).toBe(200);
    expectContract('reactToPost', 200, liked.body);
    expect(liked.body).toEqual({
      likes_count: 1,
      liked_by_user: { reaction: { type: 'like', smile: null } },
      reactions_count: { like: 1, dislike: 0, happy: 0, sad: 0, love: 0, hate: 0 },
    });

    const loved = await react(other, post.id, { type: 'love', smile: '🏗️' });
    expectContract('reactToPost', 200, loved.body);
    expect(loved.body.likes_count).toBe(2);
    expect(loved.body.liked_by_user).toEqual({ reaction: { type: 'love', smile: '🏗️' } });
    expect(loved.body.reactions_count).toMatchObject({ like: 1, love: 1 });

    // Another type replaces: still one reaction from the reader.
    const happy = await react(reader, post.id, { type: 'happy' });
    expectContract('reactToPost', 200, happy.body);
    expect(happy.body.likes_count).toBe(2);
    expect(happy.body.reactions_count).toMatchObject({ like: 0, happy: 1, love: 1 });

    // The same type with another smile replaces too.
    const smiled = await react(reader, post.id, { type: 'happy', smile: '👍' });
    expect(smiled.body.likes_count).toBe(2);
    expect(smiled.body.liked_by_user).toEqual({ reaction: { type: 'happy', smile: '👍' } });

    // The same type and smile again takes it back.
    const back = await react(reader, post.id, { type: 'happy', smile: '👍' });
    expect(back.status).toBe(200);
    expectContract('reactToPost', 200, back.body);
    expect(back.body).toEqual({
      likes_count: 1,
      liked_by_user: null,
      reactions_count: { like: 0, dislike: 0, happy: 0, sad: 0, love: 1, hate: 0 },
    });

    // The post as read shows the same.
    const seen = await getPost(other, post.id);
    expect(seen.likes_count).toBe(1);
    expect(seen.liked_by_user).toEqual({ reaction: { type: 'love', smile: '🏗️' } });
    expect((await getPost(reader, post.id)).liked_by_user).toBeNull();
  });

  it('treats an empty smile as none', async () => {
    const author = await makeUser(app);
    const reader = await makeUser(app);
    const post = await createPost(author);
    const first = await react(reader, post.id, { type: 'sad', smile: '  ' });
    expect(first.body.liked_by_user).toEqual({ reaction: { type: 'sad', smile: null } });
    const again = await react(reader, post.id, { type: 'sad', smile: null });
    expect(again.body.liked_by_user).toBeNull();
    expect(again.body.likes_count).toBe(0);
  });

  it('refuses an unknown reaction type (400)', async () => {
    const author = await makeUser(app);
    const post = await createPost(author);
    const response = await react(author, post.id, { type: 'meh' });
    expect(response.status).toBe(400);
    expectContract('reactToPost', 400, response.body);
  });

  it('reacting to a pure repost reacts to the original', async () => {
    const author = await makeUser(app);
    const fan = await makeUser(app);
    const reader = await makeUser(app);
    const post = await createPost(author);
    await repost(fan, post.id);
    const [wrapper] = await pureReposts(fan.id, post.id);
    const response = await react(reader, wrapper!.id, { type: 'like' });
    expect(response.status).toBe(200);
    expect(response.body.likes_count).toBe(1);
    expect((await getPost(reader, post.id)).liked_by_user).not.toBeNull();
  });

  it('keeps likes_count exact under 50 simultaneous reactions and toggles', async () => {
    const author = await makeUser(app);
    const post = await createPost(author);
    const people = await Promise.all(Array.from({ length: 50 }, () => makeUser(app)));
    const types = ['like', 'dislike', 'happy', 'sad', 'love', 'hate'] as const;
    const requests = people.map((person, i) =>
      react(person, post.id, { type: types[i % types.length] }),
    );
    // Ten of them also take their reaction back, ten change it, all at the same time.
    for (const person of people.slice(0, 10)) {
      requests.push(react(person, post.id, { type: 'like' }));
    }
    for (const person of people.slice(10, 20)) {
      requests.push(react(person, post.id, { type: 'hate', smile: '🔥' }));
    }
    const responses = await Promise.all(requests);
    for (const response of responses) {
      expect(response.status).toBe(200);
      expectContract('reactToPost', 200, response.body);
      const counts = response.body.reactions_count as Record<string, number>;
      // Every answer is consistent in itself.
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(response.body.likes_count);
    }
    const db = app.database.db;
    const { n } = await db
      .selectFrom('reactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('post_id', '=', post.id)
      .executeTakeFirstOrThrow();
    const row = await db
      .selectFrom('posts')
      .select('likes_count')
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(row.likes_count).toBe(Number(n));
    expect(Number(n)).toBeGreaterThanOrEqual(40);

    // And a second wave taking everything back ends at zero.
    await Promise.all(
      people.map(async (person) => {
        const mine = (await getPost(person, post.id)).liked_by_user;
        if (mine) await react(person, post.id, mine.reaction);
      }),
    );
    const after = await getPost(author, post.id);
    expect(after.likes_count).toBe(0);
    expect(Object.values(after.reactions_count).every((c) => c === 0)).toBe(true);
  });
});

describe('POST /user/post/{id}/repost', () => {
  it('reposts and takes the repost back', async () => {
    const author = await makeUser(app);
    const fan = await makeUser(app);
    const post = await createPost(author, { category: 'sports' });

    const on = await repost(fan, post.id);
    expect(on.status).toBe(200);
    expectContract('toggleRepost', 200, on.body);
    expect(on.body).toEqual({ reposted_by_user: true, repost_count: 1 });
    const [wrapper] = await pureReposts(fan.id, post.id);
    expect(wrapper?.deleted_at).toBeNull();
    const shown = await getPost(fan, wrapper!.id);
    expect(shown.text).toBe('');
    expect(shown.category).toBe('sports');
    expect(shown.repost.id).toBe(post.id);
    expect((await getPost(fan, post.id)).reposted_by_user).toBe(true);

    const off = await repost(fan, post.id);
    expect(off.status).toBe(200);
    expectContract('toggleRepost', 200, off.body);
    expect(off.body).toEqual({ reposted_by_user: false, repost_count: 0 });
    const after = await getPost(fan, post.id);
    expect(after.reposted_by_user).toBe(false);
    expect(after.repost_count).toBe(0);
    const rows = await pureReposts(fan.id, post.id);
    expect(rows.every((r) => r.deleted_at !== null)).toBe(true);
  });

  it('a repost of a repost reposts the original', async () => {
    const author = await makeUser(app);
    const first = await makeUser(app);
    const second = await makeUser(app);
    const post = await createPost(author);
    await repost(first, post.id);
    const [wrapper] = await pureReposts(first.id, post.id);

    const response = await repost(second, wrapper!.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ reposted_by_user: true, repost_count: 2 });
    expect(await pureReposts(second.id, post.id)).toHaveLength(1);
    expect(await pureReposts(second.id, wrapper!.id)).toHaveLength(0);
    // Toggling through the wrapper again takes it back.
    const off = await repost(second, wrapper!.id);
    expect(off.body).toEqual({ reposted_by_user: false, repost_count: 1 });
  });

  it('leaves quotes alone: a quote is a post of its own, not a repost to toggle', async () => {
    const author = await makeUser(app);
    const fan = await makeUser(app);
    const post = await createPost(author);
    const quote = await createPost(fan, { text: 'Worth reading', repostId: post.id });
    const on = await repost(fan, post.id);
    expect(on.body).toEqual({ reposted_by_user: true, repost_count: 2 });
    const off = await repost(fan, post.id);
    expect(off.body).toEqual({ reposted_by_user: false, repost_count: 1 });
    expect((await getPost(fan, quote.id)).id).toBe(quote.id);
  });

  it('refuses to repost a premium post (403)', async () => {
    const author = await makeUser(app);
    const fan = await makeUser(app);
    const post = await createPost(author, { premium: true });
    const response = await repost(fan, post.id);
    expect(response.status).toBe(403);
    expectContract('toggleRepost', 403, response.body);
    expect(await pureReposts(fan.id, post.id)).toHaveLength(0);
  });

  it('is rate-limited like posting', async () => {
    const { toggleRepost } = await import('./operations/toggleRepost');
    expect(toggleRepost.settings.rateLimit).toEqual(['posting']);
  });
});

describe('bookmarks', () => {
  it('adds and removes idempotently and lists the newest bookmark first', async () => {
    const author = await makeUser(app);
    const reader = await makeUser(app);
    const a = await createPost(author, { text: 'first' });
    const b = await createPost(author, { text: 'second' });
    const c = await createPost(author, { text: 'third' });

    for (const id of [b.id, a.id, c.id, a.id]) {
      const response = await bookmark(reader, id, 'add');
      expect(response.status).toBe(200);
      expectContract('addBookmark', 200, response.body);
      expect(response.body).toEqual({ ok: true });
    }
    const list = await bookmarks(reader);
    expect(list.status).toBe(200);
    expectContract('listBookmarkedPosts', 200, list.body);
    expect(list.body.items.map((p: { id: string }) => p.id)).toEqual([c.id, a.id, b.id]);
    expect(list.body.items.every((p: any) => p.bookmarked_by_user === true)).toBe(true);

    const page = await bookmarks(reader, '?skip=1&limit=1');
    expectContract('listBookmarkedPosts', 200, page.body);
    expect(page.body.items.map((p: { id: string }) => p.id)).toEqual([a.id]);

    for (let i = 0; i < 2; i++) {
      const removed = await bookmark(reader, a.id, 'remove');
      expect(removed.status).toBe(200);
      expectContract('removeBookmark', 200, removed.body);
    }
    const after = await bookmarks(reader);
    expect(after.body.items.map((p: { id: string }) => p.id)).toEqual([c.id, b.id]);
    expect((await getPost(reader, a.id)).bookmarked_by_user).toBe(false);
    // Other people's bookmarks are theirs.
    expect((await bookmarks(author)).body.items).toEqual([]);
  });

  it('leaves out deleted posts and people blocked either way, keeping pages full', async () => {
    const reader = await makeUser(app);
    const friend = await makeUser(app);
    const blocker = await makeUser(app);
    const blocked = await makeUser(app);
    const kept = await createPost(friend, { text: 'kept' });
    const gone = await createPost(friend, { text: 'gone' });
    const byBlocker = await createPost(blocker);
    const byBlocked = await createPost(blocked);
    for (const id of [kept.id, gone.id, byBlocker.id, byBlocked.id]) {
      expect((await bookmark(reader, id, 'add')).status).toBe(200);
    }
    await api(app.url, 'DELETE', `/user/post/${gone.id}`, { token: friend.token });
    await block(blocker, reader);
    await block(reader, blocked);
    const list = await bookmarks(reader, '?limit=1');
    expectContract('listBookmarkedPosts', 200, list.body);
    expect(list.body.items.map((p: { id: string }) => p.id)).toEqual([kept.id]);
    // A bookmark of a post no longer visible can still be removed.
    const removed = await bookmark(reader, byBlocker.id, 'remove');
    expect(removed.status).toBe(200);
    const left = await app.database.db
      .selectFrom('bookmarks')
      .select('post_id')
      .where('user_id', '=', reader.id)
      .execute();
    expect(left.map((r) => r.post_id).sort()).toEqual([kept.id, gone.id, byBlocked.id].sort());
  });

  it('bookmarking a pure repost bookmarks the original', async () => {
    const author = await makeUser(app);
    const fan = await makeUser(app);
    const reader = await makeUser(app);
    const post = await createPost(author);
    await repost(fan, post.id);
    const [wrapper] = await pureReposts(fan.id, post.id);
    expect((await bookmark(reader, wrapper!.id, 'add')).status).toBe(200);
    const list = await bookmarks(reader);
    expect(list.body.items.map((p: { id: string }) => p.id)).toEqual([post.id]);
    expect((await bookmark(reader, wrapper!.id, 'remove')).status).toBe(200);
    expect((await bookmarks(reader)).body.items).toEqual([]);
  });

  it('validates paging', async () => {
    const reader = await makeUser(app);
    const response = await bookmarks(reader, '?limit=0');
    expect(response.status).toBe(400);
    expectContract('listBookmarkedPosts', 400, response.body);
  });
});

describe('POST /user/post/{id}/pin', () => {
  it('pins one post per profile, replaces, and unpins', async () => {
    const author = await makeUser(app);
    const first = await createPost(author, { text: 'first' });
    const second = await createPost(author, { text: 'second' });

    const on = await pin(author, first.id);
    expect(on.status).toBe(200);
    expectContract('togglePostPin', 200, on.body);
    expect(on.body).toEqual({ pinned: true });
    expect((await getPost(author, first.id)).pinned).toBe(true);

    const replaced = await pin(author, second.id);
    expect(replaced.body).toEqual({ pinned: true });
    expect((await getPost(author, first.id)).pinned).toBe(false);
    expect((await getPost(author, second.id)).pinned).toBe(true);

    const off = await pin(author, second.id);
    expectContract('togglePostPin', 200, off.body);
    expect(off.body).toEqual({ pinned: false });
    const user = await app.database.db
      .selectFrom('users')
      .select('pinned_post_id')
      .where('id', '=', author.id)
      .executeTakeFirstOrThrow();
    expect(user.pinned_post_id).toBeNull();
  });

  it("refuses other people's posts (403)", async () => {
    const author = await makeUser(app);
    const other = await makeUser(app);
    const post = await createPost(author);
    const response = await pin(other, post.id);
    expect(response.status).toBe(403);
    expectContract('togglePostPin', 403, response.body);
    const user = await app.database.db
      .selectFrom('users')
      .select('pinned_post_id')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(user.pinned_post_id).toBeNull();
  });

  it('unpins when the pinned post is deleted', async () => {
    const author = await makeUser(app);
    const post = await createPost(author);
    await pin(author, post.id);
    await api(app.url, 'DELETE', `/user/post/${post.id}`, { token: author.token });
    const user = await app.database.db
      .selectFrom('users')
      .select('pinned_post_id')
      .where('id', '=', author.id)
      .executeTakeFirstOrThrow();
    expect(user.pinned_post_id).toBeNull();
  });
});

describe('POST /user/post/{postId}/poll/{choiceIndex}', () => {
  it('records one vote per person and answers the results', async () => {
    const author = await makeUser(app);
    const voters = await Promise.all([makeUser(app), makeUser(app), makeUser(app)]);
    const post = await createPost(author, { poll: { choices: ['Steel', 'Timber', 'Concrete'] } });

    const before = await getPost(voters[0]!, post.id);
    expect(before.poll_result).toBeNull();

    const first = await vote(voters[0]!, post.id, 1);
    expect(first.status).toBe(200);
    expectContract('voteInPoll', 200, first.body);
    expect(first.body).toEqual({ counts: [0, 1, 0], total: 1, votedChoice: 1 });

    const second = await vote(voters[1]!, post.id, 2);
    expect(second.body).toEqual({ counts: [0, 1, 1], total: 2, votedChoice: 2 });
    const third = await vote(voters[2]!, post.id, 1);
    expect(third.body).toEqual({ counts: [0, 2, 1], total: 3, votedChoice: 1 });

    const again = await vote(voters[0]!, post.id, 0);
    expect(again.status).toBe(409);
    expectContract('voteInPoll', 409, again.body);
    const same = await vote(voters[0]!, post.id, 1);
    expect(same.status).toBe(409);

    const seen = await getPost(voters[0]!, post.id);
    expect(seen.poll_result).toEqual({ counts: [0, 2, 1], total: 3, votedChoice: 1 });
  });

  it("refuses the author's vote in their own poll (403) and shows them the results", async () => {
    const author = await makeUser(app);
    const voter = await makeUser(app);
    const post = await createPost(author, { poll: { choices: ['Yes', 'No'] } });
    expect((await getPost(author, post.id)).poll_result).toEqual({
      counts: [0, 0],
      total: 0,
      votedChoice: null,
    });
    const own = await vote(author, post.id, 0);
    expect(own.status).toBe(403);
    expectContract('voteInPoll', 403, own.body);
    expect(own.body.message).toBe(OWN_POLL_VOTE_MESSAGE);
    expect((await vote(voter, post.id, 1)).body).toEqual({
      counts: [0, 1],
      total: 1,
      votedChoice: 1,
    });
    expect((await getPost(author, post.id)).poll_result).toEqual({
      counts: [0, 1],
      total: 1,
      votedChoice: null,
    });
  });

  it('refuses a choice the poll does not have (400)', async () => {
    const author = await makeUser(app);
    const voter = await makeUser(app);
    const post = await createPost(author, { poll: { choices: ['Yes', 'No'] } });
    for (const choice of [2, 3, 4, -1, 'x']) {
      const response = await vote(voter, post.id, choice);
      expect(response.status, String(choice)).toBe(400);
      expectContract('voteInPoll', 400, response.body);
    }
    // Nothing was recorded: a valid vote still goes through.
    expect((await vote(voter, post.id, 1)).status).toBe(200);
  });

  it('refuses a post without a poll (400)', async () => {
    const author = await makeUser(app);
    const post = await createPost(author);
    const response = await vote(author, post.id, 0);
    expect(response.status).toBe(400);
    expectContract('voteInPoll', 400, response.body);
  });

  it('refuses votes after the poll closed (409)', async () => {
    const author = await makeUser(app);
    const voter = await makeUser(app);
    const post = await createPost(author, { poll: { choices: ['Yes', 'No'] } });
    await app.database.db
      .updateTable('posts')
      .set({
        poll: JSON.stringify({
          choices: ['Yes', 'No'],
          endsAt: new Date(Date.now() - 1000).toISOString(),
        }),
      })
      .where('id', '=', post.id)
      .execute();
    const response = await vote(voter, post.id, 0);
    expect(response.status).toBe(409);
    expectContract('voteInPoll', 409, response.body);
    const { n } = await app.database.db
      .selectFrom('poll_votes')
      .select(sql<number>`count(*)`.as('n'))
      .where('post_id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(0);
  });

  it('counts one vote when the same person votes twice at once', async () => {
    const author = await makeUser(app);
    const voter = await makeUser(app);
    const post = await createPost(author, { poll: { choices: ['Yes', 'No'] } });
    const results = await Promise.all([vote(voter, post.id, 0), vote(voter, post.id, 1)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const seen = await getPost(voter, post.id);
    expect(seen.poll_result.total).toBe(1);
  });
});
