// Explore's media tabs, shorts and the video column's search (GET /explore/media, GET
// /explore/shorts, POST /explore/search/video), and what a short is. Video processing is off here
// (files kept as uploaded), so the sizes and lengths are the ones the posts declare; the read
// rules apply to every result (a blocked author's posts are never found).
import { VIDEO_MESSAGES } from '@trestle/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { makePost, makeUser, uploadFileAs, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { mediaPostIds } from './repo';
import sharp from 'sharp';

const app = useTestApp({ VIDEO_PROCESSING: 'off' });

/** The first bytes of an MP4 (an ftyp box): recognised as video/mp4 and kept as uploaded. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.alloc(64),
]);

let viewer: TestUser;
let maker: TestUser;
let blocked: TestUser;
const posts: Record<string, string> = {};

async function videoPost(
  author: TestUser,
  text: string,
  video: { width: number; height: number; duration: number },
  extra: Record<string, unknown> = {},
) {
  const { filename } = await uploadFileAs(app, author, MP4, 'clip.mp4');
  return makePost(app, author, {
    text: `<p>${text}</p>`,
    media: [{ file: filename, type: 'video', ...video }],
    ...extra,
  });
}

const ids = (body: { items: { id: string }[] }) => body.items.map((p) => p.id);

beforeAll(async () => {
  [viewer, maker, blocked] = await Promise.all([makeUser(app), makeUser(app), makeUser(app)]);
  const vertical = { width: 1080, height: 1920 };
  posts.short = (
    await videoPost(maker, 'Pouring the slab', { ...vertical, duration: 30 }, { kind: 'short' })
  ).id;
  posts.laterShort = (
    await videoPost(
      maker,
      'Framing walls',
      { ...vertical, duration: 80 },
      { kind: 'short', category: 'business' },
    )
  ).id;
  posts.long = (
    await videoPost(maker, 'Site tour', { width: 1920, height: 1080, duration: 600 })
  ).id;
  posts.clip = (
    await videoPost(maker, 'Crane lift', { width: 1920, height: 1080, duration: 20 })
  ).id;
  const picture = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#888' },
  })
    .png()
    .toBuffer();
  const { filename } = await uploadFileAs(app, maker, picture, 'site.png');
  posts.image = (await makePost(app, maker, { media: [{ file: filename, type: 'image' }] })).id;
  posts.blockedShort = (
    await videoPost(blocked, 'Pouring elsewhere', { ...vertical, duration: 20 }, { kind: 'short' })
  ).id;
  const block = await api(app.url, 'POST', `/user/${blocked.id}/block`, { token: viewer.token });
  expect(block.status).toBe(200);
});

describe('a short', () => {
  it('is one vertical or square video of at most 90 seconds: a landscape or longer one is refused', async () => {
    for (const video of [
      { width: 1920, height: 1080, duration: 30 },
      { width: 1080, height: 1920, duration: 91 },
    ]) {
      const { filename } = await uploadFileAs(app, maker, MP4, 'clip.mp4');
      const refused = await api(app.url, 'POST', '/user/post', {
        token: maker.token,
        body: { kind: 'short', media: [{ file: filename, type: 'video', ...video }] },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(VIDEO_MESSAGES.notAShort);
    }
  });
});

describe('GET /explore/shorts', () => {
  it('finds shorts, newest first, never a blocked author’s', async () => {
    const found = await api(app.url, 'GET', '/explore/shorts', { token: viewer.token });
    expect(found.status).toBe(200);
    expectContract('exploreShorts', 200, found.body);
    expect(ids(found.body)).toEqual([posts.laterShort, posts.short]);
  });

  it('filters by words, category and length, and sorts oldest first', async () => {
    const get = async (query: string) =>
      ids((await api(app.url, 'GET', `/explore/shorts?${query}`, { token: viewer.token })).body);
    expect(await get('search=slab')).toEqual([posts.short]);
    expect(await get('categories=business')).toEqual([posts.laterShort]);
    expect(await get('chronology=oldest')).toEqual([posts.short, posts.laterShort]);
    expect(await get('duration=medium')).toEqual([]);
    expect(await get('duration=short&limit=1&skip=1')).toEqual([posts.short]);
  });
});

describe('GET /explore/media', () => {
  it('finds each kind of media by its tab', async () => {
    const get = async (type: string) => {
      const found = await api(app.url, 'GET', `/explore/media?type=${type}`, {
        token: viewer.token,
      });
      expectContract('exploreMedia', 200, found.body);
      return ids(found.body);
    };
    expect(await get('images')).toEqual([posts.image]);
    expect(await get('videos')).toEqual([posts.clip, posts.long, posts.laterShort, posts.short]);
    expect(await get('media')).toHaveLength(5);
    expect(await get('music')).toEqual([]);
  });
});

describe('POST /explore/search/video', () => {
  it('the video column lists long videos; video search finds by words', async () => {
    const column = await api(app.url, 'POST', '/explore/search/video', {
      token: viewer.token,
      body: {},
    });
    expect(column.status).toBe(200);
    expectContract('searchVideos', 200, column.body);
    expect(ids(column.body)).toEqual([posts.long]);
    const crane = await api(app.url, 'POST', '/explore/search/video', {
      token: viewer.token,
      body: { type: 'videos', search: 'crane' },
    });
    expect(ids(crane.body)).toEqual([posts.clip]);
    const pouring = await api(app.url, 'POST', '/explore/search/video', {
      token: viewer.token,
      body: { type: 'shorts', search: 'pouring' },
    });
    expect(ids(pouring.body), 'the blocked author’s short is not found').toEqual([posts.short]);
  });

  it('counts as long the videos at least the configured LONG_VIDEO_SECONDS long', async () => {
    const column = (longVideoSeconds: number | undefined) =>
      mediaPostIds(app.context.db, {
        viewerId: viewer.id,
        bucket: 'videos_full',
        ...(longVideoSeconds === undefined ? {} : { longVideoSeconds }),
        words: '',
        categories: [],
        duration: 'any',
        chronology: 'oldest',
        skip: 0,
        limit: 10,
      });
    // Four minutes by default (the config's default is the same).
    expect(app.context.config.longVideoSeconds).toBe(240);
    expect(await column(undefined)).toEqual([posts.long]);
    // 20 seconds: the 20-s clip, the 30-s and 80-s shorts count too; the 600-s one still does.
    expect(await column(20)).toEqual([posts.short, posts.laterShort, posts.long, posts.clip]);
    expect(await column(21)).toEqual([posts.short, posts.laterShort, posts.long]);
  });
});
