// The one client for every server-side fetch (link previews, RSS, webhooks). Public addresses only:
//  1. the URL is checked before anything is sent (scheme, credentials, IP-literal hosts, which
//     Node connects to without any lookup, so the DNS hook below never sees them);
//  2. host names are resolved INSIDE the connection (undici Agent `connect.lookup`): every answer
//     is checked and the socket connects only to the checked answers, so a DNS answer cannot
//     change between the check and the connect (rebinding);
//  3. redirects are followed here, one hop at a time, each Location checked like a new URL.
// Limits: one time-out for the whole fetch (DNS, connect, headers, body, every hop), a byte cap
// counted while streaming, the expected content types, a redirect count. No cookies are kept.
import type { LookupFunction } from 'node:net';
import { Agent, request } from 'undici';
import type { Config } from '../../config';
import { parseCidrList, type ParsedCidr } from './address';
import { findOutboundError, OutboundError } from './errors';
import { checkUrl, resolveAllowed, systemResolver, type Resolver } from './url';

export interface OutboundClientOptions {
  /** CIDR ranges outside the public internet that may still be reached (config.outboundAllowedPrivateAddresses). */
  allowedPrivateAddresses: readonly string[];
  /** Sent on every request; default `TrestleBot/1.0`. */
  userAgent?: string;
  /** Default body cap in bytes (2 MiB). */
  maxBytes?: number;
  /** Default total time-out in milliseconds (10 s). */
  timeoutMs?: number;
  /** Default number of redirects followed (5). */
  maxRedirects?: number;
  /** Host name resolution; the system's by default. Tests inject a fake so no real DNS is asked. */
  resolve?: Resolver;
}

export interface OutboundFetchOptions {
  /**
   * Media types accepted, without parameters, compared case-insensitively; `type/*` and `*\/*`
   * work. Also sent as the Accept header. Anything else fails with 'bad_content_type' before the
   * body is read. Omit to accept any type.
   */
  accept?: readonly string[];
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Extra request headers. Host, Cookie, User-Agent, Accept-Encoding and hop-by-hop headers are ignored. */
  headers?: Readonly<Record<string, string>>;
  /** GET by default. POST (webhooks) keeps its body only through 307/308 redirects. */
  method?: 'GET' | 'HEAD' | 'POST';
  body?: string | Buffer;
}

export interface OutboundResponse {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  /** Media type without parameters, lower case ('' when the server sent none). */
  contentType: string;
  /** Response headers, names in lower case, repeated headers joined with ', '. */
  headers: Record<string, string>;
  body: Buffer;
  /** The body decoded with the charset the server declared, UTF-8 otherwise. */
  text(): string;
}

export interface OutboundClient {
  fetch(url: string | URL, options?: OutboundFetchOptions): Promise<OutboundResponse>;
  close(): Promise<void>;
}

export const OUTBOUND_DEFAULTS = {
  userAgent: 'TrestleBot/1.0',
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 5,
} as const;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

// Never taken from callers: we speak for ourselves, keep no cookies, and don't decode encodings.
const IGNORED_HEADERS = new Set([
  'host',
  'cookie',
  'cookie2',
  'user-agent',
  'accept-encoding',
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'transfer-encoding',
  'content-length',
  'te',
  'trailer',
  'upgrade',
  'expect',
]);

/** The client configured from the server's settings; the User-Agent names our public URL. */
export function createOutboundClientFromConfig(
  config: Pick<Config, 'outboundAllowedPrivateAddresses' | 'publicUrl'>,
  overrides: Partial<OutboundClientOptions> = {},
): OutboundClient {
  return createOutboundClient({
    allowedPrivateAddresses: config.outboundAllowedPrivateAddresses,
    userAgent: `TrestleBot/1.0 (+${config.publicUrl})`,
    ...overrides,
  });
}

