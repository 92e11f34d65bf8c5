// The client end to end against real HTTP servers. Workplace rule: traffic goes to loopback only
// (127.0.0.0/8, ::1). Loopback stands in for "forbidden" when it is not allow-listed; private and
// public ranges are covered by the pure checks in address.test.ts and ssrf-bypasses.test.ts.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createOutboundClient,
  createOutboundClientFromConfig,
  type OutboundClient,
  type OutboundClientOptions,
} from './client';
import { OutboundError } from './errors';
import type { Resolver } from './url';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

interface TestServer {
  host: string;
  port: number;
  /** Base URL, e.g. http://127.0.0.1:1234 or http://[::1]:1234 */
  origin: string;
  /** Every request that reached the server, in order. */
  seen: Seen[];
  server: Server;
}

const servers: Server[] = [];
const clients: OutboundClient[] = [];

async function startServer(
  host: string,
  handler: (req: IncomingMessage, res: ServerResponse, seen: Seen[]) => void,
): Promise<TestServer> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      handler(req, res, seen);
    });
  });
  servers.push(server);
  server.listen(0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return { host, port, origin, seen, server };
}

function client(options: Partial<OutboundClientOptions> = {}): OutboundClient {
  const created = createOutboundClient({ allowedPrivateAddresses: [], ...options });
  clients.push(created);
  return created;
}

async function failure(promise: Promise<unknown>): Promise<OutboundError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof OutboundError) return err;
    throw err;
  }
  throw new Error('the fetch succeeded');
}

function fakeResolver(answers: Record<string, string[]>): Resolver & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string) => {
    asked.push(hostname);
    const list = answers[hostname];
    if (!list) throw Object.assign(new Error(`no record for ${hostname}`), { code: 'ENOTFOUND' });
    return list.map((address) => ({
      address,
      family: address.includes(':') ? (6 as const) : (4 as const),
    }));
  };
  return Object.assign(resolve, { asked });
}

const ok = (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('hello');
};

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close().catch(() => undefined)));
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

describe('with an empty allow-list, loopback is refused before any connection', () => {
  it('refuses http://127.0.0.1:PORT/ and the server sees no request', async () => {
    const target = await startServer('127.0.0.1', ok);
    const err = await failure(client().fetch(`${target.origin}/`));
    expect(err.reason).toBe('forbidden_address');
    expect(err.message).toMatch(/not a public internet address/);
    expect(target.seen).toHaveLength(0);
  });

  it('refuses http://localhost:PORT/ (the system resolver answers loopback) and the server sees no request', async () => {
    const target = await startServer('127.0.0.1', ok);
    const err = await failure(client().fetch(`http://localhost:${target.port}/`));
    expect(err.reason).toBe('forbidden_address');
    expect(err.url).toBe(`http://localhost:${target.port}/`);
    expect(target.seen).toHaveLength(0);
  });

  it('refuses http://[::1]:PORT/ and the server sees no request', async () => {
    const target = await startServer('::1', ok);
    const err = await failure(client().fetch(`${target.origin}/`));
    expect(err.reason).toBe('forbidden_address');
    expect(target.seen).toHaveLength(0);
  });

  it('refuses decimal, hex and mapped notations of loopback and the server sees no request', async () => {
    const target = await startServer('127.0.0.1', ok);
    const c = client();
    for (const host of ['2130706433', '0x7f.1', '127.1', '[::ffff:127.0.0.1]']) {
      const err = await failure(c.fetch(`http://${host}:${target.port}/`));
      expect(err.reason).toBe('forbidden_address');
    }
    expect(target.seen).toHaveLength(0);
  });

  it('refuses a name the resolver maps to loopback, checked in the connect hook', async () => {
    const target = await startServer('127.0.0.1', ok);
    const resolve = fakeResolver({ 'rebind.test': ['127.0.0.1'] });
    const err = await failure(client({ resolve }).fetch(`http://rebind.test:${target.port}/`));
    expect(err.reason).toBe('forbidden_address');
    expect(resolve.asked).toEqual(['rebind.test']);
    expect(target.seen).toHaveLength(0);
  });
});

