// Who is calling: the bearer token is looked up by its hash among live sessions.
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { shapedStatement } from '../db/shaped';
import type { SessionRow, UserRow } from '../db/tables';
import { unauthorized } from '../http/errors';
import { hashSecret } from './secrets';
import type { SessionCache } from './session-cache';

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

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const SIGN_IN_FIRST = 'Please sign in to continue.';

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export async function findCaller(db: Db, token: string): Promise<Caller | null> {
  return findCallerByHash(db, hashSecret(token));
}

/**
 * The live session with this token hash and its person, noting the session's use in the same
 * statement (a data-modifying CTE runs even unread) at most every TOUCH_INTERVAL_MS: the lookup
 * stays one round trip. Times are the database's, so every process agrees on them.
 */
const callerStatement = shapedStatement(
  () => 'caller',
  (db, _shape: null, { tokenHash }: { tokenHash: string }) =>
    db
      .with('touched', (q) =>
        q
          .updateTable('sessions')
          .set({ last_used_at: sql<Date>`now()` })
          .where('token_hash', '=', tokenHash)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .where(
            'last_used_at',
            '<',
            sql<Date>`now() - make_interval(secs => ${sql.lit(TOUCH_INTERVAL_MS / 1000)})`,
          )
          .returning('id'),
      )
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select([
        'sessions.id as session_id',
        'sessions.token_hash as session_token_hash',
        'sessions.created_at as session_created_at',
        'sessions.last_used_at as session_last_used_at',
        'sessions.expires_at as session_expires_at',
        'sessions.revoked_at as session_revoked_at',
        'sessions.user_agent as session_user_agent',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', sql<Date>`now()`),
);

async function findCallerByHash(db: Db, tokenHash: string): Promise<Caller | null> {
  const [found] = (await db.executeQuery(callerStatement(db, null, { tokenHash }))).rows;
  if (!found) return null;
  const {
    session_id,
    session_token_hash,
    session_created_at,
    session_last_used_at,
    session_expires_at,
    session_revoked_at,
    session_user_agent,
    ...user
  } = found;
  const session: SessionRow = {
    id: session_id,
    user_id: user.id,
    token_hash: session_token_hash,
    created_at: session_created_at,
    last_used_at: session_last_used_at,
    expires_at: session_expires_at,
    revoked_at: session_revoked_at,
    user_agent: session_user_agent,
  };
  return { user, session };
}

/**
 * The caller from the cache (session-cache.ts) when there, else from the database (and cached).
 * Only for operations that read nothing of the caller but their id and muted words and categories.
 */
export async function findCallerCached(
  db: Db,
  cache: SessionCache,
  token: string,
): Promise<Caller | null> {
  const tokenHash = hashSecret(token);
  const cached = await cache.get(tokenHash);
  if (cached) return cached;
  const begun = cache.begin();
  const caller = await findCallerByHash(db, tokenHash);
  if (caller) cache.set(tokenHash, caller, begun);
  return caller;
}

export interface Identify {
  db: Db;
  sessions: SessionCache;
}

/**
 * Attaches the caller (or null) from the bearer token; a secured operation refuses without one.
 * `fromCache`: the operation may be served a caller cached a few seconds (see findCallerCached).
 */
export async function identify(
  ctx: Identify,
  request: FastifyRequest,
  required: boolean,
  fromCache = false,
): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  if (!token) request.caller = null;
  else if (fromCache) request.caller = await findCallerCached(ctx.db, ctx.sessions, token);
  else request.caller = await findCaller(ctx.db, token);
  if (required) requireCaller(request);
}

/** A secured operation refuses a caller without a live session. */
export function requireCaller(request: FastifyRequest): void {
  if (!request.caller) {
    throw unauthorized(request.headers.authorization ? SESSION_ENDED : SIGN_IN_FIRST);
  }
}
