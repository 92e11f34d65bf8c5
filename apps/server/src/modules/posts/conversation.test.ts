import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { makeUser, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';

const app = useTestApp({ POSTING_RATE_LIMIT: '100000' });

const UNKNOWN = '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10';

interface Call {
  op: string;
  method: string;
  path: (id: string) => string;
  body?: unknown;
}

const CALLS: Call[] = [
  { op: 'updatePost', method: 'PUT', path: (id) => `/user/post/${id}`, body: { text: 'x' } },
  { op: 'listPostHistory', method: 'GET', path: (id) => `/user/post/${id}/history` },
  { op: 'listPostReplies', method: 'GET', path: (id) => `/user/post/${id}/replies` },
  { op: 'getPostThread', method: 'GET', path: (id) => `/user/post/${id}/tree` },
  {
    op: 'reportPost',
    method: 'POST',
    path: (id) => `/user/post/${id}/report`,
    body: { type: 'spam' },
  },
  { op: 'togglePostMute', method: 'POST', path: (id) => `/user/post/${id}/mute` },
  {
    op: 'recordPostImpression',
    method: 'POST',
    path: (id) => `/user/post/${id}/impression`,
    body: {},
  },
];

async function createPost(
  on: TestApp,
  user: TestUser,
  body: Record<string, unknown> = {},
): Promise<any> {
  const response = await api(on.url, 'POST', '/user/post', {
    token: user.token,
    body: { text: 'A post', ...body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function replyTo(user: TestUser, id: string, text = 'A reply'): Promise<any> {
  const response = await api(app.url, 'POST', `/user/post/${id}/reply`, {
    token: user.token,
    body: { text },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function getPost(user: TestUser, id: string): Promise<any> {
  const response = await api(app.url, 'GET', `/user/post/${id}`, { token: user.token });
  expect(response.status).toBe(200);
  return response.body;
}

async function edit(user: TestUser, id: string, body: unknown) {
  return api(app.url, 'PUT', `/user/post/${id}`, { token: user.token, body });
}

async function addFile(owner: TestUser, name: string, mime: string) {
  await app.database.db
    .insertInto('files')
    .values({ name, owner_id: owner.id, mime, size: 100, width: 8, height: 6 })
    .execute();
}

async function block(blocker: TestUser, blocked: TestUser) {
  await app.database.db
    .insertInto('user_blocks')
    .values({ user_id: blocker.id, blocked_id: blocked.id })
    .execute();
}

describe('access', () => {
  it('refuses every call without a session (401)', async () => {
    for (const call of CALLS) {
      const response = await api(app.url, call.method, call.path(UNKNOWN), { body: call.body });
      expect(response.status, call.op).toBe(401);
      expectContract(call.op, 401, response.body);
    }
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const user = await makeUser(app);
    for (const call of CALLS) {
      const malformed = await api(app.url, call.method, call.path('not-a-uuid'), {
        token: user.token,
        body: call.body,
      });
      expect(malformed.status, call.op).toBe(400);
      expectContract(call.op, 400, malformed.body);
      const unknown = await api(app.url, call.method, call.path(UNKNOWN), {
        token: user.token,
        body: call.body,
      });
      expect(unknown.status, call.op).toBe(404);
      expectContract(call.op, 404, unknown.body);
    }
  });

  it('answers 404 for a deleted post and for a post whose author blocked the caller', async () => {
    const author = await makeUser(app);
    const reader = await makeUser(app);
    const gone = await createPost(app, author);
    await api(app.url, 'DELETE', `/user/post/${gone.id}`, { token: author.token });
    const hidden = await createPost(app, author);
    await block(author, reader);
    for (const call of CALLS.filter((c) => c.op !== 'updatePost')) {
      for (const id of [gone.id, hidden.id]) {
        const response = await api(app.url, call.method, call.path(id), {
          token: reader.token,
          body: call.body,
        });
        expect(response.status, call.op).toBe(404);
        expectContract(call.op, 404, response.body);
      }
    }
  });
});

describe('PUT /user/post/{id} (updatePost)', () => {
  it('lets the author edit: the previous version goes into the history', async () => {
    const author = await makeUser(app);
    const post = await createPost(app, author, { text: '<p>First #alpha</p>', category: 'news' });
    expect(post.editedAt).toBeNull();

    const first = await edit(author, post.id, { text: '<p>Second #beta</p>', category: 'fun' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expectContract('updatePost', 200, first.body);
    expect(first.body.text).toBe('<p>Second #beta</p>');
    expect(first.body.tags).toEqual(['beta']);
    expect(first.body.category).toBe('fun');
    expect(first.body.editedAt).not.toBeNull();

    const second = await edit(author, post.id, { text: '<p>Third</p>' });
    expect(second.status).toBe(200);
    expect(second.body.tags).toEqual([]);

    const history = await api(app.url, 'GET', `/user/post/${post.id}/history`, {
      token: author.token,
    });
    expect(history.status).toBe(200);
    expectContract('listPostHistory', 200, history.body);
    // Newest first; each version stamped with the time it became current.
    expect(history.body.items).toEqual([
      {
        title: null,
        text: '<p>Second #beta</p>',
        category: 'fun',
        media: [],
        createdAt: first.body.editedAt,
      },
      {
        title: null,
        text: '<p>First #alpha</p>',
        category: 'news',
        media: [],
        createdAt: post.createdAt,
      },
    ]);
  });

  it('keeps every version when edits arrive at once', async () => {
    const author = await makeUser(app);
    const post = await createPost(app, author, { text: 'v0' });
    const responses = await Promise.all(
      ['a', 'b', 'c'].map((text) => edit(author, post.id, { text })),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    const history = await api(app.url, 'GET', `/user/post/${post.id}/history`, {
      token: author.token,
    });
    const texts = history.body.items.map((i: { text: string }) => i.text);
    const current = (await getPost(author, post.id)).text;
    // Each version appears once: the original, and every edit but the one now current.
    expect([...texts, current].sort()).toEqual(['a', 'b', 'c', 'v0']);
    expect(texts[texts.length - 1]).toBe('v0');
  });

  it('refuses other people (403) and leaves the post as it was', async () => {
    const author = await makeUser(app);
    const other = await makeUser(app);
    const post = await createPost(app, author, { text: 'Mine' });
    const response = await edit(other, post.id, { text: 'Yours now' });
    expect(response.status).toBe(403);
    expectContract('updatePost', 403, response.body);
    expect((await getPost(author, post.id)).text).toBe('Mine');
  });

  it('refuses an edit that leaves nothing in the post, and bad input', async () => {
    const author = await makeUser(app);
    const post = await createPost(app, author, { text: 'Something' });
    for (const body of [
      { text: '' },
      { text: '<p>   </p>' },
      { text: '<script>alert(1)</script>' },
      { text: 'nul \u0000 byte' },
      {},
      { category: 'nonsense' },
      { text: 'x', unknownField: 1 },
    ]) {
      const response = await edit(author, post.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expectContract('updatePost', 400, response.body);
    }
    const current = await getPost(author, post.id);
    expect(current.text).toBe('Something');
    expect(current.editedAt).toBeNull();
  });

  it('sanitises the new text', async () => {
    const author = await makeUser(app);
    const post = await createPost(app, author);
    const response = await edit(author, post.id, {
      text: '<p onclick="x()">Hi <script>bad()</script><b>there</b></p>',
    });
    expect(response.status).toBe(200);
    expect(response.body.text).not.toMatch(/script|onclick/);
    expect(response.body.text).toContain('there');
  });

  it("keeps media-only posts editable down to no text; media must be one's own uploads", async () => {
    const author = await makeUser(app);
    const other = await makeUser(app);
    await addFile(author, 'mine.jpg', 'image/jpeg');
    await addFile(other, 'theirs.jpg', 'image/jpeg');
    const media = [{ file: 'mine.jpg', type: 'image' }];
    const post = await createPost(app, author, { text: 'Caption', media });
    const cleared = await edit(author, post.id, { text: '<p> </p>', media });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expectContract('updatePost', 200, cleared.body);
    expect(cleared.body.text).toBe('');
    // The stored size fills in what the client left out.
    expect(cleared.body.media).toEqual([{ file: 'mine.jpg', type: 'image', width: 8, height: 6 }]);
    const emptied = await edit(author, post.id, { media: [] });
    expect(emptied.status).toBe(400);
    for (const bad of [
      [{ file: 'theirs.jpg', type: 'image' }],
      [{ file: 'nowhere.jpg', type: 'image' }],
      [{ file: 'mine.jpg', type: 'video' }],
    ]) {
      const response = await edit(author, post.id, { media: bad });
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expectContract('updatePost', 400, response.body);
    }
    expect((await getPost(author, post.id)).media).toHaveLength(1);
  });

  it('does not mention people across a block', async () => {
    const author = await makeUser(app);
    const blocker = await makeUser(app);
    await block(blocker, author);
    const post = await createPost(app, author, { text: 'Hello', replyPolicy: 'mentioned' });
    const response = await edit(author, post.id, { text: `Hi @${blocker.username}` });
    expect(response.status).toBe(200);
    const mentions = await app.database.db
      .selectFrom('post_mentions')
      .selectAll()
      .where('post_id', '=', post.id)
      .execute();
    expect(mentions).toEqual([]);
  });

  it('changes the reply policy and premium without a new history entry; mentions re-parsed', async () => {
    const author = await makeUser(app);
    const other = await makeUser(app);
    const post = await createPost(app, author, { text: 'Settings' });
    const closed = await edit(author, post.id, { replyPolicy: 'mentioned', premium: true });
    expect(closed.status).toBe(200);
    expectContract('updatePost', 200, closed.body);
    expect(closed.body.replyPolicy).toBe('mentioned');
    expect(closed.body.premium).toBe(true);
    expect(closed.body.editedAt).toBeNull();
    const history = await api(app.url, 'GET', `/user/post/${post.id}/history`, {
      token: author.token,
    });
    expect(history.body.items).toEqual([]);

    const refused = await api(app.url, 'POST', `/user/post/${post.id}/reply`, {
      token: other.token,
      body: { text: 'Let me in' },
    });
    expect(refused.status).toBe(403);
    const mention = await edit(author, post.id, { text: `Now with @${other.username}` });
    expect(mention.status).toBe(200);
    expect((await getPost(other, post.id)).can_reply).toBe(true);
    await replyTo(other, post.id, 'Thanks');
    const unmention = await edit(author, post.id, { text: 'Without mentions' });
    expect(unmention.status).toBe(200);
    expect((await getPost(other, post.id)).can_reply).toBe(false);
  });

  it('edits a blog title, which is part of the history', async () => {
    const author = await makeUser(app);
    const blog = await createPost(app, author, { kind: 'blog', title: 'Old title', text: 'Body' });
    const response = await edit(author, blog.id, { title: 'New title' });
    expect(response.status).toBe(200);
    expect(response.body.title).toBe('New title');
    const blank = await edit(author, blog.id, { title: '   ' });
    expect(blank.status).toBe(400);
    const history = await api(app.url, 'GET', `/user/post/${blog.id}/history`, {
      token: author.token,
    });
    expect(history.body.items.map((i: { title: string }) => i.title)).toEqual(['Old title']);
  });

  it('does not edit a repost without words of its own', async () => {
    const author = await makeUser(app);
    const reposter = await makeUser(app);
    const original = await createPost(app, author);
    const repost = await createPost(app, reposter, { text: undefined, repostId: original.id });
    const response = await edit(reposter, repost.id, { text: 'Now with words' });
    expect(response.status).toBe(400);
    expectContract('updatePost', 400, response.body);
  });
});

describe('GET /user/post/{id}/history (listPostHistory)', () => {
  it('pages five at a time, newest first', async () => {
    const author = await makeUser(app);
    const reader = await makeUser(app);
    const post = await createPost(app, author, { text: 'v0' });
    for (let i = 1; i <= 7; i++) {
      expect((await edit(author, post.id, { text: `v${i}` })).status).toBe(200);
    }
    const first = await api(app.url, 'GET', `/user/post/${post.id}/history`, {
      token: reader.token,
    });
    expect(first.status).toBe(200);
    expectContract('listPostHistory', 200, first.body);
    expect(first.body.items.map((i: { text: string }) => i.text)).toEqual([
      'v6',
      'v5',
      'v4',
      'v3',
      'v2',
    ]);
    const second = await api(app.url, 'GET', `/user/post/${post.id}/history?skip=5`, {
      token: reader.token,
    });
    expect(second.body.items.map((i: { text: string }) => i.text)).toEqual(['v1', 'v0']);
    const bad = await api(app.url, 'GET', `/user/post/${post.id}/history?limit=0`, {
      token: reader.token,
    });
    expect(bad.status).toBe(400);
  });

  it('keeps a locked premium post locked in its history', async () => {
    const author = await makeUser(app);
    const reader = await makeUser(app);
    const post = await createPost(app, author, { text: 'Secret v1', premium: true });
    await edit(author, post.id, { text: 'Secret v2' });
    const theirs = await api(app.url, 'GET', `/user/post/${post.id}/history`, {
      token: reader.token,
    });
    expect(theirs.status).toBe(200);
    expectContract('listPostHistory', 200, theirs.body);
    expect(theirs.body.items).toHaveLength(1);
    expect(theirs.body.items[0].text).toBe('');
    const own = await api(app.url, 'GET', `/user/post/${post.id}/history`, {
      token: author.token,
    });
    expect(own.body.items[0].text).toBe('Secret v1');
  });
});

describe('GET /user/post/{id}/replies (listPostReplies)', () => {
  it('lists direct replies oldest first, five per page, and keeps replies_count exact', async () => {
    const author = await makeUser(app);
    const replier = await makeUser(app);
    const post = await createPost(app, author, { text: 'Parent' });
    const replies = [];
    for (let i = 1; i <= 7; i++) replies.push(await replyTo(replier, post.id, `r${i}`));
    // A reply to a reply is not a direct reply.
    await replyTo(author, replies[0].id, 'nested');
    expect((await getPost(author, post.id)).replies_count).toBe(7);

    const first = await api(app.url, 'GET', `/user/post/${post.id}/replies`, {
      token: author.token,
    });
    expect(first.status).toBe(200);
    expectContract('listPostReplies', 200, first.body);
    expect(first.body.items.map((p: { text: string }) => p.text)).toEqual([
      'r1',
      'r2',
      'r3',
      'r4',
      'r5',
    ]);
    expect(first.body.items[0].replies_count).toBe(1);
    const second = await api(app.url, 'GET', `/user/post/${post.id}/replies?skip=5`, {
      token: author.token,
    });
    expect(second.body.items.map((p: { text: string }) => p.text)).toEqual(['r6', 'r7']);
    const newest = await api(app.url, 'GET', `/user/post/${post.id}/replies?sort=DESC&limit=2`, {
      token: author.token,
    });
    expectContract('listPostReplies', 200, newest.body);
    expect(newest.body.items.map((p: { text: string }) => p.text)).toEqual(['r7', 'r6']);
    const badSort = await api(app.url, 'GET', `/user/post/${post.id}/replies?sort=sideways`, {
      token: author.token,
    });
    expect(badSort.status).toBe(400);

    // Deleting a reply takes it out of the list and out of the count.
    const deleted = await api(app.url, 'DELETE', `/user/post/${replies[1].id}`, {
      token: replier.token,
    });
    expect(deleted.status).toBe(200);
    expect((await getPost(author, post.id)).replies_count).toBe(6);
    const after = await api(app.url, 'GET', `/user/post/${post.id}/replies`, {
      token: author.token,
    });
    expect(after.body.items.map((p: { text: string }) => p.text)).toEqual([
      'r1',
      'r3',
      'r4',
      'r5',
      'r6',
    ]);
    // Deleting twice does not count twice.
    await api(app.url, 'DELETE', `/user/post/${replies[1].id}`, { token: replier.token });
    expect((await getPost(author, post.id)).replies_count).toBe(6);
  });

  it('leaves out replies by people blocked either way or muted, and pages stay full', async () => {
    const author = await makeUser(app);
    const reader = await makeUser(app);
    const friend = await makeUser(app);
    const blockedByReader = await makeUser(app);
    const blocksReader = await makeUser(app);
    const mutedByReader = await makeUser(app);
    await block(reader, blockedByReader);
    await block(blocksReader, reader);
    await app.database.db
      .insertInto('user_mutes')
      .values({ user_id: reader.id, muted_id: mutedByReader.id })
      .execute();
    const post = await createPost(app, author, { text: 'Parent' });
    await replyTo(blockedByReader, post.id, 'b1');
    await replyTo(blocksReader, post.id, 'b2');
    await replyTo(mutedByReader, post.id, 'm1');
    for (let i = 1; i <= 5; i++) await replyTo(friend, post.id, `f${i}`);

    const seen = await api(app.url, 'GET', `/user/post/${post.id}/replies`, {
      token: reader.token,
    });
    expect(seen.status).toBe(200);
    expectContract('listPostReplies', 200, seen.body);
    expect(seen.body.items.map((p: { text: string }) => p.text)).toEqual([
      'f1',
      'f2',
      'f3',
      'f4',
      'f5',
    ]);
    // The author sees them all.
    const all = await api(app.url, 'GET', `/user/post/${post.id}/replies?limit=100`, {
      token: author.token,
    });
    expect(all.body.items).toHaveLength(8);
  });
});

describe('GET /user/post/{postId}/tree (getPostThread)', () => {
  it('answers the post with its ancestors root first', async () => {
    const a = await makeUser(app);
    const b = await makeUser(app);
    const root = await createPost(app, a, { text: 'root' });
    const r1 = await replyTo(b, root.id, 'r1');
    const r2 = await replyTo(a, r1.id, 'r2');
    const r3 = await replyTo(b, r2.id, 'r3');

    const thread = await api(app.url, 'GET', `/user/post/${r3.id}/tree`, { token: a.token });
    expect(thread.status).toBe(200);
    expectContract('getPostThread', 200, thread.body);
    expect(thread.body.post.id).toBe(r3.id);
    expect(thread.body.ancestors.map((p: { text: string }) => p.text)).toEqual([
      'root',
      'r1',
      'r2',
    ]);

    const top = await api(app.url, 'GET', `/user/post/${root.id}/tree`, { token: b.token });
    expectContract('getPostThread', 200, top.body);
    expect(top.body.ancestors).toEqual([]);

    // A deleted ancestor is left out; the rest of the chain stays.
    await api(app.url, 'DELETE', `/user/post/${r1.id}`, { token: b.token });
    const after = await api(app.url, 'GET', `/user/post/${r3.id}/tree`, { token: a.token });
    expectContract('getPostThread', 200, after.body);
    expect(after.body.ancestors.map((p: { text: string }) => p.text)).toEqual(['root', 'r2']);
  });

  it('leaves out ancestors by people blocked either way', async () => {
    const a = await makeUser(app);
    const b = await makeUser(app);
    const c = await makeUser(app);
    const root = await createPost(app, a, { text: 'root by a' });
    const mid = await replyTo(b, root.id, 'mid by b');
    const leaf = await replyTo(c, mid.id, 'leaf by c');
    await block(a, c);
    const thread = await api(app.url, 'GET', `/user/post/${leaf.id}/tree`, { token: c.token });
    expect(thread.status).toBe(200);
    expectContract('getPostThread', 200, thread.body);
    expect(thread.body.ancestors.map((p: { text: string }) => p.text)).toEqual(['mid by b']);
  });

  it('walks a long chain to at most fifty ancestors', async () => {
    const a = await makeUser(app);
    let parent = await createPost(app, a, { text: 'level 0' });
    for (let i = 1; i <= 52; i++) parent = await replyTo(a, parent.id, `level ${i}`);
    const thread = await api(app.url, 'GET', `/user/post/${parent.id}/tree`, { token: a.token });
    expect(thread.status).toBe(200);
    expectContract('getPostThread', 200, thread.body);
    expect(thread.body.ancestors).toHaveLength(50);
    expect(thread.body.ancestors[0].text).toBe('level 2');
    expect(thread.body.ancestors[49].text).toBe('level 51');
  });
});

describe('POST /user/post/{id}/report (reportPost)', () => {
  it('takes one report per person and post', async () => {
    const author = await makeUser(app);
    const reporter = await makeUser(app);
    const post = await createPost(app, author);
    const path = `/user/post/${post.id}/report`;
    const first = await api(app.url, 'POST', path, {
      token: reporter.token,
      body: { type: 'spam', text: '  Selling things  ' },
    });
    expect(first.status).toBe(200);
    expectContract('reportPost', 200, first.body);
    const again = await api(app.url, 'POST', path, {
      token: reporter.token,
      body: { type: 'hate' },
    });
    expect(again.status).toBe(409);
    expectContract('reportPost', 409, again.body);
    const stored = await app.database.db
      .selectFrom('post_reports')
      .selectAll()
      .where('post_id', '=', post.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      reporter_id: reporter.id,
      type: 'spam',
      text: 'Selling things',
      status: 'open',
    });
  });

  it('refuses reports of one own post and bad input', async () => {
    const author = await makeUser(app);
    const reporter = await makeUser(app);
    const post = await createPost(app, author);
    const path = `/user/post/${post.id}/report`;
    const own = await api(app.url, 'POST', path, { token: author.token, body: { type: 'spam' } });
    expect(own.status).toBe(400);
    expectContract('reportPost', 400, own.body);
    for (const body of [
      {},
      { type: 'boring' },
      { type: 'other', text: 'x'.repeat(1001) },
      { type: 'other', text: 'nul \u0000' },
    ]) {
      const response = await api(app.url, 'POST', path, { token: reporter.token, body });
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expectContract('reportPost', 400, response.body);
    }
    // "Something else" needs words, as the report dialog says (core's rule).
    const wordless = await api(app.url, 'POST', path, {
      token: reporter.token,
      body: { type: 'other', text: '   ' },
    });
    expect(wordless.status).toBe(400);
    expect(wordless.body.errors).toEqual({ text: 'Say what is wrong with this post.' });
    const longest = await api(app.url, 'POST', path, {
      token: reporter.token,
      body: { type: 'other', text: 'x'.repeat(1000) },
    });
    expect(longest.status).toBe(200);
  });

  describe('rate limit', () => {
    const limited = useTestApp({ POSTING_RATE_LIMIT: '2' });

    it('counts reports against the posting limit (429)', async () => {
      const reporter = await makeUser(limited);
      const posts = [];
      for (let i = 0; i < 3; i++) posts.push(await createPost(limited, await makeUser(limited)));
      const statuses = [];
      for (const post of posts) {
        const response = await api(limited.url, 'POST', `/user/post/${post.id}/report`, {
          token: reporter.token,
          body: { type: 'spam' },
        });
        statuses.push(response.status);
        if (response.status === 429) expectContract('reportPost', 429, response.body);
      }
      expect(statuses).toEqual([200, 200, 429]);
    });
  });
});

describe('POST /user/post/{id}/mute (togglePostMute)', () => {
  it("mutes and unmutes the post's whole thread", async () => {
    const author = await makeUser(app);
    const reader = await makeUser(app);
    const root = await createPost(app, author, { text: 'root' });
    const reply = await replyTo(author, root.id, 'reply');
    const muted = await api(app.url, 'POST', `/user/post/${reply.id}/mute`, {
      token: reader.token,
    });
    expect(muted.status).toBe(200);
    expectContract('togglePostMute', 200, muted.body);
    expect(muted.body).toEqual({ muted: true });
    const rows = await app.database.db
      .selectFrom('post_mutes')
      .selectAll()
      .where('user_id', '=', reader.id)
      .execute();
    expect(rows).toEqual([{ user_id: reader.id, post_id: root.id }]);
    expect((await getPost(reader, root.id)).muted_by_user).toBe(true);
    // A muted thread leaves the reader's feeds.
    const local = await api(app.url, 'GET', '/user/newsfeed?source=local&limit=100', {
      token: reader.token,
    });
    expect(local.body.items.map((p: { id: string }) => p.id)).not.toContain(root.id);

    const unmuted = await api(app.url, 'POST', `/user/post/${root.id}/mute`, {
      token: reader.token,
    });
    expect(unmuted.status).toBe(200);
    expectContract('togglePostMute', 200, unmuted.body);
    expect(unmuted.body).toEqual({ muted: false });
    expect((await getPost(reader, root.id)).muted_by_user).toBe(false);
  });
});

describe('POST /user/post/{id}/impression (recordPostImpression)', () => {
  it('counts once per person and day, and not the author', async () => {
    const author = await makeUser(app);
    const one = await makeUser(app);
    const two = await makeUser(app);
    const post = await createPost(app, author);
    const path = `/user/post/${post.id}/impression`;
    for (const [user, body] of [
      [one, {}],
      [one, { type: 'view' }],
      [one, { type: 'media_play' }],
      [two, { type: 'full_view' }],
      [author, {}],
    ] as const) {
      const response = await api(app.url, 'POST', path, { token: user.token, body });
      expect(response.status).toBe(200);
      expectContract('recordPostImpression', 200, response.body);
      expect(response.body).toEqual({ ok: true });
    }
    expect((await getPost(author, post.id)).impressions_count).toBe(2);
    const bad = await api(app.url, 'POST', path, { token: one.token, body: { type: 'stare' } });
    expect(bad.status).toBe(400);
    expectContract('recordPostImpression', 400, bad.body);
  });

  it('counts concurrent views of one person once', async () => {
    const author = await makeUser(app);
    const reader = await makeUser(app);
    const post = await createPost(app, author);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        api(app.url, 'POST', `/user/post/${post.id}/impression`, {
          token: reader.token,
          body: {},
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await getPost(author, post.id)).impressions_count).toBe(1);
  });

  // The contract makes this body optional: an absent body counts as {} with its defaults.
  it('takes a call without a body (the type defaults to full_view)', async () => {
    const author = await makeUser(app);
    const reader = await makeUser(app);
    const post = await createPost(app, author);
    const response = await api(app.url, 'POST', `/user/post/${post.id}/impression`, {
      token: reader.token,
    });
    expect(response.status).toBe(200);
    expectContract('recordPostImpression', 200, response.body);
    expect((await getPost(author, post.id)).impressions_count).toBe(1);
  });
});
