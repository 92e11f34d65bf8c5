// A setup file (vitest.config.ts): when test/run-suites.mjs asks for it (TRESTLE_SERVICE_USE_LOG),
// records for each test file whether it could behave differently on PostgreSQL + Redis. The two
// passes of run-suites differ only in these environment variables; a file that never read any of
// them, and never listed the environment (as spreading it into a child process does), ran the
// same code with the same inputs as it would in the second pass, so run-suites runs it once.
import { appendFileSync } from 'node:fs';
import { afterAll } from 'vitest';

/** What run-suites.mjs sets differently between the PGlite pass and the PostgreSQL one. */
export const SERVICE_VARIABLES = [
  'TEST_DATABASE_URL',
  'TEST_REDIS_URL',
  'TRESTLE_REQUIRE_SERVICES',
];

const log = process.env.TRESTLE_SERVICE_USE_LOG;
if (log) {
  let used: string | undefined;
  const watched = new Set(SERVICE_VARIABLES);
  const note = (key: string | symbol) => {
    if (!used && typeof key === 'string' && watched.has(key)) used = key;
  };
  process.env = new Proxy(process.env, {
    get(target, key) {
      note(key);
      return Reflect.get(target, key);
    },
    has(target, key) {
      note(key);
      return Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      note(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    ownKeys(target) {
      used ??= '(the whole environment)';
      return Reflect.ownKeys(target);
    },
  });
  // eslint-disable-next-line no-empty-pattern -- vitest hands the file as the second argument
  afterAll(({}, suite) => {
    const file = suite && 'filepath' in suite ? suite.filepath : undefined;
    if (file) appendFileSync(log, `${JSON.stringify({ file, used: used ?? null })}\n`);
  });
}
