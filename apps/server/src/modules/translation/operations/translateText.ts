import { operation } from '../../../platform/http/operation';

export const translateText = operation(
  'translateText',
  'public',
  async ({ body }, ctx) =>
    ctx.translation.translate({
      q: body.q,
      source: body.source ?? 'auto',
      target: body.target,
      format: body.format ?? 'text',
    }),
  { rateLimit: ['translation'], bodyLimit: 1024 * 1024 },
);
