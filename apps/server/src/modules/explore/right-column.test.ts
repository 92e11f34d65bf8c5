// The right column: trending topics of the last day and week with counts, and people to follow.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import {
  makeChannel,
  makeChannelFollower,
  makeFollow,
  makeGroup,
  makeGroupMember,
  makePost,
  makeUser,
} from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { tagIdOf } from './tags';

const app = useTestApp();

describe('trending topics', () => {
  it('counts live tagged posts of the day and of the week, most first', async () => {
    const me = await makeUser(app);
    for (let i = 0; i < 3; i++) await makePost(app, me, { text: `Pour #concrete ${i}` });
    await makePost(app, me, { text: 'Frame #timber' });
    const gone = await makePost(app, me, { text: 'Gone #timber' });
    await api(app.url, 'DELETE', `/user/post/${gone.id}`, { token: me.token });
    const old = await makePost(app, me, { text: 'Old #timber #roofing' });
    const fiveDaysAgo = new Date(Date.now() - 5 * 86_400_000);
    await app.database.db
      .updateTable('posts')
      .set({ created_at: fiveDaysAgo })
      .where('id', '=', old.id)
      .execute();
    const week = await api(app.url, 'GET', '/user/tags?limit=5', { token: me.token });
    expect(week.status).toBe(200);
    expectContract('listTags', 200, week.body);
    expect(week.body.items).toEqual([
      { id: tagIdOf('concrete'), name: 'concrete', postsCount: 3 },
      { id: tagIdOf('timber'), name: 'timber', postsCount: 2 },
      { id: tagIdOf('roofing'), name: 'roofing', postsCount: 1 },
    ]);
    const day = await api(app.url, 'GET', '/user/tags?limit=5&period=day', { token: me.token });
    expect(day.body.items.map((t: any) => [t.name, t.postsCount])).toEqual([
      ['concrete', 3],
      ['timber', 1],
    ]);
    const search = await api(app.url, 'GET', '/user/tags?search=%23ro&period=day', {
      token: me.token,
    });
    expect(search.body.items).toEqual([{ id: tagIdOf('roofing'), name: 'roofing', postsCount: 0 }]);
    expect((await api(app.url, 'GET', '/user/tags')).status).toBe(401);
    expect((await api(app.url, 'GET', '/user/tags?period=year', { token: me.token })).status).toBe(
      400,
    );
  });

  it('never makes a number a topic: "Tip #1" tags nothing, "#decks" does', async () => {
    const me = await makeUser(app);
    for (let i = 0; i < 3; i++) await makePost(app, me, { text: `Tip #1: brace it ${i}` });
    await makePost(app, me, { text: 'Tip #2 for #decks' });
    const week = await api(app.url, 'GET', '/user/tags?limit=20', { token: me.token });
    const names = week.body.items.map((t: any) => t.name);
    expect(names).toContain('decks');
    expect(names.filter((name: string) => /^\d/.test(name))).toEqual([]);
  });

  it('counts only posts the asker may see: no private group’s or private channel’s tags leak', async () => {
    const owner = await makeUser(app);
    const member = await makeUser(app);
    const outsider = await makeUser(app);
    const group = await makeGroup(app, owner, { type: 'private' });
    await makeGroupMember(app, group, member);
    await makePost(app, owner, { text: 'Bid #secretbid', groupId: group.id });
    const channel = await makeChannel(app, owner, { type: 'private' });
    await makeChannelFollower(app, channel, member);
    await makePost(app, owner, { text: 'Plans #hushplans', channelId: channel.id });
    await makePost(app, owner, { text: 'Open #openyard' });
    const tags = async (who: typeof owner) => {
      const response = await api(app.url, 'GET', '/user/tags?limit=50', { token: who.token });
      return response.body.items.map((t: any) => t.name);
    };
    const seenByOutsider = await tags(outsider);
    expect(seenByOutsider).toContain('openyard');
    expect(seenByOutsider).not.toContain('secretbid');
    expect(seenByOutsider).not.toContain('hushplans');
    expect(await tags(member)).toContain('secretbid');
  });
});

describe('people to follow', () => {
  it('suggests people my follows follow, never me, followed, muted or blocked people', async () => {
    const me = await makeUser(app);
    const [friend1, friend2, popular, quiet, followed, muted, blocker, blocked] = await Promise.all(
      Array.from({ length: 8 }, () => makeUser(app)),
    );
    await makeFollow(app, me, friend1!);
    await makeFollow(app, me, friend2!);
    await makeFollow(app, me, followed!);
    for (const friend of [friend1!, friend2!]) {
      for (const person of [popular!, followed!, muted!, blocker!, blocked!, me]) {
        await makeFollow(app, friend, person);
      }
    }
    await makeFollow(app, friend1!, quiet!);
    await api(app.url, 'POST', `/user/${muted!.id}/mute`, { token: me.token });
    await api(app.url, 'POST', `/user/${me.id}/block`, { token: blocker!.token });
    await api(app.url, 'POST', `/user/${blocked!.id}/block`, { token: me.token });
    const response = await api(app.url, 'GET', '/explore/people/suggested', { token: me.token });
    expect(response.status).toBe(200);
    expectContract('listSuggestedPeople', 200, response.body);
    // Friends of friends first; then the most followed, never me, followed, muted or blocked.
    const ids = response.body.items.map((u: any) => u.id);
    expect(ids.slice(0, 2)).toEqual([popular!.id, quiet!.id]);
    for (const never of [me, friend1!, friend2!, followed!, muted!, blocker!, blocked!]) {
      expect(ids).not.toContain(never.id);
    }
    expect(response.body.items[0].followedByMe).toBe(false);
    const one = await api(app.url, 'GET', '/explore/people/suggested?limit=1', { token: me.token });
    expect(one.body.items).toHaveLength(1);
    const next = await api(app.url, 'GET', '/explore/people/suggested?skip=1&limit=1', {
      token: me.token,
    });
    expect(next.body.items.map((u: { id: string }) => u.id)).toEqual([quiet!.id]);
    // A newcomer who follows nobody gets the most followed people to start with.
    const lonely = await makeUser(app);
    const start = await api(app.url, 'GET', '/explore/people/suggested', { token: lonely.token });
    expect(start.body.items[0].id).toBe(followed!.id);
    expect(start.body.items.map((u: any) => u.id)).not.toContain(lonely.id);
    expect(start.body.items.every((u: any) => u.followersCount > 0)).toBe(true);
    expect((await api(app.url, 'GET', '/explore/people/suggested')).status).toBe(401);
    expect(
      (await api(app.url, 'GET', '/explore/people/suggested?limit=101', { token: me.token }))
        .status,
    ).toBe(400);
  });
});
