import { findingOver, matchCase } from '../finding.ts';
import { wordSet, type Token } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { PARTICIPLE_SUGGESTIONS, phrasalVerbForms } from './phrasal-verbs.ts';
import { findPhrases, isCapitalisedMidSentence, style, type StyleRule } from './style-rule.ts';

const INFORMAL = style('INFORMAL', 'informal');

/** Everyday words, idioms and their academic counterparts (first is the suggestion; none: rephrase). */
const INFORMAL_WORDS = new Map<string, string[]>([
  ...Object.entries({
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
    'a ton of': ['a great deal of'],
    huge: ['large', 'substantial'],
    basically: [''],
    totally: ['entirely'],
    anyway: ['in any case'],
    'pretty much': ['almost'],
    nowadays: ['currently', 'today'],
    'a bit': ['slightly'],
    'loads of': ['many'],
    really: [''],
    super: ['very'],
    'got to': ['must'],
    bogus: ['false', 'unfounded'],
    'way more': ['far more', 'much more'],
    'big bucks': ['large sums'],
    'a couple of': ['two', 'a few'],
    'sooner or later': ['eventually'],
    'at the end of the day': ['ultimately'],
    'part and parcel of': ['integral to'],
    'easier said than done': ['difficult in practice'],
    'out of hand': ['out of control'],
    'hold water': ['withstand scrutiny'],
    'holds water': ['withstands scrutiny'],
    'held water': ['withstood scrutiny'],
    'back in the day': ['in the past'],
    'sick and tired of': ['weary of'],
    'to be honest': [''],
    'in a nutshell': ['in short'],
    'the bottom line': ['the essential point'],
    'up in the air': ['undecided'],
    maybe: ['perhaps'],
    alright: ['acceptable'],
    reckon: ['believe'],
    reckons: ['believes'],
    reckoned: ['believed'],
    mum: ['mother'],
    mums: ['mothers'],
    mom: ['mother'],
    moms: ['mothers'],
    dad: ['father'],
    dads: ['fathers'],
    etc: [''],
    'and so on': [''],
    'and so forth': [''],
  }),
  ...phrasalVerbForms(),
]);
const LONGEST = 6;

/** After "a bit" these words show the noun (a binary digit, "a bit that the controller reads"), not "slightly". */
const AFTER_BIT_NOUN = wordSet('that which per in into from to is was are were and or');
/** "pretty" is an intensifier before these, and an adjective before nouns ("a pretty village"). */
const PRETTY_BEFORE = wordSet(
  'good bad big small clear sure high low hard easy strong weak long short fast slow well close new old late ' +
    'early cheap poor rich safe simple quick large',
);
const ADJECTIVE_ENDING = /(ful|less|ous|ive|able|ible|al|ic|ent|ant|ing|ed|ly|ar)$/;

/** After these a phrasal verb is a participle ("was put off", "had cut down on"). */
const AUXILIARIES = wordSet("be been being is are was were has have had isn't aren't wasn't weren't");

function isNounBit(tokens: readonly Token[], index: number): boolean {
  const next = tokens[index + 2];
  return !next || !next.joined || AFTER_BIT_NOUN.has(next.lower);
}

function informalFinding(from: Token, to: Token, phrase: string, value: readonly string[]): GrammarFinding {
  const best = value[0];
  const message =
    best === undefined
      ? `"${phrase}" is informal; rephrase it in academic terms.`
      : best
        ? `"${phrase}" is informal; consider "${best}".`
        : `"${phrase}" is informal and can usually go.`;
  return findingOver(
    INFORMAL,
    from,
    to,
    message,
    value.map((v) => matchCase(from.text, v)),
  );
}

/** "pretty" as an intensifier ("a pretty good example"). */
function prettyIntensifiers(tokens: readonly Token[]): GrammarFinding[] {
  const findings: GrammarFinding[] = [];
  tokens.forEach((token, i) => {
    const next = tokens[i + 1];
    if (token.lower !== 'pretty' || !next?.joined || next.lower === 'much') return;
    if (PRETTY_BEFORE.has(next.lower) || ADJECTIVE_ENDING.test(next.lower)) {
      findings.push(informalFinding(token, token, 'pretty', ['']));
    }
  });
  return findings;
}

export const informalWords: StyleRule = (tokens) => [
  ...findPhrases(tokens, INFORMAL_WORDS, LONGEST)
    .filter(({ from, to, index, phrase }) => {
      // A capitalised single word inside a sentence is a name: "Super Tuesday", "Cool Britannia".
      if (from === to && isCapitalisedMidSentence(from)) return false;
      return phrase !== 'a bit' || !isNounBit(tokens, index);
    })
    .map(({ from, to, index, phrase, value }) => {
      const auxiliary = AUXILIARIES.has(tokens[index - 1]?.lower ?? '');
      const participle = auxiliary ? PARTICIPLE_SUGGESTIONS.get(phrase) : undefined;
      return informalFinding(from, to, phrase, participle ?? value);
    }),
  ...prettyIntensifiers(tokens),
];
