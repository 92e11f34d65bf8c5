// Double-submit anti-forgery token. Bearer tokens are never sent by a browser on its own, so API
// calls are not forgeable today; the cookie and header still guard any unsafe request that carries
// our cookies (defence in depth for cookie-carried requests such as downloads).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER } from '@trestle/core';
import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CSRF_MISMATCH = 'This page is out of date. Please reload it and try again.';

export function installAntiForgery(app: FastifyInstance, secure: boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure,
        // The page's script must read it to echo it in the header.
        httpOnly: false,
      });
      return;
    }
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    const header = request.headers[CSRF_HEADER];
    const sent = typeof header === 'string' ? Buffer.from(header) : Buffer.alloc(0);
    const expected = Buffer.from(cookie);
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
      throw forbidden(CSRF_MISMATCH);
    }
  });
}