/** Builds the client. Throws at once when the allow-list holds a bad CIDR. */
export function createOutboundClient(options: OutboundClientOptions): OutboundClient {
  const allowList = parseCidrList(options.allowedPrivateAddresses);
  const resolve = options.resolve ?? systemResolver;
  const userAgent = options.userAgent ?? OUTBOUND_DEFAULTS.userAgent;
  const defaults = {
    maxBytes: options.maxBytes ?? OUTBOUND_DEFAULTS.maxBytes,
    timeoutMs: options.timeoutMs ?? OUTBOUND_DEFAULTS.timeoutMs,
    maxRedirects: options.maxRedirects ?? OUTBOUND_DEFAULTS.maxRedirects,
  };
  const agent = new Agent({
    connect: { lookup: checkedLookup(allowList, resolve) },
    keepAliveTimeout: 4_000,
  });

  async function fetchOnce(
    input: string | URL,
    fetchOptions: OutboundFetchOptions = {},
  ): Promise<OutboundResponse> {
    const maxBytes = fetchOptions.maxBytes ?? defaults.maxBytes;
    const timeoutMs = fetchOptions.timeoutMs ?? defaults.timeoutMs;
    const maxRedirects = fetchOptions.maxRedirects ?? defaults.maxRedirects;
    const accept = (fetchOptions.accept ?? []).map((type) => type.trim().toLowerCase());
    const signal = AbortSignal.timeout(timeoutMs);

    let url = checkUrl(input, allowList);
    let method: 'GET' | 'HEAD' | 'POST' = fetchOptions.method ?? 'GET';
    let body = fetchOptions.body;
    let headers = requestHeaders(fetchOptions.headers, userAgent, accept);

    for (let redirects = 0; ; redirects += 1) {
      const current = url;
      const fail = (err: unknown) => toOutboundError(err, current, signal, timeoutMs);
      let response: Awaited<ReturnType<typeof request>>;
      try {
        response = await request(current, {
          dispatcher: agent,
          method,
          headers,
          body: method === 'POST' ? body : undefined,
          signal,
        });
      } catch (err) {
        throw fail(err);
      }
      const { statusCode, body: stream } = response;
      const responseHeaders = flattenHeaders(response.headers);

      const location = responseHeaders.location;
      if (REDIRECT_STATUSES.has(statusCode) && location) {
        discard(stream);
        if (redirects >= maxRedirects) {
          throw new OutboundError(
            'too_many_redirects',
            `${current.href} redirected more than ${maxRedirects} time${maxRedirects === 1 ? '' : 's'}.`,
            { url: current.href, status: statusCode },
          );
        }
        let next: URL;
        try {
          next = new URL(location, current);
        } catch (err) {
          throw new OutboundError('bad_url', `${current.href} redirected to an invalid address.`, {
            url: current.href,
            cause: err,
          });
        }
        // Every hop is checked like a new URL: scheme, credentials, literal address; names again
        // at connect time.
        url = checkUrl(next, allowList);
        if (statusCode === 303 ? method !== 'HEAD' : statusCode <= 302 && method === 'POST') {
          method = 'GET';
          body = undefined;
          headers = withoutHeaders(headers, ['content-type']);
        }
        if (url.origin !== current.origin) {
          headers = withoutHeaders(headers, ['authorization']);
        }
        continue;
      }

      if (statusCode < 200 || statusCode > 299) {
        discard(stream);
        throw new OutboundError(
          'http_status',
          `${current.href} answered with HTTP ${statusCode}.`,
          {
            url: current.href,
            status: statusCode,
          },
        );
      }

      const rawType = responseHeaders['content-type'] ?? '';
      const contentType = (rawType.split(';')[0] ?? '').trim().toLowerCase();
      if (accept.length > 0 && !accept.some((wanted) => mediaTypeMatches(contentType, wanted))) {
        discard(stream);
        throw new OutboundError(
          'bad_content_type',
          `${current.href} sent ${contentType || 'no content type'}, expected ${accept.join(' or ')}.`,
          { url: current.href, status: statusCode },
        );
      }

      const declaredLength = Number(responseHeaders['content-length']);
      if (Number.isFinite(declaredLength) && declaredLength > maxBytes) {
        discard(stream);
        throw tooLarge(current, maxBytes, statusCode);
      }

      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of stream) {
          const buffer = chunk as Buffer;
          size += buffer.length;
          if (size > maxBytes) {
            discard(stream);
            throw tooLarge(current, maxBytes, statusCode);
          }
          chunks.push(buffer);
        }
      } catch (err) {
        throw fail(err);
      }
      const bytes = Buffer.concat(chunks, size);
      const charset = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(rawType)?.[1];
      return {
        url: current.href,
        status: statusCode,
        contentType,
        headers: responseHeaders,
        body: bytes,
        text: () => decode(bytes, charset),
      };
    }
  }

  return {
    fetch: fetchOnce,
    close: () => agent.close(),
  };
}

