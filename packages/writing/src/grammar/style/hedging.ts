import { findingOver, matchCase } from '../finding.ts';
import { findPhrases, style, type StyleRule } from './style-rule.ts';

const HEDGING = style('HEDGING', 'hedging');
const WORDINESS = style('WORDINESS', 'wordiness');

/** Hedges that weaken a claim without saying how sure the writer is; the suggestion is to drop them. */
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
    'i feel that': '',
    'in my opinion': '',
    somewhat: '',
    'to some extent': '',
    'more or less': '',
    arguably: '',
    perhaps: '',
    'sort of': '',
    'kind of': '',
    'a little bit': '',
    'seems to be': 'is',
    'tends to be': 'is',
  }),
);

/** Wordy phrases and a shorter way to say the same thing. */
const WORDY = new Map<string, string>(
  Object.entries({
    'in order to': 'to',
    'due to the fact that': 'because',
    'owing to the fact that': 'because',
    'in spite of the fact that': 'although',
    'despite the fact that': 'although',
    'at this point in time': 'now',
    'at the present time': 'now',
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
    'in close proximity to': 'near',
    'on a daily basis': 'daily',
    'the fact that': 'that',
    'each and every': 'every',
    'first and foremost': 'first',
    'in light of the fact that': 'because',
    'prior to': 'before',
    'subsequent to': 'after',
    'in addition to': 'besides',
    'it is important to note that': '',
    'it should be noted that': '',
    'needless to say': '',
    'in terms of': 'in',
  }),
);

export const hedging: StyleRule = (tokens) =>
  findPhrases(tokens, HEDGES, 5).map(({ from, to, phrase, value }) =>
    findingOver(
      HEDGING,
      from,
      to,
      `"${phrase}" hedges the claim; state it directly, or say what the evidence allows.`,
      [matchCase(from.text, value)],
    ),
  );

export const wordiness: StyleRule = (tokens) =>
  findPhrases(tokens, WORDY, 7).map(({ from, to, phrase, value }) =>
    findingOver(
      WORDINESS,
      from,
      to,
      value
        ? `"${phrase}" can be shorter: "${value}".`
        : `"${phrase}" adds words without meaning; it can go.`,
      [matchCase(from.text, value)],
    ),
  );
