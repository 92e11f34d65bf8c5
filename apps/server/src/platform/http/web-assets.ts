// Serves the built web app (with its client-side routes), the embed script and the API reference
// from the same port as the API.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { SOCKET_PATH } from '@trestle/core';
import type { FastifyInstance } from 'fastify';
import { contractPath } from '../openapi/contract';

export interface WebAssetOptions {
  webDist: string | undefined;
  embedDist: string | undefined;
}

export async function installWebAssets(app: FastifyInstance, options: WebAssetOptions) {
  // The API reference is one self-contained page built from the contract by Redocly.
  const reference = join(dirname(contractPath()), 'reference.html');
  app.get('/api/docs', async (_request, reply) => {
    if (!existsSync(reference)) {
      return reply.status(404).send({ message: 'The API reference is not built. Run pnpm build.' });
    }
    reply.header(
      'content-security-policy',
      "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; worker-src blob:; frame-ancestors 'none'",
    );
    return reply.type('text/html').send(readFileSync(reference));
  });
  app.get('/api/openapi.json', async (_request, reply) =>
    reply.type('application/json').send(readFileSync(contractPath())),
  );

  if (options.embedDist && existsSync(join(options.embedDist, 'embed.js'))) {
    const embedDist = options.embedDist;
    app.get('/embed.js', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return reply.type('text/javascript').send(readFileSync(join(embedDist, 'embed.js')));
    });
  }

  const index = options.webDist ? join(options.webDist, 'index.html') : undefined;
  if (!options.webDist || !index || !existsSync(index)) return;
  const assets = join(options.webDist, 'assets');
  await app.register(fastifyStatic, {
    root: options.webDist,
    wildcard: false,
    index: false,
    setHeaders(reply, path) {
      // Vite names built assets by content hash, so they never change.
      if (path.startsWith(assets)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  const html = readFileSync(index);
  // Every other GET that is not an API call is a client-side route: answer with the app's page.
  // (A second not-found handler is not allowed, so this is a catch-all route that hands API and
  // socket paths back to the one not-found handler.)
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path.startsWith(SOCKET_PATH)) return reply.callNotFound();
    return reply.type('text/html').header('cache-control', 'no-cache').send(html);
  });
}
