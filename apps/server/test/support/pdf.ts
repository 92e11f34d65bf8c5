// Real PDFs made in memory for tests that need many pages: Helvetica text lines on each page, with
// a correct cross-reference table, as any PDF reader expects.

/** Text safe inside a PDF string: backslashes and parentheses escaped. */
const escaped = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);

/** A PDF with one page per entry of `pages`, each showing its lines from the top. */
export function makePdf(pages: readonly (readonly string[])[]): Buffer {
  const font = 3;
  const pageObject = (index: number) => 4 + index * 2;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageObject(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  pages.forEach((lines, index) => {
    const content = [
      'BT',
      '/F1 12 Tf',
      '72 720 Td',
      '16 TL',
      ...lines.map((line, i) => `${i === 0 ? '' : 'T* '}(${escaped(line)}) Tj`),
      'ET',
    ].join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${pageObject(index) + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
