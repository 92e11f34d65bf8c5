// Services for unit tests: the real auth machine and SDK client over a scripted fetch.
import { vi, type Mock } from 'vitest';
import { TOKEN_STORAGE_KEYS, type ServerToClientEvents, type TrestleSocket } from '@trestle/sdk';
import { memoryStorage } from './memory-storage';
import { createServices, type ServiceOptions, type Services } from '../app/services';

export type Handler = (request: Request) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export const demoUser = {
  id: '0190b3c2-0000-7000-8000-000000000001',
  username: 'demo',
  email: 'demo@demo.trestle.local',
  role: { key: 'user', name: 'User' },
  policies: { can_apply_project: true, can_apply_directory: true },
  limits: {},
  account: {
    type: 'personal',
    emailVerified: true,
    dm: 'followers',
    mute: { words: [], categories: [] },
  },
  general: { displayName: 'Dana Demo', avatar: null },
  onboardedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A realtime connection the test drives: `emit` plays an event pushed by the server. */
export interface FakeSocket {
  emit<E extends keyof ServerToClientEvents>(
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Events the app sent to the server, in order. */
  readonly sent: [string, unknown][];
  /** Whether the app holds the connection (started and not stopped). */
  readonly connected: boolean;
  /** Brings the connection up or takes it down, as socket.io's 'connect' and 'disconnect' do. */
  setUp(up: boolean): void;
}

function fakeSocket(): { socket: FakeSocket; connect: () => Promise<SocketLike> } {
  const listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  let connected = false;
  const sent: [string, unknown][] = [];
  const connection = {
    emit(event: string, payload: unknown) {
      sent.push([event, payload]);
      return true;
    },
    on(event: string, listener: (...args: unknown[]) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return connection;
    },
    disconnect() {
      connected = false;
      listeners.clear();
      return connection;
    },
  };
  const socket: FakeSocket = {
    emit(event, ...args) {
      listeners.get(event)?.forEach((listener) => listener(...args));
    },
    setUp(up) {
      (connection as { connected?: boolean }).connected = up;
      listeners.get(up ? 'connect' : 'disconnect')?.forEach((listener) => listener());
    },
    sent,
    get connected() {
      return connected;
    },
  };
  return {
    socket,
    connect: () => {
      connected = true;
      return Promise.resolve(connection as unknown as SocketLike);
    },
  };
}

type SocketLike = Pick<TrestleSocket, 'on' | 'disconnect'>;

export interface FakeServices {
  services: Services;
  fetch: Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;
  /** "METHOD /path" of every call, in order. */
  calls: string[];
  notify: Mock<Services['notify']>;
  reload: Mock<() => void>;
  storage: ReturnType<typeof memoryStorage>;
  /** The realtime connection (unless the test passed its own `connectSocket`). */
  socket: FakeSocket;
}

/** Creates services whose API answers come from `routes` ("METHOD /path" → handler). */
export function fakeServices(
  routes: Record<string, Handler> = {},
  options: Partial<ServiceOptions> & { token?: string } = {},
): FakeServices {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(key);
    const handler = routes[key];
    return handler ? handler(request) : json(501, { message: `Not implemented yet: ${key}.` });
  });
  const storage = memoryStorage();
  if (options.token) storage.setItem(TOKEN_STORAGE_KEYS.token, options.token);
  const notify = vi.fn<Services['notify']>();
  const reload = vi.fn<() => void>();
  const realtime = fakeSocket();
  const services = createServices({
    fetch: fetch as unknown as typeof globalThis.fetch,
    storage,
    sessionStorage: memoryStorage(),
    notify,
    reload,
    connectSocket: realtime.connect,
    ...options,
  });
  return { services, fetch, calls, notify, reload, storage, socket: realtime.socket };
}
