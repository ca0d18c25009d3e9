import { words } from '../text/count-words.ts';
import type { KeyTerm } from './brief.schema.ts';
import type { BriefSentence } from './brief-lines.ts';
import { BRIEF_BOILERPLATE, STOP_WORDS, TASK_VERB_WORDS } from './lexicon.ts';

/*
 * Key terms are the brief's subject vocabulary: runs of content words between function words and punctuation
 * (so "financial crisis" stays a phrase), counted as one- to three-word phrases. Only terms used at least twice
 * count as frequent. A phrase hides its own parts unless a part is used clearly more often on its own, so the
 * list does not say "financial crisis", "financial" and "crisis". Terms capitalised mid-sentence (names,
 * acronyms) rank higher: briefs capitalise what matters.
 */

export const KEY_TERM_LIMIT = 10;
const MAX_PHRASE = 3;

interface Tally {
  count: number;
  forms: Map<string, number>;
  capitalised: number;
}

function isContent(word: string): boolean {
  const w = word.toLowerCase();
  if (STOP_WORDS.has(w) || BRIEF_BOILERPLATE.has(w) || TASK_VERB_WORDS.has(w)) return false;
  return /\p{L}/u.test(w) && (w.length > 2 || /^\p{Lu}{2}$/u.test(word));
}

/** "policies" and "policy" are one term; only regular plurals, to stay predictable. */
function keyOf(word: string): string {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  if (/ies$/.test(w) && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/[^su]s$/.test(w) && w.length > 3 && !/(?:is|us|ss)$/.test(w)) return w.slice(0, -1);
  return w;
}

const SMALL_NUMBER = /^\d{1,2}$/;

function runsIn(sentence: string): string[][] {
  const runs: string[][] = [];
  const close = (run: string[]) => {
    // A number may sit inside a term ("type 2 diabetes") but never at its edge.
    while (run.length > 0 && SMALL_NUMBER.test(run[run.length - 1] ?? '')) run.pop();
    if (run.length > 0) runs.push(run);
  };
  // Punctuation that separates ideas also separates runs; hyphens and apostrophes live inside words.
  for (const chunk of sentence.split(/[,;:()[\]"“”.!?–—/]+|\s-\s/)) {
    let run: string[] = [];
    for (const raw of words(chunk)) {
      const word = raw.replace(/['’]s$/, '');
      if (isContent(word) || (run.length > 0 && SMALL_NUMBER.test(word))) {
        run.push(word);
      } else {
        close(run);
        run = [];
      }
    }
    close(run);
  }
  return runs;
}

function tally(sentences: readonly BriefSentence[]): Map<string, Tally> {
  const terms = new Map<string, Tally>();
  for (const { text, line } of sentences) {
    if (line.boilerplate) continue;
    const first = words(text)[0];
    for (const run of runsIn(text)) {
      for (let size = 1; size <= MAX_PHRASE; size += 1) {
        for (let i = 0; i + size <= run.length; i += 1) {
          const parts = run.slice(i, i + size);
          if (SMALL_NUMBER.test(parts[0] ?? '') || SMALL_NUMBER.test(parts[size - 1] ?? '')) continue;
          const key = parts.map(keyOf).join(' ');
          const form = parts.join(' ');
          const t = terms.get(key) ?? { count: 0, forms: new Map<string, number>(), capitalised: 0 };
          t.count += 1;
          t.forms.set(form, (t.forms.get(form) ?? 0) + 1);
          // Capitals at the start of a sentence say nothing; everywhere else they mark names and acronyms.
          if (/^\p{Lu}/u.test(form) && !(i === 0 && parts[0] === first)) t.capitalised += 1;
          terms.set(key, t);
        }
      }
    }
  }
  return terms;
}

function displayForm(t: Tally): string {
  const forms = [...t.forms.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const top = forms[0]?.[0] ?? '';
  // Show lower case unless the term is usually capitalised mid-sentence (a name or an acronym).
  return t.capitalised * 2 >= t.count ? top : top.toLowerCase();
}

/** The brief's most frequent subject terms, at most ten, most significant first. */
export function extractKeyTerms(sentences: readonly BriefSentence[]): KeyTerm[] {
  const terms = tally(sentences);
  const ranked = [...terms.entries()]
    .filter(([, t]) => t.count >= 2)
    .map(([key, t]) => {
      const size = key.split(' ').length;
      const weight = t.count * (1 + 0.5 * (size - 1)) * (t.capitalised * 2 >= t.count ? 1.5 : 1);
      return { key, tally: t, weight, size };
    })
    .sort((a, b) => b.weight - a.weight || b.size - a.size || a.key.localeCompare(b.key));
  const chosen: { key: string; count: number; term: string }[] = [];
  for (const c of ranked) {
    if (chosen.length === KEY_TERM_LIMIT) break;
    // A part of a chosen phrase is shown only when it is used at least twice more on its own.
    const within = chosen.filter((p) => ` ${p.key} `.includes(` ${c.key} `));
    const alone = c.tally.count - within.reduce((n, p) => n + p.count, 0);
    // A phrase that extends or overlaps a more frequent chosen phrase ("history interviews" next to "oral
    // history") adds a word, not a term.
    const words = c.key.split(' ');
    const overlaps = chosen.some(
      (p) =>
        p.count >= c.tally.count &&
        p.key !== c.key &&
        p.key.split(' ').some((w) => words.includes(w)) &&
        c.size > 1,
    );
    if ((within.length > 0 && alone < 2) || overlaps) continue;
    chosen.push({ key: c.key, count: c.tally.count, term: displayForm(c.tally) });
  }
  return chosen.map(({ term, count }) => ({ term, count }));
}
