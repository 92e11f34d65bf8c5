// The text of a PDF, read by Debian's `pdftotext` (poppler-utils) in a child process: a PDF
// parser is large and a crash or a hang in it must not take the server with it. The process
// gets a time limit, its output a size cap, and the file a private temporary folder.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface PdfTextOptions {
  /** pdftotext is killed after this long. Default 30 s. */
  timeoutMs?: number;
  /** Text beyond this many bytes is cut off (a search index, not an archive). Default 2 MB. */
  maxBytes?: number;
  /** The program to run; tests point it elsewhere to check the failure paths. */
  command?: string;
}

export const PDF_TEXT_DEFAULTS = { timeoutMs: 30_000, maxBytes: 2 * 1024 * 1024 };

export class PdfTextError extends Error {
  override name = 'PdfTextError';
}

/** Writes the stream to a temporary file, runs pdftotext on it and returns the text. */
export async function pdfText(source: Readable, options: PdfTextOptions = {}): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'trestle-pdf-'));
  try {
    const path = join(folder, 'document.pdf');
    await pipeline(source, createWriteStream(path, { flags: 'wx' }));
    return await runPdfToText(path, options);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function runPdfToText(path: string, options: PdfTextOptions): Promise<string> {
  const timeoutMs = options.timeoutMs ?? PDF_TEXT_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? PDF_TEXT_DEFAULTS.maxBytes;
  // -enc UTF-8: the text as we store it; -nopgbrk: no form feeds between pages; '-': to stdout.
  const child = spawn(options.command ?? 'pdftotext', ['-enc', 'UTF-8', '-nopgbrk', path, '-'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let capped = false;
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      if (capped) return;
      const room = maxBytes - size;
      if (chunk.length >= room) {
        chunks.push(chunk.subarray(0, room));
        size = maxBytes;
        capped = true;
        // Enough text: the rest of the document is not read.
        child.kill('SIGKILL');
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString('utf8');
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new PdfTextError(`cannot run pdftotext: ${error.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) return reject(new PdfTextError(`pdftotext took longer than ${timeoutMs} ms`));
      if (!capped && code !== 0) {
        return reject(new PdfTextError(`pdftotext failed (${code}): ${stderr.trim()}`));
      }
      // A cut may split a multi-byte character: the decoder drops the broken tail.
      resolve(cleanText(Buffer.concat(chunks).toString('utf8')));
    });
  });
}

/** Whitespace kept readable, control characters (and a cut character's U+FFFD) dropped. */
function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed here
  const controls = /[\u0000-\u0008\u000b-\u001f\u007f\ufffd]/g;
  return text
    .replace(controls, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
