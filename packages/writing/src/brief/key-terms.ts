import type { Tagger } from '../grammar/pos/tagger.ts';
import type { KeyTerm } from './brief.schema.ts';
import type { BriefSentence } from './brief-lines.ts';
import { BRIEF_BOILERPLATE, STOP_WORDS, TASK_VERB_WORDS } from './lexicon.ts';
import { nounPhrases, type PhraseWord } from './noun-phrases.ts';

/*
 * Key terms are the brief's subject matter as noun phrases ("universal credit", "glycaemic control", "Occupiers'
 * Liability Act"), read with the part-of-speech tagger when the caller has loaded it (see noun-phrases.ts). A
 * phrase counts as itself and as each shorter phrase ending in the same noun, so "digital self-management
 * interventions" also counts towards "self-management interventions". Terms used twice or more rank by use;
 * phrases of two or more words used once fill the list after them, since a brief often names its topic once.
 * A chosen phrase hides its parts unless a part is used clearly more often on its own, and terms capitalised
 * mid-sentence (names, acronyms) rank higher: briefs capitalise what matters.
 */

export const KEY_TERM_LIMIT = 10;
const MAX_PHRASE = 4;
/** Nouns that name the assignment, its parts or its admin rather than its subject. */
const NOT_A_SUBJECT = new Set(
  `way ways part parts number numbers example examples use range time point points aspect aspects type kind
  area areas level levels thing things end start beginning total minimum maximum percent per cent copy copies
  name names hour hours day days link links template version file header footer margin pt point size list
  year years`.split(/\s+/),
);

/** Words about handing in, formatting and marking: a phrase holding one is about the assignment, not its subject. */
const ADMIN = new Set(
  `apa mla harvard chicago ieee vancouver oscola style font pt arial calibri spacing margin margins canvas moodle
  blackboard turnitin dropbox classroom gradescope brightspace lms eclass quercus d2l stile seqta portal submission
  deadline penalty late mark marks marking grade grading rubric criteria criterion weighting upload file pdf docx
  word words count page pages teacher tutor lecturer convenor instructor office email extension module unit
  semester week weeks format template header footer appendices appendix`.split(/\s+/),
);
/** Nouns too general to be a term on their own, though fine inside one ("social work"). */
const TOO_GENERAL_ALONE = new Set(
  'work people reason option team group person individual system text'.split(' '),
);

interface Tally {
  count: number;
  forms: Map<string, number>;
  capitalised: number;
  size: number;
}

function subjectLike(phrase: readonly PhraseWord[]): boolean {
  const head = phrase[phrase.length - 1]?.key ?? '';
  const surface = (phrase[phrase.length - 1]?.text ?? '').toLowerCase();
  if ([head, surface].some((w) => NOT_A_SUBJECT.has(w) || BRIEF_BOILERPLATE.has(w) || STOP_WORDS.has(w)))
    return false;
  if (phrase.length === 1 && (TASK_VERB_WORDS.has(head) || TOO_GENERAL_ALONE.has(head))) return false;
  return phrase.every(
    (w) =>
      w.pos === 'NUM' ||
      (!STOP_WORDS.has(w.key) && !ADMIN.has(w.key) && !ADMIN.has(w.text.toLowerCase()) && w.key.length > 1),
  );
}

function count(terms: Map<string, Tally>, part: readonly PhraseWord[]): void {
  const key = part.map((w) => w.key).join(' ');
  const form = part.map((w) => w.text).join(' ');
  const t = terms.get(key) ?? {
    count: 0,
    forms: new Map<string, number>(),
    capitalised: 0,
    size: part.length,
  };
  t.count += 1;
  t.forms.set(form, (t.forms.get(form) ?? 0) + 1);
  if (part.every((w) => w.pos === 'PROPN' || /^\p{Lu}{2,}/u.test(w.text))) t.capitalised += 1;
  terms.set(key, t);
}

function tally(sentences: readonly BriefSentence[], tagger: Tagger | null): Map<string, Tally> {
  const terms = new Map<string, Tally>();
  for (const { text, line } of sentences) {
    if (line.boilerplate) continue;
    for (const phrase of nounPhrases(text, tagger, line.heading)) {
      // Every span that ends in a noun: "oral history interviews" counts for "oral history" too.
      for (let to = phrase.length; to > 0; to -= 1) {
        const last = phrase[to - 1];
        if (last?.pos !== 'NOUN' && last?.pos !== 'PROPN') continue;
        for (let from = Math.max(0, to - MAX_PHRASE); from < to; from += 1) {
          const part = phrase.slice(from, to);
          // Part of a name ("Foods" in "Harbour Foods Ltd") is not a term of its own.
          const cutsName =
            (from > 0 && phrase[from - 1]?.pos === 'PROPN' && part[0]?.pos === 'PROPN') ||
            (phrase[to]?.pos === 'PROPN' && last.pos === 'PROPN');
          if (subjectLike(part) && part[0]?.pos !== 'NUM' && !cutsName) count(terms, part);
        }
      }
    }
  }
  return terms;
}

function displayForm(t: Tally): string {
  const forms = [...t.forms.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const top = forms[0]?.[0] ?? '';
  // Lower case unless the term is usually capitalised mid-sentence (a name or an acronym).
  if (t.capitalised * 2 >= t.count) return top;
  return top
    .split(' ')
    .map((w) => (/^\p{Lu}{2,}/u.test(w) ? w : w.toLowerCase()))
    .join(' ');
}

/** The brief's subject terms, at most ten, most significant first. */
export function extractKeyTerms(
  sentences: readonly BriefSentence[],
  tagger: Tagger | null = null,
): KeyTerm[] {
  const terms = tally(sentences, tagger);
  const ranked = [...terms.entries()]
    // Without the model a once-used phrase may be a verb read as a noun ("claimants experience"), so only
    // repeated terms count; with it, a topic named once in a few words is kept after the repeated ones.
    .filter(([, t]) => t.count >= 2 || (tagger !== null && t.size >= 2))
    .map(([key, t]) => {
      const weight = t.count * (1 + 0.5 * (t.size - 1)) * (t.capitalised * 2 >= t.count ? 1.5 : 1);
      return { key, tally: t, weight: t.count >= 2 ? weight + 10 : weight };
    })
    .sort((a, b) => b.weight - a.weight || b.tally.size - a.tally.size || a.key.localeCompare(b.key));
  const chosen: { key: string; count: number; term: string }[] = [];
  for (const c of ranked) {
    if (chosen.length === KEY_TERM_LIMIT) break;
    // A part of a chosen phrase is shown only when it is used at least twice more on its own.
    const within = chosen.filter((p) => ` ${p.key} `.includes(` ${c.key} `));
    const alone = c.tally.count - within.reduce((n, p) => n + p.count, 0);
    // A longer phrase around a chosen one ("oral history interviews" next to "oral history") adds a word,
    // not a term, unless it is used as often.
    const around = chosen.some((p) => ` ${c.key} `.includes(` ${p.key} `) && p.count > c.tally.count);
    if ((within.length > 0 && alone < 2) || around) continue;
    chosen.push({ key: c.key, count: c.tally.count, term: displayForm(c.tally) });
  }
  return chosen.map(({ term, count }) => ({ term, count }));
}
