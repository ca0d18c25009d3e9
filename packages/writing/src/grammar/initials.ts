import type { GrammarFinding } from './types.ts';

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

/** Leaves out the article rules' findings on a letter that stands for a name. */
export function withoutInitialsAsArticles(findings: GrammarFinding[], text: string): GrammarFinding[] {
  const initials = anonymisedInitials(text);
  if (initials.length === 0) return findings;
  return findings.filter(
    (f) => !READS_AS_ARTICLE.has(f.rule) || !initials.some((at) => f.start <= at && at < f.end),
  );
}