describe('with loopback allow-listed, the same server is reachable', () => {
  it('fetches http://127.0.0.1:PORT/ with 127.0.0.0/8 allowed', async () => {
    const target = await startServer('127.0.0.1', ok);
    const res = await client({ allowedPrivateAddresses: ['127.0.0.0/8'] }).fetch(
      `${target.origin}/hello`,
    );
    expect(res.status).toBe(200);
    expect(res.url).toBe(`${target.origin}/hello`);
    expect(res.contentType).toBe('text/plain');
    expect(res.text()).toBe('hello');
    expect(res.body.equals(Buffer.from('hello'))).toBe(true);
    expect(target.seen.map((s) => s.url)).toEqual(['/hello']);
  });

  it('fetches http://localhost:PORT/ through the system resolver with 127.0.0.0/8 and ::1/128 allowed', async () => {
    const target = await startServer('127.0.0.1', ok);
    const res = await client({ allowedPrivateAddresses: ['127.0.0.0/8', '::1/128'] }).fetch(
      `http://localhost:${target.port}/`,
    );
    expect(res.text()).toBe('hello');
    expect(target.seen).toHaveLength(1);
  });

  it('fetches http://[::1]:PORT/ with ::1/128 allowed', async () => {
    const target = await startServer('::1', ok);
    const res = await client({ allowedPrivateAddresses: ['::1/128'] }).fetch(`${target.origin}/`);
    expect(res.text()).toBe('hello');
  });

  it('connects to the address the resolver answered, under the name in the URL', async () => {
    const target = await startServer('127.0.0.1', ok);
    const resolve = fakeResolver({ 'feeds.test': ['127.0.0.1'] });
    const res = await client({ allowedPrivateAddresses: ['127.0.0.1/32'], resolve }).fetch(
      `http://feeds.test:${target.port}/rss`,
    );
    expect(res.text()).toBe('hello');
    expect(target.seen[0]?.headers.host).toBe(`feeds.test:${target.port}`);
  });

  it('refuses a name whose answers mix an allowed address with a forbidden one, without connecting', async () => {
    const target = await startServer('127.0.0.1', ok);
    const resolve = fakeResolver({ 'mixed.test': ['127.0.0.1', '10.0.0.1'] });
    const err = await failure(
      client({ allowedPrivateAddresses: ['127.0.0.1/32'], resolve }).fetch(
        `http://mixed.test:${target.port}/`,
      ),
    );
    expect(err.reason).toBe('forbidden_address');
    expect(err.address).toBe('10.0.0.1');
    expect(err.message).not.toContain('10.0.0.1');
    expect(target.seen).toHaveLength(0);
  });

  it('allows exactly the listed range: 127.0.0.1/32 does not open 127.0.0.2', async () => {
    const other = await startServer('127.0.0.2', ok);
    const err = await failure(
      client({ allowedPrivateAddresses: ['127.0.0.1/32'] }).fetch(`${other.origin}/`),
    );
    expect(err.reason).toBe('forbidden_address');
    expect(other.seen).toHaveLength(0);
  });
});

