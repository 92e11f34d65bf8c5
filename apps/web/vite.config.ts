import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress.ts';

// The API server (`pnpm start` from the repo root, or `pnpm --filter @trestle/server dev`).
const apiTarget = process.env.TRESTLE_API_URL ?? 'http://localhost:3000';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * @trestle/core, @trestle/sdk and @trestle/ui are each published as one bundled file, and
 * importing any part of one keeps all of it (zod schemas, lookup tables, the socket.io client,
 * sonner). Bundling their sources instead, marked free of side effects, lets each chunk keep only
 * what it uses: the first page does not download the country list, socket.io loads after sign-in,
 * and so on.
 */
const workspaceSources = [
  { find: /^@trestle\/core$/, replacement: source('../../packages/core/src/index.ts') },
  { find: /^@trestle\/sdk$/, replacement: source('../../packages/sdk/src/index.ts') },
  { find: /^@trestle\/ui$/, replacement: source('../../packages/ui/src/index.ts') },
];
const pureWorkspaceSources = /[\\/]packages[\\/](core|sdk|ui)[\\/]src[\\/]/;

/**
 * The UI components' own CSS imports resolve to nothing: their styles come whole from the built
 * `@trestle/ui/styles.css`, which each page imports first, so the cascade is the package's own.
 */
function uiStylesFromBuild(): Plugin {
  const empty = '\0trestle-ui-component-css';
  const uiSource = /[\\/]packages[\\/]ui[\\/]src[\\/]/;
  return {
    name: 'trestle:ui-styles-from-build',
    enforce: 'pre',
    resolveId(id, importer) {
      return importer && uiSource.test(importer) && id.endsWith('.css') ? empty : null;
    },
    load(id) {
      return id === empty ? 'export {};' : null;
    },
  };
}

/** `/embed/:id`, exactly one segment: a page the API server writes (apps/server's embed module). */
const embedPagePath = /^\/embed\/[^/]+\/*$/i;

export default defineConfig({
  plugins: [react(), uiStylesFromBuild(), precompress()],
  resolve: { alias: workspaceSources, dedupe: ['react', 'react-dom'] },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
      // The embed page and the embed script come from the API server, as in production.
      '/embed': {
        target: apiTarget,
        changeOrigin: true,
        bypass: (request) => {
          const path = request.url?.split('?')[0] ?? '';
          return embedPagePath.test(path) || path === '/embed.js' ? null : request.url;
        },
      },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      input: { index: source('index.html') },
      treeshake: {
        moduleSideEffects: (id) => (pureWorkspaceSources.test(id) ? false : undefined),
      },
      output: {
        // React in one chunk with a name that says so.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
});