/**
 * The DNS hook the Agent's sockets use: resolves, refuses the name if ANY answer is not allowed,
 * and hands only the checked answers to the socket. Node skips it for IP literals (checked before).
 */
function checkedLookup(allowList: readonly ParsedCidr[], resolve: Resolver): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    resolveAllowed(hostname, allowList, resolve).then(
      (answers) => {
        const family =
          lookupOptions.family === 4 || lookupOptions.family === 'IPv4'
            ? 4
            : lookupOptions.family === 6 || lookupOptions.family === 'IPv6'
              ? 6
              : 0;
        const usable = family ? answers.filter((answer) => answer.family === family) : answers;
        const first = usable[0];
        if (!first) {
          const err: NodeJS.ErrnoException = new Error(`${hostname} has no IPv${family} address.`);
          err.code = 'ENOTFOUND';
          callback(err, '', 0);
        } else if (lookupOptions.all) {
          callback(null, usable);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (err: OutboundError) => callback(err, '', 0),
    );
  };
}

/** Drops a response body we won't read. undici reports the abort as an error event: swallow it. */
function discard(stream: NodeJS.ReadableStream & { destroy(): void }): void {
  stream.on('error', () => undefined);
  stream.destroy();
}

function requestHeaders(
  extra: Readonly<Record<string, string>> | undefined,
  userAgent: string,
  accept: readonly string[],
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(extra ?? {})) {
    const lower = name.toLowerCase();
    if (!IGNORED_HEADERS.has(lower)) headers[lower] = value;
  }
  headers['user-agent'] = userAgent;
  headers['accept-encoding'] = 'identity';
  headers.accept ??= accept.length > 0 ? accept.join(', ') : '*/*';
  return headers;
}

function withoutHeaders(headers: Record<string, string>, names: string[]): Record<string, string> {
  const copy = { ...headers };
  for (const name of names) delete copy[name];
  return copy;
}

function flattenHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    // A repeated Location is ambiguous: keep the first rather than a joined, invalid one.
    flat[name.toLowerCase()] = Array.isArray(value)
      ? name.toLowerCase() === 'location'
        ? (value[0] ?? '')
        : value.join(', ')
      : value;
  }
  return flat;
}

function mediaTypeMatches(actual: string, wanted: string): boolean {
  if (!actual) return false;
  if (wanted === '*/*' || wanted === actual) return true;
  return wanted.endsWith('/*') && actual.startsWith(wanted.slice(0, -1));
}

function tooLarge(url: URL, maxBytes: number, status: number): OutboundError {
  return new OutboundError(
    'too_large',
    `${url.href} is larger than the ${formatBytes(maxBytes)} allowed.`,
    { url: url.href, status },
  );
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} bytes`;
}

function decode(bytes: Buffer, charset: string | undefined): string {
  if (charset) {
    try {
      return new TextDecoder(charset).decode(bytes);
    } catch {
      // An unknown label: fall back to UTF-8 below.
    }
  }
  return new TextDecoder('utf-8').decode(bytes);
}

function toOutboundError(
  err: unknown,
  url: URL,
  timeout: AbortSignal,
  timeoutMs: number,
): OutboundError {
  const known = findOutboundError(err);
  if (known) {
    if (known.url !== undefined) return known;
    // Raised inside the DNS hook, which does not know the URL.
    return new OutboundError(known.reason, known.message, {
      url: url.href,
      address: known.address,
      status: known.status,
      cause: known.cause,
    });
  }
  if (timeout.aborted) {
    return new OutboundError(
      'timeout',
      `${url.href} did not answer completely within ${timeoutMs} ms.`,
      { url: url.href, cause: err },
    );
  }
  const detail = err instanceof Error ? err.message : String(err);
  return new OutboundError('network', `${url.href} could not be fetched: ${detail}`, {
    url: url.href,
    cause: err,
  });
}