describe('redirects', () => {
  const loopback = { allowedPrivateAddresses: ['127.0.0.0/8'] };

  it('follows a 301 -> 302 -> 200 chain and reports the final URL', async () => {
    const target = await startServer('127.0.0.1', (req, res) => {
      if (req.url === '/a') res.writeHead(301, { location: '/b' }).end();
      else if (req.url === '/b') res.writeHead(302, { location: `${target.origin}/c?x=1` }).end();
      else ok(req, res);
    });
    const res = await client(loopback).fetch(`${target.origin}/a`);
    expect(res.status).toBe(200);
    expect(res.url).toBe(`${target.origin}/c?x=1`);
    expect(res.text()).toBe('hello');
    expect(target.seen.map((s) => s.url)).toEqual(['/a', '/b', '/c?x=1']);
  });

  it('stops a redirect loop at the hop limit', async () => {
    const target = await startServer('127.0.0.1', (req, res) => {
      res.writeHead(302, { location: req.url === '/one' ? '/two' : '/one' }).end();
    });
    const err = await failure(client(loopback).fetch(`${target.origin}/one`, { maxRedirects: 3 }));
    expect(err.reason).toBe('too_many_redirects');
    expect(err.message).toMatch(/more than 3 times/);
    // The first request plus three followed redirects; the fourth redirect is not followed.
    expect(target.seen).toHaveLength(4);
  });

  it('uses the client default hop limit when the fetch sets none', async () => {
    const target = await startServer('127.0.0.1', (_req, res) => {
      res.writeHead(307, { location: '/again' }).end();
    });
    const err = await failure(client({ ...loopback, maxRedirects: 1 }).fetch(`${target.origin}/`));
    expect(err.reason).toBe('too_many_redirects');
    expect(target.seen).toHaveLength(2);
  });

  it('refuses a redirect from an allowed loopback address to one that is not allowed (127.0.0.2)', async () => {
    const forbidden = await startServer('127.0.0.2', ok);
    const first = await startServer('127.0.0.1', (_req, res) => {
      res.writeHead(302, { location: `${forbidden.origin}/secret` }).end();
    });
    const err = await failure(
      client({ allowedPrivateAddresses: ['127.0.0.1/32'] }).fetch(`${first.origin}/`),
    );
    expect(err.reason).toBe('forbidden_address');
    expect(err.url).toBe(`${forbidden.origin}/secret`);
    expect(first.seen).toHaveLength(1);
    expect(forbidden.seen).toHaveLength(0);
  });

  it('refuses a redirect to [::1] when only 127.0.0.1/32 is allowed', async () => {
    const forbidden = await startServer('::1', ok);
    const first = await startServer('127.0.0.1', (_req, res) => {
      res.writeHead(301, { location: `${forbidden.origin}/` }).end();
    });
    const err = await failure(
      client({ allowedPrivateAddresses: ['127.0.0.1/32'] }).fetch(`${first.origin}/`),
    );
    expect(err.reason).toBe('forbidden_address');
    expect(forbidden.seen).toHaveLength(0);
  });

  it('refuses a redirect to a name that resolves to a forbidden address, checked at connect', async () => {
    const forbidden = await startServer('127.0.0.2', ok);
    const first = await startServer('127.0.0.1', (_req, res) => {
      res.writeHead(302, { location: `http://internal.test:${forbidden.port}/` }).end();
    });
    const resolve = fakeResolver({ 'internal.test': ['127.0.0.2'] });
    const err = await failure(
      client({ allowedPrivateAddresses: ['127.0.0.1/32'], resolve }).fetch(`${first.origin}/`),
    );
    expect(err.reason).toBe('forbidden_address');
    expect(err.url).toBe(`http://internal.test:${forbidden.port}/`);
    expect(resolve.asked).toEqual(['internal.test']);
    expect(forbidden.seen).toHaveLength(0);
  });

  it.each(['file:///etc/passwd', 'gopher://127.0.0.1:6379/_INFO', 'ftp://127.0.0.1/', 'data:,x'])(
    'refuses a redirect to the non-http(s) URL %s',
    async (location) => {
      const first = await startServer('127.0.0.1', (_req, res) => {
        res.writeHead(302, { location }).end();
      });
      const err = await failure(client(loopback).fetch(`${first.origin}/`));
      expect(err.reason).toBe('bad_url');
      expect(err.message).toMatch(/Only http and https/);
    },
  );

  it('does not send cookies, not even ones a redirect set', async () => {
    const target = await startServer('127.0.0.1', (req, res) => {
      if (req.url === '/login') {
        res.writeHead(302, { location: '/home', 'set-cookie': 'session=abc; Path=/' }).end();
      } else ok(req, res);
    });
    await client(loopback).fetch(`${target.origin}/login`, { headers: { Cookie: 'a=b' } });
    expect(target.seen.map((s) => s.headers.cookie)).toEqual([undefined, undefined]);
  });

  it('drops Authorization when a redirect leaves the origin, keeps it on the same origin', async () => {
    const other = await startServer('127.0.0.1', ok);
    const first = await startServer('127.0.0.1', (req, res) => {
      if (req.url === '/start') res.writeHead(302, { location: '/same' }).end();
      else res.writeHead(302, { location: `${other.origin}/elsewhere` }).end();
    });
    await client(loopback).fetch(`${first.origin}/start`, {
      headers: { Authorization: 'Bearer secret' },
    });
    expect(first.seen.map((s) => s.headers.authorization)).toEqual([
      'Bearer secret',
      'Bearer secret',
    ]);
    expect(other.seen[0]?.headers.authorization).toBeUndefined();
  });

  it('keeps a POST body through 307 and turns it into a GET on 303', async () => {
    const target = await startServer('127.0.0.1', (req, res) => {
      if (req.url === '/hook') res.writeHead(307, { location: '/hook2' }).end();
      else if (req.url === '/hook2') res.writeHead(303, { location: '/done' }).end();
      else ok(req, res);
    });
    await client(loopback).fetch(`${target.origin}/hook`, {
      method: 'POST',
      body: '{"event":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(target.seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ['POST', '/hook', '{"event":"x"}'],
      ['POST', '/hook2', '{"event":"x"}'],
      ['GET', '/done', ''],
    ]);
    expect(target.seen[2]?.headers['content-type']).toBeUndefined();
  });
});

