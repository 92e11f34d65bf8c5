// The build's precompression step on a small fixture directory.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDirectory } from './precompress';

describe('precompressDirectory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'trestle-precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside text files of a kilobyte and more, and leaves the rest alone', async () => {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    const js = Buffer.from('export const word = "trestle";\n'.repeat(100));
    const files = {
      'assets/app-1.js': js,
      'assets/app-1.css': Buffer.from('.a { color: red; }\n'.repeat(100)),
      'index.html': Buffer.from(`<!doctype html><title>Trestle</title>${' '.repeat(MIN_BYTES)}`),
      'assets/app-1.js.map': Buffer.from('{"mappings":""}'.repeat(200)),
      'assets/tiny.js': Buffer.from('export {};'),
      'assets/photo.png': Buffer.alloc(4096, 1),
    };
    for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);

    await precompressDirectory(dir);

    for (const name of ['assets/app-1.js', 'assets/app-1.css', 'index.html']) {
      const original = files[name as keyof typeof files];
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).equals(original)).toBe(
        true,
      );
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`))).equals(original)).toBe(true);
      expect(readFileSync(join(dir, `${name}.br`)).length).toBeLessThan(original.length / 4);
    }
    for (const name of ['assets/app-1.js.map', 'assets/tiny.js', 'assets/photo.png']) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }
  });
});
