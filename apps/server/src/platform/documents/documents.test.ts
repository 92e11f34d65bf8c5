// PDF text read by PDF.js (unpdf) in this process, with nothing installed beside Node: a real PDF
// (test/fixtures/scope-of-work.pdf, made with Ghostscript's ps2pdf from scope-of-work.ps beside
// it, its text compressed), PDFs of many pages made in memory, and the failure paths and bounds
// (garbage, a truncated file, too large, too many pages or characters, out of time); and the
// passages a search shows.
import { createReadStream, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../../test/support/pdf';
import { fileNameOf } from './attach';
import { PASSAGE_MAX_LENGTH, passagesFor, searchWords } from './passages';
import { pdfText, PdfTextError } from './pdf-text';

const FIXTURE = new URL('../../../test/fixtures/scope-of-work.pdf', import.meta.url);
const fixture = () => createReadStream(FIXTURE);
const streamOf = (bytes: Buffer) => Readable.from([bytes]);

/** A PDF of `count` pages, each naming its number. */
const pagesPdf = (count: number) =>
  makePdf(Array.from({ length: count }, (_, i) => [`Sheet ${i + 1} of the drawings`, 'Rebar']));

describe('pdfText', () => {
  it('reads the text of a real PDF', async () => {
    const text = await pdfText(fixture());
    expect(text).toContain('Riverside Clinic - Scope of Work');
    expect(text).toContain('standing-seam metal roof over rigid insulation');
    expect(text).toContain('bentonite membrane');
  });

  it('reads every page in order', async () => {
    const text = await pdfText(streamOf(pagesPdf(3)));
    expect(text.match(/Sheet \d/g)).toEqual(['Sheet 1', 'Sheet 2', 'Sheet 3']);
    expect(text).toContain('Sheet 2 of the drawings\nRebar');
  });

  it('refuses bytes that are not a PDF, and a PDF cut short', async () => {
    await expect(pdfText(streamOf(Buffer.from('just some words, no PDF')))).rejects.toThrow(
      PdfTextError,
    );
    const whole = readFileSync(FIXTURE);
    await expect(pdfText(streamOf(whole.subarray(0, 200)))).rejects.toThrow(PdfTextError);
  });

  it('reads no more than maxPages pages', async () => {
    const text = await pdfText(streamOf(pagesPdf(12)), { maxPages: 5 });
    expect(text).toContain('Sheet 5 ');
    expect(text).not.toContain('Sheet 6 ');
  });

  it('cuts the text at maxCharacters', async () => {
    const text = await pdfText(fixture(), { maxCharacters: 40 });
    expect(text.length).toBeLessThanOrEqual(40);
    expect(text).toMatch(/^Riverside Clinic/);
  });

  it('does not read a file over maxBytes', async () => {
    await expect(pdfText(fixture(), { maxBytes: 1000 })).rejects.toThrow(/larger than 1000 bytes/);
  });

  it('gives up when the time is spent', async () => {
    await expect(pdfText(streamOf(pagesPdf(50)), { timeoutMs: 0 })).rejects.toThrow(
      /longer than 0 ms/,
    );
  });
});

describe('passagesFor', () => {
  const text =
    'Section 1. Site preparation: clear and grade the lot.\n' +
    'Section 3. Roofing: install a standing-seam metal roof over rigid insulation. ' +
    'x '.repeat(200) +
    'The ROOF warranty lasts twenty years.';

  it('finds whole words in any case, in document order, with context', () => {
    const passages = passagesFor(text, 'roof');
    expect(passages).toHaveLength(2);
    expect(passages[0]).toContain('metal roof over rigid insulation');
    expect(passages[1]).toContain('The ROOF warranty lasts twenty years.');
  });

  it('does not match inside longer words', () => {
    expect(passagesFor('Roofing and reroofed', 'roof')).toEqual([]);
    expect(passagesFor('Roofing and reroofed', 'roofing')).toEqual(['Roofing and reroofed']);
  });

  it('marks cut ends and never cuts a word in half', () => {
    const [passage] = passagesFor(text, 'warranty');
    expect(passage).toMatch(/^…/);
    expect(passage).toMatch(/years\.$/);
    const body = passage!.slice(1);
    const at = text.indexOf(body);
    expect(at).toBeGreaterThan(0);
    expect(text[at - 1]).toBe(' ');
  });

  it('finds any word of a several-word search and merges passages that overlap', () => {
    const passages = passagesFor(text, 'metal insulation');
    expect(passages).toHaveLength(1);
    expect(passages[0]).toContain('metal roof over rigid insulation');
  });

  it('keeps at most max passages of bounded length', () => {
    const long = Array.from({ length: 40 }, (_, i) => `beam ${i} ${'y '.repeat(100)}`).join(' ');
    const passages = passagesFor(long, 'beam', 5);
    expect(passages).toHaveLength(5);
    for (const p of passages) expect(p.length).toBeLessThanOrEqual(PASSAGE_MAX_LENGTH);
    expect(passagesFor('beam '.repeat(400), 'beam', 2).every((p) => p.length <= 500)).toBe(true);
  });

  it('treats punctuation in the search as a separator and ignores an empty search', () => {
    expect(searchWords('Metal-roof, metal!')).toEqual(['metal', 'roof']);
    expect(passagesFor(text, '  ,. ')).toEqual([]);
    expect(passagesFor('', 'roof')).toEqual([]);
  });
});

describe('fileNameOf', () => {
  const site = 'https://trestle.example';

  it('reads the stored name from our own /files addresses, relative or under the public URL', () => {
    expect(fileNameOf('/api/files/abc_1.pdf', site)).toBe('abc_1.pdf');
    expect(fileNameOf(`${site}/api/files/abc_1.pdf`, `${site}/`)).toBe('abc_1.pdf');
  });

  it('refuses every other address', () => {
    for (const url of [
      'https://elsewhere.example/api/files/abc.pdf',
      `${site}.evil.example/api/files/abc.pdf`,
      '/api/files/../secret.pdf',
      '/api/files/abc.pdf?download=1',
      '/api/files/',
      '/files/abc.pdf',
      'file:///etc/passwd',
    ]) {
      expect(fileNameOf(url, site), url).toBeNull();
    }
  });
});
