// Embedding posts: the server-rendered embed page (/embed/:id) for visitors' posts and the small
// "not available" card for the others (the visitor read rules), its CSP and size script; the
// oEmbed endpoint (rich type, bounds, 404s, 501 for xml); and the post page's preview tags.
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { makeGroup, makePost, makeUser, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';

// A built web app of one page, so the server serves post pages (and adds their head tags).
const webDist = mkdtempSync(join(tmpdir(), 'trestle-embed-web-'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Trestle</title></head><body><div id="root"></div></body></html>',
);
const app = useTestApp({ WEB_DIST: webDist });
const UNKNOWN_ID = '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10';

async function upload(person: TestUser) {
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)]), 'site.png');
  const response = await fetch(`${app.url}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${person.token}` },
    body: form,
  });
  return ((await response.json()) as { filename: string }).filename;
}

async function page(path: string) {
  const response = await fetch(`${app.url}${path}`);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const oembed = (query: string) => api(app.url, 'GET', `/oembed?${query}`);
const postUrl = (id: string) => `${app.context.config.publicUrl}/post/${id}`;

/** Everything the private-ish posts below have in common: none is for the open web. */
async function hiddenPosts() {
  const author = await makeUser(app);
  const premium = await makePost(app, author, { text: '<p>Members only</p>', premium: true });
  const group = await makeGroup(app, author, { type: 'private' });
  const inGroup = await makePost(app, author, { text: '<p>Crew only</p>', groupId: group.id });
  const deleted = await makePost(app, author, { text: '<p>Gone soon</p>' });
  await api(app.url, 'DELETE', `/user/post/${deleted.id}`, { token: author.token });
  const closed = await makeUser(app);
  const closedPost = await makePost(app, closed, { text: '<p>Closed profile</p>' });
  await api(app.url, 'POST', '/user/profile/open', {
    token: closed.token,
    body: { opened: false },
  });
  return { premium, inGroup, deleted, closedPost };
}

describe('the embed page', () => {
  it('renders a public post as HTML that reads without scripts, with its author, counts and link', async () => {
    const author = await makeUser(app);
    const fan = await makeUser(app);
    const image = await upload(author);
    const post = await makePost(app, author, {
      text: '<p>Poured the <strong>slab</strong> today</p>',
      media: [{ file: image, type: 'image', alt: 'Fresh concrete' }],
    });
    await api(app.url, 'POST', `/user/post/${post.id}/like`, {
      token: fan.token,
      body: { type: 'like' },
    });
    const { status, headers, html } = await page(`/embed/${post.id}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('Poured the <strong>slab</strong> today');
    expect(html).toContain(`@${author.username}`);
    expect(html).toContain(`href="/profile/${author.username}"`);
    expect(html).toContain(`src="/api/files/${image}" alt="Fresh concrete"`);
    expect(html).toContain('1 reaction');
    expect(html).toContain('0 replies');
    expect(html).toContain(`<time datetime="${post.createdAt}">`);
    expect(html).toContain(`href="/post/${post.id}"`);
    expect(html).toContain('View on Trestle');
    // Any site may frame it; only its own inline script and style run, and the script is small.
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors *');
    expect(headers.get('x-frame-options')).toBeNull();
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]!).digest('base64');
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(scripts[0]).toContain('trestle:embed-size');
    expect(Buffer.byteLength(scripts[0]!)).toBeLessThan(2 * 1024);
    expect(html).not.toMatch(/<script[^>]+src=/);
  });

  it('escapes what people wrote and drops what the rich-text rules do not allow', async () => {
    const author = await makeUser(app);
    await app.database.db
      .updateTable('users')
      .set({ display_name: 'Ana <b>"Builder"</b>' })
      .where('id', '=', author.id)
      .execute();
    const post = await makePost(app, author, {
      text: '<p>Hi<img src=x onerror="alert(1)"><script>alert(2)</script></p>',
    });
    const { html } = await page(`/embed/${post.id}`);
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('alert(2)');
    expect(html).not.toContain('<b>"Builder"</b>');
    expect(html).toContain('Ana &lt;b&gt;&quot;Builder&quot;&lt;/b&gt;');
  });

  it('shows a pure repost as the post it passes on', async () => {
    const author = await makeUser(app);
    const fan = await makeUser(app);
    const original = await makePost(app, author, { text: '<p>Original words</p>' });
    await api(app.url, 'POST', `/user/post/${original.id}/repost`, { token: fan.token });
    const repost = await app.database.db
      .selectFrom('posts')
      .select('id')
      .where('repost_of_id', '=', original.id)
      .where('author_id', '=', fan.id)
      .executeTakeFirstOrThrow();
    const { status, html } = await page(`/embed/${repost.id}`);
    expect(status).toBe(200);
    expect(html).toContain('Original words');
    expect(html).toContain(`@${author.username}`);
  });

  it('gives a small not-available card for premium, private, deleted, closed-profile, unknown and malformed posts', async () => {
    const hidden = await hiddenPosts();
    for (const id of [
      hidden.premium.id,
      hidden.inGroup.id,
      hidden.deleted.id,
      hidden.closedPost.id,
      UNKNOWN_ID,
      'not-a-post',
    ]) {
      const { status, headers, html } = await page(`/embed/${id}`);
      expect(status, id).toBe(404);
      expect(html, id).toContain('This post is not available.');
      expect(html, id).not.toMatch(/Members only|Crew only|Gone soon|Closed profile/);
      // Still framed and sized like any embed.
      expect(headers.get('content-security-policy')).toContain('frame-ancestors *');
      expect(html).toContain('trestle:embed-size');
    }
  });

  it('is the same page at another case or with a trailing slash, and /embed/x/y is the app', async () => {
    const author = await makeUser(app);
    const post = await makePost(app, author, { text: '<p>Case test</p>' });
    expect((await page(`/EMBED/${post.id}/`)).html).toContain('Case test');
    const nested = await page(`/embed/${post.id}/extra`);
    expect(nested.html).toContain('<div id="root">');
    expect(nested.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('GET /oembed', () => {
  it('answers the rich type for a post page or embed page address, within the bounds asked', async () => {
    const author = await makeUser(app);
    const post = await makePost(app, author, { text: '<p>Steel frame is up</p>' });
    for (const url of [postUrl(post.id), `${app.url}/embed/${post.id}`]) {
      const response = await oembed(`url=${encodeURIComponent(url)}&maxwidth=400&maxheight=100`);
      expect(response.status, url).toBe(200);
      expectContract('getOembed', 200, response.body);
      expect(response.body).toMatchObject({
        version: '1.0',
        type: 'rich',
        provider_name: 'Trestle',
        width: 400,
        height: 100,
        author_url: `${app.context.config.publicUrl}/profile/${author.username}`,
      });
      expect(response.body.html).toContain(`data-post-id="${post.id}"`);
      expect(response.body.html).toContain('Steel frame is up');
      expect(response.body.html).toContain(`${app.context.config.publicUrl}/embed.js`);
    }
    const wide = await oembed(`url=${encodeURIComponent(postUrl(post.id))}`);
    expect(wide.body.width).toBe(550);
  });

  it('answers 404 for posts visitors may not read, unknown posts and other sites', async () => {
    const hidden = await hiddenPosts();
    const author = await makeUser(app);
    const post = await makePost(app, author);
    for (const url of [
      postUrl(hidden.premium.id),
      postUrl(hidden.inGroup.id),
      postUrl(hidden.deleted.id),
      postUrl(hidden.closedPost.id),
      postUrl(UNKNOWN_ID),
      `https://elsewhere.example/post/${post.id}`,
      `${app.context.config.publicUrl}/profile/${author.username}`,
      'not a url',
    ]) {
      const response = await oembed(`url=${encodeURIComponent(url)}`);
      expect(response.status, url).toBe(404);
      expectContract('getOembed', 404, response.body);
    }
  });

  it('answers 501 for the xml format and 400 without a url', async () => {
    const author = await makeUser(app);
    const post = await makePost(app, author);
    const xml = await oembed(`url=${encodeURIComponent(postUrl(post.id))}&format=xml`);
    expect(xml.status).toBe(501);
    expectContract('getOembed', 501, xml.body);
    expect((await oembed('maxwidth=300')).status).toBe(400);
    expect((await oembed(`url=x&maxwidth=0`)).status).toBe(400);
  });
});

