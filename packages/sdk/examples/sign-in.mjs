// Sign in with a username or e-mail and a password, keep the session token, read your profile.
//   TRESTLE_URL=https://trestle.example TRESTLE_LOGIN=ana TRESTLE_PASSWORD=… node sign-in.mjs
import { createTrestleClient, memoryTokenStore, unwrap } from '@trestle/sdk';

const client = createTrestleClient({
  baseUrl: process.env.TRESTLE_URL ?? 'http://localhost:3000',
  // In Node the token lives in memory; browsers default to localStorage.
  tokenStore: memoryTokenStore(),
});

const session = await unwrap(
  client.api.POST('/auth/sign-in', {
    body: { login: process.env.TRESTLE_LOGIN, password: process.env.TRESTLE_PASSWORD },
  }),
);
// Every later call sends it as `Authorization: Bearer <token>`.
client.tokens.setToken(session.token);

const me = await unwrap(client.api.GET('/user/profile'));
console.log(JSON.stringify({ username: me.username, userId: session.user.id }));
