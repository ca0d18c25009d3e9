/*
 * Does a brief forbid writing in the first person? Briefs say so in a handful of ways: "avoid the first
 * person", "first person is not permitted", "write in the third person", "do not use 'I' or 'we'", "avoid
 * personal pronouns". A brief that merely mentions the first person ("you may use the first person in the
 * reflection") does not forbid it. Bare I is only read when quoted, since "do not use I…" is rarely meant.
 */

const PERSON = String.raw`first[\s-]+person(?:\s+(?:pronouns?|voice|perspective|narration))?`;
const NEGATION = String.raw`(?:avoid|avoiding|do\s+not|don['’]t|never|must\s+not|mustn['’]t|should\s+not|shouldn['’]t|cannot|can['’]t|may\s+not|refrain\s+from|without|no)`;
const USE = String.raw`(?:\s+(?:use|using|write|writing|be\s+written|in))?(?:\s+(?:in|of))?(?:\s+the)?`;
const QUOTED_PRONOUN = String.raw`["'“‘](?:I|we|me|my|us|our)["'”’]`;

const FORBIDDING = [
  // "avoid (using) the first person", "do not write in first person", "no first-person pronouns"
  new RegExp(String.raw`\b${NEGATION}${USE}\s+${PERSON}\b`, 'i'),
  // "first person is not permitted", "first-person pronouns are discouraged"
  new RegExp(
    String.raw`\b${PERSON}\s+(?:is|are|will\s+be|should\s+be|must\s+be)\s+(?:not\s+(?:permitted|allowed|acceptable|appropriate|used)|forbidden|prohibited|unacceptable|discouraged|penali[sz]ed|inappropriate)\b`,
    'i',
  ),
  // "(written) in the third person", "third-person only"
  new RegExp(
    String.raw`\b(?:write|written|writing|use|using)\s+(?:\w+\s+)?in\s+(?:the\s+)?third[\s-]+person\b`,
    'i',
  ),
  /\bthird[\s-]+person\s+only\b/i,
  // "avoid personal pronouns", "do not use 'I' or 'we'"
  new RegExp(
    String.raw`\b${NEGATION}${USE}\s+(?:personal\s+pronouns|(?:the\s+)?(?:words?|pronouns?)\s+${QUOTED_PRONOUN}|${QUOTED_PRONOUN})`,
    'i',
  ),
];

/** True when the brief tells the writer not to write in the first person. */
export function briefForbidsFirstPerson(brief: string): boolean {
  return FORBIDDING.some((pattern) => pattern.test(brief));
}
