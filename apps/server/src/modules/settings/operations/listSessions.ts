import { operation } from '../../../platform/http/operation';
import { presentSession } from '../present';
import { liveSessions } from '../repo';

/** The current session first, then the others by last use. */
export const listSessions = operation('listSessions', 'signed-in', async ({ caller }, ctx) => {
  const rows = await liveSessions(ctx.db, caller.user.id);
  const current = rows.filter((r) => r.id === caller.session.id);
  const others = rows.filter((r) => r.id !== caller.session.id);
  return [...current, ...others].map((r) => presentSession(r, caller.session.id));
});
