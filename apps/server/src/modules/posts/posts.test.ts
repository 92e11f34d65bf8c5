// Posts through the API: creating (text made safe, tags and mentions, polls, quotes), reading,
// deleting, replying under the author's reply policy, and the home, local and visitor feeds.
import { connectTrestleSocket } from '@trestle/sdk';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { makeFollow, makePost, makeUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { EMPTY_POST } from './compose';
import { BAD_CURSOR } from './feed-cursor';
import { POST_NOT_FOUND, REPLIES_CLOSED } from './policy';

const app = useTestApp();

describe('creating a post', () => {
  it('stores safe rich text, its hashtags and mentions, and answers the post', async () => {
    const author = await makeUser(app);
    const friend = await makeUser(app);
    const response = await api(app.url, 'POST', '/user/post', {
      token: author.token,
      body: {
        text: `<p onclick="steal()">Roof done #Framing @${friend.username} <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>`,
        category: 'business',
      },
    });
    expect(response.status).toBe(201);
    expectContract('createPost', 201, response.body);
    const post = response.body;
    expect(post.text).not.toMatch(/script|onclick|javascript:/i);
    expect(post.text).toContain('Roof done');
    expect(post.tags).toEqual(['framing']);
    expect(post.category).toBe('business');
    expect(post.user.username).toBe(author.username);
    expect(post).toMatchObject({
      likes_count: 0,
      replies_count: 0,
      repost_count: 0,
      liked_by_user: null,
      replyPolicy: 'everyone',
      can_reply: true,
      reactions_count: { like: 0, dislike: 0, happy: 0, sad: 0, love: 0, hate: 0 },
    });
  });

  it.each([
    ['no content at all', {}],
    ['only spaces', { text: '   ' }],
    ['only markup', { text: '<p> </p><br>' }],
    ['only a removed script', { text: '<script>alert(1)</script>' }],
  ])('refuses a post with %s, on the text field', async (_label, body) => {
    const author = await makeUser(app);
    const response = await api(app.url, 'POST', '/user/post', { token: author.token, body });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ text: EMPTY_POST });
  });

  it.each([
    ['an unknown category', { text: 'x', category: 'weather' }],
    ['a one-choice poll', { poll: { choices: ['Yes'] } }],
    ['a five-choice poll', { poll: { choices: ['a', 'b', 'c', 'd', 'e'] } }],
    ['duplicate poll choices', { poll: { choices: ['Yes', 'yes'] } }],
    ['a NUL byte', { text: 'a\u0000b' }],
    ['an unknown field', { text: 'x', mood: 'happy' }],
  ])('refuses %s with 400', async (_label, body) => {
    const author = await makeUser(app);
    const response = await api(app.url, 'POST', '/user/post', { token: author.token, body });
    expect(response.status).toBe(400);
    expectContract('createPost', 400, response.body);
  });

  it('needs a session', async () => {
    const response = await api(app.url, 'POST', '/user/post', { body: { text: 'hello' } });
    expect(response.status).toBe(401);
  });

  it('stores a poll of two to four choices with its closing time', async () => {
    const author = await makeUser(app);
    const post = await makePost(app, author, {
      text: 'Which crane?',
      poll: { choices: ['Tower', 'Crawler', 'Mobile'], durationHours: 2 },
    });
    expect(post.poll.choices.map((c: { text: string }) => c.text)).toEqual([
      'Tower',
      'Crawler',
      'Mobile',
    ]);
    expect(post.poll.closed).toBe(false);
    const hours = (new Date(post.poll.endsAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);
    // The author cannot vote, so they see the (empty) results from the start.
    expect(post.poll_result).toEqual({ counts: [0, 0, 0], total: 0, votedChoice: null });
  });

  it('quotes another post, which comes nested, and counts as a repost of it', async () => {
    const author = await makeUser(app);
    const quoter = await makeUser(app);
    const original = await makePost(app, author);
    const quote = await makePost(app, quoter, { text: 'Worth reading', repostId: original.id });
    expect(quote.repost.id).toBe(original.id);
    const reread = await api(app.url, 'GET', `/user/post/${original.id}`, { token: author.token });
    expect(reread.body.repost_count).toBe(1);
  });
});

