// Security headers for every response: a CSP that allows only what the app needs, framing
// denied except for the embeddable post view.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { browserPaymentApiUrl } from '../payments/browser-api';
import { EMBED_PAGE_PATH } from './web-assets';

/**
 * The CSP source the project map's tiles come from: the tile template's origin, a `{s}`
 * subdomain becoming `*`; none for a template on this site ('self' covers it).
 */
export function tileImageSource(tileUrl: string): string | null {
  const origin = /^(https?:\/\/[^/\s]+)/i.exec(tileUrl)?.[1];
  return origin ? origin.replace(/\{s\}/g, '*') : null;
}

export async function installSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'map' | 'payments'>,
): Promise<void> {
  const tiles = tileImageSource(config.map.tileUrl);
  // With Stripe the card form posts the card to Stripe's API from the page (browser-api.ts).
  const paymentApi = browserPaymentApiUrl(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // sonner and React inject small style tags and style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        // The map's tiles come from the configured tile server (MAP_TILE_URL).
        'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': [
          "'self'",
          'ws:',
          'wss:',
          ...(paymentApi ? [new URL(paymentApi).origin] : []),
        ],
        // Rich-text posts may embed these players (packages/core's sanitiser allows only them).
        'frame-src': [
          'https://www.youtube.com',
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
        ],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Pages may open links to other sites; embeds are framed by other sites.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    frameguard: false,
  });

  // The embed view (/embed/:id, one segment) is meant to be framed by other websites; the rest,
  // /embed/x/y included (an app route), never is.
  app.addHook('onSend', async (request, reply) => {
    if (EMBED_PAGE_PATH.test(request.url.split('?')[0] ?? '')) {
      const csp = String(reply.getHeader('content-security-policy') ?? '');
      reply.header(
        'content-security-policy',
        csp.replace("frame-ancestors 'none'", 'frame-ancestors *'),
      );
    } else {
      reply.header('x-frame-options', 'DENY');
    }
  });
}
