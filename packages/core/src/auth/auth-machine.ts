import type { SnapshotFrom, StateValue } from 'xstate';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { NormalisedError } from '../errors/normalise-error';
import { toNormalisedError } from '../errors/normalise-error';
import type { SignInInput, VerifyInput } from '../validation/auth-forms';
import type { SignUpInput } from '../validation/sign-up-form';
import type { AuthSession, AuthUser, SignUpResult } from './auth-types';
import { roleKeyOf } from './roles';
import type { TokenStore } from './token-store';

/** Auth loading states (spec section 4): nothing tried yet, a call running, settled. */
export const AUTH_LOADING_STATES = ['never', 'loading', 'loaded'] as const;
export type AuthLoadingState = (typeof AUTH_LOADING_STATES)[number];

export interface AuthContext {
  user: AuthUser | null;
  role: string | null;
  /** The last failure, normalised for the UI; cleared by the next attempt or CLEAR_ERROR. */
  error: NormalisedError | null;
  /** Set after a sign-up that needs e-mail verification. */
  verificationPending: boolean;
}

export type AuthEvent =
  /** Restore the session from a stored token (send on app start); no token → signed out. */
  | { type: 'REFRESH' }
  | { type: 'SIGN_IN'; credentials: SignInInput }
  | { type: 'SIGN_UP'; details: SignUpInput }
  | { type: 'VERIFY'; token: string }
  | { type: 'SIGN_OUT' }
  /** A 401 anywhere: clear the token and role, reset. */
  | { type: 'UNAUTHORIZED' }
  /** The profile changed (e.g. after an upgrade): new user and role. */
  | { type: 'USER_UPDATED'; user: AuthUser }
  | { type: 'CLEAR_ERROR' };

/** Events the machine emits for the app (listen with `actor.on(type, handler)`). */
export type AuthEmitted =
  | { type: 'signedIn'; user: AuthUser }
  /** Reset the whole application state; after 'unauthorized', reload the page. */
  | { type: 'signedOut'; reason: 'signOut' | 'unauthorized' };

/** The calls behind the machine, as plain async functions (the SDK's). */
export interface AuthApi {
  signIn(credentials: SignInInput): Promise<AuthSession>;
  signUp(details: SignUpInput): Promise<SignUpResult>;
  verify(input: VerifyInput): Promise<AuthSession>;
  refresh(input: { token: string }): Promise<AuthSession>;
  /** Revokes the session on the server; local sign-out happens whatever it returns. */
  signOut(input: { token: string | null }): Promise<void>;
}

export interface AuthDependencies {
  tokenStore: TokenStore;
  /** When omitted, provide the actors with `machine.provide({ actors: { signIn: … } })`. */
  api?: AuthApi;
}

export function initialAuthContext(): AuthContext {
  return { user: null, role: null, error: null, verificationPending: false };
}

function notProvided(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`auth actor "${name}" not provided`));
}

/**
 * Creates the auth machine. States: `never` → `loading.{refreshing|signingIn|signingUp|verifying|
 * signingOut}` → `loaded.{signedIn|signedOut}`. Sign-out and UNAUTHORIZED clear the stored token
 * and role and reset the context; failures are kept in `context.error`, normalised.
 *
 * React: `useMachine(authMachine)` (@xstate/react); Node: `createActor(authMachine).start()`.
 */
