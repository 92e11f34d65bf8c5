// What a database error means, for both drivers (PGlite and node-postgres report SQLSTATE codes).

/** A unique index refused the row: someone else took the name, or the same act ran twice. */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string } | null)?.code === '23505';

/** Codes of a database that cannot be reached right now: refused, reset, shutting down, full. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '53300', // too_many_connections
]);

/**
 * The database is down, restarting or refusing connections: the same request may succeed in a
 * moment, so it is answered 503 rather than 500 (SQLSTATE class 08 is a connection exception).
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08/.test(code))) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(
      message,
    )
  );
};
