import { QueryClient } from '@tanstack/react-query';
// Everything the main application shares: the API client, the auth machine's actor, the app
// state, the recurring session check and the realtime connection.
import { createActor, type ActorRefFrom } from 'xstate';
import { createAuthMachine, type AuthApi, type AuthMachine } from '@trestle/core';
import {
  createTrestleClient,
  storageTokenStore,
  unwrap,
  type ClientToServerEvents,
  type components,
  type KeyValueStorage,
  type ServerToClientEvents,
  type TrestleClient,
  type TrestleSocket,
} from '@trestle/sdk';
import { createAppStore, type AppStore } from './app-store';
import { createModalStore, type ModalStore } from './modal-store';

export type AuthUser = components['schemas']['AuthUser'];
export type AuthActor = ActorRefFrom<AuthMachine>;

export interface Services {
  client: TrestleClient;
  /** The same session for background reads whose failures the person need not see. */
  quietClient: TrestleClient;
  auth: AuthActor;
  store: AppStore;
  /** The modals shown by the modal host. */
  modals: ModalStore;
  /**
   * The 60-second recurring check: asks the server whether the session is still valid and who
   * the person is now, so a revoked session (401: reload to sign-in) or a changed role shows up
   * within a minute. Failures other than 401 are silent: the next check tries again.
   */
  checkSession(): Promise<void>;
  /** Realtime connection of the signed-in person; a revoked session ends at once. */
  realtime: Realtime;
  /** Shows a message in a toast. */
  notify(message: string, kind?: 'error' | 'success' | 'info'): void;
  /** Reloads the page (spec section 8: after a 401). */
  reload(): void;
  /**
   * The one way screens load data (TanStack Query, docs/decisions.md "Loading data"): cached
   * answers per key, stale answers dropped, cleared on sign-out.
   */
  queries: QueryClient;
}

/** A pushed event's name and its handler's type (the SDK's typed events). */
export type RealtimeEvent = keyof ServerToClientEvents;

export interface Realtime {
  start(token: string): void;
  stop(): void;
  /**
   * Calls `handler` for every `event` the server pushes to this person, whichever connection
   * carries it: subscriptions survive reconnects and a new connection after sign-in. Returns the
   * function that unsubscribes.
   */
  on<E extends RealtimeEvent>(event: E, handler: ServerToClientEvents[E]): () => void;
  /** Whether the connection is up now (events arrive); false before it connects and while down. */
  live(): boolean;
  /** Calls `handler` each time the connection comes up or goes down; returns the unsubscriber. */
  onLive(handler: (live: boolean) => void): () => void;
  /**
   * Calls `handler` each time the connection comes up: a view reads again what it shows, since a
   * push sent while the connection was down (or not yet up) reached no one. Returns the unsubscriber.
   */
  whenUp(handler: () => void): () => void;
  /** Sends an event to the server when connected (dropped otherwise: it is only a hint). */
  send<E extends keyof ClientToServerEvents>(
    event: E,
    ...args: Parameters<ClientToServerEvents[E]>
  ): void;
}

export interface ServiceOptions {
  fetch?: typeof globalThis.fetch;
  storage?: KeyValueStorage;
  sessionStorage?: KeyValueStorage;
  notify?: Services['notify'];
  reload?: () => void;
  /** Opens the realtime connection; the SDK's socket.io client by default. */
  connectSocket?: (token: string) => Promise<SocketConnection>;
}

/** What the app uses of a socket: listening, closing and (when offered) sending. */
export type SocketConnection = Pick<TrestleSocket, 'on' | 'disconnect'> &
  Partial<Pick<TrestleSocket, 'emit' | 'connected'>>;

/** sessionStorage key remembering, across the reload, that the session ended. */
export const SESSION_ENDED_KEY = 'trestle.sessionEnded';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

