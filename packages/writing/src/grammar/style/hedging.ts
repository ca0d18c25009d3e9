import { findingOver, matchCase } from '../finding.ts';
import { wordSet, type Token } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { findPhrases, style, type StyleRule } from './style-rule.ts';

const HEDGING = style('HEDGING', 'hedging');

/*
 * Hedges that weaken a claim without saying how sure the writer is; the suggestion is to drop them. A single
 * calibrated hedge ("may", "suggests", "perhaps", "seems to", "tend to") is ordinary academic caution and is
 * left alone; stacks of them on one claim are reported by `stackedHedges`.
 */
const HEDGES = new Map<string, string>(
  Object.entries({
    'it seems that': '',
    'it seems like': '',
    'it appears that': '',
    'it could be said that': '',
    'it can be said that': '',
    'i think that': '',
    'i think': '',
    'i believe that': '',
    'i believe': '',
    'i feel that': '',
    'i feel': '',
    'i guess': '',
    'i suppose': '',
    'in my opinion': '',
    'in my view': '',
    'we think that': '',
    'we think': '',
    'we believe that': '',
    'we believe': '',
    'we feel that': '',
    'we feel': '',
    somewhat: '',
    'to some extent': '',
    'more or less': '',
    arguably: '',
    'sort of': '',
    'kind of': '',
    'a little bit': '',
  }),
);
/** First-person words inside opinion frames ("I think", "we feel that", "in my opinion"). */
const FRAME_PRONOUNS = wordSet('i we my');

/** Before "kind of" / "sort of" these make it a noun phrase ("this kind of contract"), not a hedge. */
const KIND_AS_NOUN_AFTER = wordSet(
  'a an the this that these those what which whatever any every each some same new one another other no ' +
    'different particular certain special similar whole right wrong first second last only main common usual',
);

/** Hedge words by family; a stack is two within a few words of each other, at least one an adverb. */
const MODALS = wordSet('may might could');
const HEDGE_ADVERBS = wordSet(
  'possibly perhaps conceivably potentially probably presumably maybe apparently seemingly',
);
const HEDGE_VERBS = wordSet('seem seems seemed appear appears appeared');
const STACK_WINDOW = 3;

const isHedgeWord = (t: Token): boolean =>
  MODALS.has(t.lower) || HEDGE_ADVERBS.has(t.lower) || HEDGE_VERBS.has(t.lower);

function hedgeFinding(from: Token, to: Token, phrase: string, fix: string | undefined): GrammarFinding {
  return findingOver(
    HEDGING,
    from,
    to,
    `"${phrase}" hedges the claim; state it directly, or say what the evidence allows.`,
    fix === undefined ? [] : [matchCase(from.text, fix)],
  );
}

export const hedging: StyleRule = (tokens, options) =>
  findPhrases(tokens, HEDGES, 5).flatMap(({ from, to, index, phrase, value }) => {
    const before = tokens[index - 1];
    if ((phrase === 'kind of' || phrase === 'sort of') && from.joined && before) {
      if (KIND_AS_NOUN_AFTER.has(before.lower)) return [];
    }
    // "I think", "in my opinion": with first person forbidden the pronoun is reported on its own, so this
    // covers the words after it, and offers no deletion (which would leave the pronoun behind).
    if (options.forbidFirstPerson) {
      const words = phrase.split(' ');
      const pronoun = words.findLastIndex((w) => FRAME_PRONOUNS.has(w));
      if (pronoun >= 0) {
        const after = tokens[index + pronoun + 1];
        return after && pronoun < words.length - 1 ? [hedgeFinding(after, to, phrase, undefined)] : [];
      }
    }
    return [hedgeFinding(from, to, phrase, value)];
  });

/** Two or more hedges on one claim: "may possibly", "could perhaps be argued", "seems to possibly". */
export const stackedHedges: StyleRule = (tokens) => {
  const findings: GrammarFinding[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const first = tokens[i];
    if (!first || !isHedgeWord(first)) continue;
    let last = i;
    let adverbs = HEDGE_ADVERBS.has(first.lower) ? 1 : 0;
    for (let j = i + 1; j < tokens.length && j - last <= STACK_WINDOW; j += 1) {
      const next = tokens[j];
      if (!next?.joined) break;
      if (isHedgeWord(next)) {
        last = j;
        if (HEDGE_ADVERBS.has(next.lower)) adverbs += 1;
      }
    }
    const end = tokens[last];
    if (last > i && adverbs > 0 && end) {
      const words = tokens
        .slice(i, last + 1)
        .filter(isHedgeWord)
        .map((t) => t.text);
      findings.push(
        findingOver(
          HEDGING,
          first,
          end,
          `Stacked hedges (${words.map((w) => `"${w}"`).join(', ')}) weaken the claim twice; keep the one that says how sure the evidence is.`,
        ),
      );
      i = last;
    }
  }
  return findings;
};
