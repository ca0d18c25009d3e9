import { findingOver, matchCase } from '../finding.ts';
import { wordSet, type Token } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { findPhrases, style, type StyleRule } from './style-rule.ts';

const WORDINESS = style('WORDINESS', 'wordiness');

/**
 * Wordy stock phrases and a shorter way to say the same thing ('' means the phrase can go; a `hint` is
 * given where the sentence has to be rebuilt around the shorter word). Phrases that academic prose needs
 * ("in addition to") are not listed.
 */
const WORDY = new Map<string, string | { hint: string }>(
  Object.entries({
    'in order to': 'to',
    'due to the fact that': 'because',
    'owing to the fact that': 'because',
    'because of the fact that': 'because',
    'by virtue of the fact that': 'because',
    'in view of the fact that': 'because',
    'in light of the fact that': 'because',
    'for the reason that': 'because',
    'on the grounds that': 'because',
    'in spite of the fact that': 'although',
    'despite the fact that': 'although',
    'regardless of the fact that': 'although',
    'the reason is because': 'the reason is that',
    'the reason was because': 'the reason was that',
    'at this point in time': 'now',
    'at the present time': 'now',
    'at the current time': 'now',
    'in this day and age': 'today',
    "in today's society": 'today',
    'until such time as': 'until',
    'in the event that': 'if',
    'for the purpose of': 'to',
    'with regard to': 'about',
    'with respect to': 'about',
    'in the case of': 'for',
    'a large number of': 'many',
    'a majority of': 'most',
    'has the ability to': 'can',
    'have the ability to': 'can',
    'is able to': 'can',
    'are able to': 'can',
    'is in a position to': 'can',
    'are in a position to': 'can',
    'was in a position to': 'could',
    'were in a position to': 'could',
    'it is necessary that': { hint: 'must' },
    'in close proximity to': 'near',
    'the fact that': 'that',
    'each and every': 'every',
    'first and foremost': 'first',
    'prior to': 'before',
    'subsequent to': 'after',
    'in the process of': '',
    'it is important to note that': '',
    'it should be noted that': '',
    'needless to say': '',
    'as a matter of fact': '',
    'in terms of': 'in',
  }),
);
const LONGEST = 7;

/** Adjectives of frequency or manner that make "on a … basis" a long way of saying an adverb. */
const BASIS_ADJECTIVES = wordSet(
  'regular daily weekly monthly yearly annual quarterly hourly nightly continuous continual permanent temporary ' +
    'voluntary routine occasional frequent individual formal informal',
);
/** Adjectives that are already adverbs ("daily") keep their form; others take -ly ("regular" → "regularly"). */
const LY_ALREADY = /(daily|weekly|monthly|yearly|hourly|nightly|quarterly)$/;

function adverbOf(adjective: string): string {
  if (LY_ALREADY.test(adjective)) return adjective;
  if (adjective.endsWith('y')) return `${adjective.slice(0, -1)}ily`;
  return `${adjective}ly`;
}

/** "on a regular basis" → "regularly", "on an annual basis" → "annually"; "on a sound basis" is left alone. */
function onABasis(tokens: readonly Token[]): GrammarFinding[] {
  const findings: GrammarFinding[] = [];
  tokens.forEach((on, i) => {
    const [article, adjective, basis] = [tokens[i + 1], tokens[i + 2], tokens[i + 3]];
    if (on.lower !== 'on' || !article || !adjective || !basis || basis.lower !== 'basis') return;
    if (
      !(article.lower === 'a' || article.lower === 'an') ||
      ![article, adjective, basis].every((t) => t.joined)
    )
      return;
    if (!BASIS_ADJECTIVES.has(adjective.lower)) return;
    const fix = adverbOf(adjective.lower);
    findings.push(
      findingOver(
        WORDINESS,
        on,
        basis,
        `"on ${article.lower} ${adjective.lower} basis" can be shorter: "${fix}".`,
        [matchCase(on.text, fix)],
      ),
    );
  });
  return findings;
}

export const wordiness: StyleRule = (tokens) => [
  ...onABasis(tokens),
  ...findPhrases(tokens, WORDY, LONGEST).map(({ from, to, phrase, value }) => {
    if (typeof value !== 'string') {
      return findingOver(
        WORDINESS,
        from,
        to,
        `"${phrase}" can be shorter: rebuild the sentence around "${value.hint}".`,
      );
    }
    return findingOver(
      WORDINESS,
      from,
      to,
      value
        ? `"${phrase}" can be shorter: "${value}".`
        : `"${phrase}" adds words without meaning; it can go.`,
      [matchCase(from.text, value)],
    );
  }),
];
