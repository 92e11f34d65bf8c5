import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { NETWORK_ERROR_MESSAGE } from '../errors/messages';
import type { AuthApi } from './auth-machine';
import { authLoadingState, createAuthMachine, isSignedIn } from './auth-machine';
import type { AuthSession } from './auth-types';
import { createMemoryTokenStore } from './token-store';
import { authUser } from '../../test/fixtures';

const ann = authUser();
const session: AuthSession = { user: ann, token: 'token-1' };

function fakeApi(overrides: Partial<AuthApi> = {}): AuthApi {
  return {
    signIn: vi.fn(async () => session),
    signUp: vi.fn(async () => null),
    verify: vi.fn(async () => session),
    refresh: vi.fn(async ({ token }: { token: string }) => ({ user: ann, token })),
    signOut: vi.fn(async () => undefined),
    ...overrides,
  };
}

function startAuth(options: { api?: AuthApi; token?: string; role?: string } = {}) {
  const tokenStore = createMemoryTokenStore({ token: options.token, role: options.role });
  const api = options.api ?? fakeApi();
  const actor = createActor(createAuthMachine({ tokenStore, api })).start();
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  const settled = () => waitFor(actor, (snapshot) => authLoadingState(snapshot.value) === 'loaded');
  return { actor, tokenStore, api, emitted, settled };
}

