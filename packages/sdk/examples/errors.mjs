// Failures are TrestleError objects with the server's status and messages (spec section 8):
// with unwrap() they are thrown; without it, each call returns { data, error, response }.
import { createTrestleClient, memoryTokenStore, TrestleError, unwrap } from '@trestle/sdk';
import { baseUrl, show } from './session.mjs';

const client = createTrestleClient({
  baseUrl,
  tokenStore: memoryTokenStore(),
  // Called for every failure a person should see: log it, show a toast…
  onError: (error) => console.error(`[${error.status}] ${error.messages.join(' ')}`),
});

const results = {};
try {
  await unwrap(
    client.api.POST('/auth/sign-in', {
      body: { login: 'nobody_here', password: 'wrong password' },
    }),
  );
} catch (error) {
  if (!(error instanceof TrestleError)) throw error;
  results.signIn = { status: error.status, messages: error.messages };
}

// Without unwrap: check `response.ok` (or `error`) yourself.
const missing = await client.api.GET('/post/{id}', {
  params: { path: { id: '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10' } },
});
results.unknownPost = { ok: missing.response.ok, status: missing.response.status };

// Input the contract refuses never reaches the handler: 400 with the field's message.
const bad = await client.api.GET('/newsfeed/public', { params: { query: { limit: 1000 } } });
results.badLimit = { status: bad.response.status };

// A call that needs a session answers 401: `unauthorized` is set and the client forgets its token.
try {
  await unwrap(client.api.GET('/user/profile'));
} catch (error) {
  results.signedOut = { status: error.status, unauthorized: error.unauthorized };
}
show(results);
