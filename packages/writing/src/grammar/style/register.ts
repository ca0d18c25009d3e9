import { findingOver, matchCase } from '../finding.ts';
import { wordSet, type Token } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { style, tokenPart, type StyleRule } from './style-rule.ts';

const CONTRACTION = style('CONTRACTION', 'contraction');
const FIRST_PERSON = style('FIRST_PERSON', 'first-person');

/** Contractions and their full forms; "'s" is only listed after pronouns, as after nouns it is a possessive. */
const EXPANSIONS: Record<string, string> = {
  "n't": ' not',
  "'re": ' are',
  "'ve": ' have',
  "'ll": ' will',
  "'m": ' am',
  "'d": ' would',
};
const SUFFIXES = Object.keys(EXPANSIONS);
const SPECIAL: Record<string, string> = {
  "can't": 'cannot',
  "won't": 'will not',
  "shan't": 'shall not',
  "ain't": 'is not',
  "it's": 'it is',
  "that's": 'that is',
  "there's": 'there is',
  "let's": 'let us',
  "what's": 'what is',
  "where's": 'where is',
  "how's": 'how is',
  "why's": 'why is',
  "here's": 'here is',
  "he's": 'he is',
  "she's": 'she is',
  "who's": 'who is',
};

const FIRST_PERSON_WORDS = wordSet('i me my myself we us our ours ourselves');
/** Stems of contractions that carry a first-person pronoun: "we'll", "I'm", "let's". */
const FIRST_PERSON_STEMS = wordSet('i we let');
/** Words after which "I" is a numeral: "World War I", "Phase I", "Henry I". */
const NUMERAL_BEFORE = wordSet(
  'war phase type stage grade class part chapter book volume act level category appendix section article ' +
    'schedule henry william edward george james charles richard john elizabeth mary louis',
);

function contractionParts(lower: string): { stem: string; suffix: string; full: string } | undefined {
  if (!lower.includes("'")) return undefined;
  const special = SPECIAL[lower];
  if (special) {
    const cut = lower.lastIndexOf("'");
    return { stem: lower.slice(0, cut), suffix: lower.slice(cut), full: special };
  }
  const suffix = SUFFIXES.find((s) => lower.endsWith(s) && lower.length > s.length);
  if (!suffix) return undefined;
  const stem = lower.slice(0, -suffix.length);
  return { stem, suffix, full: `${stem}${EXPANSIONS[suffix] ?? ''}` };
}

export const contractions: StyleRule = (tokens, options) =>
  tokens.flatMap((token) => {
    const parts = contractionParts(token.lower);
    if (!parts) return [];
    const fixed = matchCase(token.text, parts.full);
    const message = `Contractions are informal in academic writing: "${fixed}".`;
    // With first person forbidden, the pronoun gets its own finding, so this one covers only the ending.
    if (options.forbidFirstPerson && FIRST_PERSON_STEMS.has(parts.stem)) {
      const ending = tokenPart(token, parts.stem.length, token.text.length);
      return [findingOver(CONTRACTION, ending, ending, message, [fixed.slice(parts.stem.length)])];
    }
    return [findingOver(CONTRACTION, token, token, message, [fixed])];
  });

/**
 * "I" as a Roman numeral after a name or a numbered thing, "US" for the country and a pronoun that opens a name
 * or title are not the writer.
 */
function isNotThePerson(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  if (!token) return true;
  if (token.text === 'US') return true;
  // A capitalised "Our", "My" inside a sentence and before another capital opens a name: "Our Lady", "My Ántonia".
  const next = tokens[i + 1];
  if (
    token.text !== 'I' &&
    /^\p{Lu}/u.test(token.text) &&
    !token.sentenceStart &&
    next &&
    /^\p{Lu}/u.test(next.text)
  )
    return true;
  if (token.text !== 'I' || !token.joined) return false;
  const previous = tokens[i - 1];
  if (!previous) return false;
  return NUMERAL_BEFORE.has(previous.lower) || (/^\p{Lu}/u.test(previous.text) && !previous.sentenceStart);
}

function firstPersonPart(token: Token): Token | undefined {
  if (FIRST_PERSON_WORDS.has(token.lower)) return token;
  const parts = contractionParts(token.lower);
  return parts && FIRST_PERSON_STEMS.has(parts.stem) ? tokenPart(token, 0, parts.stem.length) : undefined;
}

export const firstPerson: StyleRule = (tokens, options) => {
  if (!options.forbidFirstPerson) return [];
  const findings: GrammarFinding[] = [];
  tokens.forEach((token, i) => {
    const part = firstPersonPart(token);
    if (!part || isNotThePerson(tokens, i)) return;
    findings.push(
      findingOver(
        FIRST_PERSON,
        part,
        part,
        `The brief asks for no first person ("${token.text}"): rephrase impersonally.`,
      ),
    );
  });
  return findings;
};
