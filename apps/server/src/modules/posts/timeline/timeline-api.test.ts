// The timelines through the API, with the app's own job workers: a follow and a post each only
// enqueue their job; the workers copy the posts into the follower's timeline, and the home feed
// shows the same posts before and after they did.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/app';
import { eventually } from '../../../../test/support/eventually';
import { makePost, makeUser } from '../../../../test/support/factories';
import { api } from '../../../../test/support/http';

const app = useTestApp();

async function homeIds(token: string): Promise<string[]> {
  const response = await api(app.url, 'GET', '/user/newsfeed?source=following&limit=20', { token });
  expect(response.status).toBe(200);
  return (response.body.items as Array<{ id: string }>).map((p) => p.id);
}

const entries = async (userId: string) =>
  (
    await app.database.db
      .selectFrom('home_timeline')
      .select('post_id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute()
  ).map((r) => r.post_id);

describe('home timelines through the API', () => {
  it('fills the follower’s timeline by jobs after following and posting, the feed the same throughout', async () => {
    const author = await makeUser(app);
    const reader = await makeUser(app);
    const before = await makePost(app, author);
    const followed = await api(app.url, 'POST', `/user/${author.id}/follow`, {
      token: reader.token,
    });
    expect(followed.status).toBe(200);
    expect(await homeIds(reader.token)).toEqual([before.id]);
    await eventually(async () => (await entries(reader.id)).includes(before.id), {
      what: 'the follow job copied the older post',
    });
    const after = await makePost(app, author);
    expect(await homeIds(reader.token)).toEqual([after.id, before.id]);
    await eventually(async () => (await entries(reader.id)).includes(after.id), {
      what: 'the fan-out job copied the new post',
    });
    await eventually(
      async () =>
        (
          await app.database.db
            .selectFrom('posts')
            .select('timeline_pending')
            .where('id', '=', after.id)
            .executeTakeFirstOrThrow()
        ).timeline_pending === false,
      { what: 'the fan-out job marked the post done' },
    );
    expect(await homeIds(reader.token)).toEqual([after.id, before.id]);
  });
});
