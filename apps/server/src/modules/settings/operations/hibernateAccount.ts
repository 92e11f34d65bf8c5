import { operation } from '../../../platform/http/operation';
import { markHibernated } from '../repo';
import { endSessions } from '../sessions';

/** Hidden everywhere (read rules, profiles, people search) until the next sign-in wakes it. */
export const hibernateAccount = operation(
  'hibernateAccount',
  'signed-in',
  async ({ caller }, ctx) => {
    await markHibernated(ctx.db, caller.user.id);
    await endSessions(ctx, caller.user.id);
    return { ok: true as const };
  },
);
