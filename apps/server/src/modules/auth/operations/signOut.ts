import { operation } from '../../../platform/http/operation';
import { revokeSession } from '../repo';

export const signOut = operation('signOut', 'signed-in', async ({ caller }, ctx) => {
  await revokeSession(ctx.db, caller.session.id);
  await ctx.sessions.forgetSessions([caller.session.id]);
  ctx.realtime.toSession(caller.session.id).emit('session:revoked');
  ctx.realtime.disconnectSession(caller.session.id);
  return { ok: true as const };
});
