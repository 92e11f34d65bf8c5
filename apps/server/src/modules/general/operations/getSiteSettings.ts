import { limitsFor } from '@trestle/core';
import { operation } from '../../../platform/http/operation';

/** Public configuration the clients read before sign-in (GET /settings). */
export const getSiteSettings = operation('getSiteSettings', 'public', async (_input, ctx) => ({
  name: 'Trestle',
  environment: '',
  features: {
    jobs: true,
    projects: true,
    payments: false,
    translation: ctx.config.translation.url !== undefined,
  },
  // The free level's upload limit, never above the server's own bound.
  uploadMegabytes: Math.min(
    limitsFor('free').uploadMegabytes,
    Math.floor(ctx.config.maxUploadBytes / 1048576),
  ),
  contactEmail: null,
  mapTileUrl: ctx.config.map.tileUrl,
  mapAttribution: ctx.config.map.attribution,
}));