describe('reading and deleting', () => {
  it('reads a post by id, and 404 for an unknown one', async () => {
    const author = await makeUser(app);
    const reader = await makeUser(app);
    const post = await makePost(app, author);
    const read = await api(app.url, 'GET', `/user/post/${post.id}`, { token: reader.token });
    expect(read.status).toBe(200);
    expectContract('getPost', 200, read.body);
    expect(read.body.id).toBe(post.id);
    const unknown = await api(app.url, 'GET', '/user/post/0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10', {
      token: reader.token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(POST_NOT_FOUND);
  });

  it('lets the author delete, not another person; a deleted post is gone for everyone', async () => {
    const author = await makeUser(app);
    const other = await makeUser(app);
    const post = await makePost(app, author);
    const refused = await api(app.url, 'DELETE', `/user/post/${post.id}`, { token: other.token });
    expect(refused.status).toBe(403);
    const done = await api(app.url, 'DELETE', `/user/post/${post.id}`, { token: author.token });
    expect(done.status).toBe(200);
    expectContract('deletePost', 200, done.body);
    for (const person of [author, other]) {
      const read = await api(app.url, 'GET', `/user/post/${post.id}`, { token: person.token });
      expect(read.status).toBe(404);
    }
  });

  it('lets a moderator delete anyone’s post, as staff moderating', async () => {
    const author = await makeUser(app);
    const moderator = await makeUser(app, { role: 'moderator' });
    const post = await makePost(app, author);
    const done = await api(app.url, 'DELETE', `/user/post/${post.id}`, { token: moderator.token });
    expect(done.status).toBe(200);
    const read = await api(app.url, 'GET', `/user/post/${post.id}`, { token: author.token });
    expect(read.status).toBe(404);
  });
});

describe('replies and reply controls', () => {
  it('replies, counting the direct replies of the parent exactly', async () => {
    const author = await makeUser(app);
    const replier = await makeUser(app);
    const post = await makePost(app, author);
    const reply = await api(app.url, 'POST', `/user/post/${post.id}/reply`, {
      token: replier.token,
      body: { text: 'Looks solid' },
    });
    expect(reply.status).toBe(201);
    expectContract('replyToPost', 201, reply.body);
    expect(reply.body.reply.id).toBe(post.id);
    await api(app.url, 'POST', `/user/post/${reply.body.id}/reply`, {
      token: author.token,
      body: { text: 'Thanks' },
    });
    const parent = await api(app.url, 'GET', `/user/post/${post.id}`, { token: replier.token });
    expect(parent.body.replies_count).toBe(1);
    expect(parent.body.replied_by_user).toBe(true);
    await api(app.url, 'DELETE', `/user/post/${reply.body.id}`, { token: replier.token });
    const after = await api(app.url, 'GET', `/user/post/${post.id}`, { token: author.token });
    expect(after.body.replies_count).toBe(0);
  });

  it.each([
    ['nobody', false, false, false],
    ['following', true, false, false],
    ['mentioned', false, true, false],
    ['everyone', false, false, true],
  ])(
    'enforces the reply policy %s (followed: %s, mentioned: %s)',
    async (policy, followed, mentioned, stranger) => {
      const author = await makeUser(app);
      const friend = await makeUser(app);
      const other = await makeUser(app);
      if (followed) await makeFollow(app, author, friend);
      const post = await makePost(app, author, {
        text: mentioned ? `Over to @${friend.username}` : 'Policy test',
        replyPolicy: policy,
      });
      const tryReply = (token: string) =>
        api(app.url, 'POST', `/user/post/${post.id}/reply`, { token, body: { text: 'Reply' } });
      const friendAnswer = await tryReply(friend.token);
      const allowed = policy === 'everyone' || followed || mentioned;
      expect(friendAnswer.status).toBe(allowed ? 201 : 403);
      if (!allowed) expect(friendAnswer.body.message).toBe(REPLIES_CLOSED);
      expect((await tryReply(other.token)).status).toBe(stranger ? 201 : 403);
      // The author may always reply, and the post says whether the reader may.
      expect((await tryReply(author.token)).status).toBe(201);
      const asFriend = await api(app.url, 'GET', `/user/post/${post.id}`, { token: friend.token });
      expect(asFriend.body.can_reply).toBe(allowed);
    },
  );
});

describe('feeds', () => {
  it('home shows the people followed and one’s own posts, newest first; local shows everyone', async () => {
    const me = await makeUser(app);
    const followed = await makeUser(app);
    const stranger = await makeUser(app);
    await makeFollow(app, me, followed);
    const a = await makePost(app, followed);
    const b = await makePost(app, stranger);
    const c = await makePost(app, me);
    const home = await api(app.url, 'GET', '/user/newsfeed', { token: me.token });
    expect(home.status).toBe(200);
    expectContract('listFeedPosts', 200, home.body);
    const homeIds = home.body.items.map((p: { id: string }) => p.id);
    expect(homeIds).toEqual(expect.arrayContaining([c.id, a.id]));
    expect(homeIds).not.toContain(b.id);
    expect(homeIds.indexOf(c.id)).toBeLessThan(homeIds.indexOf(a.id));
    const local = await api(app.url, 'GET', '/user/newsfeed?source=local&limit=100', {
      token: me.token,
    });
    expect(local.body.items.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining([a.id, b.id, c.id]),
    );
  });

  it('pages with skip and limit without repeating or losing posts', async () => {
    const me = await makeUser(app);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.unshift((await makePost(app, me)).id);
    const page = (skip: number) =>
      api(app.url, 'GET', `/user/newsfeed?skip=${skip}&limit=3`, { token: me.token });
    const pages = await Promise.all([page(0), page(3), page(6)]);
    const seen = pages.flatMap((p) => p.body.items.map((x: { id: string }) => x.id));
    expect(seen).toEqual(ids);
  });

  it('pages deep with a cursor: posts arriving meanwhile neither repeat nor shift the pages', async () => {
    const me = await makeUser(app);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.unshift((await makePost(app, me)).id);
    const feed = (query: string) =>
      api(app.url, 'GET', `/user/newsfeed?limit=3${query}`, { token: me.token });

    const first = await feed('');
    expectContract('listFeedPosts', 200, first.body);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    await makePost(app, me); // arrives while the reader scrolls
    const second = await feed(`&cursor=${first.body.nextCursor}&skip=50`); // skip is ignored
    const third = await feed(`&cursor=${second.body.nextCursor}`);
    const seen = [first, second, third].flatMap((p) =>
      p.body.items.map((x: { id: string }) => x.id),
    );
    expect(seen).toEqual(ids);
    expect(third.body.nextCursor).toBeNull();

    const visitor = await api(
      app.url,
      'GET',
      `/newsfeed/public?limit=1&cursor=${first.body.nextCursor}`,
    );
    expect(visitor.status).toBe(200);
    expect(visitor.body.nextCursor).toEqual(expect.any(String));

    for (const bad of ['nonsense', Buffer.from('2026-01-01|x').toString('base64url')]) {
      const refused = await feed(`&cursor=${bad}`);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ cursor: BAD_CURSOR });
    }
  });

  it('leaves out pure reposts of posts that are deleted or hidden by a block, keeping pages full', async () => {
    const me = await makeUser(app);
    const reposter = await makeUser(app);
    const blocked = await makeUser(app);
    const gone = await makeUser(app);
    await makeFollow(app, me, reposter);
    const older = await makePost(app, reposter);
    for (const author of [blocked, gone]) {
      const original = await makePost(app, author);
      const repost = await api(app.url, 'POST', `/user/post/${original.id}/repost`, {
        token: reposter.token,
      });
      expect(repost.status).toBe(200);
      if (author === gone) {
        await api(app.url, 'DELETE', `/user/post/${original.id}`, { token: gone.token });
      }
    }
    const newer = await makePost(app, reposter);
    await api(app.url, 'POST', `/user/${blocked.id}/block`, { token: me.token });

    const home = await api(app.url, 'GET', '/user/newsfeed?limit=2', { token: me.token });
    expect(home.body.items.map((p: { id: string }) => p.id)).toEqual([newer.id, older.id]);
  });

  it('matches muted words and word search on the text a reader sees, not on its markup', async () => {
    const me = await makeUser(app);
    const other = await makeUser(app);
    await makeFollow(app, me, other);
    await app.database.db
      .updateTable('users')
      .set({ mute_words: JSON.stringify(['strong', 'HREF', 'blockquote']) })
      .where('id', '=', me.id)
      .execute();
    const marked = await makePost(app, other, {
      text: '<blockquote><p><strong>Pour</strong> at <a href="https://example.test">the site</a></p></blockquote>',
    });
    const worded = await makePost(app, other, { text: '<p>Strong winds &amp; rain</p>' });
    const edited = await makePost(app, other, { text: '<p>Calm day</p>' });
    const edit = await api(app.url, 'PUT', `/user/post/${edited.id}`, {
      token: other.token,
      body: { text: '<p>Wind got STRONGER</p>' },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const home = await api(app.url, 'GET', '/user/newsfeed', { token: me.token });
    const ids = home.body.items.map((p: { id: string }) => p.id);
    expect(ids).toContain(marked.id);
    expect(ids).not.toContain(worded.id);
    expect(ids).not.toContain(edited.id);
    const search = await api(app.url, 'GET', '/newsfeed/public?search=href');
    expect(search.body.items.map((p: { id: string }) => p.id)).not.toContain(marked.id);
    const byText = await api(app.url, 'GET', '/newsfeed/public?search=WINDS%20%26');
    expect(byText.body.items.map((p: { id: string }) => p.id)).toContain(worded.id);
  });

  it('filters by category', async () => {
    const me = await makeUser(app);
    const news = await makePost(app, me, { category: 'news' });
    await makePost(app, me, { category: 'fun' });
    const feed = await api(app.url, 'GET', '/user/newsfeed?categories=news', { token: me.token });
    expect(feed.body.items.map((p: { id: string }) => p.id)).toEqual([news.id]);
  });

  it('leaves muted categories and words out of the feeds but not out of a post opened directly', async () => {
    const me = await makeUser(app);
    const other = await makeUser(app);
    await makeFollow(app, me, other);
    await app.database.db
      .updateTable('users')
      .set({
        mute_categories: JSON.stringify(['sports']),
        mute_words: JSON.stringify(['asbestos']),
      })
      .where('id', '=', me.id)
      .execute();
    const sports = await makePost(app, other, { category: 'sports' });
    const worded = await makePost(app, other, { text: 'Asbestos found on level 2' });
    const fine = await makePost(app, other, { text: 'Concrete poured' });
    const home = await api(app.url, 'GET', '/user/newsfeed', { token: me.token });
    const ids = home.body.items.map((p: { id: string }) => p.id);
    expect(ids).toContain(fine.id);
    expect(ids).not.toContain(sports.id);
    expect(ids).not.toContain(worded.id);
    const direct = await api(app.url, 'GET', `/user/post/${worded.id}`, { token: me.token });
    expect(direct.status).toBe(200);
  });

  it('gives visitors public posts without signing in, with word and #tag search, and no premium posts', async () => {
    const author = await makeUser(app);
    const tagged = await makePost(app, author, { text: 'Pouring today #concretework' });
    const premium = await makePost(app, author, { text: 'Subscribers only', premium: true });
    const feed = await api(app.url, 'GET', '/newsfeed/public?limit=100');
    expect(feed.status).toBe(200);
    expectContract('listPublicFeedPosts', 200, feed.body);
    const ids = feed.body.items.map((p: { id: string }) => p.id);
    expect(ids).toContain(tagged.id);
    expect(ids).not.toContain(premium.id);
    const byTag = await api(
      app.url,
      'GET',
      `/newsfeed/public?search=${encodeURIComponent('#concretework')}`,
    );
    expect(byTag.body.items.map((p: { id: string }) => p.id)).toEqual([tagged.id]);
    const byWord = await api(app.url, 'GET', '/newsfeed/public?search=pouring%20today');
    expect(byWord.body.items.map((p: { id: string }) => p.id)).toContain(tagged.id);
  });

  it('shows a premium post to others locked, without its content', async () => {
    const author = await makeUser(app);
    const reader = await makeUser(app);
    const post = await makePost(app, author, { text: 'Detailed takeoff', premium: true });
    const read = await api(app.url, 'GET', `/user/post/${post.id}`, { token: reader.token });
    expect(read.body).toMatchObject({ locked: true, text: '', media: [], premium: true });
    const own = await api(app.url, 'GET', `/user/post/${post.id}`, { token: author.token });
    expect(own.body).toMatchObject({ locked: false, text: expect.stringContaining('takeoff') });
  });

  it('counts the newer posts above the one a client shows, and pushes a new post to followers live', async () => {
    const me = await makeUser(app);
    const followed = await makeUser(app);
    await makeFollow(app, me, followed);
    const first = await makePost(app, followed);
    const socket = connectTrestleSocket({
      baseUrl: app.url,
      token: me.token,
      transports: ['websocket'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const pushed = new Promise<{ source: string; count: number }>((resolve) =>
        socket.on('newsfeed:new', (event) => {
          if (event.source === 'following') resolve(event);
        }),
      );
      await makePost(app, followed);
      await makePost(app, followed, { category: 'news' });
      expect(await pushed).toEqual({ source: 'following', count: 1 });
      const count = await api(app.url, 'GET', `/user/newsfeed/check/${first.id}`, {
        token: me.token,
      });
      expect(count.status).toBe(200);
      expectContract('countNewFeedPosts', 200, count.body);
      expect(count.body.count).toBe(2);
      // With the feed's category filter, only the posts it would show count.
      const news = await api(app.url, 'GET', `/user/newsfeed/check/${first.id}?categories=news`, {
        token: me.token,
      });
      expect(news.body.count).toBe(1);
    } finally {
      socket.disconnect();
    }
  }, 30_000);

  it('keeps the number of queries per page independent of the page size', async () => {
    const me = await makeUser(app);
    for (let i = 0; i < 12; i++)
      await makePost(app, me, i % 3 === 0 ? { poll: { choices: ['a', 'b'] } } : {});
    const { readPosts, viewerOf } = await import('../../platform/feed/index');
    const ids = (
      await app.database.db
        .selectFrom('posts')
        .select('id')
        .where('author_id', '=', me.id)
        .orderBy('created_at', 'desc')
        .execute()
    ).map((r) => r.id);
    const user = await app.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    const count = async (n: number) => {
      let queries = 0;
      const counting = app.database.db.withPlugin({
        transformQuery: (args) => {
          queries += 1;
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      await readPosts(counting, viewerOf(user), ids.slice(0, n), 'home');
      return queries;
    };
    // Both pages hold a poll, so both need every kind of batch query.
    expect(await count(12)).toBe(await count(3));
  });
});

describe('the public read of a post', () => {
  it('shows a public post to a visitor and hides premium, deleted and unknown posts behind 404', async () => {
    const author = await makeUser(app);
    const open = await makePost(app, author, { text: 'Open house on site' });
    const premium = await makePost(app, author, { text: 'Members only', premium: true });
    const gone = await makePost(app, author);
    await api(app.url, 'DELETE', `/user/post/${gone.id}`, { token: author.token });
    const read = await api(app.url, 'GET', `/post/${open.id}`);
    expect(read.status).toBe(200);
    expectContract('getPublicPost', 200, read.body);
    expect(read.body).toMatchObject({ id: open.id, liked_by_user: null, can_reply: false });
    for (const id of [premium.id, gone.id, '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10']) {
      const hidden = await api(app.url, 'GET', `/post/${id}`);
      expect(hidden.status).toBe(404);
      expectContract('getPublicPost', 404, hidden.body);
    }
  });
});

describe('query plans', () => {
  it('reads every feed through an index, never a sequential scan of posts', async () => {
    const me = await makeUser(app);
    await makePost(app, me);
    const { feedPageQuery } = await import('./repo/feed');
    const { viewerOf } = await import('../../platform/feed/index');
    const user = await app.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    const viewer = viewerOf(user);
    const { sql } = await import('kysely');
    const after = { createdAt: '2026-01-01T00:00:00.000000Z', id: me.id };
    for (const [source, cursor] of [
      ['following', undefined],
      ['local', undefined],
      ['public', undefined],
      ['following', after],
      ['local', after],
    ] as const) {
      const compiled = feedPageQuery(
        app.database.db,
        { viewer: source === 'public' ? null : viewer, source },
        { skip: 0, limit: 10, after: cursor },
      ).compile();
      const plan = await app.database.db.transaction().execute(async (tx) => {
        // On a tiny table the planner rightly prefers a scan; forbidding it shows an index fits.
        await sql`set local enable_seqscan = off`.execute(tx);
        const result = await tx.executeQuery<{ 'QUERY PLAN': string }>({
          ...compiled,
          sql: `explain ${compiled.sql}`,
        });
        return result.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan, `${source} feed plan:\n${plan}`).not.toMatch(/Seq Scan on posts/);
    }
  });
});

describe('media on posts', () => {
  async function upload(token: string) {
    const sharp = (await import('sharp')).default;
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#f26b1d' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)]), 'site.png');
    const response = await fetch(`${app.url}/api/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return ((await response.json()) as { filename: string }).filename;
  }

  it('attaches the author’s own upload and stores its size, so cards are sized before loading', async () => {
    const author = await makeUser(app);
    const file = await upload(author.token);
    const post = await makePost(app, author, { text: 'Photo', media: [{ file, type: 'image' }] });
    expect(post.media).toEqual([{ file, type: 'image', width: 40, height: 30 }]);
  });

  it('quotes a repost that carries media itself, and a pure repost’s original', async () => {
    const author = await makeUser(app);
    const reposter = await makeUser(app);
    const quoter = await makeUser(app);
    const original = await makePost(app, author);
    const file = await upload(reposter.token);
    const withMedia = await makePost(app, reposter, {
      text: undefined,
      media: [{ file, type: 'image' }],
      repostId: original.id,
    });
    const quoteOfMedia = await makePost(app, quoter, { text: 'Look', repostId: withMedia.id });
    expect(quoteOfMedia.repost.id).toBe(withMedia.id);
    const pure = await makePost(app, reposter, { text: undefined, repostId: original.id });
    const quoteOfPure = await makePost(app, quoter, { text: 'Look', repostId: pure.id });
    expect(quoteOfPure.repost.id).toBe(original.id);
  });

  it('refuses someone else’s upload, an unknown file and a wrong type', async () => {
    const author = await makeUser(app);
    const other = await makeUser(app);
    const theirs = await upload(other.token);
    const mine = await upload(author.token);
    for (const media of [
      [{ file: theirs, type: 'image' }],
      [{ file: '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10.png', type: 'image' }],
      [{ file: mine, type: 'video' }],
    ]) {
      const response = await api(app.url, 'POST', '/user/post', {
        token: author.token,
        body: { text: 'x', media },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toHaveProperty('media');
    }
  });
});
