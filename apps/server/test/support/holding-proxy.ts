// A loopback HTTP proxy in front of another server (the test's S3) that can hold chosen requests
// unanswered: a fault test uses it to keep a background job waiting on storage, so the job is
// certainly under way, in a known process, when that process is killed. Nothing depends on speed.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HoldingProxy {
  url: string;
  /** Requests held so far (method and path), in arrival order. */
  held: string[];
  /** Stop holding: what is held, and everything after, goes through. */
  release(): void;
  close(): Promise<void>;
}

export async function startHoldingProxy(
  target: string,
  shouldHold: (method: string, path: string) => boolean,
): Promise<HoldingProxy> {
  const upstream = new URL(target);
  let holding = true;
  const waiting: Array<() => void> = [];
  const held: string[] = [];
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const out = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  };
  const server = createServer((req, res) => {
    if (holding && shouldHold(req.method ?? 'GET', req.url ?? '/')) {
      held.push(`${req.method} ${req.url}`);
      req.pause();
      waiting.push(() => {
        if (!req.destroyed) forward(req, res);
      });
      return;
    }
    forward(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    held,
    release() {
      holding = false;
      for (const go of waiting.splice(0)) go();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
