import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { SOURCE_MESSAGES } from '../policy';
import { unsubscribe } from '../repo';

/** Unlinks the caller from a source (the shared source stays for others); 404 if not linked. */
export const removeRssSource = operation(
  'removeRssSource',
  'signed-in',
  async ({ params, caller }, ctx) => {
    if (!(await unsubscribe(ctx.db, caller.user.id, params.id))) {
      throw notFound(SOURCE_MESSAGES.notFound);
    }
    return { ok: true as const };
  },
);
