/*
 * A bibliography entry as runs of text with their formatting, read from citeproc's HTML (already cut down by
 * the server to blocks, italics, bold, small capitals, super- and subscript) or from an entry the draft saved.
 * It needs no DOM, so it reads the same in the browser, in a worker and in tests.
 */

export type EntryMark = 'em' | 'strong' | 'sup' | 'sub';
export interface EntryPart {
  text: string;
  marks: EntryMark[];
}

const TAG = /<(\/?)([a-z][a-z0-9]*)([^>]*)>/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const MARK_TAGS: Record<string, EntryMark> = {
  i: 'em',
  em: 'em',
  b: 'strong',
  strong: 'strong',
  sup: 'sup',
  sub: 'sub',
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== '#') return NAMED[code.toLowerCase()] ?? whole;
    const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
    return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
  });
}

/** The mark an opening tag adds: its own, or a span's from its style. */
function markOf(name: string, attributes: string): EntryMark | null {
  if (MARK_TAGS[name]) return MARK_TAGS[name];
  if (name !== 'span') return null;
  if (/font-style:\s*italic/i.test(attributes)) return 'em';
  if (/font-weight:\s*bold/i.test(attributes)) return 'strong';
  if (/vertical-align:\s*sup/i.test(attributes)) return 'sup';
  if (/vertical-align:\s*sub/i.test(attributes)) return 'sub';
  return null;
}

/** The runs of an entry's HTML; a block's end (a numbered entry's "[1]" margin) reads as a space. */
export function entryParts(html: string): EntryPart[] {
  const parts: EntryPart[] = [];
  const open: Array<{ name: string; mark: EntryMark | null }> = [];
  const push = (raw: string) => {
    const text = decode(raw).replace(/\s+/g, ' ');
    if (!text) return;
    const marks = [...new Set(open.map((o) => o.mark).filter((m): m is EntryMark => m !== null))].sort();
    const last = parts[parts.length - 1];
    if (last && last.marks.join() === marks.join()) last.text += text;
    else parts.push({ text, marks });
  };
  let at = 0;
  for (const match of html.matchAll(TAG)) {
    push(html.slice(at, match.index));
    at = match.index + match[0].length;
    const [, closing, rawName = '', attributes = ''] = match;
    const name = rawName.toLowerCase();
    if (name === 'br') push(' ');
    else if (closing) {
      const index = open.map((o) => o.name).lastIndexOf(name);
      if (index >= 0) open.splice(index);
      if (name === 'div') push(' ');
    } else open.push({ name, mark: markOf(name, attributes) });
  }
  push(html.slice(at));
  const first = parts[0];
  if (first) first.text = first.text.trimStart();
  const last = parts[parts.length - 1];
  if (last) last.text = last.text.trimEnd();
  return parts.filter((p) => p.text.length > 0);
}

export const entryText = (parts: readonly EntryPart[]) => parts.map((p) => p.text).join('');
