import { editDistance } from '../grammar/edit-distance.ts';
import type { NameOrder } from './styles.ts';

/** "van der Walt" → "vanderwalt", "Lüdecke" → "ludecke": how names are compared. */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Two spellings of one name: equal, or a slip of one letter in five (at most two). */
export function similarNames(a: string, b: string): boolean {
  const x = nameKey(a);
  const y = nameKey(b);
  if (x === y) return true;
  if (Math.min(x.length, y.length) < 4) return false;
  return editDistance(x, y) <= Math.min(2, Math.floor(Math.max(x.length, y.length) / 5));
}

const INITIALS = /^(?:\p{Lu}\.?[\s-]*){1,4}$/u;
/** Suffixes and editor marks that sit among the names but are not names: "Jr.", "eds.", "(Ed.)". */
const SUFFIX = /^(?:Jr|Sr|II|III|IV|\(?[Ee]ds?\.?\)?)\.?$/u;
const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'der',
  'den',
  'du',
  'da',
  'di',
  'la',
  'le',
  'del',
  'dos',
  'ten',
  'ter',
]);
const ET_AL = /,?\s*(?:et\s+al\.?|and\s+others|\.\.\.|…)/giu;
const HAS_ET_AL = /\bet\s+al\b|\band\s+others\b|\.\.\.|…/iu;

export interface NameBlock {
  authors: string[];
  etAl: boolean;
  /** The block joins its last two names with "&" / with "and". */
  ampersand: boolean;
  and: boolean;
}

/** The family name of "Ludwig van Beethoven" or "J. A. Smith": the last word with any particles before it. */
function familyOfDirect(piece: string): string {
  const words = piece.split(/\s+/u).filter((w) => !SUFFIX.test(w));
  let first = words.length - 1;
  while (first > 0 && PARTICLES.has((words[first - 1] ?? '').toLowerCase())) first -= 1;
  return words.slice(first).join(' ');
}

/** "Smith JA" → "Smith"; an acronym on its own ("WHO") stays. */
function familyOfVancouver(piece: string): string {
  const family = piece.replace(/\s+\p{Lu}{1,4}$/u, '');
  return family || piece;
}

function stripInitials(piece: string): string {
  return piece.replace(/^(?:\p{Lu}\.[\s-]*)+/u, '').trim() || piece;
}

/** Reads the family names out of an author block written in the style's name order. */
export function readNames(block: string, order: NameOrder): NameBlock {
  const etAl = HAS_ET_AL.test(block);
  const cleaned = block.replace(ET_AL, '').trim();
  const ampersand = /&/u.test(cleaned);
  const and = /\sand\s/u.test(cleaned);
  const pieces = cleaned
    .split(/\s*(?:,\s*(?:and|&)\s+|[,;&]|\band\b)\s*/u)
    .map((piece) => piece.replace(/^[\s.]+|[\s.,]+$/gu, '').trim())
    .filter((piece) => piece !== '' && !SUFFIX.test(piece));
  let authors: string[];
  switch (order) {
    case 'inverted':
      authors = pieces.filter((piece) => !INITIALS.test(piece));
      break;
    case 'inverted-first':
      authors = pieces.length > 0 ? [pieces[0]!, ...pieces.slice(2).map(familyOfDirect)] : [];
      break;
    case 'initials-first':
      authors = pieces.map((piece) => familyOfDirect(stripInitials(piece)));
      break;
    case 'vancouver':
      authors = pieces.map(familyOfVancouver);
      break;
  }
  return { authors: authors.filter((a) => /\p{L}/u.test(a)), etAl, ampersand, and };
}
