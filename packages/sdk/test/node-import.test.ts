// The built package, imported by plain Node (ESM and CommonJS) the way an integrator would.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
let server: Server;
let origin: string;

beforeAll(async () => {
  // A stand-in HTTP peer that refuses every sign-in the way the server does; the real server
  // journey through the SDK lives in apps/server's tests.
  server = createServer((request, response) => {
    response.writeHead(400, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ message: 'Wrong username or password.', status: 400, seen: request.url }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const script = (load: string) => `
${load}
const client = sdk.createTrestleClient({ baseUrl: ${JSON.stringify('ORIGIN')} });
sdk.unwrap(client.api.POST('/auth/sign-in', { body: { login: 'ann', password: 'nope' } }))
  .then(() => console.log(JSON.stringify({ ok: true })))
  .catch((e) => console.log(JSON.stringify({ name: e.name, status: e.status, messages: e.messages, store: client.tokens.getToken() })));
`;

describe('the built SDK from plain Node', () => {
  it.each([
    [
      'ESM',
      `const sdk = await import(${JSON.stringify(`${dist}index.js`)});`,
      '--input-type=module',
    ],
    [
      'CommonJS',
      `const sdk = require(${JSON.stringify(`${dist}index.cjs`)});`,
      '--input-type=commonjs',
    ],
  ])(
    '%s: calls the API and turns a refusal into a TrestleError',
    async (_kind, load, inputType) => {
      const code = script(load).replace('"ORIGIN"', JSON.stringify(origin));
      const { stdout } = await run(process.execPath, [inputType, '-e', code]);
      expect(JSON.parse(stdout.trim())).toEqual({
        name: 'TrestleError',
        status: 400,
        messages: ['Wrong username or password.'],
        store: null,
      });
    },
    // Starting Node twice on a loaded two-core machine takes seconds: allow plenty.
    60_000,
  );
});
