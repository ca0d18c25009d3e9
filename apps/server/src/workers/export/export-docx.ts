import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  FootnoteReferenceRun,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type IParagraphOptions,
  type ParagraphChild,
} from 'docx';
import type { Align, Block, Inline, Marks } from './draft-blocks.ts';
import { INDENT, LEVELS, Numbering } from './docx-numbering.ts';
import type { ExportDocument } from './export-document.ts';

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
];
const ALIGN = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
} as const satisfies Record<Align, unknown>;
const MONO = 'Courier New';

interface Scope {
  /** Nesting inside lists (for numbering) and quotes (for indentation). */
  listLevel: number;
  quoteDepth: number;
  marks: Marks;
}

function runs(inlines: Inline[], scope: Scope): ParagraphChild[] {
  return inlines.map((inline) => {
    if (inline.kind === 'break') return new TextRun({ break: 1 });
    if (inline.kind === 'note') return new FootnoteReferenceRun(inline.n);
    const m = { ...scope.marks, ...inline.marks };
    const run = new TextRun({
      text: inline.text,
      bold: m.bold,
      italics: m.italic,
      underline: m.underline ? {} : undefined,
      strike: m.strike,
      superScript: m.sup,
      subScript: m.sub,
      font: m.code ? MONO : undefined,
      style: m.href ? 'Hyperlink' : undefined,
    });
    return m.href ? new ExternalHyperlink({ link: m.href, children: [run] }) : run;
  });
}

/** List items take their indent from the numbering; text inside a list or a quote is indented to match. */
function paragraph(scope: Scope, options: IParagraphOptions) {
  const depth = scope.listLevel + scope.quoteDepth;
  return new Paragraph({
    ...options,
    ...(depth > 0 && !options.numbering && { indent: { left: INDENT * depth } }),
    ...(scope.quoteDepth > 0 && {
      border: { left: { style: BorderStyle.SINGLE, size: 12, color: 'BBBBBB', space: 8 } },
    }),
  });
}

function renderBlocks(blocks: Block[], scope: Scope, numbering: Numbering): (Paragraph | Table)[] {
  return blocks.flatMap((block): (Paragraph | Table)[] => {
    switch (block.kind) {
      case 'heading':
      case 'paragraph':
        return [
          paragraph(scope, {
            children: runs(block.inlines, scope),
            ...(block.kind === 'heading' && { heading: HEADINGS[block.level - 1] }),
            ...(block.align && { alignment: ALIGN[block.align] }),
          }),
        ];
      case 'list': {
        const level = Math.min(scope.listLevel, LEVELS.length - 1);
        const ordered = block.ordered ? numbering.next(block.start) : null;
        const inner = { ...scope, listLevel: scope.listLevel + 1 };
        return block.items.flatMap((item) => {
          const numbered = {
            numbering: ordered ? { ...ordered, level } : { reference: 'bullets', level },
          };
          const [first, ...rest] = item;
          if (first?.kind === 'paragraph')
            return [
              paragraph(scope, { children: runs(first.inlines, scope), ...numbered }),
              ...renderBlocks(rest, inner, numbering),
            ];
          return [paragraph(scope, { children: [], ...numbered }), ...renderBlocks(item, inner, numbering)];
        });
      }
      case 'quote':
        return renderBlocks(block.blocks, { ...scope, quoteDepth: scope.quoteDepth + 1 }, numbering);
      case 'code':
        return [
          paragraph(scope, {
            children: block.text
              .split('\n')
              .map((line, i) => new TextRun({ text: line, font: MONO, break: i ? 1 : 0 })),
          }),
        ];
      case 'rule':
        return [
          new Paragraph({
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'auto', space: 1 } },
          }),
        ];
      case 'table':
        return [table(block.rows, scope, numbering)];
    }
  });
}

function table(rows: Extract<Block, { kind: 'table' }>['rows'], scope: Scope, numbering: Numbering) {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      (cells, i) =>
        new TableRow({
          tableHeader: i === 0 && cells.every((c) => c.header),
          children: cells.map((cell) => {
            const inner = {
              listLevel: 0,
              quoteDepth: 0,
              marks: cell.header ? { ...scope.marks, bold: true } : scope.marks,
            };
            const content = renderBlocks(cell.blocks, inner, numbering);
            return new TableCell({ children: content.length ? content : [new Paragraph({})] });
          }),
        }),
    ),
  });
}

/** A Word document: title and details line, the draft with real footnotes, page numbers in the footer. */
export async function draftToDocx({ title, subtitle, draft }: ExportDocument): Promise<Uint8Array> {
  const numbering = new Numbering();
  const scope: Scope = { listLevel: 0, quoteDepth: 0, marks: {} };
  const body = renderBlocks(draft.blocks, scope, numbering);
  const notes = draft.notes.map((blocks) => ({
    children: renderBlocks(blocks, scope, numbering).filter((p): p is Paragraph => p instanceof Paragraph),
  }));
  const pageNumber = new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] });
  const document = new Document({
    creator: 'Penwright',
    title,
    description: subtitle,
    styles: { default: { document: { run: { font: 'Times New Roman', size: 24 } } } },
    numbering: { config: numbering.config() },
    footnotes: Object.fromEntries(notes.map((note, i) => [i + 1, note])),
    sections: [
      {
        footers: {
          default: new Footer({
            children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [pageNumber] })],
          }),
        },
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(title)] }),
          new Paragraph({
            spacing: { after: 240 },
            children: [new TextRun({ text: subtitle, italics: true })],
          }),
          ...body,
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