export function createAuthMachine({ tokenStore, api }: AuthDependencies) {
  const storeSession = (session: AuthSession): { user: AuthUser; role: string | null } => {
    if (session.token) tokenStore.setToken(session.token);
    const role = roleKeyOf(session.user);
    if (role) tokenStore.setRole(role);
    return { user: session.user, role };
  };

  return setup({
    types: {
      context: {} as AuthContext,
      events: {} as AuthEvent,
      emitted: {} as AuthEmitted,
    },
    actors: {
      signIn: fromPromise<AuthSession, SignInInput>(
        api ? ({ input }) => api.signIn(input) : notProvided('signIn'),
      ),
      signUp: fromPromise<SignUpResult, SignUpInput>(
        api ? ({ input }) => api.signUp(input) : notProvided('signUp'),
      ),
      verify: fromPromise<AuthSession, VerifyInput>(
        api ? ({ input }) => api.verify(input) : notProvided('verify'),
      ),
      refresh: fromPromise<AuthSession, { token: string }>(
        api ? ({ input }) => api.refresh(input) : notProvided('refresh'),
      ),
      signOut: fromPromise<void, { token: string | null }>(
        api ? ({ input }) => api.signOut(input) : notProvided('signOut'),
      ),
    },
    actions: {
      clearStoredSession: () => tokenStore.clear(),
      resetContext: assign(() => initialAuthContext()),
      clearError: assign({ error: null }),
      persistRole: ({ context }) => {
        if (context.role) tokenStore.setRole(context.role);
      },
      setError: assign((_, params: { error: unknown }) => ({
        error: toNormalisedError(params.error),
      })),
      storeSession: assign((_, params: { session: AuthSession }) => ({
        ...storeSession(params.session),
        error: null,
        verificationPending: false,
      })),
      emitSignedIn: emit(({ context }) => ({
        type: 'signedIn' as const,
        user: context.user as AuthUser,
      })),
      emitSignedOut: emit((_, params: { reason: 'signOut' | 'unauthorized' }) => ({
        type: 'signedOut' as const,
        reason: params.reason,
      })),
    },
    guards: {
      hasStoredToken: () => Boolean(tokenStore.getToken()),
    },
  }).createMachine({
    id: 'auth',
    context: initialAuthContext,
    initial: 'never',
    on: {
      UNAUTHORIZED: {
        target: '.loaded.signedOut',
        actions: [
          'clearStoredSession',
          'resetContext',
          { type: 'emitSignedOut', params: { reason: 'unauthorized' } },
        ],
      },
      CLEAR_ERROR: { actions: assign({ error: null }) },
    },
    states: {
      never: {
        on: {
          REFRESH: [
            { guard: 'hasStoredToken', target: 'loading.refreshing' },
            { target: 'loaded.signedOut' },
          ],
          SIGN_IN: 'loading.signingIn',
          SIGN_UP: 'loading.signingUp',
          VERIFY: 'loading.verifying',
        },
      },
      loading: {
        entry: 'clearError',
        // Always entered through one of its children; `refreshing` is only the formal default.
        initial: 'refreshing',
        states: {
          refreshing: {
            invoke: {
              src: 'refresh',
              input: () => ({ token: tokenStore.getToken() ?? '' }),
              onDone: {
                target: '#auth.loaded.signedIn',
                actions: [
                  { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
                  'emitSignedIn',
                ],
              },
              onError: [
                {
                  // The stored token is no longer valid: forget it.
                  guard: ({ event }) => toNormalisedError(event.error).unauthorized,
                  target: '#auth.loaded.signedOut',
                  actions: ['clearStoredSession', 'resetContext'],
                },
                {
                  // Offline or server trouble: keep the token for the next start.
                  target: '#auth.loaded.signedOut',
                  actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                },
              ],
            },
          },
          signingIn: {
            invoke: {
              src: 'signIn',
              input: ({ event }) => (event as Extract<AuthEvent, { type: 'SIGN_IN' }>).credentials,
              onDone: {
                target: '#auth.loaded.signedIn',
                actions: [
                  { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
                  'emitSignedIn',
                ],
              },
              onError: {
                target: '#auth.loaded.signedOut',
                actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          signingUp: {
            invoke: {
              src: 'signUp',
              input: ({ event }) => (event as Extract<AuthEvent, { type: 'SIGN_UP' }>).details,
              onDone: [
                {
                  guard: ({ event }) => event.output !== null,
                  target: '#auth.loaded.signedIn',
                  actions: [
                    {
                      type: 'storeSession',
                      params: ({ event }) => ({ session: event.output as AuthSession }),
                    },
                    'emitSignedIn',
                  ],
                },
                {
                  target: '#auth.loaded.signedOut',
                  actions: assign({ verificationPending: true }),
                },
              ],
              onError: {
                target: '#auth.loaded.signedOut',
                actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          verifying: {
            invoke: {
              src: 'verify',
              input: ({ event }) => ({
                token: (event as Extract<AuthEvent, { type: 'VERIFY' }>).token,
              }),
              onDone: {
                target: '#auth.loaded.signedIn',
                actions: [
                  { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
                  'emitSignedIn',
                ],
              },
              onError: {
                target: '#auth.loaded.signedOut',
                actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          signingOut: {
            invoke: {
              src: 'signOut',
              input: () => ({ token: tokenStore.getToken() }),
              onDone: {
                target: '#auth.loaded.signedOut',
                actions: [
                  'clearStoredSession',
                  'resetContext',
                  { type: 'emitSignedOut', params: { reason: 'signOut' } },
                ],
              },
              onError: {
                target: '#auth.loaded.signedOut',
                actions: [
                  'clearStoredSession',
                  'resetContext',
                  { type: 'emitSignedOut', params: { reason: 'signOut' } },
                ],
              },
            },
          },
        },
      },
      loaded: {
        initial: 'signedOut',
        states: {
          signedOut: {
            on: {
              REFRESH: [
                { guard: 'hasStoredToken', target: '#auth.loading.refreshing' },
                { target: 'signedOut' },
              ],
              SIGN_IN: '#auth.loading.signingIn',
              SIGN_UP: '#auth.loading.signingUp',
              VERIFY: '#auth.loading.verifying',
            },
          },
          signedIn: {
            on: {
              REFRESH: '#auth.loading.refreshing',
              SIGN_OUT: '#auth.loading.signingOut',
              USER_UPDATED: {
                actions: [
                  assign(({ context, event }) => ({
                    user: event.user,
                    role: roleKeyOf(event.user) ?? context.role,
                  })),
                  'persistRole',
                ],
              },
            },
          },
        },
      },
    },
  });
}

export type AuthMachine = ReturnType<typeof createAuthMachine>;
export type AuthSnapshot = SnapshotFrom<AuthMachine>;

/** The spec's auth loading state of a snapshot value: 'never', 'loading' or 'loaded'. */
export function authLoadingState(value: StateValue): AuthLoadingState {
  const top = typeof value === 'string' ? value : Object.keys(value)[0];
  return (AUTH_LOADING_STATES as readonly string[]).includes(top ?? '')
    ? (top as AuthLoadingState)
    : 'never';
}

/** True when a user is signed in. */
export function isSignedIn(snapshot: AuthSnapshot): boolean {
  return snapshot.matches({ loaded: 'signedIn' });
}
