// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, for the server
// to send by Accept-Encoding (@fastify/static with preCompressed): compressed once at the highest
// levels here instead of on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; source maps are left alone (only developer tools fetch them). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed answer saves less than its headers cost. */
export const MIN_BYTES = 1024;

export interface CompressedFile {
  file: string;
  bytes: number;
  br?: number;
  gzip?: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Compresses every compressible file under dir; a copy is kept only when it is smaller. */
export async function precompressDirectory(dir: string): Promise<CompressedFile[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  return Promise.all(
    files.map(async (file): Promise<CompressedFile> => {
      const body = await readFile(file);
      const result: CompressedFile = { file, bytes: body.length };
      // Pages are always compressed: they are what every route and embed answers with.
      if (body.length < MIN_BYTES && !file.endsWith('.html')) return result;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < body.length) {
        await writeFile(`${file}.br`, br);
        result.br = br.length;
      }
      if (gz.length < body.length) {
        await writeFile(`${file}.gz`, gz);
        result.gzip = gz.length;
      }
      return result;
    }),
  );
}

/** The Vite plugin: precompresses the output directory once the build has written it. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'trestle:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const files = await precompressDirectory(outDir);
      const total = (key: 'bytes' | 'br') => files.reduce((sum, f) => sum + (f[key] ?? f.bytes), 0);
      this.info(
        `precompressed ${files.filter((f) => f.br).length} files: ${total('bytes')} B, ${total('br')} B with brotli`,
      );
    },
  };
}
