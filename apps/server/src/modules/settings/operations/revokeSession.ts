import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { endSessions } from '../sessions';

export const SESSION_NOT_FOUND = 'This session does not exist or has already ended.';

/** Only the caller's own live sessions (the current one included: that signs out here). */
export const revokeSession = operation(
  'revokeSession',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const ended = await endSessions(ctx, caller.user.id, { only: params.id });
    if (ended.length === 0) throw notFound(SESSION_NOT_FOUND);
    return { ok: true as const };
  },
);
