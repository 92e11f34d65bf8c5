// Serves the built web app (with its client-side routes), the embed script and the API reference
// from the same port as the API, compressed when the client accepts it.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { SOCKET_PATH } from '@trestle/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contractPath } from '../openapi/contract';

/** Pages (or parts of pages) the server writes itself, supplied by a feature module. */
export interface ServerPages {
  /** Answers `/embed/:id` (the id decoded), whatever else is built. */
  embed(id: string, reply: FastifyReply): Promise<FastifyReply>;
  /** Head tags for the page of the post `id` (`/post/:id`), or '' for none. */
  postHead(id: string): Promise<string>;
}

export interface WebAssetOptions {
  webDist: string | undefined;
  embedDist: string | undefined;
  pages?: ServerPages;
}

/** `/post/:id` with exactly one segment (apps/web's post route), matched the same way. */
export const POST_PAGE_PATH = /^\/post\/([^/]+)\/*$/i;

/** The path's one parameter, decoded; null when it does not decode. */
function segment(path: string, pattern: RegExp): string | null {
  const raw = pattern.exec(path)?.[1];
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The page's HTML with the tags added at the end of its head. */
export function withHead(html: string, head: string): string {
  const at = html.search(/<\/head>/i);
  return at < 0 || !head ? html : `${html.slice(0, at)}${head}\n${html.slice(at)}`;
}

/**
 * `/embed/:id` with exactly one segment, matched as the web app matches it (React Router's way:
 * case-insensitive, trailing slashes allowed; apps/web/src/top-level.ts).
 */
export const EMBED_PAGE_PATH = /^\/embed\/([^/]+)\/*$/i;

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an Accept-Encoding header: the one with the highest quality,
 * brotli on a tie, identity (undefined) when neither is accepted or there is no header.
 */
export function preferredEncoding(
  header: string | string[] | undefined,
): ContentEncoding | undefined {
  if (header === undefined) return undefined;
  const quality = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    quality.set(name === 'x-gzip' ? 'gzip' : name, q === undefined ? 1 : Number(q) || 0);
  }
  const wildcard = quality.get('*') ?? 0;
  const br = quality.get('br') ?? wildcard;
  const gz = quality.get('gzip') ?? wildcard;
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? 'br' : 'gzip';
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface CompressibleFile {
  body: Buffer;
  encoded(encoding: ContentEncoding): Promise<Buffer>;
}

/**
 * A generated file (the API reference, the contract) read once and compressed on first demand,
 * in memory: it is produced by another package's build, whose cached outputs hold only the file
 * itself. Re-read when it changes on disk. Brotli at quality 9: the 2.8 MB reference compresses
 * in about 0.3 s instead of 5 s at 11, for 10 % more bytes.
 */
function generatedFile(path: string) {
  let cached: { key: string; file: CompressibleFile } | undefined;
  return async (): Promise<CompressibleFile | undefined> => {
    const info = await stat(path).catch(() => undefined);
    if (!info) return undefined;
    const key = `${info.mtimeMs}:${info.size}`;
    if (cached?.key === key) return cached.file;
    const body = await readFile(path);
    const encodings = new Map<ContentEncoding, Promise<Buffer>>();
    const file: CompressibleFile = {
      body,
      encoded(encoding) {
        let result = encodings.get(encoding);
        if (!result) {
          result =
            encoding === 'br'
              ? brotli(body, {
                  params: {
                    [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
                    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
                  },
                })
              : gzipAsync(body, { level: 9 });
          encodings.set(encoding, result);
        }
        return result;
      },
    };
    cached = { key, file };
    return file;
  };
}

async function sendCompressible(
  request: FastifyRequest,
  reply: FastifyReply,
  file: CompressibleFile,
  type: string,
) {
  reply.type(type).header('vary', 'accept-encoding').header('cache-control', 'no-cache');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(file.body);
  const body = await file.encoded(encoding);
  return reply.header('content-encoding', encoding).send(body);
}

/** CSP hash sources for the inline scripts of an HTML page, so no other inline script runs. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script\s*>/gi)) {
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

export async function installWebAssets(app: FastifyInstance, options: WebAssetOptions) {
  // The API reference is one self-contained page built from the contract by Redocly, with the
  // Redoc bundle inline (nothing loads from a CDN). Its CSP allows exactly its inline scripts.
  const reference = generatedFile(join(dirname(contractPath()), 'reference.html'));
  const contract = generatedFile(contractPath());
  let referenceCsp: { body: Buffer; csp: string } | undefined;
  app.get('/api/docs', async (request, reply) => {
    const page = await reference();
    if (!page) {
      return reply.status(404).send({ message: 'The API reference is not built. Run pnpm build.' });
    }
    if (referenceCsp?.body !== page.body) {
      const scripts = inlineScriptHashes(page.body.toString('utf8')).join(' ');
      referenceCsp = {
        body: page.body,
        csp: `default-src 'self'; script-src 'self' ${scripts}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
      };
    }
    reply.header('content-security-policy', referenceCsp.csp);
    return sendCompressible(request, reply, page, 'text/html; charset=utf-8');
  });
  app.get('/api/openapi.json', async (request, reply) => {
    const file = await contract();
    if (!file) return reply.callNotFound();
    return sendCompressible(request, reply, file, 'application/json; charset=utf-8');
  });

  // Built files come with precompressed .br and .gz siblings (apps/web's and apps/embed's
  // builds); @fastify/static picks one by Accept-Encoding and falls back to the plain file.
  const webDist =
    options.webDist && existsSync(join(options.webDist, 'index.html'))
      ? options.webDist
      : undefined;
  const embedDist =
    options.embedDist && existsSync(join(options.embedDist, 'embed.js'))
      ? options.embedDist
      : undefined;
  const { pages } = options;
  // The embed page is written by the server (the embed module), with or without the web app;
  // with it, the catch-all below answers it (matched as the web app matches its routes).
  if (pages && !webDist) {
    app.get<{ Params: { id: string } }>('/embed/:id', (request, reply) =>
      request.params.id ? pages.embed(request.params.id, reply) : reply.callNotFound(),
    );
  }
  const root = webDist ?? embedDist;
  if (!root) return;
  const assets = webDist ? join(webDist, 'assets') + sep : undefined;
  await app.register(fastifyStatic, {
    root,
    serve: webDist !== undefined,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed siblings are chosen by negotiation.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(reply, path) {
      // Vite names built assets by content hash, so they never change.
      if (assets && path.startsWith(assets)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

  if (embedDist) {
    app.get('/embed.js', (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return reply.sendFile('embed.js', embedDist, { cacheControl: false });
    });
  }

  if (!webDist) return;
  const appPage = generatedFile(join(webDist, 'index.html'));
  // Every other GET that is not an API call is a client-side route: answer with the app's page.
  // (A second not-found handler is not allowed, so this is a catch-all route that hands API and
  // socket paths back to the one not-found handler.)
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path.startsWith(SOCKET_PATH)) return reply.callNotFound();
    const embedId = pages ? segment(path, EMBED_PAGE_PATH) : null;
    if (pages && embedId !== null) return pages.embed(embedId, reply);
    // A post's page carries its preview tags for sites that read it without running scripts.
    const postId = pages ? segment(path, POST_PAGE_PATH) : null;
    const head = pages && postId !== null ? await pages.postHead(postId) : '';
    if (head) {
      const page = await appPage();
      if (page) {
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
        return reply.send(withHead(page.body.toString('utf8'), head));
      }
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', webDist, { cacheControl: false });
  });
}
