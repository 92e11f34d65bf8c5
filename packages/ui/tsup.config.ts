import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  // tsup's declaration build sets `baseUrl`, which TypeScript 6 reports as deprecated.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Component CSS imports are bundled into dist/index.css ("@trestle/ui/styles.css").
  external: ['react', 'react-dom', 'react/jsx-runtime', 'sonner'],
});
