// Socket.IO on the API's own HTTP server. A connection proves who it is with the session token
// at the handshake and joins its person's room and its session's room. With REDIS_URL the Redis
// adapter carries events between several server processes.
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { SOCKET_PATH } from '@trestle/core';
import type { ClientToServerEvents, ServerToClientEvents } from '@trestle/sdk';
import type { Logger } from 'pino';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { Db } from '../db/database';
import { findCaller } from '../auth/request-auth';

type Io = Server<ClientToServerEvents, ServerToClientEvents>;
type Emitter = Pick<ReturnType<Io['to']>, 'emit'>;

/** The connection a client event came on: its person, and a place for per-connection state. */
export interface ClientConnection {
  userId: string;
  socketId: string;
  /** Lives as long as the connection (throttles keep their last times here). */
  memo: Map<string, unknown>;
}

export type ClientEventName = Exclude<keyof ClientToServerEvents, 'ping'>;
/** A client event's arguments are whatever the client sent: check them before use. */
export type ClientEventHandler = (
  connection: ClientConnection,
  ...args: unknown[]
) => void | Promise<void>;

export interface Realtime {
  toUser(userId: string): Emitter;
  toSession(sessionId: string): Emitter;
  /** Several people at once (one message per room, across processes with Redis). */
  toUsers(userIds: readonly string[]): Emitter;
  /** Everyone connected. */
  toEveryone(): Emitter;
  disconnectSession(sessionId: string): void;
  /** Closes every socket of the person (all their sessions ended). */
  disconnectUser(userId: string): void;
  /** Handles an event clients send, on every connection to this process. */
  onClientEvent(event: ClientEventName, handler: ClientEventHandler): void;
  close(): Promise<void>;
}

export const userRoom = (id: string) => `user:${id}`;
export const sessionRoom = (id: string) => `session:${id}`;

export interface RealtimeOptions {
  server: HttpServer;
  db: Db;
  log: Logger;
  redisUrl?: string | undefined;
  /** REDIS_KEY_PREFIX: installations (and test apps) sharing one Redis keep their events apart. */
  redisKeyPrefix?: string;
}

/** Waits for the promise, or for `ms` at most (whatever it then does is ignored). */
function atMost(ms: number, promise: Promise<unknown>): Promise<unknown> {
  return Promise.race([
    promise.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, ms).unref()),
  ]);
}

export async function startRealtime(options: RealtimeOptions): Promise<Realtime> {
  const io: Io = new Server(options.server, { path: SOCKET_PATH, serveClient: false });
  const closers: (() => Promise<unknown>)[] = [];

  if (options.redisUrl) {
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (err) => options.log.error({ err }, 'redis publisher error'));
    sub.on('error', (err) => options.log.error({ err }, 'redis subscriber error'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub, { key: `${options.redisKeyPrefix ?? ''}socket.io` }));
    // Closed after their pending commands, but waited for two seconds at most: after a Redis
    // restart a close could wait for ever and hold the process open at shutdown. (Destroying them
    // instead rejects the adapter's pending commands, which nothing handles.)
    closers.push(
      () => atMost(2000, pub.close()),
      () => atMost(2000, sub.close()),
    );
  }

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    const caller = typeof token === 'string' ? await findCaller(options.db, token) : null;
    if (!caller) return next(new Error('Please sign in to continue.'));
    socket.data.userId = caller.user.id;
    await socket.join([userRoom(caller.user.id), sessionRoom(caller.session.id)]);
    next();
  });

  const handlers: [ClientEventName, ClientEventHandler][] = [];
  const attach = (socket: Socket, event: ClientEventName, handler: ClientEventHandler) => {
    const connection: ClientConnection = {
      userId: socket.data.userId as string,
      socketId: socket.id,
      memo: (socket.data.memo ??= new Map<string, unknown>()) as Map<string, unknown>,
    };
    // A handler's failure is logged; it never reaches the client or other handlers.
    (socket as unknown as { on(e: string, f: (...args: unknown[]) => void): void }).on(
      event,
      (...args) => {
        const failed = (err: unknown) =>
          options.log.error({ err, event }, 'realtime client event failed');
        try {
          void Promise.resolve(handler(connection, ...args)).catch(failed);
        } catch (err) {
          failed(err);
        }
      },
    );
  };

  io.on('connection', (socket) => {
    socket.on('ping', (reply) => {
      if (typeof reply === 'function') reply({ userId: socket.data.userId as string });
    });
    for (const [event, handler] of handlers) attach(socket, event, handler);
  });

  return {
    toUser: (id) => io.to(userRoom(id)),
    toSession: (id) => io.to(sessionRoom(id)),
    toUsers: (ids) => io.to(ids.map(userRoom)),
    toEveryone: () => io,
    disconnectSession: (id) => io.in(sessionRoom(id)).disconnectSockets(true),
    disconnectUser: (id) => io.in(userRoom(id)).disconnectSockets(true),
    onClientEvent(event, handler) {
      handlers.push([event, handler]);
      for (const socket of io.of('/').sockets.values()) attach(socket, event, handler);
    },
    async close() {
      // Closing io closes the HTTP server too; Fastify closes that itself.
      io.disconnectSockets(true);
      io.removeAllListeners();
      for (const close of closers) await close();
    },
  };
}
