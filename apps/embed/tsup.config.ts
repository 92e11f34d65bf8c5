import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig } from 'tsup';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

/**
 * Writes embed.js.br and embed.js.gz beside the script: the server sends one of them by the
 * visitor's Accept-Encoding (@fastify/static, preCompressed).
 */
function precompress(file: string) {
  const body = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
}

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
  onSuccess: async () => precompress(fileURLToPath(new URL('./dist/embed.js', import.meta.url))),
});