describe('limits', () => {
  const loopback = { allowedPrivateAddresses: ['127.0.0.0/8'] };

  it('aborts a streamed body once it passes maxBytes', async () => {
    let written = 0;
    let finished = false;
    const target = await startServer('127.0.0.1', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' }); // chunked, no Content-Length
      const chunk = Buffer.alloc(16 * 1024, 'a');
      const pump = () => {
        while (written < 50 * 1024 * 1024) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        finished = true;
        res.end();
      };
      pump();
    });
    const err = await failure(
      client(loopback).fetch(`${target.origin}/big`, { maxBytes: 100_000 }),
    );
    expect(err.reason).toBe('too_large');
    expect(err.message).toMatch(/larger than the 97\.7 KB allowed/);
    expect(finished).toBe(false);
  });

  it('refuses at once a response whose Content-Length is above maxBytes', async () => {
    const target = await startServer('127.0.0.1', (_req, res) => {
      // Promise a lot, send a little, then hang: only the header can end this quickly.
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '10000000' });
      res.write('x');
    });
    const started = Date.now();
    const err = await failure(
      client(loopback).fetch(`${target.origin}/`, { maxBytes: 1000, timeoutMs: 10_000 }),
    );
    expect(err.reason).toBe('too_large');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('accepts a body of exactly maxBytes', async () => {
    const target = await startServer('127.0.0.1', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('x'.repeat(1000));
    });
    const res = await client(loopback).fetch(`${target.origin}/`, { maxBytes: 1000 });
    expect(res.body.length).toBe(1000);
  });

  it('times out on an endpoint that never sends headers', async () => {
    const target = await startServer('127.0.0.1', () => {
      // never answers
    });
    const started = Date.now();
    const err = await failure(client(loopback).fetch(`${target.origin}/`, { timeoutMs: 500 }));
    expect(err.reason).toBe('timeout');
    expect(err.message).toMatch(/within 500 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 20_000);

  it('times out on an endpoint that sends headers and part of the body, then stalls', async () => {
    const target = await startServer('127.0.0.1', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('partial');
    });
    const started = Date.now();
    const err = await failure(client({ ...loopback, timeoutMs: 500 }).fetch(`${target.origin}/`));
    expect(err.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 20_000);

  it('counts the time-out over the whole redirect chain, not per hop', async () => {
    const target = await startServer('127.0.0.1', (req, res) => {
      // Each hop answers after 200 ms; three hops exceed a 500 ms budget.
      setTimeout(() => {
        if (req.url === '/3') ok(req, res);
        else res.writeHead(302, { location: `/${Number(req.url?.slice(1)) + 1}` }).end();
      }, 200);
    });
    const err = await failure(client(loopback).fetch(`${target.origin}/0`, { timeoutMs: 500 }));
    expect(err.reason).toBe('timeout');
  }, 20_000);
});

describe('content type and status', () => {
  const loopback = { allowedPrivateAddresses: ['127.0.0.0/8'] };
  const feedTypes = ['application/rss+xml', 'application/atom+xml', 'application/xml', 'text/xml'];

  function serving(contentType: string | undefined, body = '<rss/>') {
    return startServer('127.0.0.1', (_req, res) => {
      if (contentType) res.setHeader('content-type', contentType);
      res.writeHead(200);
      res.end(body);
    });
  }

  it('refuses a content type outside accept before reading the body', async () => {
    const target = await serving('text/html; charset=utf-8', '<html></html>');
    const err = await failure(client(loopback).fetch(`${target.origin}/`, { accept: feedTypes }));
    expect(err.reason).toBe('bad_content_type');
    expect(err.message).toMatch(/sent text\/html, expected application\/rss\+xml/);
  });

  it('refuses a response without a content type when accept is given', async () => {
    const target = await serving(undefined);
    const err = await failure(
      client(loopback).fetch(`${target.origin}/`, { accept: ['text/html'] }),
    );
    expect(err.reason).toBe('bad_content_type');
  });

  it('matches the media type case-insensitively and ignores its parameters', async () => {
    const target = await serving('Application/RSS+XML; Charset=UTF-8');
    const res = await client(loopback).fetch(`${target.origin}/`, { accept: feedTypes });
    expect(res.contentType).toBe('application/rss+xml');
    expect(target.seen[0]?.headers.accept).toBe(feedTypes.join(', '));
  });

  it('accepts a type/* pattern', async () => {
    const target = await serving('image/png', 'png');
    const res = await client(loopback).fetch(`${target.origin}/`, { accept: ['image/*'] });
    expect(res.contentType).toBe('image/png');
  });

  it('decodes text with the declared charset', async () => {
    const target = await startServer('127.0.0.1', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' });
      res.end(Buffer.from([0x63, 0x61, 0x66, 0xe9])); // "café" in Latin-1
    });
    const res = await client(loopback).fetch(`${target.origin}/`);
    expect(res.text()).toBe('café');
  });

  it.each([404, 410, 500, 503])(
    'reports HTTP %i as http_status with the status',
    async (status) => {
      const target = await startServer('127.0.0.1', (_req, res) => {
        res.writeHead(status, { 'content-type': 'text/plain' }).end('nope');
      });
      const err = await failure(client(loopback).fetch(`${target.origin}/x`));
      expect(err.reason).toBe('http_status');
      expect(err.status).toBe(status);
      expect(err.message).toContain(`HTTP ${status}`);
    },
  );

  it('reports a redirect without a Location as http_status', async () => {
    const target = await startServer('127.0.0.1', (_req, res) => res.writeHead(302).end());
    const err = await failure(client(loopback).fetch(`${target.origin}/`));
    expect(err.reason).toBe('http_status');
    expect(err.status).toBe(302);
  });

  it('reports a refused connection on an allowed address as network', async () => {
    const target = await startServer('127.0.0.1', ok);
    const { port } = target;
    await new Promise((done) => target.server.close(done));
    const err = await failure(client(loopback).fetch(`http://127.0.0.1:${port}/`));
    expect(err.reason).toBe('network');
  });
});

