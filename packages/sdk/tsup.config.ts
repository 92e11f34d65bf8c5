import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  // The wire types come from the contract package (a devDependency). Resolving them by path, not
  // through node_modules, makes the declaration bundler inline them, so the published types stand
  // alone.
  dts: {
    compilerOptions: {
      paths: { '@trestle/openapi/types': ['../../openapi/generated/types.ts'] },
    },
  },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // openapi-fetch's CommonJS build has no __esModule marker, so its default export is lost when
  // our CJS build requires it; bundling the small library sidesteps that.
  noExternal: ['openapi-fetch'],
});
