// A typed Socket.IO connection to the Trestle server, authenticated with the session token at the
// handshake. The server puts each connection in its person's room.
import { SOCKET_PATH } from '@trestle/core';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from './events';

export { SOCKET_PATH };

export type TrestleSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface TrestleSocketOptions {
  /** Origin of the Trestle server; "" or omitted connects to the page's own origin. */
  baseUrl?: string;
  token: string;
  /** Connect at once (default) or wait for `socket.connect()`. */
  autoConnect?: boolean;
  /**
   * Transports to try, in order. Default: WebSocket, then long-polling if WebSocket cannot connect.
   * WebSocket first because one connection stays on one server process: polling's separate
   * requests need sticky sessions behind a load balancer or with WORKERS > 1.
   */
  transports?: ('websocket' | 'polling')[];
}

export function connectTrestleSocket(options: TrestleSocketOptions): TrestleSocket {
  const settings = {
    path: SOCKET_PATH,
    auth: { token: options.token },
    autoConnect: options.autoConnect ?? true,
    transports: options.transports ?? ['websocket', 'polling'],
    tryAllTransports: true,
  };
  return options.baseUrl ? io(options.baseUrl, settings) : io(settings);
}
