// Deleting an account (issue 22): what is gone and what stays afterwards, counters included, and
// who may ask. The job itself runs in the background; the test waits for its mail.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import {
  makeBid,
  makeChatMessage,
  makeFollow,
  makeGroup,
  makeGroupMember,
  makePost,
  makeProLevel,
  makeProject,
  makeSavedSearch,
  makeUser,
  makeUserList,
  uploadFileAs,
} from '../../../test/support/factories';
import { eventually } from '../../../test/support/eventually';
import { api } from '../../../test/support/http';

const app = useTestApp();

async function png(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#345678' } })
    .png()
    .toBuffer();
}

const postRow = (id: string) =>
  app.database.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const userRow = (id: string) =>
  app.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('deleting an account', () => {
  it('removes what the person put in, keeps others’ content and hands a group to its moderator', async () => {
    const leaver = await makeUser(app, { accountType: 'business' });
    const ana = await makeUser(app, { accountType: 'business' });
    const ben = await makeUser(app);

    const file = await uploadFileAs(app, leaver, await png(), 'site.png');
    const own = await makePost(app, leaver, {
      text: '<p>Our crane arrived</p>',
      media: [{ file: file.filename, type: 'image' }],
    });
    const anaPost = await makePost(app, ana, { text: '<p>Roof is on</p>' });
    const leaverReply = await api(app.url, 'POST', `/user/post/${anaPost.id}/reply`, {
      token: leaver.token,
      body: { text: '<p>Nice work</p>' },
    });
    expect(leaverReply.status, JSON.stringify(leaverReply.body)).toBe(201);
    const anaReply = await api(app.url, 'POST', `/user/post/${own.id}/reply`, {
      token: ana.token,
      body: { text: '<p>Congratulations</p>' },
    });
    expect(anaReply.status).toBe(201);
    const liked = await api(app.url, 'POST', `/user/post/${anaPost.id}/like`, {
      token: leaver.token,
      body: { type: 'like' },
    });
    expect(liked.status, JSON.stringify(liked.body)).toBe(200);
    await makeFollow(app, leaver, ana);
    await makeFollow(app, ben, leaver);
    await makeUserList(app, leaver, [ana]);
    const anasList = await makeUserList(app, ana, [leaver, ben]);
    await makeSavedSearch(app, leaver);
    const handed = await makeGroup(app, leaver);
    await makeGroupMember(app, handed, ana, 'moderator');
    await makeGroupMember(app, handed, ben);
    const lonely = await makeGroup(app, leaver);
    const message = await makeChatMessage(app, leaver, ben, 'See you on site');
    const project = await makeProject(app, ana);
    await makeBid(app, leaver, project);
    const ownProject = await makeProject(app, leaver);

    expect((await postRow(anaPost.id)).replies_count).toBe(1);
    expect((await postRow(anaPost.id)).likes_count).toBe(1);
    expect((await userRow(ana.id)).followers_count).toBe(1);
    // An entry of the leaver's home timeline that no follow of theirs brought (a channel's post by
    // someone they do not follow): the timeline has no foreign key to users, so the deletion
    // must remove it itself.
    await sql`insert into home_timeline (user_id, created_at, post_id, author_id)
      values (${leaver.id}, now(), ${anaPost.id}, gen_random_uuid())`.execute(app.database.db);

    // Who may ask.
    const call = (body: unknown, token?: string) =>
      api(app.url, 'POST', '/user/profile/delete', { token, body });
    expect((await call({ password: 'not the password' }, leaver.token)).status).toBe(403);
    expect((await call({ password: leaver.password })).status).toBe(401);
    expect((await call({}, leaver.token)).status).toBe(400);
    const staff = await makeUser(app, { role: 'moderator' });
    expect((await call({ password: staff.password }, staff.token)).status).toBe(403);

    const deleted = await call({ password: leaver.password }, leaver.token);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expectContract('deleteAccount', 200, deleted.body);
    expect((await api(app.url, 'GET', '/user/profile', { token: leaver.token })).status).toBe(401);
    // Hidden at once, before the job has run.
    expect(
      (await api(app.url, 'GET', `/user/profile/${leaver.id}`, { token: ben.token })).status,
    ).toBe(404);
    const mail = await app.smtp.waitFor(leaver.email);
    expect(mail.text).toContain('deleted');

    // Cannot sign in; the username stays taken.
    const signIn = await api(app.url, 'POST', '/auth/sign-in', {
      body: { login: leaver.username, password: leaver.password },
    });
    expect(signIn.status).toBe(400);
    const again = await api(app.url, 'POST', '/auth/sign-up', {
      body: {
        username: leaver.username,
        email: 'newcomer@example.test',
        password: 'a fresh long passphrase',
        accountType: 'personal',
      },
    });
    expect(again.status).toBe(409);

    // Gone: posts' words and media, files on disk, reactions, follows, lists, searches, bids,
    // own projects, the message's words, the lonely group.
    const gone = await postRow(own.id);
    expect(gone.deleted_at).not.toBeNull();
    expect(gone.text).toBe('');
    expect(gone.media).toEqual([]);
    expect((await postRow(leaverReply.body.id)).deleted_at).not.toBeNull();
    expect(
      await app.database.db
        .selectFrom('files')
        .selectAll()
        .where('owner_id', '=', leaver.id)
        .execute(),
    ).toEqual([]);
    expect(await readdir(join(app.dataDir, 'files'))).not.toContain(file.filename);
    const db = app.database.db;
    const count = async (table: string, column: string) =>
      (
        await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}
          where ${sql.ref(column)} = ${leaver.id}`.execute(db)
      ).rows[0]!.n;
    expect(Number(await count('reactions', 'user_id'))).toBe(0);
    expect(Number(await count('follows', 'follower_id'))).toBe(0);
    expect(Number(await count('follows', 'followee_id'))).toBe(0);
    expect(Number(await count('home_timeline', 'user_id'))).toBe(0);
    expect(Number(await count('user_lists', 'owner_id'))).toBe(0);
    expect(Number(await count('saved_searches', 'user_id'))).toBe(0);
    expect(Number(await count('board_applications', 'applicant_id'))).toBe(0);
    expect(Number(await count('board_items', 'owner_id'))).toBe(0);
    expect(
      await db.selectFrom('board_items').select('id').where('id', '=', ownProject.id).execute(),
    ).toEqual([]);
    const dm = await db
      .selectFrom('dm_messages')
      .selectAll()
      .where('id', '=', message)
      .executeTakeFirstOrThrow();
    expect(dm.text).toBeNull();
    expect(dm.deleted_at).not.toBeNull();
    expect(
      await db.selectFrom('groups').select('id').where('id', '=', lonely.id).execute(),
    ).toEqual([]);
    const listMembers = await db
      .selectFrom('user_list_members')
      .select('user_id')
      .where('list_id', '=', anasList.id)
      .execute();
    expect(listMembers.map((m) => m.user_id)).toEqual([ben.id]);

    // Stays, with counters right: Ana's post and her reply under the deleted post, her project.
    const anas = await postRow(anaPost.id);
    expect(anas.deleted_at).toBeNull();
    expect(anas.replies_count).toBe(0);
    expect(anas.likes_count).toBe(0);
    expect(anas.reaction_counts).toEqual({});
    const reply = await postRow(anaReply.body.id);
    expect(reply.deleted_at).toBeNull();
    expect(reply.text).toContain('Congratulations');
    expect((await userRow(ana.id)).followers_count).toBe(0);
    expect((await userRow(ben.id)).following_count).toBe(0);
    const projectRow = await db
      .selectFrom('board_items')
      .selectAll()
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(projectRow.applications_count).toBe(0);
    const group = await db
      .selectFrom('groups')
      .selectAll()
      .where('id', '=', handed.id)
      .executeTakeFirstOrThrow();
    expect(group.owner_id).toBe(ana.id);
    expect(group.members_count).toBe(2);

    // The row holds the username and nothing else of the person.
    const row = await userRow(leaver.id);
    expect(row.username).toBe(leaver.username);
    expect(row.email).not.toBe(leaver.email);
    expect(row.display_name).toBe('Deleted account');
    expect(row.deleted_at).not.toBeNull();
    expect(
      await db.selectFrom('sessions').select('id').where('user_id', '=', leaver.id).execute(),
    ).toEqual([]);
  });

  it('works through DELETE /user/profile as well', async () => {
    const leaver = await makeUser(app);
    const response = await api(app.url, 'DELETE', '/user/profile', {
      token: leaver.token,
      body: { password: leaver.password },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expectContract('deleteOwnProfile', 200, response.body);
    await app.smtp.waitFor(leaver.email);
    expect((await userRow(leaver.id)).display_name).toBe('Deleted account');
  });

  it('stops every paid plan: its own charges and its subscribers’ charges end, its levels close', async () => {
    const creator = await makeUser(app);
    const fan = await makeUser(app);
    const level = await makeProLevel(app, creator, { title: 'Site diaries', price: 900 });
    const card = { number: '4242424242424242', expiry: '12/39', cvc: '123', holder: 'Fan' };
    const subscribed = await api(app.url, 'POST', `/user/subscription/${level.id}`, {
      token: fan.token,
      body: { card },
    });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBeLessThan(300);
    const charges = () =>
      app.database.db
        .selectFrom('payment_subscriptions')
        .select(['state', 'cancel_at_period_end'])
        .where('payee_id', '=', creator.id)
        .execute();
    await eventually(async () => (await charges())[0]?.state === 'active' || undefined, {
      what: 'the sandbox confirms the subscription',
    });

    const response = await api(app.url, 'POST', '/user/profile/delete', {
      token: creator.token,
      body: { password: creator.password },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    await app.smtp.waitFor(creator.email);

    // The fan is not charged again for a level nobody offers any more.
    expect(await charges()).toEqual([{ state: 'cancelled', cancel_at_period_end: true }]);
    const levels = await app.database.db
      .selectFrom('pro_levels')
      .select('withdrawn_at')
      .where('owner_id', '=', creator.id)
      .execute();
    expect(levels.every((l) => l.withdrawn_at !== null)).toBe(true);
  });
});
