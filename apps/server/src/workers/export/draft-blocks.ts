import type { ChildNode, Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';

/*
 * Saved drafts are sanitized editor HTML (see ../post-content.ts), so only a small set of tags
 * can occur. They are read once into this block model, which the DOCX and PDF writers both render.
 */

export interface Marks {
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
  code?: boolean;
  sup?: boolean;
  sub?: boolean;
  /** Only outside links (http, https, mailto); in-page anchors mean nothing in a file. */
  href?: string;
}
export type Inline =
  { kind: 'text'; text: string; marks: Marks } | { kind: 'break' } | { kind: 'note'; n: number };
export type Align = 'left' | 'center' | 'right' | 'justify';
export interface TableCell {
  header: boolean;
  blocks: Block[];
}
export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; inlines: Inline[]; align?: Align }
  | { kind: 'paragraph'; inlines: Inline[]; align?: Align }
  | { kind: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { kind: 'quote'; blocks: Block[] }
  | { kind: 'table'; rows: TableCell[][] }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

/** The draft's blocks and its footnotes: `notes[n - 1]` is footnote n. */
export interface DraftDocument {
  blocks: Block[];
  notes: Block[][];
}

const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'blockquote', 'pre', 'hr', 'table']);
const MARK_TAGS: Record<string, keyof Marks> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  s: 'strike',
  code: 'code',
  sup: 'sup',
  sub: 'sub',
};

interface Context {
  /** Footnote ids ("fn-1") to their numbers, in the order the footnote list gives them. */
  notes: Map<string, number>;
}

const isFootnoteList = (el: Element) =>
  /\bfootnotes\b/.test(el.attribs.class ?? '') || 'data-footnotes' in el.attribs;

/** The "↩" link from a footnote back to its reference. */
const isBackLink = (a: Element) =>
  /\bfootnote-backref\b/.test(a.attribs.class ?? '') ||
  'data-footnote-backref' in a.attribs ||
  /^#fnref/.test(a.attribs.href ?? '');

function alignOf(el: Element): Align | undefined {
  return /text-align:\s*(left|center|right|justify)/.exec(el.attribs.style ?? '')?.[1] as Align | undefined;
}

/** The footnote a `sup` or `a` points to, if it is a footnote reference. */
function noteOf(el: Element, ctx: Context): number | undefined {
  const link = el.name === 'a' ? el : DomUtils.findOne((e) => e.name === 'a', el.children);
  const target = link?.attribs.href?.startsWith('#') ? link.attribs.href.slice(1) : undefined;
  return target === undefined ? undefined : ctx.notes.get(target);
}

function inlinesOf(nodes: ChildNode[], marks: Marks, ctx: Context): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    if (DomUtils.isText(node)) out.push({ kind: 'text', text: node.data.replace(/\s+/g, ' '), marks });
    if (!DomUtils.isTag(node)) continue;
    const note = node.name === 'sup' || node.name === 'a' ? noteOf(node, ctx) : undefined;
    if (note !== undefined) out.push({ kind: 'note', n: note });
    else if (node.name === 'br') out.push({ kind: 'break' });
    else if (node.name === 'a' && isBackLink(node)) continue;
    else if (node.name === 'a') {
      const href = node.attribs.href ?? '';
      out.push(
        ...inlinesOf(node.children, /^(https?:|mailto:)/i.test(href) ? { ...marks, href } : marks, ctx),
      );
    } else {
      const mark = MARK_TAGS[node.name];
      out.push(...inlinesOf(node.children, mark ? { ...marks, [mark]: true } : marks, ctx));
    }
  }
  return out;
}

/** Leading and trailing spaces of a paragraph carry no meaning once tags are gone. */
function trimmed(inlines: Inline[]): Inline[] {
  const out = inlines.filter((i) => i.kind !== 'text' || i.text !== '');
  const first = out[0];
  if (first?.kind === 'text') out[0] = { ...first, text: first.text.trimStart() };
  const last = out.at(-1);
  if (last?.kind === 'text') out[out.length - 1] = { ...last, text: last.text.trimEnd() };
  return out.filter((i) => i.kind !== 'text' || i.text !== '');
}

