import { findingOver, matchCase } from '../finding.ts';
import { findPhrases, style, type StyleRule } from './style-rule.ts';

const CONTRACTION = style('CONTRACTION', 'contraction');
const INFORMAL = style('INFORMAL', 'informal');
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
const SPECIAL: Record<string, string> = {
  "can't": 'cannot',
  "won't": 'will not',
  "shan't": 'shall not',
  "it's": 'it is',
  "that's": 'that is',
  "there's": 'there is',
  "let's": 'let us',
  "what's": 'what is',
  "here's": 'here is',
  "he's": 'he is',
  "she's": 'she is',
  "who's": 'who is',
};

/** Everyday words and their academic counterparts (first is the suggestion). */
const INFORMAL_WORDS = new Map<string, string[]>(
  Object.entries({
    'a lot of': ['many', 'much', 'a great deal of'],
    'lots of': ['many', 'much'],
    'a lot': ['considerably', 'often'],
    kids: ['children'],
    kid: ['child'],
    stuff: ['material', 'things'],
    gonna: ['going to'],
    wanna: ['want to'],
    gotta: ['have to'],
    okay: ['acceptable'],
    ok: ['acceptable'],
    guys: ['people'],
    awesome: ['excellent'],
    'tons of': ['a great deal of'],
    huge: ['large', 'substantial'],
    basically: [''],
    totally: ['entirely'],
    anyway: ['in any case'],
    'pretty much': ['almost'],
    cool: ['good'],
    nowadays: ['currently', 'today'],
    'get rid of': ['eliminate', 'remove'],
    'figure out': ['determine'],
    'find out': ['discover', 'establish'],
    'come up with': ['develop', 'propose'],
    'look into': ['investigate'],
    'a bit': ['slightly'],
    'loads of': ['many'],
    really: [''],
    super: ['very'],
    'got to': ['must'],
  }),
);

const FIRST_PERSON_WORDS = new Map(
  // "mine" is left out: in essays it is far more often the noun (a coal mine).
  ['i', 'me', 'my', 'myself', 'we', 'us', 'our', 'ours', 'ourselves'].map((w) => [w, true] as const),
);

export const contractions: StyleRule = (tokens) =>
  tokens.flatMap((token) => {
    const lower = token.lower;
    const special = SPECIAL[lower];
    const suffix = Object.keys(EXPANSIONS).find((s) => lower.endsWith(s) && lower.length > s.length);
    const full =
      special ?? (suffix ? `${lower.slice(0, -suffix.length)}${EXPANSIONS[suffix] ?? ''}` : undefined);
    if (!full) return [];
    const fixed = matchCase(token.text, full);
    return [
      findingOver(CONTRACTION, token, token, `Contractions are informal in academic writing: "${fixed}".`, [
        fixed,
      ]),
    ];
  });

export const informalWords: StyleRule = (tokens) =>
  findPhrases(tokens, INFORMAL_WORDS, 4).map(({ from, to, phrase, value }) =>
    findingOver(
      INFORMAL,
      from,
      to,
      value[0]
        ? `"${phrase}" is informal; consider "${value[0]}".`
        : `"${phrase}" is informal and can usually go.`,
      value.map((v) => matchCase(from.text, v)),
    ),
  );

export const firstPerson: StyleRule = (tokens, options) =>
  options.forbidFirstPerson
    ? findPhrases(tokens, FIRST_PERSON_WORDS, 1).map(({ from }) =>
        findingOver(
          FIRST_PERSON,
          from,
          from,
          `The brief asks for no first person ("${from.text}"): rephrase impersonally.`,
        ),
      )
    : [];
