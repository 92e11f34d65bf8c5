// Shared by the examples: a client for TRESTLE_URL, signed in as TRESTLE_LOGIN / TRESTLE_PASSWORD.
// (sign-in.mjs shows the same steps one by one.)
import { createTrestleClient, memoryTokenStore, unwrap } from '@trestle/sdk';

export const baseUrl = process.env.TRESTLE_URL ?? 'http://localhost:3000';

export async function signedInClient() {
  const client = createTrestleClient({ baseUrl, tokenStore: memoryTokenStore() });
  const session = await unwrap(
    client.api.POST('/auth/sign-in', {
      body: { login: process.env.TRESTLE_LOGIN, password: process.env.TRESTLE_PASSWORD },
    }),
  );
  client.tokens.setToken(session.token);
  return { client, session };
}

/** Prints one result line (the examples' test reads it). */
export const show = (result) => console.log(JSON.stringify(result));
