// What a database error means, for both drivers (PGlite and node-postgres report SQLSTATE codes).

/** A unique index refused the row: someone else took the name, or the same act ran twice. */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string } | null)?.code === '23505';
