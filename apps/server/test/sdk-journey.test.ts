// A plain Node program uses the built SDK against the real server: sign up, verify with the
// token from the mail the test SMTP server received, sign in, read the profile, and get the
// section 8 error object for a bad password.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { newPersonInput, tokenFromMail } from './support/factories';

const sdkEntry = createRequire(import.meta.url).resolve('@trestle/sdk');

const app = useTestApp();

// The program reads the verification token from its standard input once it has signed up.
const program = `
import { createInterface } from 'node:readline';
import { createTrestleClient, memoryTokenStore, unwrap } from ${JSON.stringify(sdkEntry)};
const [baseUrl, input] = [process.argv[1], JSON.parse(process.argv[2])];
const client = createTrestleClient({ baseUrl, tokenStore: memoryTokenStore() });
const say = (step, data) => console.log(JSON.stringify({ step, data }));
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();

say('signed-up', await unwrap(client.api.POST('/auth/sign-up', { body: input })));
const token = (await lines.next()).value;
const verified = await unwrap(client.api.POST('/auth/verify', { body: { token } }));
say('verified', verified.user.account.emailVerified);
const session = await unwrap(client.api.POST('/auth/sign-in', { body: { login: input.email, password: input.password } }));
client.tokens.setToken(session.token);
say('profile', await unwrap(client.api.GET('/user/profile')));
try {
  await unwrap(client.api.POST('/auth/sign-in', { body: { login: input.username, password: 'wrong password' } }));
  say('bad-password', 'accepted?!');
} catch (error) {
  say('bad-password', { name: error.name, status: error.status, messages: error.messages, silent: error.silent, unauthorized: error.unauthorized });
}
process.exit(0);
`;

describe('the SDK from a plain Node program', () => {
  it('signs up, verifies by mail, signs in, reads the profile and reports a bad password', async () => {
    const input = newPersonInput();
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', program, app.url, JSON.stringify(input)],
      {
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    const steps: Record<string, unknown> = {};
    for await (const line of createInterface({ input: child.stdout! })) {
      const { step, data } = JSON.parse(line) as { step: string; data: unknown };
      steps[step] = data;
      if (step === 'signed-up') child.stdin!.write(`${await tokenFromMail(app, input.email)}\n`);
    }
    expect(steps['signed-up']).toMatchObject({ message: expect.stringContaining(input.email) });
    expect(steps.verified).toBe(true);
    expect(steps.profile).toMatchObject({ username: input.username, email: input.email });
    expect(steps['bad-password']).toEqual({
      name: 'TrestleError',
      status: 400,
      messages: ['Wrong username or password.'],
      silent: false,
      unauthorized: false,
    });
  }, 90_000);
});
