// Raw bytes over a loopback socket, for requests no HTTP client would send: stalled or trickled
// bodies, promised lengths never delivered, oversized headers.
import { connect, type Socket } from 'node:net';

export const portOf = (url: string) => Number(new URL(url).port);

/** Sends raw bytes and resolves with what came back once the server closes or `waitMs` passes. */
export function rawExchange(port: number, request: string, waitMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(received);
    }, waitMs);
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      if (received) resolve(received);
      else reject(error);
    });
    socket.write(request);
  });
}

/** Opens a socket, writes `request`, and reports when the server closes it (or `waitMs` passes). */
export function openRaw(
  port: number,
  request: string,
): { socket: Socket; closed: Promise<{ afterMs: number; received: string }> } {
  const socket = connect(port, '127.0.0.1');
  const started = Date.now();
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('utf8')));
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) => {
    socket.on('close', () => resolve({ afterMs: Date.now() - started, received }));
    socket.on('error', () => undefined);
  });
  socket.write(request);
  return { socket, closed };
}
