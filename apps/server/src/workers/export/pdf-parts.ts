import type { Block, TableCell } from './draft-blocks.ts';

/** A column of the page: its left edge and width, in points. */
export interface Box {
  x: number;
  width: number;
}
type Doc = PDFKit.PDFDocument;

/** Starts a new page unless `height` more points fit on this one. */
export function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** The text of blocks without formatting, for table cells. */
export const plainText = (blocks: Block[]): string =>
  blocks
    .map((b) => {
      if (b.kind === 'paragraph' || b.kind === 'heading')
        return b.inlines
          .map((i) => (i.kind === 'text' ? i.text : i.kind === 'note' ? `[${i.n}]` : '\n'))
          .join('');
      if (b.kind === 'list') return b.items.map((item) => `• ${plainText(item)}`).join('\n');
      if (b.kind === 'quote') return plainText(b.blocks);
      return b.kind === 'code' ? b.text : '';
    })
    .join('\n');

/**
 * A simple grid: equal columns, plain text, header cells in bold. A row never splits across pages; one taller
 * than a page is cut at the page's height.
 */
export function drawTable(doc: Doc, rows: TableCell[][], box: Box, encode: (text: string) => string) {
  const columns = Math.max(1, ...rows.map((r) => r.length));
  const width = box.width / columns;
  const pad = 4;
  const maxHeight = doc.page.height - doc.page.margins.top - doc.page.margins.bottom;
  for (const row of rows) {
    const cells = row.map((c) => ({
      text: encode(plainText(c.blocks)),
      font: c.header ? 'bold' : 'regular',
    }));
    doc.fontSize(10);
    const textHeight = (c: (typeof cells)[number]) =>
      doc.font(c.font).heightOfString(c.text || ' ', { width: width - 2 * pad });
    const height = Math.min(Math.max(...cells.map(textHeight)) + 2 * pad, maxHeight);
    ensureSpace(doc, height);
    const y = doc.y;
    cells.forEach((cell, i) => {
      const x = box.x + i * width;
      doc.rect(x, y, width, height).lineWidth(0.5).strokeColor('#888888').stroke();
      doc.font(cell.font).fontSize(10).fillColor('black');
      doc.text(cell.text, x + pad, y + pad, { width: width - 2 * pad, height: height - 2 * pad });
    });
    doc.x = box.x;
    doc.y = y + height;
  }
  doc.moveDown(0.5);
}

/** "Page n of N" in every page's bottom margin, written once the page count is known. */
export function numberPages(doc: Doc, box: Box) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page
    doc.font('regular').fontSize(9).fillColor('#555555');
    doc.text(`Page ${i + 1} of ${count}`, box.x, doc.page.height - margin / 2, {
      width: box.width,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}

/** Far past any word in prose; a pasted data URL or hash is not prose. */
const LONGEST_WORD = 500;

/**
 * PDFKit breaks a word wider than the line by measuring all that is left of it after every line, so a
 * 100,000-character word took minutes and could exhaust the worker's memory. Such words are cut into lines of
 * `LONGEST_WORD` characters first, which PDFKit then wraps as usual.
 */
export function breakLongWords(text: string): string {
  return text.replace(new RegExp(`\\S{${LONGEST_WORD + 1},}`, 'gu'), (word) => {
    const chars = Array.from(word);
    const lines: string[] = [];
    for (let i = 0; i < chars.length; i += LONGEST_WORD)
      lines.push(chars.slice(i, i + LONGEST_WORD).join(''));
    return lines.join('\n');
  });
}
