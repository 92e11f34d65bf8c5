import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One migrated database per run, which each file's freshDatabase() copies.
    globalSetup: ['test/global-setup.ts'],
    // Which files read the service settings (for test/run-suites.mjs; inert otherwise).
    setupFiles: ['test/support/service-use.ts'],
    // Each file builds its own app and database; files run in parallel on the two cores. Vitest's
    // own default is one worker fewer than the cores, which on CI's two cores ran one file at a
    // time: most of a file's time is one busy thread (its app, PGlite and the test itself).
    fileParallelism: true,
    maxWorkers: 2,
  },
});
