// POST /explore/search/advanced: every operator of the typed line, the form, both together, the
// read rules on every result, and random lines answered with 400 or a page, never a 500.
import { ADVANCED_SEARCH_MESSAGES, formatAdvancedSearch, parseAdvancedSearch } from '@trestle/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { makePost, makeUser, uploadFileAs, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';

const app = useTestApp({ VIDEO_PROCESSING: 'off' });

let viewer: TestUser;
let ana: TestUser;
let bob: TestUser;
let blocked: TestUser;
const posts: Record<string, string> = {};

const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.alloc(64),
]);

async function search(q: string, body: Record<string, unknown> = {}, extra = '') {
  return api(app.url, 'POST', `/explore/search/advanced?q=${encodeURIComponent(q)}${extra}`, {
    token: viewer.token,
    body,
  });
}

async function found(q: string, body: Record<string, unknown> = {}, extra = '') {
  const response = await search(q, body, extra);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expectContract('searchPostsAdvanced', 200, response.body);
  return (response.body.items as { id: string }[]).map((p) => p.id).sort();
}

const sorted = (...keys: string[]) => keys.map((k) => posts[k]!).sort();

beforeAll(async () => {
  [viewer, ana, bob, blocked] = await Promise.all([
    makeUser(app),
    makeUser(app),
    makeUser(app),
    makeUser(app),
  ]);
  posts.slab = (
    await makePost(app, ana, { text: '<p>Concrete slab on grade poured today #formwork</p>' })
  ).id;
  posts.asphalt = (
    await makePost(app, ana, { text: '<p>Concrete and asphalt patching</p>', category: 'news' })
  ).id;
  const reply = await api(app.url, 'POST', `/user/post/${posts.slab}/reply`, {
    token: bob.token,
    body: { text: '<p>Nice concrete work</p>' },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  posts.reply = reply.body.id;
  posts.mention = (
    await makePost(app, bob, { text: `<p>Ask @${ana.username} about grade beams</p>` })
  ).id;
  const { filename } = await uploadFileAs(app, bob, MP4, 'pour.mp4');
  posts.video = (
    await makePost(app, bob, {
      text: '<p>Pour timelapse</p>',
      media: [{ file: filename, type: 'video', width: 1920, height: 1080, duration: 300 }],
    })
  ).id;
  posts.blocked = (await makePost(app, blocked, { text: '<p>Concrete slab on grade</p>' })).id;
  expect(
    (await api(app.url, 'POST', `/user/${blocked.id}/block`, { token: viewer.token })).status,
  ).toBe(200);
});

describe('the typed line', () => {
  it('words, "phrases" and -words; never a blocked author’s post', async () => {
    expect(await found('concrete')).toEqual(sorted('slab', 'asphalt', 'reply'));
    expect(await found('"slab on grade"')).toEqual(sorted('slab'));
    expect(await found('concrete -asphalt')).toEqual(sorted('slab', 'reply'));
  });

  it('a "phrase" finds its words side by side only, stop words keeping their place', async () => {
    const side = (await makePost(app, bob, { text: '<p>We found house plans in the shed</p>' })).id;
    const apart = (await makePost(app, bob, { text: '<p>The house we found was old</p>' })).id;
    const between = (await makePost(app, bob, { text: '<p>Finally found the house</p>' })).id;
    expect(await found('"found house"')).toEqual([side]);
    expect(await found('"found the house"')).toEqual([between]);
    expect(await found('"house"')).toEqual([side, apart, between].sort());
    expect(await found('found house')).toEqual([side, apart, between].sort());
    expect(await found('"house plans" -shed')).toEqual([]);
  });

  it('from:, to:, @ and #', async () => {
    expect(await found(`concrete from:${ana.username}`)).toEqual(sorted('slab', 'asphalt'));
    expect(await found(`to:${ana.username}`)).toEqual(sorted('reply'));
    expect(await found(`@${ana.username}`)).toEqual(sorted('mention'));
    expect(await found('#formwork')).toEqual(sorted('slab'));
    expect(await found('from:nobody_here')).toEqual([]);
  });

  it('has:, before: and after:', async () => {
    expect(await found('has:video')).toEqual(sorted('video'));
    expect(await found('concrete before:2000-01-01')).toEqual([]);
    expect(await found('concrete after:2000-01-01')).toEqual(sorted('slab', 'asphalt', 'reply'));
  });

  it('a line it cannot read is a 400 with the reason', async () => {
    const refused = await search('has:pdf');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(ADVANCED_SEARCH_MESSAGES.badHas('pdf'));
    // A day before the year 1 is refused by the reader, not failed on by the database.
    expect((await search('before:0000-01-01')).status).toBe(400);
    // "-" before a phrase: refused, not read as a phrase that must appear.
    const phrase = await search('concrete -"slab on grade"');
    expect(phrase.status).toBe(400);
    expect(phrase.body.errors).toEqual({ q: ADVANCED_SEARCH_MESSAGES.excludedPhrase });
  });
});

describe('the form and the query parameters', () => {
  it('form parts, combined with the line', async () => {
    expect(await found('', { search: { exactPhrase: 'slab on grade' } })).toEqual(sorted('slab'));
    expect(await found('', { search: { anyWords: 'asphalt timelapse' } })).toEqual(
      sorted('asphalt', 'video'),
    );
    expect(await found('concrete', { search: { noneWords: 'asphalt nice' } })).toEqual(
      sorted('slab'),
    );
    expect(await found('concrete', { fromUsers: [bob.id] })).toEqual(sorted('reply'));
    expect(await found('', { toUsers: [ana.id] })).toEqual(sorted('reply'));
    expect(await found('', { aboutUsers: [ana.id] })).toEqual(sorted('mention'));
    expect(await found('', { tags: ['Formwork'] })).toEqual(sorted('slab'));
    // The form's topics are read as the line reads #topic: with or without "#", or refused.
    expect(await found('', { tags: ['#formwork'] })).toEqual(sorted('slab'));
    const refused = await search('', { tags: ['formwork', 're-bar'] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'tags.1': ADVANCED_SEARCH_MESSAGES.badTag('re-bar') });
    expect(await found('concrete', {}, '&categories=news')).toEqual(sorted('asphalt'));
    expect(await found('concrete', {}, '&op=true')).toEqual(sorted('slab', 'asphalt'));
    expect(await found('', {}, '&type=media&subType=videos&duration=medium')).toEqual(
      sorted('video'),
    );
    expect(await found('', {}, '&type=media&duration=long')).toEqual([]);
  });

  it('oldest first and newest first', async () => {
    const page = async (order: string) =>
      ((await search('concrete', {}, `&chronology=${order}`)).body.items as { id: string }[]).map(
        (p) => p.id,
      );
    expect(await page('oldest')).toEqual([posts.slab, posts.asphalt, posts.reply]);
    expect(await page('recent')).toEqual([posts.reply, posts.asphalt, posts.slab]);
  });
});

describe('random lines', () => {
  it('answer 400 or a page, never a 500', async () => {
    let state = 11;
    const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const alphabet = [
      ...'ab #@-":_ 1\'\\;%',
      'from:',
      'to:',
      'has:',
      'before:',
      'after:',
      'é',
      "' or 1=1 --",
    ];
    for (let i = 0; i < 300; i += 1) {
      const line = Array.from(
        { length: Math.floor(next() * 30) },
        () => alphabet[Math.floor(next() * alphabet.length)],
      ).join('');
      const response = await app.app.inject({
        method: 'POST',
        url: `/api/explore/search/advanced?q=${encodeURIComponent(line)}`,
        headers: { authorization: `Bearer ${viewer.token}`, 'content-type': 'application/json' },
        payload: '{}',
      });
      const parsed = parseAdvancedSearch(line);
      expect(response.statusCode, line).toBe(parsed.ok ? 200 : 400);
      if (parsed.ok) expect(parseAdvancedSearch(formatAdvancedSearch(parsed.tree))).toEqual(parsed);
    }
  });
});
