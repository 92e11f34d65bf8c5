import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  // The wire types come from the contract package (a devDependency). Resolving them by path, not
  // through node_modules, makes the declaration bundler inline the ones used, so the published
  // types stand alone.
  dts: {
    compilerOptions: {
      paths: { '@trestle/openapi/types': ['../../openapi/generated/types.ts'] },
    },
  },
  clean: true,
  sourcemap: true,
  target: 'node20',
});
