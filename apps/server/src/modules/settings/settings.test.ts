// Muted words and categories and the messaging setting, through the API, and their effect on
// the feeds.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { makeFollow, makePost, makeUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';

const app = useTestApp();

describe('profile settings', () => {
  it('starts with nothing muted and messages from followers, and needs a session', async () => {
    const me = await makeUser(app);
    const read = await api(app.url, 'GET', '/user/profile/settings', { token: me.token });
    expect(read.status).toBe(200);
    expectContract('getProfileSettings', 200, read.body);
    expect(read.body).toMatchObject({ mute: { words: [], categories: [] }, dm: 'followers' });
    expect((await api(app.url, 'GET', '/user/profile/settings')).status).toBe(401);
  });

  it('replaces muted words (trimmed, blanks and repeats dropped) and categories whole', async () => {
    const me = await makeUser(app);
    const update = (body: unknown) =>
      api(app.url, 'POST', '/user/profile/settings', { token: me.token, body });
    const first = await update({
      mute: { words: [' Asbestos ', 'asbestos', '  ', 'crane'], categories: ['sports'] },
    });
    expect(first.status).toBe(200);
    expectContract('updateProfileSettings', 200, first.body);
    expect(first.body.mute).toEqual({ words: ['Asbestos', 'crane'], categories: ['sports'] });

    const second = await update({ mute: { words: ['rebar'] }, dm: 'none' });
    expect(second.body).toMatchObject({
      mute: { words: ['rebar'], categories: ['sports'] },
      dm: 'none',
    });
  });

  it('refuses an unknown category, an unknown dm setting and an empty change', async () => {
    const me = await makeUser(app);
    for (const body of [{ mute: { categories: ['weather'] } }, { dm: 'friends' }, {}]) {
      const response = await api(app.url, 'POST', '/user/profile/settings', {
        token: me.token,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('hides posts with a muted word or in a muted category from the home feed at once', async () => {
    const me = await makeUser(app);
    const builder = await makeUser(app);
    await makeFollow(app, me, builder);
    const kept = await makePost(app, builder, { text: '<p>Concrete pour today</p>' });
    const worded = await makePost(app, builder, { text: '<p>ASBESTOS removal starts</p>' });
    const sporty = await makePost(app, builder, { text: '<p>Site league</p>', category: 'sports' });
    const home = async () =>
      (await api(app.url, 'GET', '/user/newsfeed', { token: me.token })).body.items.map(
        (p: { id: string }) => p.id,
      );
    expect(await home()).toEqual([sporty.id, worded.id, kept.id]);

    await api(app.url, 'POST', '/user/profile/settings', {
      token: me.token,
      body: { mute: { words: ['asbestos'], categories: ['sports'] } },
    });
    expect(await home()).toEqual([kept.id]);
  });
});
