import { findingOver, matchCase, type RuleInfo } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import { joinedAt, type Rule } from './context.ts';

const GERUND: RuleInfo = { rule: 'gerund-after-verb', category: 'grammar', errorType: 'R:VERB:FORM' };
const CAUSATIVE: RuleInfo = { rule: 'causative-with-to', category: 'grammar', errorType: 'U:PART' };
const PHRASE: RuleInfo = { rule: 'fixed-phrase', category: 'grammar', errorType: 'R:PREP' };

/** Verbs followed by "-ing", never by "to": "enjoy reading", not "enjoy to read". */
const TAKES_GERUND = wordSet(
  'enjoy enjoys enjoyed avoid avoids avoided finish finishes finished mind minds minded consider considers ' +
    'keep keeps suggest suggests practise practice practised practiced',
);
/** "make" and "let" take a bare verb after their object: "made them leave". */
const CAUSATIVES = wordSet('make makes made making let lets letting');
const OBJECTS = wordSet('me you him her us them people everyone everybody someone somebody');

/** Word sequences that are always wrong, with their fix. Prepositions learners often add or swap. */
const PHRASES: readonly (readonly [string[], string])[] = [
  [['in', 'the', 'other', 'hand'], 'on the other hand'],
  [['discuss', 'about'], 'discuss'],
  [['discussed', 'about'], 'discussed'],
  [['emphasize', 'on'], 'emphasize'],
  [['emphasise', 'on'], 'emphasise'],
  [['mention', 'about'], 'mention'],
  [['mentioned', 'about'], 'mentioned'],
  [['cope', 'up', 'with'], 'cope with'],
  [['in', 'nowadays'], 'nowadays'],
  [['according', 'to', 'my', 'opinion'], 'in my opinion'],
  [['comprise', 'of'], 'comprise'],
  [['comprises', 'of'], 'comprises'],
];

function toGerund(verb: string): string {
  if (verb === 'be') return 'being';
  if (verb.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (/[^e]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  return `${verb}ing`;
}

/** "enjoy to read" → "enjoy reading". */
export const gerundAfterVerb: Rule = ({ tokens }) =>
  tokens.flatMap((verb, i) => {
    const to = joinedAt(tokens, i, 1);
    const next = joinedAt(tokens, i, 2);
    if (!TAKES_GERUND.has(verb.lower) || to?.lower !== 'to' || !next || !/^[a-z]+$/.test(next.text))
      return [];
    // "keep to the path": "to" as a preposition is fine.
    if (/^(the|a|an|my|your|his|her|our|their|this|that|it|them)$/.test(next.lower)) return [];
    const gerund = toGerund(next.lower);
    return [findingOver(GERUND, to, next, `After "${verb.text}" use the -ing form: "${gerund}".`, [gerund])];
  });

/** "made them to leave" → "made them leave". */
export const causativeWithTo: Rule = ({ tokens }) =>
  tokens.flatMap((verb, i) => {
    const object = joinedAt(tokens, i, 1);
    const to = joinedAt(tokens, i, 2);
    if (!CAUSATIVES.has(verb.lower) || !object || !OBJECTS.has(object.lower) || to?.lower !== 'to') return [];
    if (!joinedAt(tokens, i, 3)) return [];
    return [
      findingOver(CAUSATIVE, to, to, `After "${verb.text} ${object.text}" the verb follows without "to".`, [
        '',
      ]),
    ];
  });

export const fixedPhrases: Rule = ({ tokens }) =>
  tokens.flatMap((first, i) =>
    PHRASES.flatMap(([words, fix]) => {
      const matched = words.every((w, k) =>
        k === 0 ? first.lower === w : joinedAt(tokens, i, k)?.lower === w,
      );
      const last = joinedAt(tokens, i, words.length - 1) ?? (words.length === 1 ? first : undefined);
      if (!matched || !last) return [];
      const fixed = matchCase(first.text, fix);
      return [findingOver(PHRASE, first, last, `The usual phrase is "${fixed}".`, [fixed])];
    }),
  );
