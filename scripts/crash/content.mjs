// Self-checking draft contents for the crash run. Each save's HTML names its editor and sequence number, holds
// words drawn from a generator seeded by (run seed, editor, sequence) so any copy can be rebuilt, and ends with
// the SHA-256 of everything before it: a copy torn between two saves, or cut short, fails the sum.
import { createHash } from 'node:crypto';

/** mulberry32: a small, fast 32-bit generator; the same seed gives the same sequence. */
export function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A generator for one purpose, derived from the run seed and a few integers (editor, sequence, ...). */
export function derived(seed, ...parts) {
  let h = seed >>> 0;
  for (const part of parts) h = Math.imul(h ^ (part >>> 0), 0x9e3779b1) ^ (h >>> 16);
  return prng(h);
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Random lowercase words in paragraphs. PostgreSQL's compression finds nothing to shorten in them, so a save of
 * 16,000 characters is stored as it is, in nine chunks of about 2 KB over three 8 KB pages.
 */
function paragraphs(random, bytes) {
  const out = [];
  let size = 0;
  while (size < bytes) {
    const words = [];
    let length = 0;
    while (length < 600) {
      let word = '';
      const letters = 2 + Math.floor(random() * 9);
      for (let i = 0; i < letters; i += 1) word += LETTERS[Math.floor(random() * LETTERS.length)];
      words.push(word);
      length += word.length + 1;
    }
    const paragraph = `<p>${words.join(' ')}.</p>`;
    out.push(paragraph);
    size += paragraph.length;
  }
  return out.join('');
}

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** The HTML editor `editor` sends as its save number `seq` (sanitizing leaves it unchanged). */
export function saveContent(seed, editor, seq, bytes) {
  const body = `<p>crash-save editor=${editor} seq=${seq}</p>${paragraphs(derived(seed, editor, seq), bytes)}`;
  return `${body}<p>sha256=${sha256(body)}</p>`;
}

const SHAPE = /^(<p>crash-save editor=(\d+) seq=(\d+)<\/p>.*)<p>sha256=([0-9a-f]{64})<\/p>$/s;

/**
 * What a stored copy is: `{ editor, seq }` when it is whole (its sum holds and it is byte for byte the save it
 * names), or `{ torn: reason }`.
 */
export function readContent(seed, html, bytes) {
  const match = SHAPE.exec(html);
  if (!match) return { torn: `not a crash-run save (${html.length} characters)` };
  const [, body, editorText, seqText, sum] = match;
  if (sha256(body) !== sum) return { torn: 'checksum does not match' };
  const editor = Number(editorText);
  const seq = Number(seqText);
  if (saveContent(seed, editor, seq, bytes) !== html)
    return { torn: `differs from save ${seq} of editor ${editor}` };
  return { editor, seq };
}
