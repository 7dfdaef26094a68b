/**
 * A plain-text PDF (PDF 1.4): lines of Helvetica on A4 pages, a heading in bold, nothing else. Enough
 * for a statement a customer prints or files, without a library. Text is written in WinAnsiEncoding,
 * which holds every Nordic letter (å, ä, ö, æ, ø); a character outside it prints as "?".
 */

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 50;
const LINE_HEIGHT = 14;
const FONT_SIZE = 10;
const HEADING_SIZE = 14;
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN - 2 * LINE_HEIGHT) / LINE_HEIGHT);

/** WinAnsi (cp1252) bytes of the characters above Latin-1's that a statement may hold. */
const WIN_ANSI_EXTRA: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '−': 0x2d,
};

/** A PDF string literal of `text`: WinAnsi bytes, with (, ) and \ escaped and non-ASCII as octal. */
function literal(text: string): string {
  let out = '(';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    const byte =
      WIN_ANSI_EXTRA[char] ?? (code >= 0x20 && code <= 0xff && !(code >= 0x7f && code < 0xa0) ? code : 0x3f);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x80) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

/** The PDF of a titled statement: `title` in bold on the first page, then `lines`, as many pages as they need. */
export function textPdf(title: string, lines: readonly string[]): Buffer {
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(1, lines.length); i += LINES_PER_PAGE)
    pages.push(lines.slice(i, i + LINES_PER_PAGE));
  // Objects: 1 catalog, 2 page tree, 3 regular font, 4 bold font, then a page and its content each.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + 2 * i);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((pageLines, i) => {
    let y = PAGE_HEIGHT - MARGIN;
    const commands: string[] = [];
    if (i === 0) {
      commands.push(`BT /F2 ${HEADING_SIZE} Tf ${MARGIN} ${y} Td ${literal(title)} Tj ET`);
      y -= 2 * LINE_HEIGHT;
    }
    for (const line of pageLines) {
      commands.push(`BT /F1 ${FONT_SIZE} Tf ${MARGIN} ${y} Td ${literal(line)} Tj ET`);
      y -= LINE_HEIGHT;
    }
    commands.push(`BT /F1 8 Tf ${MARGIN} ${MARGIN / 2} Td ${literal(`${i + 1} / ${pages.length}`)} Tj ET`);
    const stream = commands.join('\n');
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] =
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