describe('the post page for link previews', () => {
  it('carries Open Graph, Twitter card and oEmbed discovery tags for a public post', async () => {
    const author = await makeUser(app);
    const image = await upload(author);
    const post = await makePost(app, author, {
      text: '<p>Roof "trusses" & <em>beams</em></p>',
      media: [{ file: image, type: 'image' }],
    });
    const { status, html } = await page(`/post/${post.id}`);
    expect(status).toBe(200);
    expect(html).toContain('<div id="root">');
    const publicUrl = app.context.config.publicUrl;
    expect(html).toContain(`<meta property="og:url" content="${publicUrl}/post/${post.id}"`);
    expect(html).toContain(
      '<meta property="og:description" content="Roof &quot;trusses&quot; &amp; beams"',
    );
    expect(html).toContain(`<meta property="og:image" content="${publicUrl}/api/files/${image}"`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(html).toContain(`og:title" content="`);
    const discovery = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(
      html,
    );
    expect(discovery).not.toBeNull();
    const href = discovery![1]!.replace(/&amp;/g, '&');
    const answer = await fetch(href.replace(publicUrl, app.url));
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { type: string }).type).toBe('rich');
    // The tags sit in the head, before the app's body.
    expect(html.indexOf('og:url')).toBeLessThan(html.indexOf('</head>'));
  });

  it('has no preview tags for a post visitors may not read', async () => {
    const hidden = await hiddenPosts();
    for (const id of [hidden.premium.id, hidden.inGroup.id, UNKNOWN_ID, 'x']) {
      const { status, html } = await page(`/post/${id}`);
      expect(status).toBe(200);
      expect(html).not.toContain('og:');
      expect(html).not.toContain('Members only');
    }
  });
});
