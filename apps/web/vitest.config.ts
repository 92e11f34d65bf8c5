import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests: components and routing in happy-dom. The browser journeys live in e2e/ and run
// with vitest.e2e.config.ts.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    // Relative API URLs ('/api/…') resolve against this origin.
    environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Longer than the 15 s asynchronous waits of src/test/setup.ts.
    testTimeout: 30_000,
  },
});
