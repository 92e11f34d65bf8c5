// Who is calling: the bearer token is looked up by its hash among live sessions.
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors';
import type { Db } from '../db/database';
import type { SessionsTable, UsersTable } from '../db/tables';
import type { Selectable } from 'kysely';
import { hashSecret } from './secrets';

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;

export interface Caller {
  user: UserRow;
  session: SessionRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** Only note a session's use this often, so every request doesn't write. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export async function findCaller(db: Db, token: string): Promise<Caller | null> {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', hashSecret(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!session) return null;
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', session.user_id)
    .executeTakeFirst();
  if (!user) return null;
  if (Date.now() - new Date(session.last_used_at).getTime() > TOUCH_INTERVAL_MS) {
    await db
      .updateTable('sessions')
      .set({ last_used_at: new Date() })
      .where('id', '=', session.id)
      .execute();
  }
  return { user, session };
}

export function authHooks(db: Db) {
  async function optionalAuth(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    request.caller = token ? await findCaller(db, token) : null;
  }
  async function requireAuth(request: FastifyRequest): Promise<void> {
    await optionalAuth(request);
    if (!request.caller) {
      throw unauthorized(
        request.headers.authorization
          ? 'Your session has ended. Please sign in again.'
          : 'Please sign in to continue.',
      );
    }
  }
  return { optionalAuth, requireAuth };
}

/** The signed-in caller of a secured operation (requireAuth ran before the handler). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
