// How many statements a feed page, a post and posting cost the database (issue 25: "one request,
// as few round trips as possible"). Counted through the app's own pool for one request each
// (test/support/statements.ts); the job workers' polling is not counted.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { eventually } from '../../../test/support/eventually';
import { makePost, makeUser, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { countStatements, type StatementCounter } from '../../../test/support/statements';

const app = useTestApp();
let counter: StatementCounter;
let author: TestUser;
let reader: TestUser;
let quoted: { id: string };
let quote: { id: string };
let pollPost: { id: string };

const feedIds = async (path: string, token?: string) => {
  const response = await api(app.url, 'GET', path, { token });
  expect(response.status).toBe(200);
  return (response.body.items as Array<{ id: string }>).map((p) => p.id);
};

beforeAll(async () => {
  author = await makeUser(app);
  reader = await makeUser(app);
  // Visitors see the posts of open profiles only.
  await app.database.db
    .updateTable('users')
    .set({ profile_opened: true })
    .where('id', '=', author.id)
    .execute();
  const followed = await api(app.url, 'POST', `/user/${author.id}/follow`, { token: reader.token });
  expect(followed.status).toBe(200);
  quoted = await makePost(app, author);
  pollPost = await makePost(app, author, { poll: { choices: ['yes', 'no'] } });
  quote = await makePost(app, author, { text: '<p>This one</p>', repostId: quoted.id });
  await makePost(app, reader);
  expect(
    (
      await api(app.url, 'POST', `/user/post/${quoted.id}/like`, {
        token: reader.token,
        body: { type: 'like' },
      })
    ).status,
  ).toBe(200);
  expect(
    (await api(app.url, 'POST', `/user/bookmark/add/${pollPost.id}`, { token: reader.token }))
      .status,
  ).toBe(200);
  await eventually(async () => (await feedIds('/user/newsfeed', reader.token)).length === 4, {
    what: 'the fan-out job filled the reader’s timeline',
  });
  counter = countStatements(app.database.pool, app.app.server);
}, 60_000);

async function statementsOf(method: string, path: string, token?: string, body?: unknown) {
  const { result, statements } = await counter.during(() =>
    api(app.url, method, path, { token, body }),
  );
  expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
  return { body: result.body, statements };
}

const shape = (statements: string[]) =>
  statements.map((s) => s.replace(/\s+/g, ' ').trim().slice(0, 100)).join('\n');

describe('statements per request', () => {
  it('a home page: the timeline slice, then one statement for posts, nested posts, authors, polls and marks', async () => {
    const { body, statements } = await statementsOf('GET', '/user/newsfeed?limit=3', reader.token);
    expect(body.items).toHaveLength(3);
    expect(statements, shape(statements)).toHaveLength(2);
    // The quote carries its quoted post, the viewer's like and bookmark are marked.
    type Item = { id: string; repost: { id: string; liked_by_user: unknown } | null };
    const quoteItem = (body.items as Item[]).find((p) => p.id === quote.id)!;
    expect(quoteItem.repost?.id).toBe(quoted.id);
    expect(quoteItem.repost?.liked_by_user).toEqual({ reaction: { type: 'like', smile: null } });
    expect(body.items.find((p: { id: string }) => p.id === pollPost.id).bookmarked_by_user).toBe(
      true,
    );
  });

  it('the local and visitor feeds: the page’s ids, then one statement', async () => {
    const local = await statementsOf('GET', '/user/newsfeed?source=local&limit=3', reader.token);
    expect(local.statements, shape(local.statements)).toHaveLength(2);
    const visitor = await statementsOf('GET', '/newsfeed/public?limit=3');
    expect(visitor.body.items).toHaveLength(3);
    expect(visitor.statements, shape(visitor.statements)).toHaveLength(2);
  });

  it('a post: one statement once the session is known; its first request looks the session up and notes its use in one more', async () => {
    const newcomer = await makeUser(app);
    // Last used long ago: the lookup notes the use in the same statement.
    const longAgo = new Date(Date.now() - 60 * 60 * 1000);
    await app.database.db
      .updateTable('sessions')
      .set({ last_used_at: longAgo })
      .where('user_id', '=', newcomer.id)
      .execute();
    const first = await statementsOf('GET', `/user/post/${quote.id}`, newcomer.token);
    expect(first.statements, shape(first.statements)).toHaveLength(2);
    expect(first.statements[0]).toMatch(/from "sessions"/);
    const session = await app.database.db
      .selectFrom('sessions')
      .select('last_used_at')
      .where('user_id', '=', newcomer.id)
      .executeTakeFirstOrThrow();
    expect(new Date(session.last_used_at).getTime()).toBeGreaterThan(longAgo.getTime());
    const again = await statementsOf('GET', `/user/post/${quote.id}`, newcomer.token);
    expect(again.statements, shape(again.statements)).toHaveLength(1);
  });

  it('posting: the insert, reading it back, and its three jobs enqueued in one statement', async () => {
    const { statements } = await statementsOf('POST', '/user/post', reader.token, {
      text: '<p>Hello</p>',
    });
    expect(statements, shape(statements)).toHaveLength(3);
    expect(statements.filter((s) => /insert into pgboss\.job/i.test(s))).toHaveLength(1);
  });
});
