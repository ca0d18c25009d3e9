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
const EDITOR_MARK = /\s*\((?:eds?|editors?)\.?\)\.?\s*$/iu;
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
  /** The names stop at an ellipsis (APA's "…, Last, F." past twenty authors) rather than at "et al.". */
  ellipsis: boolean;
  /** The block joins its last two names with "&" / with "and". */
  ampersand: boolean;
  and: boolean;
  /** The first author's initials, "FK" for "Castillo, F. K.", "Castillo, Farid K.", "F. K. Castillo", "Castillo FK". */
  initials: string | null;
}

const letters = (text: string) => text.replace(/[^\p{Lu}]/gu, '') || null;

function initialsOf(pieces: string[], order: NameOrder): string | null {
  const [first = '', second = ''] = pieces;
  switch (order) {
    case 'inverted':
      return INITIALS.test(second) ? letters(second) : null;
    case 'inverted-first':
      return letters(
        second
          .split(/[\s-]+/u)
          .map((word) => word[0] ?? '')
          .join(''),
      );
    case 'initials-first':
      return letters(/^(?:\p{Lu}\.[\s-]*)+/u.exec(first)?.[0] ?? '');
    case 'vancouver':
      return /\s(\p{Lu}{1,4})$/u.exec(first)?.[1] ?? null;
  }
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

/**
 * Whether a block holds people's names in the style's order: initials after a family name ("Smith, J."), a
 * comma after the first family name ("Smith, John"), initials before it ("J. Smith"), or initials after it
 * without stops ("Smith J"). A block without any of them is one group author whose name holds "and", "&" or
 * commas ("National Aeronautics and Space Administration", "National Academies of Sciences, Engineering, and
 * Medicine").
 */
function namesPeople(pieces: string[], cleaned: string, order: NameOrder): boolean {
  switch (order) {
    case 'inverted':
      return pieces.some((piece) => INITIALS.test(piece));
    case 'inverted-first':
      // "Smith, John, and Kim Lee": the names after the first are given and family, two words or more.
      // "National Academies of Sciences, Engineering, and Medicine" has single words there.
      return (
        cleaned.includes(',') && (pieces.length < 3 || pieces.slice(2).some((piece) => /\s/u.test(piece)))
      );
    case 'initials-first':
      return pieces.some((piece) => /^\p{Lu}\./u.test(piece));
    case 'vancouver':
      return pieces.some((piece) => /\s\p{Lu}{1,4}$/u.test(piece));
  }
}

/** Reads the family names out of an author block written in the style's name order. */
export function readNames(block: string, order: NameOrder): NameBlock {
  const etAl = HAS_ET_AL.test(block);
  const ellipsis = etAl && !/\bet\s+al\b|\band\s+others\b/iu.test(block);
  const cleaned = block.replace(ET_AL, '').trim();
  const ampersand = /&/u.test(cleaned);
  const and = /\sand\s/u.test(cleaned);
  const pieces = cleaned
    .split(/\s*(?:,\s*(?:and|&)\s+|[,;&]|\band\b)\s*/u)
    // An editor mark after the last initials ("Schall, A. J. (Eds.)") belongs to the list, not to a name.
    .map((piece) =>
      piece
        .replace(EDITOR_MARK, '')
        .replace(/^[\s.]+|[\s.,]+$/gu, '')
        .trim(),
    )
    .filter((piece) => piece !== '' && !SUFFIX.test(piece));
  let authors: string[];
  const group = cleaned.replace(/[\s.,]+$/u, '');
  if (pieces.length > 1 && !namesPeople(pieces, cleaned, order) && /\p{L}/u.test(group))
    return { authors: [group], etAl, ellipsis, ampersand: false, and: false, initials: null };
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
  return {
    authors: authors.filter((a) => /\p{L}/u.test(a)),
    etAl,
    ellipsis,
    ampersand,
    and,
    initials: initialsOf(pieces, order),
  };
}
