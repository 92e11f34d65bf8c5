// The profile's tabs: each bucket's posts through the read pipeline, paging, the pinned post left
// out, reactions by type, blocks both ways, mutes (a muted person's profile still shows posts).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { makePost, makeUser, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';

const app = useTestApp();
const UNKNOWN_ID = '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10';

async function upload(token: string) {
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)]), 'a.png');
  const response = await fetch(`${app.url}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return ((await response.json()) as { filename: string }).filename;
}

const tab = async (viewer: TestUser, person: TestUser, query: string) => {
  const response = await api(app.url, 'GET', `/user/newsfeed/${person.id}?limit=100&${query}`, {
    token: viewer.token,
  });
  expect(response.status, `${query}: ${JSON.stringify(response.body)}`).toBe(200);
  expectContract('listProfilePosts', 200, response.body);
  return response.body.items.map((p: any) => p.id) as string[];
};

describe('profile post tabs', () => {
  it('puts each post in its buckets and leaves the pinned post out', async () => {
    const me = await makeUser(app);
    const ana = await makeUser(app);
    const other = await makeUser(app);
    const image = await upload(ana.token);
    const plain = await makePost(app, ana, { text: 'Plain' });
    const blog = await makePost(app, ana, { kind: 'blog', title: 'Blog', text: '<p>Long</p>' });
    const poll = await makePost(app, ana, { text: 'Poll', poll: { choices: ['a', 'b'] } });
    const photo = await makePost(app, ana, {
      text: 'Photo',
      media: [{ file: image, type: 'image' }],
    });
    const premium = await makePost(app, ana, { text: 'Members', premium: true });
    const theirs = await makePost(app, other, { text: 'Theirs' });
    const reply = await api(app.url, 'POST', `/user/post/${theirs.id}/reply`, {
      token: ana.token,
      body: { text: 'A reply' },
    });
    expect(reply.status).toBe(201);
    await api(app.url, 'POST', `/user/post/${theirs.id}/repost`, { token: ana.token });
    const pinned = await makePost(app, ana, { text: 'Pinned' });
    await api(app.url, 'POST', `/user/post/${pinned.id}/pin`, { token: ana.token });

    const content = await tab(me, ana, 'type=content');
    expect(content).not.toContain(pinned.id);
    expect(content).toEqual(
      expect.arrayContaining([plain.id, blog.id, poll.id, photo.id, reply.body.id]),
    );
    expect(content).toHaveLength(7); // plain, blog, poll, photo, premium, reply, repost
    const op = await tab(me, ana, 'type=op');
    expect(op.sort()).toEqual([plain.id, blog.id, poll.id, photo.id, premium.id].sort());
    expect((await tab(me, ana, 'type=content&op=true')).sort()).toEqual(op.sort());
    expect(await tab(me, ana, 'type=replies')).toEqual([reply.body.id]);
    expect(await tab(me, ana, 'type=blogs')).toEqual([blog.id]);
    expect(await tab(me, ana, 'type=polls')).toEqual([poll.id]);
    expect(await tab(me, ana, 'type=media')).toEqual([photo.id]);
    expect(await tab(me, ana, 'type=images')).toEqual([photo.id]);
    expect(await tab(me, ana, 'type=media&subType=images')).toEqual([photo.id]);
    for (const empty of ['videos', 'videos_full', 'gifs', 'audio', 'shorts', 'contentGroups']) {
      expect(await tab(me, ana, `type=${empty}`), empty).toEqual([]);
    }
    const reposts = await api(app.url, 'GET', `/user/newsfeed/${ana.id}?type=reposts`, {
      token: me.token,
    });
    expect(reposts.body.items).toHaveLength(1);
    expect(reposts.body.items[0].repost.id).toBe(theirs.id);
    // Premium posts come locked to others and whole to the author.
    const locked = await api(app.url, 'GET', `/user/newsfeed/${ana.id}?type=premium`, {
      token: me.token,
    });
    expect(locked.body.items[0]).toMatchObject({ id: premium.id, locked: true, text: '' });
    const own = await api(app.url, 'GET', `/user/newsfeed/${ana.id}?type=premium`, {
      token: ana.token,
    });
    expect(own.body.items[0]).toMatchObject({ id: premium.id, locked: false });
    // Paging: newest first, pages do not overlap.
    const first = await api(app.url, 'GET', `/user/newsfeed/${ana.id}?limit=3`, {
      token: me.token,
    });
    const second = await api(app.url, 'GET', `/user/newsfeed/${ana.id}?limit=3&skip=3`, {
      token: me.token,
    });
    expect([...first.body.items, ...second.body.items].map((p: any) => p.id)).toEqual(
      content.slice(0, 6),
    );
    // Shorts have their own call too.
    const shorts = await api(app.url, 'GET', `/user/profile/${ana.id}/shorts`, { token: me.token });
    expect(shorts.status).toBe(200);
    expectContract('listProfileShorts', 200, shorts.body);
    for (const path of ['groups', 'channels']) {
      const list = await api(app.url, 'GET', `/user/profile/${ana.id}/${path}`, {
        token: me.token,
      });
      expect(list.status).toBe(200);
      expect(list.body).toEqual({ items: [] });
    }
  });

  it('lists reactions newest first, by type', async () => {
    const me = await makeUser(app);
    const ana = await makeUser(app);
    const author = await makeUser(app);
    const a = await makePost(app, author);
    const b = await makePost(app, author);
    await api(app.url, 'POST', `/user/post/${a.id}/like`, {
      token: ana.token,
      body: { type: 'like' },
    });
    await api(app.url, 'POST', `/user/post/${b.id}/like`, {
      token: ana.token,
      body: { type: 'love' },
    });
    const all = await api(app.url, 'GET', `/user/likes/${ana.id}`, { token: me.token });
    expect(all.status).toBe(200);
    expectContract('listProfileReactions', 200, all.body);
    expect(all.body.items.map((p: any) => p.id)).toEqual([b.id, a.id]);
    const loves = await api(app.url, 'GET', `/user/likes/${ana.id}?type=love`, { token: me.token });
    expect(loves.body.items.map((p: any) => p.id)).toEqual([b.id]);
    expect(await tab(me, ana, 'type=reactions&subType=like')).toEqual([a.id]);
    expect(await tab(me, ana, 'type=reactions')).toEqual([b.id, a.id]);
    // A reacted post whose author blocked the viewer is left out.
    await api(app.url, 'POST', `/user/${me.id}/block`, { token: author.token });
    expect(await tab(me, ana, 'type=reactions')).toEqual([]);
  });

  it('answers 401, 404 and 400 as the contract says, and applies blocks and mutes', async () => {
    const me = await makeUser(app);
    const ana = await makeUser(app);
    const post = await makePost(app, ana);
    expect((await api(app.url, 'GET', `/user/newsfeed/${ana.id}`)).status).toBe(401);
    expect((await api(app.url, 'GET', `/user/likes/${ana.id}`)).status).toBe(401);
    const unknown = await api(app.url, 'GET', `/user/newsfeed/${UNKNOWN_ID}`, { token: me.token });
    expect(unknown.status).toBe(404);
    expectContract('listProfilePosts', 404, unknown.body);
    for (const query of [
      'type=nope',
      'type=media&subType=like',
      'type=reactions&subType=images',
      'type=blogs&subType=images',
      'limit=0',
      'skip=-1',
    ]) {
      const bad = await api(app.url, 'GET', `/user/newsfeed/${ana.id}?${query}`, {
        token: me.token,
      });
      expect(bad.status, query).toBe(400);
    }
    // A muted person's profile still shows their posts.
    await api(app.url, 'POST', `/user/${ana.id}/mute`, { token: me.token });
    expect(await tab(me, ana, 'type=content')).toEqual([post.id]);
    // The blocker sees an empty tab; the blocked gets 404.
    await api(app.url, 'POST', `/user/${ana.id}/block`, { token: me.token });
    expect(await tab(me, ana, 'type=content')).toEqual([]);
    for (const path of [
      `/user/newsfeed/${me.id}`,
      `/user/likes/${me.id}`,
      `/user/profile/${me.id}/groups`,
    ]) {
      expect((await api(app.url, 'GET', path, { token: ana.token })).status, path).toBe(404);
    }
  });
});
