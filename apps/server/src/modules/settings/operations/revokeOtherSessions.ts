import { operation } from '../../../platform/http/operation';
import { endSessions } from '../sessions';

export const revokeOtherSessions = operation(
  'revokeOtherSessions',
  'signed-in',
  async ({ caller }, ctx) => {
    await endSessions(ctx, caller.user.id, { except: caller.session.id });
    return { ok: true as const };
  },
);
