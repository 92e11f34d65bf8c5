import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

// One small classic script (IIFE) for any website, stamped with its version.
export default defineConfig({
  entry: { embed: 'src/index.ts' },
  format: ['iife'],
  outExtension: () => ({ js: '.js' }),
  minify: true,
  clean: true,
  target: 'es2019',
  platform: 'browser',
  define: { __EMBED_VERSION__: JSON.stringify(version) },
});
