import type { Align, Block, Inline, Marks } from './draft-blocks.ts';
import type { ExportDocument } from './export-document.ts';
import { pdfFonts, standardFontText } from './pdf-fonts.ts';
import { breakLongWords, drawTable, ensureSpace, numberPages, type Box } from './pdf-parts.ts';

const BODY = 11;
const HEADING_SIZES = [18, 15, 13, 12] as const;
const INDENT = 22;
const LINK = '#1a4f9c';

type FontName = 'regular' | 'bold' | 'italic' | 'boldItalic' | 'mono';

const fontFor = (m: Marks): FontName =>
  m.code ? 'mono' : m.bold && m.italic ? 'boldItalic' : m.bold ? 'bold' : m.italic ? 'italic' : 'regular';

/** Lays the block model out on A4 pages with PDFKit; text flows onto new pages by itself. */
class PdfWriter {
  private readonly fonts = pdfFonts();

  constructor(private readonly doc: PDFKit.PDFDocument) {
    for (const name of ['regular', 'bold', 'italic', 'boldItalic', 'mono'] as const)
      doc.registerFont(name, this.fonts[name]);
  }

  private text(s: string) {
    const broken = breakLongWords(s);
    return this.fonts.embedded ? broken : standardFontText(broken);
  }

  private get pages() {
    return this.doc.bufferedPageRange().count;
  }

  private ensure(height: number) {
    ensureSpace(this.doc, height);
  }

  private inlines(
    inlines: Inline[],
    box: Box,
    size: number,
    opts: { marks?: Marks; align?: Align; y?: number; color?: string } = {},
  ) {
    const parts = inlines.flatMap((inline) => {
      if (inline.kind === 'break') return [{ text: '\n', font: 'regular' as const, size, marks: {} }];
      if (inline.kind === 'note')
        return [{ text: String(inline.n), font: 'regular' as const, size: size * 0.65, marks: {} }];
      const marks = { ...opts.marks, ...inline.marks };
      const small = marks.sup || marks.sub;
      return inline.text
        ? [{ text: this.text(inline.text), font: fontFor(marks), size: small ? size * 0.65 : size, marks }]
        : [];
    });
    parts.forEach((part, i) => {
      const { href, underline, strike } = part.marks;
      this.doc
        .font(part.font)
        .fontSize(part.size)
        .fillColor(href ? LINK : (opts.color ?? 'black'));
      // PDFKit carries options over between continued calls, so each one is set explicitly.
      const options: PDFKit.Mixins.TextOptions = {
        width: box.width,
        align: opts.align ?? 'left',
        continued: i < parts.length - 1,
        underline: Boolean(underline || href),
        strike: Boolean(strike),
        link: href ?? null,
        lineGap: 2,
      };
      if (i === 0) this.doc.text(part.text, box.x, opts.y ?? this.doc.y, options);
      else this.doc.text(part.text, options);
    });
    this.doc.fillColor('black');
  }

  blocks(blocks: Block[], box: Box) {
    for (const block of blocks) {
      switch (block.kind) {
        case 'heading': {
          const size = HEADING_SIZES[block.level - 1] ?? BODY;
          this.ensure(size * 3);
          this.doc.moveDown(0.4);
          this.inlines(block.inlines, box, size, { marks: { bold: true }, align: block.align });
          this.doc.moveDown(0.3);
          break;
        }
        case 'paragraph':
          this.inlines(block.inlines, box, BODY, { align: block.align });
          this.doc.moveDown(0.5);
          break;
        case 'list':
          block.items.forEach((item, i) => this.item(block.ordered ? `${block.start + i}.` : '•', item, box));
          break;
        case 'quote':
          this.quote(block.blocks, box);
          break;
        case 'code':
          this.doc
            .font('mono')
            .fontSize(9.5)
            .text(this.text(block.text), box.x + 8, this.doc.y, { width: box.width - 8 });
          this.doc.moveDown(0.5);
          break;
        case 'rule': {
          this.ensure(16);
          const y = this.doc.y + 4;
          this.doc
            .moveTo(box.x, y)
            .lineTo(box.x + box.width, y)
            .lineWidth(0.5)
            .strokeColor('#999999')
            .stroke();
          this.doc.y = y + 10;
          break;
        }
        case 'table':
          drawTable(this.doc, block.rows, box, (text) => this.text(text));
          break;
      }
    }
  }

  item(marker: string, blocks: Block[], box: Box) {
    this.ensure(BODY * 2);
    const y = this.doc.y;
    this.doc
      .font('regular')
      .fontSize(BODY)
      .fillColor('black')
      .text(marker, box.x, y, { width: INDENT, lineBreak: false });
    const inner = { x: box.x + INDENT, width: box.width - INDENT };
    const [first, ...rest] = blocks;
    this.doc.y = y;
    if (first?.kind === 'paragraph') {
      this.inlines(first.inlines, inner, BODY, { y });
      this.doc.moveDown(0.3);
      this.blocks(rest, inner);
    } else if (first) this.blocks(blocks, inner);
    else this.doc.moveDown(1);
  }

  private quote(blocks: Block[], box: Box) {
    const [top, pages] = [this.doc.y, this.pages];
    this.blocks(blocks, { x: box.x + INDENT, width: box.width - INDENT });
    if (this.pages === pages) {
      const bottom = this.doc.y - 6;
      this.doc
        .moveTo(box.x + 6, top)
        .lineTo(box.x + 6, bottom)
        .lineWidth(2)
        .strokeColor('#bbbbbb')
        .stroke();
    }
  }

  document({ title, subtitle, draft }: ExportDocument) {
    const box = {
      x: this.doc.page.margins.left,
      width: this.doc.page.width - this.doc.page.margins.left * 2,
    };
    this.inlines([{ kind: 'text', text: title, marks: { bold: true } }], box, 22);
    this.doc.moveDown(0.3);
    this.inlines([{ kind: 'text', text: subtitle, marks: { italic: true } }], box, BODY, {
      color: '#555555',
    });
    this.doc.moveDown(1.5);
    this.blocks(draft.blocks, box);
    if (draft.notes.length) {
      this.blocks(
        [{ kind: 'heading', level: 2, inlines: [{ kind: 'text', text: 'Notes', marks: {} }] }],
        box,
      );
      draft.notes.forEach((note, i) => this.item(`${i + 1}.`, note, box));
    }
    numberPages(this.doc, box);
  }
}

/** An A4 PDF: title and details line, the draft, footnotes gathered under "Notes", page numbers. */
export async function draftToPdf(document: ExportDocument): Promise<Uint8Array> {
  // Loaded on first use: PDFKit takes half a second to load, and most threads never export a PDF.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 72,
    bufferPages: true,
    info: { Title: document.title, Subject: document.subtitle, Creator: 'Penwright' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  new PdfWriter(doc).document(document);
  doc.end();
  return done;
}
