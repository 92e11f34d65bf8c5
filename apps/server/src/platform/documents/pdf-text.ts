// The text of a PDF, read in this process by PDF.js (Mozilla's parser) through `unpdf`'s build for
// servers: plain JavaScript, nothing to install beside Node, so `pnpm start` finds the words of
// a project's PDFs on a fresh machine. It runs in the `documents.extract` job, never in a request,
// and every step is bounded: the file's size, the pages read, the characters kept and the time
// spent (checked between steps; the document is destroyed when time runs out). Scripts in PDFs
// are never evaluated.
import type { Readable } from 'node:stream';
import { getResolvedPDFJS } from 'unpdf';

export interface PdfTextOptions {
  /** Reading stops with an error after this long. Default 30 s. */
  timeoutMs?: number;
  /** Pages after this many are not read (a search index, not an archive). Default 300. */
  maxPages?: number;
  /** Text beyond this many characters is cut off. Default 1,000,000. */
  maxCharacters?: number;
  /** A file larger than this is not read at all. Default 64 MB. */
  maxBytes?: number;
}

export const PDF_TEXT_DEFAULTS = {
  timeoutMs: 30_000,
  maxPages: 300,
  maxCharacters: 1_000_000,
  maxBytes: 64 * 1024 * 1024,
} as const;

/** A PDF that cannot be read, or not within the bounds: retrying would fail the same way. */
export class PdfTextError extends Error {
  override name = 'PdfTextError';
}

/** Reads the stream (at most `maxBytes`) and returns the text of its pages, in order. */
export async function pdfText(source: Readable, options: PdfTextOptions = {}): Promise<string> {
  const limits = { ...PDF_TEXT_DEFAULTS, ...options };
  const deadline = Date.now() + limits.timeoutMs;
  const bytes = await readAtMost(source, limits.maxBytes);
  const { getDocument } = await getResolvedPDFJS();
  const task = getDocument({
    data: bytes,
    isEvalSupported: false,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const document = await beforeDeadline(task.promise, deadline, limits.timeoutMs).catch(
      (error: unknown) => {
        if (error instanceof PdfTextError) throw error;
        throw new PdfTextError(`not a readable PDF: ${(error as Error).message}`);
      },
    );
    const pages: string[] = [];
    let length = 0;
    const last = Math.min(document.numPages, limits.maxPages);
    for (let number = 1; number <= last && length < limits.maxCharacters; number += 1) {
      const page = await beforeDeadline(document.getPage(number), deadline, limits.timeoutMs);
      const content = await beforeDeadline(page.getTextContent(), deadline, limits.timeoutMs);
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      page.cleanup();
      pages.push(text);
      length += text.length;
    }
    return cut(cleanText(pages.join('\n\n')), limits.maxCharacters);
  } finally {
    // Stops any parsing still under way and frees the document's memory.
    await task.destroy();
  }
}

async function readAtMost(source: Readable, maxBytes: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) {
      source.destroy();
      throw new PdfTextError(`the file is larger than ${maxBytes} bytes`);
    }
    chunks.push(buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** The promise's value, or a PdfTextError once the deadline has passed. */
async function beforeDeadline<T>(promise: Promise<T>, deadline: number, timeoutMs: number) {
  const late = () => new PdfTextError(`reading the PDF took longer than ${timeoutMs} ms`);
  if (Date.now() >= deadline) throw late();
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(late()), Math.max(0, deadline - Date.now()));
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** At most `max` characters, never ending in half of a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text[max - 1] ?? '') ? max - 1 : max;
  return text.slice(0, end).trimEnd();
}

/** Whitespace kept readable, control characters (and U+FFFD) dropped. */
function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed here
  const controls = /[\u0000-\u0008\u000b-\u001f\u007f\ufffd]/g;
  return text
    .replace(controls, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
