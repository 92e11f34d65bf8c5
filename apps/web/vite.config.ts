import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (`pnpm start` from the repo root, or `pnpm --filter @trestle/server dev`).
const apiTarget = process.env.TRESTLE_API_URL ?? 'http://localhost:3000';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * @trestle/core and @trestle/sdk are each published as one bundled file, and importing any part
 * of one keeps all of it (zod schemas, lookup tables, the socket.io client). Bundling their
 * sources instead, marked free of side effects, lets the app keep only what each chunk uses:
 * the first page does not download the country list, and socket.io loads after sign-in.
 */
const workspaceSources = [
  { find: /^@trestle\/core$/, replacement: source('../../packages/core/src/index.ts') },
  { find: /^@trestle\/sdk$/, replacement: source('../../packages/sdk/src/index.ts') },
];
const pureWorkspaceSources = /[\\/]packages[\\/](core|sdk)[\\/]src[\\/]/;

export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceSources },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id) => (pureWorkspaceSources.test(id) ? false : undefined),
      },
    },
  },
});