function blockOf(el: Element, ctx: Context): Block[] {
  const align = alignOf(el);
  switch (el.name) {
    case 'p': {
      const inlines = trimmed(inlinesOf(el.children, {}, ctx));
      return inlines.length ? [{ kind: 'paragraph', inlines, ...(align && { align }) }] : [];
    }
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4': {
      const level = Number(el.name[1]) as 1 | 2 | 3 | 4;
      const inlines = trimmed(inlinesOf(el.children, {}, ctx));
      return inlines.length ? [{ kind: 'heading', level, inlines, ...(align && { align }) }] : [];
    }
    case 'ul':
    case 'ol': {
      if (isFootnoteList(el)) return [];
      const items = el.children.filter((c) => DomUtils.isTag(c) && c.name === 'li');
      const start = Number.parseInt(el.attribs.start ?? '1', 10);
      const list = items.map((li) => blocksOf((li as Element).children, ctx));
      return [
        { kind: 'list', ordered: el.name === 'ol', start: Number.isFinite(start) ? start : 1, items: list },
      ];
    }
    case 'blockquote':
      return [{ kind: 'quote', blocks: blocksOf(el.children, ctx) }];
    case 'pre':
      return [{ kind: 'code', text: DomUtils.textContent(el).replace(/\n$/, '') }];
    case 'hr':
      return [{ kind: 'rule' }];
    case 'table': {
      const rows = DomUtils.findAll((e) => e.name === 'tr', el.children).map((tr) =>
        tr.children
          .filter((c): c is Element => DomUtils.isTag(c) && (c.name === 'th' || c.name === 'td'))
          .map((cell) => ({ header: cell.name === 'th', blocks: blocksOf(cell.children, ctx) })),
      );
      // A table without a cell (the sanitizer can leave `<table></table>`) has nothing to show, and Word's
      // format has no empty table: it is left out.
      const kept = rows.filter((r) => r.length > 0);
      return kept.length > 0 ? [{ kind: 'table', rows: kept }] : [];
    }
    default:
      return isFootnoteList(el) ? [] : blocksOf(el.children, ctx);
  }
}

/** Block elements become blocks; runs of inline content between them become paragraphs. */
function blocksOf(nodes: ChildNode[], ctx: Context): Block[] {
  const blocks: Block[] = [];
  let pending: ChildNode[] = [];
  const flush = () => {
    const inlines = trimmed(inlinesOf(pending, {}, ctx));
    if (inlines.length) blocks.push({ kind: 'paragraph', inlines });
    pending = [];
  };
  for (const node of nodes) {
    const isBlock = DomUtils.isTag(node) && (BLOCK_TAGS.has(node.name) || node.name === 'section');
    if (!isBlock) pending.push(node);
    else {
      flush();
      blocks.push(...blockOf(node, ctx));
    }
  }
  flush();
  return blocks;
}

/** The items of the draft's footnote list, in order: item i is footnote i + 1. */
const footnoteItems = (root: ChildNode[]) =>
  DomUtils.findAll((e) => e.name === 'ol' && isFootnoteList(e), root).flatMap((ol) =>
    ol.children.filter((c): c is Element => DomUtils.isTag(c) && c.name === 'li'),
  );

function numbersOf(items: Element[]) {
  const notes = new Map<string, number>();
  items.forEach((li, i) => {
    if (li.attribs.id) notes.set(li.attribs.id, i + 1);
  });
  return notes;
}

/** Footnote ids ("fn-1") to their numbers. */
export const footnoteNumbers = (html: string) => numbersOf(footnoteItems(parseDocument(html).children));

export function parseDraft(html: string): DraftDocument {
  const root = parseDocument(html).children;
  const items = footnoteItems(root);
  const ctx: Context = { notes: numbersOf(items) };
  return { blocks: blocksOf(root, ctx), notes: items.map((li) => blocksOf(li.children, ctx)) };
}
