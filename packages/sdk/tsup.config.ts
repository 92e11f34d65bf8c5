import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // openapi-fetch's CommonJS build has no __esModule marker, so its default export is lost when
  // our CJS build requires it; bundling the small library sidesteps that.
  noExternal: ['openapi-fetch'],
});
