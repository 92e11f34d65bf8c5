import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';

describe('database errors', () => {
  it('tells a unique violation', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
  });

  it('tells a database that cannot be reached from one that refused the statement', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '53300']) {
      expect(isDatabaseUnavailable({ code }), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    for (const code of ['23505', '42P01', '22P02', undefined]) {
      expect(isDatabaseUnavailable({ code, message: 'syntax error' }), String(code)).toBe(false);
    }
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
