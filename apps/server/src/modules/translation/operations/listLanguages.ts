import { operation } from '../../../platform/http/operation';

export const listLanguages = operation('listLanguages', 'public', async (_input, ctx) =>
  ctx.translation.languages(),
);
