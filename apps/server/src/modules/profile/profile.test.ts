// The own profile (read, edit, open or closed), other people's profiles by id and by name, public
// user cards, and people search (prefix and fuzzy, trigram).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { makeFollow, makePost, makeUser, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { NOT_YOUR_UPLOAD, WRONG_KIND } from '../../platform/storage/attached-files';
import { BAD_ADDRESS, COMPANY_FOR_BUSINESS } from './edit';
import { PERSON_NOT_FOUND } from './policy';

const app = useTestApp();
const UNKNOWN_ID = '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10';

async function upload(token: string, kind: 'png' | 'pdf' = 'png') {
  const sharp = (await import('sharp')).default;
  const bytes =
    kind === 'png'
      ? await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f26b1d' } })
          .png()
          .toBuffer()
      : Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), `file.${kind}`);
  const response = await fetch(`${app.url}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { filename: string }).filename;
}

const edit = (user: TestUser, body: unknown) =>
  api(app.url, 'POST', '/user/profile', { token: user.token, body });

describe('the own profile', () => {
  it('needs a session', async () => {
    for (const [method, path, body] of [
      ['GET', '/user/profile', undefined],
      ['POST', '/user/profile', { general: { displayName: 'X' } }],
      ['POST', '/user/profile/open', { opened: false }],
      ['POST', '/user/profile/onboarded', undefined],
      ['GET', `/user/profile/${UNKNOWN_ID}`, undefined],
      ['POST', '/user/profile/search', { search: 'a' }],
      ['POST', '/users/search', { search: 'a' }],
    ] as const) {
      const response = await api(app.url, method, path, { body });
      expect(response.status, path).toBe(401);
    }
  });

  it('saves general, profession, links, works, gallery and company, and reads them back', async () => {
    const me = await makeUser(app, { accountType: 'business' });
    const avatar = await upload(me.token);
    const cover = await upload(me.token);
    const body = {
      general: {
        displayName: '  Ana Builder ',
        avatar,
        cover,
        bio: 'Timber frames since 2001',
        location: 'Leeds',
        website: 'ana.example',
      },
      profession: [{ title: 'Carpenter', companyRole: 'builder' }],
      links: [{ title: 'Portfolio', url: 'https://ana.example/work' }],
      works: [{ title: 'Barn', year: 2020, image: avatar, description: 'Oak barn' }],
      gallery: [{ file: cover, caption: 'Site' }],
      company: { name: 'Ana Frames Ltd', businessType: 'specialty_contractor', phone: '123' },
    };
    const saved = await edit(me, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expectContract('updateOwnProfile', 200, saved.body);
    expect(saved.body.general).toMatchObject({
      displayName: 'Ana Builder',
      avatar,
      cover,
      website: 'https://ana.example/',
    });
    expect(saved.body.company).toMatchObject({ name: 'Ana Frames Ltd' });
    const read = await api(app.url, 'GET', '/user/profile', { token: me.token });
    expectContract('getOwnProfile', 200, read.body);
    expect(read.body).toEqual(saved.body);
    // A part left out stays; a general key given as null clears.
    const again = await edit(me, { general: { bio: null } });
    expect(again.body.general.bio).toBeNull();
    expect(again.body.general.avatar).toBe(avatar);
    expect(again.body.works).toHaveLength(1);
  });

  it('refuses files that are not the caller’s images, bad addresses and a personal company', async () => {
    const me = await makeUser(app);
    const other = await makeUser(app);
    const theirs = await upload(other.token);
    const pdf = await upload(me.token, 'pdf');
    const cases: [unknown, string, string][] = [
      [{ general: { avatar: theirs } }, 'general.avatar', NOT_YOUR_UPLOAD],
      [{ general: { cover: 'nope.png' } }, 'general.cover', NOT_YOUR_UPLOAD],
      [{ general: { avatar: pdf } }, 'general.avatar', WRONG_KIND.image],
      [{ gallery: [{ file: theirs }] }, 'gallery.0.file', NOT_YOUR_UPLOAD],
      [{ links: [{ url: 'javascript:alert(1)' }] }, 'links.0.url', BAD_ADDRESS],
      [{ general: { website: 'ftp://x.example' } }, 'general.website', BAD_ADDRESS],
      [{ company: { name: 'Solo' } }, 'company', COMPANY_FOR_BUSINESS],
    ];
    for (const [body, field, message] of cases) {
      const response = await edit(me, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expectContract('updateOwnProfile', 400, response.body);
      expect(response.body.errors).toMatchObject({ [field]: message });
    }
    for (const body of [
      {},
      { general: { displayName: '' } },
      { general: { avatar: '../etc/passwd' } },
      { general: { displayName: 'A\u0000B' } },
      { unknown: 1 },
    ]) {
      expect((await edit(me, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('onboarding', () => {
  it('starts unfinished for a newcomer and is recorded once, whatever how often it is finished', async () => {
    const newcomer = await makeUser(app);
    const before = await api(app.url, 'GET', '/user/profile', { token: newcomer.token });
    expectContract('getOwnProfile', 200, before.body);
    expect(before.body.onboardedAt).toBeNull();

    const first = await api(app.url, 'POST', '/user/profile/onboarded', { token: newcomer.token });
    expectContract('completeOnboarding', 200, first.body);
    expect(first.status).toBe(200);
    expect(first.body.id).toBe(newcomer.id);
    const finishedAt = Date.parse(first.body.onboardedAt);
    expect(Math.abs(finishedAt - Date.now())).toBeLessThan(5 * 60_000);

    const again = await api(app.url, 'POST', '/user/profile/onboarded', { token: newcomer.token });
    expect(again.body.onboardedAt).toBe(first.body.onboardedAt);
    const after = await api(app.url, 'GET', '/user/profile', { token: newcomer.token });
    expect(after.body.onboardedAt).toBe(first.body.onboardedAt);
  });

  it('is one person’s own: finishing it leaves others unfinished', async () => {
    const [ana, ben] = await Promise.all([makeUser(app), makeUser(app)]);
    await api(app.url, 'POST', '/user/profile/onboarded', { token: ana.token });
    const benNow = await api(app.url, 'GET', '/user/profile', { token: ben.token });
    expect(benNow.body.onboardedAt).toBeNull();
  });
});

describe('profiles of other people', () => {
  it('shows a profile by id and by name with counts, relations and the pinned post', async () => {
    const me = await makeUser(app);
    const ana = await makeUser(app);
    await makeFollow(app, me, ana);
    await makeFollow(app, ana, me);
    await makePost(app, ana);
    const pinned = await makePost(app, ana, { text: 'Pinned note' });
    await api(app.url, 'POST', `/user/post/${pinned.id}/pin`, { token: ana.token });
    const byId = await api(app.url, 'GET', `/user/profile/${ana.id}`, { token: me.token });
    expect(byId.status).toBe(200);
    expectContract('getProfile', 200, byId.body);
    expect(byId.body).toMatchObject({
      id: ana.id,
      username: ana.username,
      followersCount: 1,
      followingCount: 1,
      postsCount: 2,
      followedByMe: true,
      followsMe: true,
      mutedByMe: false,
      blockedByMe: false,
      canMessage: true,
      opened: true,
      note: null,
      levels: [],
    });
    expect(byId.body.pinnedPost).toMatchObject({ id: pinned.id, pinned: true });
    const byName = await api(
      app.url,
      'GET',
      `/user/profile-by-name/${ana.username.toUpperCase()}`,
      {
        token: me.token,
      },
    );
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual(byId.body);
    // A visitor sees the open profile without relations.
    const visitor = await api(app.url, 'GET', `/user/profile-by-name/${ana.username}`);
    expect(visitor.status).toBe(200);
    expectContract('getProfileByName', 200, visitor.body);
    expect(visitor.body).not.toHaveProperty('followedByMe');
    expect(visitor.body.pinnedPost).toMatchObject({ id: pinned.id });
    // The own id: the profile as others see it, pinned post null when none.
    const own = await api(app.url, 'GET', `/user/profile/${me.id}`, { token: me.token });
    expect(own.status).toBe(200);
    expect(own.body.pinnedPost).toBeNull();
  });

  it('answers 404 for unknown people and 400 for malformed ids and names', async () => {
    const me = await makeUser(app);
    const unknown = await api(app.url, 'GET', `/user/profile/${UNKNOWN_ID}`, { token: me.token });
    expect(unknown.status).toBe(404);
    expectContract('getProfile', 404, unknown.body);
    expect(unknown.body.message).toBe(PERSON_NOT_FOUND);
    expect((await api(app.url, 'GET', '/user/profile-by-name/nobody_here_x')).status).toBe(404);
    expect((await api(app.url, 'GET', `/users/${UNKNOWN_ID}`)).status).toBe(404);
    expect(
      (await api(app.url, 'GET', '/user/profile/not-a-uuid', { token: me.token })).status,
    ).toBe(400);
    expect((await api(app.url, 'GET', '/user/profile-by-name/bad%20name!')).status).toBe(400);
    expect((await api(app.url, 'GET', '/user/profile-by-name/a%00bc')).status).toBe(400);
  });

  it('opens for the blocker with blockedByMe and no pinned post, and is 404 for the blocked', async () => {
    const me = await makeUser(app);
    const other = await makeUser(app);
    const pinned = await makePost(app, other);
    await api(app.url, 'POST', `/user/post/${pinned.id}/pin`, { token: other.token });
    await api(app.url, 'POST', `/user/${other.id}/block`, { token: me.token });
    const mine = await api(app.url, 'GET', `/user/profile/${other.id}`, { token: me.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ blockedByMe: true, pinnedPost: null, canMessage: false });
    const theirs = await api(app.url, 'GET', `/user/profile/${me.id}`, { token: other.token });
    expect(theirs.status).toBe(404);
    const byName = await api(app.url, 'GET', `/user/profile-by-name/${me.username}`, {
      token: other.token,
    });
    expect(byName.status).toBe(404);
    expect((await api(app.url, 'GET', `/users/${me.id}`, { token: other.token })).status).toBe(404);
    expect((await api(app.url, 'GET', `/users/${other.id}`, { token: me.token })).status).toBe(200);
  });

  it('shows a muted person’s profile with mutedByMe', async () => {
    const me = await makeUser(app);
    const other = await makeUser(app);
    await api(app.url, 'POST', `/user/${other.id}/mute`, { token: me.token });
    const response = await api(app.url, 'GET', `/user/profile/${other.id}`, { token: me.token });
    expect(response.body).toMatchObject({ mutedByMe: true, blockedByMe: false });
  });
});

describe('closing a profile', () => {
  it('hides the profile, the card and the posts from visitors only', async () => {
    const closed = await makeUser(app);
    const reader = await makeUser(app);
    const fan = await makeUser(app);
    const post = await makePost(app, closed, { text: 'Closed shop #closedtopic' });
    // A pure repost of it by an open profile goes too; a quote keeps its own words.
    await api(app.url, 'POST', `/user/post/${post.id}/repost`, { token: fan.token });
    const shut = await api(app.url, 'POST', '/user/profile/open', {
      token: closed.token,
      body: { opened: false },
    });
    expect(shut.status).toBe(200);
    expectContract('setProfileOpen', 200, shut.body);
    expect((await api(app.url, 'GET', `/user/profile-by-name/${closed.username}`)).status).toBe(
      404,
    );
    expect((await api(app.url, 'GET', `/users/${closed.id}`)).status).toBe(404);
    expect((await api(app.url, 'GET', `/post/${post.id}`)).status).toBe(404);
    const feed = await api(app.url, 'GET', '/newsfeed/public?limit=100');
    const authors = feed.body.items.map((p: any) => p.repost?.user.id ?? p.user.id);
    expect(authors).not.toContain(closed.id);
    // Signed-in people still see all of it.
    const signedIn = await api(app.url, 'GET', `/user/profile-by-name/${closed.username}`, {
      token: reader.token,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.opened).toBe(false);
    expect(
      (await api(app.url, 'GET', `/user/post/${post.id}`, { token: reader.token })).status,
    ).toBe(200);
    // Opened again, visitors see it again.
    await api(app.url, 'POST', '/user/profile/open', {
      token: closed.token,
      body: { opened: true },
    });
    expect((await api(app.url, 'GET', `/post/${post.id}`)).status).toBe(200);
    const card = await api(app.url, 'GET', `/users/${closed.id}`);
    expect(card.status).toBe(200);
    expectContract('getUser', 200, card.body);
    expect(
      (await api(app.url, 'POST', '/user/profile/open', { token: closed.token, body: {} })).status,
    ).toBe(400);
  });
});

describe('people search', () => {
  it('finds by prefix and by a misspelling, best first, leaving out blocked people and oneself', async () => {
    const me = await makeUser(app);
    const tag = Math.random().toString(36).slice(2, 7);
    const carpenter = await makeUser(app, { username: `zq${tag}_carpenter` });
    const mason = await makeUser(app, { username: `zq${tag}_mason` });
    const blocked = await makeUser(app, { username: `zq${tag}_blocked` });
    await edit(carpenter, { general: { displayName: 'Bartholomew Woodcraft' } });
    await api(app.url, 'POST', `/user/${blocked.id}/block`, { token: me.token });
    await makeFollow(app, me, mason);
    const prefix = await api(app.url, 'POST', '/users/search', {
      token: me.token,
      body: { search: `zq${tag}` },
    });
    expect(prefix.status).toBe(200);
    expectContract('searchUsers', 200, prefix.body);
    const ids = prefix.body.items.map((u: any) => u.id);
    expect(ids).toEqual(expect.arrayContaining([carpenter.id, mason.id]));
    expect(ids).not.toContain(blocked.id);
    expect(prefix.body.items.find((u: any) => u.id === mason.id).followedByMe).toBe(true);
    // Fuzzy: a misspelt word of the display name.
    const fuzzy = await api(app.url, 'POST', '/users/search', {
      token: me.token,
      body: { search: 'Bartolomew' },
    });
    expect(fuzzy.body.items[0]?.id).toBe(carpenter.id);
    // Word prefix inside the display name.
    const word = await api(app.url, 'POST', '/users/search', {
      token: me.token,
      body: { search: 'woodcr' },
    });
    expect(word.body.items.map((u: any) => u.id)).toContain(carpenter.id);
    // Paging.
    const page = await api(app.url, 'POST', '/users/search', {
      token: me.token,
      body: { search: `zq${tag}`, limit: 1, skip: 1 },
    });
    expect(page.body.items).toHaveLength(1);
    expect(page.body.items[0].id).toBe(ids[1]);
    // Special characters are words, not patterns.
    const like = await api(app.url, 'POST', '/users/search', {
      token: me.token,
      body: { search: '%_' },
    });
    expect(like.status).toBe(200);
    expect(
      (await api(app.url, 'POST', '/users/search', { token: me.token, body: { search: '' } }))
        .status,
    ).toBe(400);
  });

  it('finds profiles by profession and company as well', async () => {
    const me = await makeUser(app);
    const boss = await makeUser(app, { accountType: 'business' });
    const tag = Math.random().toString(36).slice(2, 7);
    await edit(boss, {
      profession: [{ title: `Scaffolder${tag}` }],
      company: { name: `Highrise${tag} Holdings` },
    });
    for (const search of [`scaffolder${tag}`, `highrise${tag}`, `Scafolder${tag}`]) {
      const response = await api(app.url, 'POST', '/user/profile/search', {
        token: me.token,
        body: { search },
      });
      expect(response.status).toBe(200);
      expectContract('searchProfiles', 200, response.body);
      expect(
        response.body.items.map((u: any) => u.id),
        search,
      ).toContain(boss.id);
    }
    // The people search of the general area matches names only.
    const names = await api(app.url, 'POST', '/users/search', {
      token: me.token,
      body: { search: `highrise${tag}` },
    });
    expect(names.body.items.map((u: any) => u.id)).not.toContain(boss.id);
  });

  it('shows each person’s first trade or profession in the results, null without one', async () => {
    const me = await makeUser(app);
    const [tiler, plain] = await Promise.all([
      makeUser(app, { username: `tiler_${Date.now().toString(36)}` }),
      makeUser(app, { username: `tilda_${Date.now().toString(36)}` }),
    ]);
    await edit(tiler, { profession: [{ title: 'Tiler' }, { title: 'Plasterer' }] });
    const response = await api(app.url, 'POST', '/users/search', {
      token: me.token,
      body: { search: 'til' },
    });
    expectContract('searchUsers', 200, response.body);
    const byId = new Map(response.body.items.map((u: any) => [u.id, u]));
    expect((byId.get(tiler.id) as any).profession).toBe('Tiler');
    expect((byId.get(plain.id) as any).profession).toBeNull();
  });
});

describe('the public profile card', () => {
  it('shows a visitor name, trade and company of a closed profile, and nothing more', async () => {
    const ana = await makeUser(app, { accountType: 'business' });
    const avatar = await upload(ana.token);
    await edit(ana, {
      general: { displayName: 'Ana Builder', avatar, bio: 'Private words' },
      profession: [{ title: 'Carpenter', companyRole: 'builder' }],
      company: { name: 'Ana Frames Ltd', businessType: 'specialty_contractor', phone: '123' },
    });
    await api(app.url, 'POST', '/user/profile/open', { token: ana.token, body: { opened: false } });
    // The profile itself stays closed to visitors.
    expect((await api(app.url, 'GET', `/user/profile-by-name/${ana.username}`)).status).toBe(404);
    const closed = await api(app.url, 'GET', `/profile-card/${ana.username.toUpperCase()}`);
    expect(closed.status).toBe(200);
    expectContract('getPublicProfileCard', 200, closed.body);
    expect(closed.body).toEqual({
      username: ana.username,
      displayName: 'Ana Builder',
      avatar: null,
      profession: 'Carpenter',
      company: 'Ana Frames Ltd',
      accountType: 'business',
      open: false,
    });
    await api(app.url, 'POST', '/user/profile/open', { token: ana.token, body: { opened: true } });
    const open = await api(app.url, 'GET', `/profile-card/${ana.username}`);
    expect(open.body).toMatchObject({ avatar, open: true });
  });

  it('is 404 for unknown names and for people who blocked the signed-in caller', async () => {
    const [ana, ben] = await Promise.all([makeUser(app), makeUser(app)]);
    await api(app.url, 'POST', `/user/${ben.id}/block`, { token: ana.token });
    const blocked = await api(app.url, 'GET', `/profile-card/${ana.username}`, {
      token: ben.token,
    });
    expect(blocked.status).toBe(404);
    expectContract('getPublicProfileCard', 404, blocked.body);
    expect((await api(app.url, 'GET', '/profile-card/nobody_here_x')).status).toBe(404);
    expect((await api(app.url, 'GET', '/profile-card/bad%20name!')).status).toBe(400);
    const personal = await api(app.url, 'GET', `/profile-card/${ben.username}`);
    expect(personal.body).toMatchObject({ company: null, profession: null, open: true });
  });
});
