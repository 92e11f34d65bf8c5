import { defineConfig } from 'vitest/config';

// Browser journeys: the built server and web app driven through Debian's Chromium. One file at a
// time, one server for the whole run (e2e/global-setup.ts).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
