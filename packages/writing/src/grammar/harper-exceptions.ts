import type { GrammarFinding } from './types.ts';

/*
 * Readings of harper's rules that academic prose shows to be wrong as a class, set aside after harper answers
 * rather than by switching the rules off, since each rule is right elsewhere.
 */

/*
 * Reflections in nursing, teaching and social work keep people anonymous with a capital letter: "Mrs A",
 * "Patient B", "Pupil C". To harper that letter is the article "a", so "gave Mrs A a sense" reads as a repeated
 * word and "on Mrs A as a person" as the wrong article. Only those two rules are set aside on such a letter.
 */
const ANONYMISED =
  /\b(?:Mrs|Mr|Ms|Miss|Mx|Dr|Patient|Client|Participant|Resident|Service user|Pupil|Student|Child|Baby|Nurse|Teacher|Colleague|Mentor)\.?\s+(\p{Lu})\b(?!\.)/gu;
const READS_AS_ARTICLE = new Set(['harper:AnA', 'harper:RepeatedWords']);

/** Offsets of the letters that stand for a person's name. */
export function anonymisedInitials(text: string): number[] {
  return [...text.matchAll(ANONYMISED)].map((m) => m.index + m[0].length - 1);
}

/** The article rules' findings on a letter that stands for a name. */
function initialAsArticle(f: GrammarFinding, initials: readonly number[]): boolean {
  return READS_AS_ARTICLE.has(f.rule) && initials.some((at) => f.start <= at && at < f.end);
}

/*
 * "reviewing some 250 studies": "some" before a number means "about", a use every style guide accepts.
 * "The model has clear strengths", "The museum is worth visiting": a noun before "have" or "be" is a subject
 * with its verb, and no preposition is missing between them.
 */
const APPROXIMATE = /^some\s+\d/iu;
const VERB_AFTER = /^\s*(?:has|have|had|is|are|was|were)\b/iu;
/*
 * "We have interesting results": a subject with "have" and an adjective in -ing is a whole clause, and no "be"
 * is missing before it. "an ENT surgeon", "the WHO report": an acronym after a word is never part of it.
 */
const HAVE_FORM = /\b(?:have|has|had)$/iu;
const ACRONYM = /\b\p{Lu}{2,}\b/u;

function misreadAcademicUse(f: GrammarFinding, text: string): boolean {
  const flagged = text.slice(f.start, f.end);
  if (f.rule === 'harper:QuantifierNumeralConflict') return APPROXIMATE.test(text.slice(f.start, f.end + 4));
  if (f.rule === 'harper:MissingPreposition') return VERB_AFTER.test(text.slice(f.end, f.end + 8));
  if (f.rule === 'harper:ProgressiveNeedsBe') return HAVE_FORM.test(flagged);
  if (f.rule === 'harper:MergeWords') return ACRONYM.test(flagged);
  return false;
}

/** harper's findings without the readings above. */
export function withoutMisreadings(findings: GrammarFinding[], text: string): GrammarFinding[] {
  const initials = anonymisedInitials(text);
  return findings.filter((f) => !initialAsArticle(f, initials) && !misreadAcademicUse(f, text));
}
