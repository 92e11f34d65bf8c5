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
  const poll = await makePost(app, author, { poll: { choices: ['yes', 'no'] } });
  quote = await makePost(app, author, { text: '<p>This one</p>', repostId: quoted.id });
  await makePost(app, reader);
  expect(
    (await api(app.url, 'POST', `/user/post/${quoted.id}/like`, {
      token: reader.token,
      body: { type: 'like' },
    })).status,
  ).toBe(200);
  expect(
    (await api(app.url, 'POST', `/user/bookmark/add/${poll.id}`, { token: reader.token })).status,
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

describe('statements per request', () => {
  it('prints', async () => {
    for (const [method, path, token, body] of [
      ['GET', '/user/newsfeed', reader.token],
      ['GET', '/user/newsfeed', reader.token],
      ['GET', '/user/newsfeed?source=local', reader.token],
      ['GET', '/newsfeed/public', undefined],
      ['GET', `/user/post/${quote.id}`, reader.token],
      ['POST', '/user/post', reader.token, { text: '<p>Hello</p>' }],
    ] as const) {
      const { statements, body: b } = await statementsOf(method, path, token, body);
      console.log(method, path, statements.length, (b as any).items?.length ?? '', '\n  ' + statements.map((s) => s.replace(/\s+/g, ' ').slice(0, 160)).join('\n  '));
    }
  });
});