export function createServices(options: ServiceOptions = {}): Services {
  const notify = options.notify ?? (() => undefined);
  const reload = options.reload ?? (() => window.location.reload());
  const storage = options.storage ?? window.localStorage;
  const session = options.sessionStorage ?? window.sessionStorage;
  const tokens = storageTokenStore(storage);

  function endSession() {
    tokens.clear();
    session.setItem(SESSION_ENDED_KEY, '1');
    realtime.stop();
    reload();
  }

  const client = createTrestleClient({
    baseUrl: '',
    tokenStore: tokens,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onError: (error) => error.messages.forEach((message) => notify(message, 'error')),
    // The SDK has already cleared the token and role.
    onUnauthorized: endSession,
  });
  // Background calls: the same session, but their failures are not shown to the person.
  const quiet = createTrestleClient({
    baseUrl: '',
    tokenStore: tokens,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onUnauthorized: endSession,
  });
  const { api } = client;

  const authApi: AuthApi = {
    signIn: (credentials) => unwrap(api.POST('/auth/sign-in', { body: credentials })),
    signUp: async ({ accountType, ...details }) => {
      // The form sends signUpSchema's output, where the account type is always set.
      if (!accountType) throw new Error('The account type is missing.');
      await unwrap(api.POST('/auth/sign-up', { body: { ...details, accountType } }));
      return null; // The account waits for e-mail verification.
    },
    verify: (input) => unwrap(api.POST('/auth/verify', { body: input })),
    refresh: () => unwrap(api.GET('/auth/refresh')),
    signOut: async ({ token }) => {
      if (token) await quiet.api.POST('/auth/sign-out');
    },
  };

  const auth = createActor(createAuthMachine({ tokenStore: tokens, api: authApi }));
  const store = createAppStore();
  const modals = createModalStore();
  const queries = createQueryClient();

  let socket: SocketConnection | null = null;
  let socketWanted = false;
  const connectSocket =
    options.connectSocket ??
    (async (token: string) => (await import('./realtime')).connectRealtime(token));
  // Screens subscribe here, not on the socket: the socket comes and goes, the subscriptions stay.
  const handlers = new Map<RealtimeEvent, Set<(...args: never[]) => void>>();
  const forwarded = new Set<RealtimeEvent>();
  // Screens that poll while the socket is down (a fallback) watch this.
  let live = false;
  const liveHandlers = new Set<(live: boolean) => void>();
  function setLive(next: boolean) {
    if (next === live) return;
    live = next;
    liveHandlers.forEach((handler) => handler(next));
  }
  function forward(event: RealtimeEvent) {
    if (!socket || forwarded.has(event)) return;
    forwarded.add(event);
    const dispatch = (...args: never[]) => handlers.get(event)?.forEach((h) => h(...args));
    socket.on(event, dispatch as ServerToClientEvents[typeof event]);
  }
  const realtime: Realtime = {
    start(token: string) {
      if (socketWanted) return;
      socketWanted = true;
      connectSocket(token).then(
        (connected) => {
          if (!socketWanted) {
            connected.disconnect();
            return;
          }
          socket = connected;
          forwarded.clear();
          connected.on('session:revoked', endSession);
          connected.on('connect', () => setLive(true));
          connected.on('disconnect', () => setLive(false));
          handlers.forEach((_, event) => forward(event));
          setLive(connected.connected === true);
        },
        () => {
          // Realtime is an extra: without it the recurring check still notices a revoked session.
          socketWanted = false;
        },
      );
    },
    stop() {
      socketWanted = false;
      socket?.disconnect();
      socket = null;
      forwarded.clear();
      setLive(false);
    },
    live: () => live,
    onLive(handler) {
      liveHandlers.add(handler);
      return () => {
        liveHandlers.delete(handler);
      };
    },
    whenUp(handler) {
      return realtime.onLive((up) => {
        if (up) handler();
      });
    },
    send(event, ...args) {
      socket?.emit?.(event, ...args);
    },
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      handlers.set(event, set);
      const entry = handler as (...args: never[]) => void;
      set.add(entry);
      forward(event);
      return () => {
        set.delete(entry);
      };
    },
  };

  let lastUser = '';
  async function checkSession() {
    if (!auth.getSnapshot().matches({ loaded: 'signedIn' })) return;
    let result;
    try {
      result = await quiet.api.GET('/auth/refresh');
    } catch {
      return; // offline: try again next time
    }
    const data = result.data;
    if (!data || !auth.getSnapshot().matches({ loaded: 'signedIn' })) return;
    if (data.token && data.token !== tokens.getToken()) tokens.setToken(data.token);
    const serialised = JSON.stringify(data.user);
    if (serialised !== lastUser) {
      lastUser = serialised;
      auth.send({ type: 'USER_UPDATED', user: data.user });
    }
    store.set({ sessionCheckedAt: Date.now() });
  }
  auth.on('signedIn', ({ user }) => {
    lastUser = JSON.stringify(user);
  });

  auth.start();
  // Restore a stored session before anything renders: no flash of the sign-in page.
  auth.send({ type: 'REFRESH' });

  return {
    client,
    quietClient: quiet,
    auth,
    store,
    modals,
    checkSession,
    realtime,
    notify,
    reload,
    queries,
  };
}

/**
 * The query cache: the SDK's client already shows failures in toasts, so queries do not retry
 * (a refused request would be shown three times) and do not refetch when the window regains focus
 * (screens refresh on realtime events instead).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
