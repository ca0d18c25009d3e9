import { findingOver, matchCase, type RuleInfo } from '../finding.ts';
import type { GrammarFinding } from '../types.ts';
import { joinedAt, type Rule } from './context.ts';
import { isPluralNoun, PLURAL_SUBJECT_PRONOUNS } from './word-classes.ts';

const INFO: RuleInfo = { rule: 'contraction-apostrophe', category: 'punctuation', errorType: 'R:ORTH' };

/** Contractions written without their apostrophe. Only forms that are not themselves words are listed. */
const MISSING = new Map(
  Object.entries({
    doesnt: "doesn't",
    dont: "don't",
    cant: "can't",
    isnt: "isn't",
    wasnt: "wasn't",
    didnt: "didn't",
    arent: "aren't",
    werent: "weren't",
    couldnt: "couldn't",
    wouldnt: "wouldn't",
    shouldnt: "shouldn't",
    havent: "haven't",
    hasnt: "hasn't",
    hadnt: "hadn't",
    mustnt: "mustn't",
    im: "I'm",
    ive: "I've",
    youre: "you're",
    theyre: "they're",
    thats: "that's",
    whats: "what's",
    theres: "there's",
    wouldve: "would've",
    couldve: "could've",
    shouldve: "should've",
    aint: "ain't",
  }),
);

/** "wont" is a word (a habit), so it is a slip only between a subject and a verb: "they wont go". */
function isWontSlip(rc: Parameters<Rule>[0], i: number): boolean {
  const before = rc.tokens[i - 1];
  const after = joinedAt(rc.tokens, i, 1);
  const token = rc.tokens[i];
  return Boolean(
    token?.joined && before && after && !/^(his|her|their|my|your|its|the|a|was|is|as)$/.test(before.lower),
  );
}

/** "Students doesnt" → "don't": the apostrophe and, after a plural subject, the agreement too. */
function fixFor(rc: Parameters<Rule>[0], i: number, fixed: string): string {
  if (fixed !== "doesn't") return fixed;
  const subject = rc.tokens[i - 1];
  const plural =
    subject &&
    (PLURAL_SUBJECT_PRONOUNS.has(subject.lower) ||
      subject.lower === 'i' ||
      isPluralNoun(subject.lower, rc.lexicon));
  return plural ? "don't" : fixed;
}

export const contractionApostrophe: Rule = (rc) => {
  const findings: GrammarFinding[] = [];
  rc.tokens.forEach((token, i) => {
    const missing = token.lower === 'wont' && isWontSlip(rc, i) ? "won't" : MISSING.get(token.lower);
    if (!missing) return;
    const fixed = matchCase(token.text, fixFor(rc, i, missing));
    findings.push(
      findingOver(INFO, token, token, `A contraction needs its apostrophe: "${fixed}".`, [fixed]),
    );
  });
  return findings;
};