describe('auth machine', () => {
  it('starts in never with an empty context', () => {
    const { actor } = startAuth();
    expect(actor.getSnapshot().value).toBe('never');
    expect(authLoadingState(actor.getSnapshot().value)).toBe('never');
    expect(actor.getSnapshot().context).toEqual({
      user: null,
      role: null,
      error: null,
      verificationPending: false,
    });
  });

  it('goes never → loading → loaded when refreshing a stored token', async () => {
    const { actor, api, settled } = startAuth({ token: 'stored' });
    const seen: string[] = [authLoadingState(actor.getSnapshot().value)];
    actor.subscribe((snapshot) => seen.push(authLoadingState(snapshot.value)));
    actor.send({ type: 'REFRESH' });
    await settled();
    expect(seen).toEqual(['never', 'loading', 'loaded']);
    expect(api.refresh).toHaveBeenCalledWith({ token: 'stored' });
    expect(isSignedIn(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ user: ann, role: 'user' });
  });

  it('is signed out at once on REFRESH without a stored token', () => {
    const { actor, api } = startAuth();
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'signedOut' });
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it('clears a stored token that the refresh call rejects with 401', async () => {
    const api = fakeApi({
      refresh: vi.fn(async () => {
        throw { status: 401, body: { message: 'Unauthorized' } };
      }),
    });
    const { actor, tokenStore, settled } = startAuth({ api, token: 'old', role: 'user' });
    actor.send({ type: 'REFRESH' });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'signedOut' });
    expect([tokenStore.getToken(), tokenStore.getRole()]).toEqual([null, null]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('keeps the stored token when the refresh fails without a response', async () => {
    const api = fakeApi({
      refresh: vi.fn(async () => {
        throw { networkError: true };
      }),
    });
    const { actor, tokenStore, settled } = startAuth({ api, token: 'kept' });
    actor.send({ type: 'REFRESH' });
    await settled();
    expect(tokenStore.getToken()).toBe('kept');
    expect(actor.getSnapshot().context.error?.messages).toEqual([NETWORK_ERROR_MESSAGE]);
  });

  it('signs in, stores token and role, and emits signedIn', async () => {
    const { actor, api, tokenStore, emitted, settled } = startAuth();
    const credentials = { login: 'ann', password: 'secret' };
    actor.send({ type: 'SIGN_IN', credentials });
    expect(actor.getSnapshot().value).toEqual({ loading: 'signingIn' });
    await settled();
    expect(api.signIn).toHaveBeenCalledWith(credentials);
    expect(actor.getSnapshot().value).toEqual({ loaded: 'signedIn' });
    expect([tokenStore.getToken(), tokenStore.getRole()]).toEqual(['token-1', 'user']);
    expect(emitted).toEqual([{ type: 'signedIn', user: ann }]);
  });

  it("takes the role from the user's role key", async () => {
    const admin = authUser({ role: { key: 'admin', name: 'Administrator' } });
    const api = fakeApi({ signIn: vi.fn(async () => ({ ...session, user: admin })) });
    const { actor, tokenStore, settled } = startAuth({ api });
    actor.send({ type: 'SIGN_IN', credentials: { login: 'ann', password: 'pw' } });
    await settled();
    expect(actor.getSnapshot().context.role).toBe('admin');
    expect(tokenStore.getRole()).toBe('admin');
  });

  it('keeps a failed sign-in as a normalised error and stays signed out', async () => {
    const api = fakeApi({
      signIn: vi.fn(async () => {
        throw { status: 400, body: { errors: { login: 'Unknown user' } } };
      }),
    });
    const { actor, tokenStore, settled } = startAuth({ api });
    actor.send({ type: 'SIGN_IN', credentials: { login: 'x', password: 'y' } });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'signedOut' });
    expect(actor.getSnapshot().context.error).toEqual({
      messages: ['Unknown user'],
      silent: false,
      unauthorized: false,
      status: 400,
    });
    expect(tokenStore.getToken()).toBeNull();
  });

  it('clears the error when a new attempt starts, and on CLEAR_ERROR', async () => {
    const signIn = vi
      .fn<AuthApi['signIn']>()
      .mockRejectedValueOnce(new Error('Wrong password'))
      .mockResolvedValueOnce(session);
    const { actor, settled } = startAuth({ api: fakeApi({ signIn }) });
    actor.send({ type: 'SIGN_IN', credentials: { login: 'ann', password: 'bad' } });
    await settled();
    expect(actor.getSnapshot().context.error?.messages).toEqual(['Wrong password']);
    actor.send({ type: 'CLEAR_ERROR' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'SIGN_IN', credentials: { login: 'ann', password: 'good' } });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settled();
    expect(isSignedIn(actor.getSnapshot())).toBe(true);
  });

  it('marks verification pending after a sign-up that needs it, then verifies', async () => {
    const { actor, api, settled } = startAuth();
    actor.send({
      type: 'SIGN_UP',
      details: { username: 'ann', email: 'ann@x.io', password: 'password1', acceptedTerms: true },
    });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'signedOut' });
    expect(actor.getSnapshot().context.verificationPending).toBe(true);

    actor.send({ type: 'VERIFY', token: 'mail-token' });
    await waitFor(actor, (snapshot) => isSignedIn(snapshot));
    expect(api.verify).toHaveBeenCalledWith({ token: 'mail-token' });
    expect(actor.getSnapshot().context.verificationPending).toBe(false);
  });

  it('signs in directly when sign-up returns a session', async () => {
    const { actor, settled } = startAuth({ api: fakeApi({ signUp: vi.fn(async () => session) }) });
    actor.send({
      type: 'SIGN_UP',
      details: { username: 'ann', email: 'ann@x.io', password: 'password1', acceptedTerms: true },
    });
    await settled();
    expect(isSignedIn(actor.getSnapshot())).toBe(true);
  });

  async function signedIn(api = fakeApi()) {
    const started = startAuth({ api });
    started.actor.send({ type: 'SIGN_IN', credentials: { login: 'ann', password: 'pw' } });
    await started.settled();
    started.emitted.length = 0;
    return started;
  }

  it('signs out: calls the server with the token, clears token and role, resets context', async () => {
    const { actor, api, tokenStore, emitted, settled } = await signedIn();
    actor.send({ type: 'SIGN_OUT' });
    expect(actor.getSnapshot().value).toEqual({ loading: 'signingOut' });
    await settled();
    expect(api.signOut).toHaveBeenCalledWith({ token: 'token-1' });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'signedOut' });
    expect([tokenStore.getToken(), tokenStore.getRole()]).toEqual([null, null]);
    expect(actor.getSnapshot().context).toEqual({
      user: null,
      role: null,
      error: null,
      verificationPending: false,
    });
    expect(emitted).toEqual([{ type: 'signedOut', reason: 'signOut' }]);
  });

  it('signs out locally even when the server call fails', async () => {
    const api = fakeApi({ signOut: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const { actor, tokenStore, settled } = await signedIn(api);
    actor.send({ type: 'SIGN_OUT' });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'signedOut' });
    expect(tokenStore.getToken()).toBeNull();
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('on UNAUTHORIZED clears token and role, resets context and emits the reason', async () => {
    const { actor, tokenStore, emitted } = await signedIn();
    actor.send({ type: 'UNAUTHORIZED' });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'signedOut' });
    expect([tokenStore.getToken(), tokenStore.getRole()]).toEqual([null, null]);
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(emitted).toEqual([{ type: 'signedOut', reason: 'unauthorized' }]);
  });

  it('on UNAUTHORIZED during a call stops it and ignores its result', async () => {
    let finish: (value: AuthSession) => void = () => undefined;
    const api = fakeApi({ signIn: () => new Promise((resolve) => (finish = resolve)) });
    const { actor, tokenStore } = startAuth({ api });
    actor.send({ type: 'SIGN_IN', credentials: { login: 'ann', password: 'pw' } });
    actor.send({ type: 'UNAUTHORIZED' });
    finish(session);
    await Promise.resolve();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'signedOut' });
    expect(tokenStore.getToken()).toBeNull();
  });

  it('updates the user and stored role on USER_UPDATED', async () => {
    const { actor, tokenStore } = await signedIn();
    const upgraded = { ...ann, role: { key: 'moderator' as const, name: 'Moderator' } };
    actor.send({ type: 'USER_UPDATED', user: upgraded });
    expect(actor.getSnapshot().context).toMatchObject({ user: upgraded, role: 'moderator' });
    expect(tokenStore.getRole()).toBe('moderator');
  });

  it('ignores SIGN_OUT and USER_UPDATED when signed out', () => {
    const { actor } = startAuth();
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'SIGN_OUT' });
    actor.send({ type: 'USER_UPDATED', user: ann });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'signedOut' });
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('accepts actors through provide() when no api is given', async () => {
    const tokenStore = createMemoryTokenStore();
    const machine = createAuthMachine({ tokenStore }).provide({
      actors: { signIn: fromPromise(async () => session) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'SIGN_IN', credentials: { login: 'ann', password: 'pw' } });
    await waitFor(actor, (snapshot) => isSignedIn(snapshot));
    expect(tokenStore.getToken()).toBe('token-1');
  });

  it('reports a missing actor as an error', async () => {
    const actor = createActor(createAuthMachine({ tokenStore: createMemoryTokenStore() })).start();
    actor.send({ type: 'SIGN_IN', credentials: { login: 'ann', password: 'pw' } });
    await waitFor(actor, (snapshot) => authLoadingState(snapshot.value) === 'loaded');
    expect(actor.getSnapshot().context.error?.messages).toEqual([
      'auth actor "signIn" not provided',
    ]);
  });
});

describe('authLoadingState', () => {
  it.each([
    ['never', 'never'],
    [{ loading: 'signingIn' }, 'loading'],
    [{ loaded: 'signedIn' }, 'loaded'],
    ['other', 'never'],
  ] as const)('reads %j as %s', (value, expected) => {
    expect(authLoadingState(value)).toBe(expected);
  });
});
