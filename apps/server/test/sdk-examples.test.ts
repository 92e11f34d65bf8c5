// The SDK guide's examples (packages/sdk/examples), each run as the plain Node program an
// integrator would run, against the real server: sign in, read a feed, post, upload a file,
// listen to realtime events, errors, paging. Each prints a JSON result line checked here.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { makePost, makeUser, TEST_PASSWORD, type TestUser } from './support/factories';
import { api } from './support/http';

const examples = fileURLToPath(new URL('../../../packages/sdk/examples/', import.meta.url));

const app = useTestApp();

/**
 * Runs an example as `person`; calls `onLine` with each result line as it comes, and resolves
 * with every line once the program ends (rejects when it fails).
 */
function runExample(
  name: string,
  person: TestUser,
  onLine: (result: any) => void | Promise<void> = () => undefined,
): Promise<any[]> {
  const child = spawn(process.execPath, [`${examples}${name}`], {
    cwd: examples,
    env: {
      ...process.env,
      TRESTLE_URL: app.url,
      TRESTLE_LOGIN: person.username,
      TRESTLE_PASSWORD: TEST_PASSWORD,
      TRESTLE_LISTEN_SECONDS: '30',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines: any[] = [];
  const reading = (async () => {
    for await (const line of createInterface({ input: child.stdout! })) {
      const result = JSON.parse(line);
      lines.push(result);
      await onLine(result);
    }
  })();
  return new Promise((resolve, reject) => {
    child.on('close', (code) => {
      void reading.then(() =>
        code === 0 ? resolve(lines) : reject(new Error(`${name} exited ${code}: ${stderr}`)),
      );
    });
  });
}

describe('the SDK examples against a real server', () => {
  it('sign-in.mjs signs in and reads the profile', async () => {
    const ana = await makeUser(app);
    expect(await runExample('sign-in.mjs', ana)).toEqual([
      { username: ana.username, userId: ana.id },
    ]);
  }, 60_000);

  it('post.mjs writes a post, read-feed.mjs finds it first in the local feed', async () => {
    const ana = await makeUser(app);
    const [created] = await runExample('post.mjs', ana);
    expect(created).toMatchObject({
      author: ana.username,
      text: expect.stringContaining('level 3'),
    });
    const stored = await api(app.url, 'GET', `/post/${created.id}`);
    expect(stored.status).toBe(200);
    const [feed] = await runExample('read-feed.mjs', ana);
    expect(feed.ids[0]).toBe(created.id);
  }, 60_000);

  it('upload.mjs uploads a picture and attaches it to a post', async () => {
    const ana = await makeUser(app);
    const [result] = await runExample('upload.mjs', ana);
    expect(result.media).toEqual([result.filename]);
    const file = await fetch(`${app.url}/api/files/${encodeURIComponent(result.filename)}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\//);
  }, 60_000);

  it('realtime.mjs hears a notification pushed while it listens', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const lines = await runExample('realtime.mjs', ana, async (line) => {
      // Once connected, someone follows Ana: her program hears it.
      if (line.connected) {
        const followed = await api(app.url, 'POST', `/user/${ana.id}/follow`, { token: ben.token });
        expect(followed.status).toBe(200);
      }
    });
    expect(lines).toEqual([{ connected: true }, { type: 'follow', actor: ben.username }]);
  }, 60_000);

  it('errors.mjs gets the status and messages of failed calls', async () => {
    const ana = await makeUser(app);
    const [result] = await runExample('errors.mjs', ana);
    expect(result).toEqual({
      signIn: { status: 400, messages: ['Wrong username or password.'] },
      unknownPost: { ok: false, status: 404 },
      badLimit: { status: 400 },
      signedOut: { status: 401, unauthorized: true },
    });
  }, 60_000);

  it('paging.mjs reads the whole feed page by page, every post once', async () => {
    const ana = await makeUser(app);
    const before = (await runExample('paging.mjs', ana))[0].ids as string[];
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push((await makePost(app, ana)).id);
    const [result] = await runExample('paging.mjs', ana);
    expect(result.ids).toEqual([...made.reverse(), ...before]);
    expect(new Set(result.ids).size).toBe(result.ids.length);
    expect(result.pages).toBeGreaterThanOrEqual(3);
  }, 90_000);
});