describe('requests and configuration', () => {
  it('sends the configured User-Agent and no caller-chosen Host or User-Agent', async () => {
    const target = await startServer('127.0.0.1', ok);
    const c = createOutboundClientFromConfig({
      outboundAllowedPrivateAddresses: ['127.0.0.0/8'],
      publicUrl: 'https://trestle.example',
    });
    clients.push(c);
    await c.fetch(`${target.origin}/`, {
      headers: { 'User-Agent': 'spoof', Host: 'evil.example', 'X-Extra': '1' },
    });
    const headers = target.seen[0]?.headers;
    expect(headers?.['user-agent']).toBe('TrestleBot/1.0 (+https://trestle.example)');
    expect(headers?.host).toBe(`127.0.0.1:${target.port}`);
    expect(headers?.['x-extra']).toBe('1');
    expect(headers?.['accept-encoding']).toBe('identity');
  });

  it('throws a clear error when the allow-list holds a bad CIDR', () => {
    expect(() => createOutboundClient({ allowedPrivateAddresses: ['10.0.0.0/40'] })).toThrow(
      /Invalid entry "10\.0\.0\.0\/40".*OUTBOUND_ALLOWED_PRIVATE_ADDRESSES/,
    );
  });

  it('refuses bad URLs before sending anything', async () => {
    const c = client();
    for (const url of ['not a url', 'file:///etc/passwd', 'http://user:pw@example.com/']) {
      const err = await failure(c.fetch(url));
      expect(err.reason).toBe('bad_url');
    }
  });
});
