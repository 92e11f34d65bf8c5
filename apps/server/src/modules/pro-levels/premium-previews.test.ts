// Link previews of our own premium post's address show nothing of it to anyone but its readers:
// the page served to a crawler (Open Graph, Twitter card and oEmbed discovery tags, for a visitor
// and for a signed-in non-subscriber), the oEmbed answer, the unfurl path (POST /meta/og, which
// fetches the address as a crawler would) and a post that attaches the address as its link. A
// public post of the same author is previewed in full on each path, so every check can fail.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import {
  makePost,
  makeProLevel,
  makeUser,
  uploadFileAs,
  type TestUser,
} from '../../../test/support/factories';
import { api } from '../../../test/support/http';

const webDist = mkdtempSync(join(tmpdir(), 'trestle-premium-previews-web-'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Trestle</title></head><body><div id="root"></div></body></html>',
);
// Loopback is allowed so that the unfurl path can fetch our own address, as it would in production.
const app = useTestApp({ WEB_DIST: webDist, OUTBOUND_ALLOWED_PRIVATE_ADDRESSES: '127.0.0.0/8' });

const SECRET = 'obsidianlattice';
const CRAWLERS = ['facebookexternalhit/1.1', 'Twitterbot/1.0', 'Slackbot-LinkExpanding 1.0'];
let creator: TestUser;
let subscriber: TestUser;
let stranger: TestUser;
let premium: { id: string };
let open: { id: string };
let image: string;

beforeAll(async () => {
  creator = await makeUser(app);
  subscriber = await makeUser(app);
  stranger = await makeUser(app);
  const level = await makeProLevel(app, creator, { title: 'Inner circle' });
  expect(
    (
      await api(app.url, 'POST', `/user/subscription/${level.id}`, {
        token: subscriber.token,
        body: {},
      })
    ).status,
  ).toBe(201);
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#345678' } })
    .png()
    .toBuffer();
  image = (await uploadFileAs(app, creator, png, 'plan.png')).filename;
  premium = await makePost(app, creator, {
    text: `<p>${SECRET} site plan</p>`,
    media: [{ file: image, type: 'image' }],
    premiumLevels: [level.id],
  });
  open = await makePost(app, creator, { text: '<p>Open house on Friday</p>' });
}, 120_000);

const ownUrl = (id: string) => `${app.url}/post/${id}`;

async function crawl(id: string, agent: string, reader: TestUser | null) {
  const response = await fetch(ownUrl(id), {
    headers: {
      'user-agent': agent,
      ...(reader ? { authorization: `Bearer ${reader.token}` } : {}),
    },
  });
  return response.text();
}

describe('previews of a premium post address', () => {
  it('serve crawlers no Open Graph, card or oEmbed tags, and none of its words or media', async () => {
    for (const agent of CRAWLERS) {
      for (const reader of [null, stranger]) {
        const html = await crawl(premium.id, agent, reader);
        expect(html).toContain('<div id="root">');
        expect(html).not.toContain(SECRET);
        expect(html).not.toContain(image);
        expect(html).not.toMatch(/og:|twitter:|oembed/);
      }
      // The same path previews a public post: the check above can fail.
      const shown = await crawl(open.id, agent, null);
      expect(shown).toContain('og:description" content="Open house on Friday"');
    }
  });

  it('answer oEmbed with 404 for visitors and a signed-in non-subscriber', async () => {
    const query = (id: string) => `/oembed?url=${encodeURIComponent(ownUrl(id))}&format=json`;
    for (const reader of [null, stranger, subscriber]) {
      const answer = await api(app.url, 'GET', query(premium.id), {
        ...(reader ? { token: reader.token } : {}),
      });
      // oEmbed is for the open web: even a subscriber's session does not open it.
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain(SECRET);
    }
    const shown = await api(app.url, 'GET', query(open.id));
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.body)).toContain('Open house on Friday');
  });

  it('unfurl without its words or media, in POST /meta/og and in a post that links to it', async () => {
    for (const reader of [stranger, subscriber]) {
      const preview = await api(app.url, 'POST', '/meta/og', {
        token: reader.token,
        body: { url: ownUrl(premium.id) },
      });
      // A page without preview tags: at most the site's own title, never the post.
      const text = JSON.stringify(preview.body);
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(image);
      if (preview.status === 200) expect(preview.body.image).toBeNull();
    }
    const linking = await makePost(app, stranger, {
      text: '<p>Have you seen this?</p>',
      link: ownUrl(premium.id),
    });
    for (const reader of [null, stranger, subscriber]) {
      const read = await api(app.url, 'GET', `/user/post/${linking.id}`, {
        ...(reader ? { token: reader.token } : {}),
      });
      if (reader) expect(read.status).toBe(200);
      expect(JSON.stringify(read.body)).not.toContain(SECRET);
      expect(JSON.stringify(read.body)).not.toContain(image);
    }
    const shown = await api(app.url, 'POST', '/meta/og', {
      token: stranger.token,
      body: { url: ownUrl(open.id) },
    });
    expect(shown.status).toBe(200);
    expect(shown.body.description).toBe('Open house on Friday');
  });
});
