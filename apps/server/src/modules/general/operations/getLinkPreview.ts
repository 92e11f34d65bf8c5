import { operation } from '../../../platform/http/operation';
import { linkPreview } from '../previews/previews';

export const getLinkPreview = operation(
  'getLinkPreview',
  'signed-in',
  async ({ body }, ctx) => linkPreview(ctx, body.url),
  { rateLimit: ['previews'] },
);
