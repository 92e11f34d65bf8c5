// Ending sessions: the rows are revoked first (the token stops working at once), then each open
// page is told and its sockets are closed.
import type { AppContext } from '../../platform/context';
import { revokeSessionsOf } from './repo';

export async function endSessions(
  ctx: AppContext,
  userId: string,
  options: { except?: string; only?: string } = {},
): Promise<string[]> {
  const ended = await revokeSessionsOf(ctx.db, userId, options);
  // Cached callers of these sessions are forgotten on every process before this answers.
  if (options.except || options.only) await ctx.sessions.forgetSessions(ended);
  else await ctx.sessions.forgetUsers([userId]);
  for (const id of ended) {
    ctx.realtime.toSession(id).emit('session:revoked');
    ctx.realtime.disconnectSession(id);
  }
  return ended;
}
