import { operation } from '../../../platform/http/operation';
import { TRANSLATION_MESSAGES } from '../../../platform/translation/index';

/**
 * Enough for a long post in several parts (about 100,000 characters of plain text); the contract
 * allows more in theory (50 texts of 20,000), which no client sends.
 */
export const TRANSLATE_BODY_LIMIT = 128 * 1024;

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
  {
    rateLimit: ['translation'],
    bodyLimit: TRANSLATE_BODY_LIMIT,
    // Without a translation server the answer is known before the body arrives.
    unavailable: (ctx) => (ctx.translation.configured ? null : TRANSLATION_MESSAGES.notConfigured),
  },
);
