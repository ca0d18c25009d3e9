/*
 * Phrasal verbs that essay guides ask students to replace with one academic verb. Each is listed once in its
 * base form; the inflected forms ("figured out", "came up with", "getting rid of") and matching forms of the
 * suggestion are derived here, so "found out" is caught as surely as "find out".
 */

/** Base verb → its -s, past, past participle and -ing forms. */
const VERB_FORMS: Record<string, [string, string, string, string]> = {
  get: ['gets', 'got', 'gotten', 'getting'],
  figure: ['figures', 'figured', 'figured', 'figuring'],
  find: ['finds', 'found', 'found', 'finding'],
  come: ['comes', 'came', 'come', 'coming'],
  look: ['looks', 'looked', 'looked', 'looking'],
  cut: ['cuts', 'cut', 'cut', 'cutting'],
  put: ['puts', 'put', 'put', 'putting'],
  mix: ['mixes', 'mixed', 'mixed', 'mixing'],
  pick: ['picks', 'picked', 'picked', 'picking'],
  end: ['ends', 'ended', 'ended', 'ending'],
  make: ['makes', 'made', 'made', 'making'],
  go: ['goes', 'went', 'gone', 'going'],
  step: ['steps', 'stepped', 'stepped', 'stepping'],
  blow: ['blows', 'blew', 'blown', 'blowing'],
  mess: ['messes', 'messed', 'messed', 'messing'],
  bring: ['brings', 'brought', 'brought', 'bringing'],
  drop: ['drops', 'dropped', 'dropped', 'dropping'],
  pull: ['pulls', 'pulled', 'pulled', 'pulling'],
  build: ['builds', 'built', 'built', 'building'],
  turn: ['turns', 'turned', 'turned', 'turning'],
};

/** Phrasal verb (base form) → academic verbs, regular ones first so their forms can be derived. */
const PHRASAL_VERBS: Record<string, string[]> = {
  'get rid of': ['eliminate', 'remove'],
  'figure out': ['determine', 'establish'],
  'find out': ['discover', 'establish'],
  'come up with': ['develop', 'propose'],
  'look into': ['investigate', 'examine'],
  'cut down on': ['reduce'],
  'put up with': ['tolerate'],
  'get over': ['recover from'],
  'mix up': ['confuse'],
  'pick up': ['acquire'],
  'end up': [],
  'make fun of': ['mock', 'ridicule'],
  'go up': ['increase', 'rise'],
  'go down': ['decrease', 'fall'],
  'step up': ['intensify', 'increase'],
  'blow off': ['dismiss', 'neglect'],
  'mess up': ['spoil'],
  'cut down': ['reduce'],
  'bring up': ['raise'],
  'step in': ['intervene'],
  'drop off': ['decline'],
  'put off': ['postpone'],
  'pull down': ['demolish'],
  'get back to': ['return to'],
  'look at': ['examine', 'consider'],
  'build up': ['accumulate'],
  'turn up': ['appear'],
};

/** Regular forms of a suggestion's first word: -s, past, participle, -ing ("recover from" → "recovered from"). */
function regularForms(suggestion: string): [string, string, string, string] {
  const [verb = '', ...rest] = suggestion.split(' ');
  const tail = rest.length > 0 ? ` ${rest.join(' ')}` : '';
  let s: string;
  let ed: string;
  let ing: string;
  if (verb.endsWith('e')) {
    s = `${verb}s`;
    ed = `${verb}d`;
    ing = `${verb.slice(0, -1)}ing`;
  } else if (/[^aeiou]y$/.test(verb)) {
    s = `${verb.slice(0, -1)}ies`;
    ed = `${verb.slice(0, -1)}ied`;
    ing = `${verb}ing`;
  } else {
    s = /(s|x|sh|ch)$/.test(verb) ? `${verb}es` : `${verb}s`;
    ed = `${verb}ed`;
    ing = `${verb}ing`;
  }
  return [`${s}${tail}`, `${ed}${tail}`, `${ed}${tail}`, `${ing}${tail}`];
}

/** Irregular suggestions are only offered for the base form, where they need no inflecting. */
const IRREGULAR_SUGGESTIONS = new Set(['rise', 'fall']);

const inflect = (suggestions: readonly string[], form: number): string[] =>
  suggestions.filter((s) => !IRREGULAR_SUGGESTIONS.has(s)).map((s) => regularForms(s)[form] ?? s);

const PAST_PARTICIPLE = 2;

/** Every form of every phrasal verb, each with suggestions in the same form. */
export function phrasalVerbForms(): [string, string[]][] {
  const entries: [string, string[]][] = [];
  for (const [phrase, suggestions] of Object.entries(PHRASAL_VERBS)) {
    const [verb = '', ...particles] = phrase.split(' ');
    const rest = particles.join(' ');
    entries.push([phrase, suggestions]);
    (VERB_FORMS[verb] ?? []).forEach((form, f) => {
      // "cut", "put": a form equal to the base keeps the base suggestions (see participleSuggestions).
      if (form !== verb) entries.push([`${form} ${rest}`, inflect(suggestions, f)]);
    });
  }
  return entries;
}

/**
 * Phrasal verbs whose participle looks like the base ("was put off", "has been cut down"): after "be" or
 * "have" the suggestion has to be a participle too ("postponed", not "postpone").
 */
export const PARTICIPLE_SUGGESTIONS: ReadonlyMap<string, string[]> = new Map(
  Object.entries(PHRASAL_VERBS)
    .filter(([phrase]) => {
      const verb = phrase.split(' ')[0] ?? '';
      return VERB_FORMS[verb]?.[PAST_PARTICIPLE] === verb;
    })
    .map(([phrase, suggestions]) => [phrase, inflect(suggestions, PAST_PARTICIPLE)]),
);
