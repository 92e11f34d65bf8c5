// Starting a session: a new opaque token, stored only as its hash.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { UserRow } from '../../platform/db/tables';
import { newSecret } from '../../platform/auth/secrets';
import { presentSession } from './present';
import { insertSession } from './repo';

const DAY = 24 * 60 * 60 * 1000;

/** The User-Agent as a label for the session list: printable characters only, bounded. */
export function userAgentLabel(request: FastifyRequest): string | null {
  const raw = request.headers['user-agent'];
  if (!raw) return null;
  // eslint-disable-next-line no-control-regex
  const printable = raw.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 300);
  return printable || null;
}

export async function startSession(ctx: AppContext, user: UserRow, request: FastifyRequest) {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + ctx.config.sessionDays * DAY);
  await insertSession(ctx.db, user.id, token, expiresAt, userAgentLabel(request));
  return presentSession(token, user);
}
