import { CITATION_STYLE_LABELS, type CitationStyle, type Requirement } from '@penwright/shared';
import { z } from 'zod';
import { keywordsOf } from '../brief/questions.ts';
import { findReferenceList } from '../citations/reference-list.ts';
import { headingsMatch } from '../brief/section-names.ts';
import { countWords, words } from '../text/count-words.ts';
import { stem } from '../text/stem.ts';
import { localDate, sizesAPart } from './requirements-from-analysis.ts';
import { acceptableWordRange, parseWordCountTarget } from './word-count-target.ts';

export const RequirementStateSchema = z.enum(['met', 'unmet', 'partial']);
export type RequirementState = z.infer<typeof RequirementStateSchema>;
export const RequirementResultSchema = z.object({
  id: z.string(),
  state: RequirementStateSchema,
  /** One sentence for the writer: what was found and, when not met, what is missing. */
  detail: z.string(),
});
export type RequirementResult = z.infer<typeof RequirementResultSchema>;

export interface DraftForEvaluation {
  /** Plain text of the draft (tags stripped). */
  text: string;
  headings: string[];
  /** The citation style chosen for the draft, in any case ("APA", "apa"). */
  citationStyle?: string | null;
  /** Works in the draft's reference list, when known (the review counts them with the citation checker). */
  sourceCount?: number;
  /** In-text citations found in the chosen style, when known: none means the style is not actually used. */
  citationsInStyle?: number;
}

export interface EvaluateOptions {
  /** "Today" for the due-date line; defaults to the current time. */
  now?: Date;
}

/** Share of a question's keywords a draft must mention before the question counts as addressed. */
export const QUESTION_COVERAGE = 0.6;
const DAY_MS = 86_400_000;
const number = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

interface Context {
  draft: DraftForEvaluation;
  stems: Set<string>;
  now: Date;
}

const LIST = String.raw`(?:the\s+)?(?:references?|reference\s+list|bibliography|works\s+cited)`;
/** "excluding references", "reference list not counted", "references excluded", "not including the bibliography". */
const LIST_LEFT_OUT = new RegExp(
  String.raw`\b(?:excluding|excludes?|exclusive\s+of|not\s+(?:counting|including)|without)\s+${LIST}\b|\b${LIST}\s+(?:(?:is|are)\s+)?(?:not\s+(?:counted|included)|excluded)`,
  'i',
);

/**
 * The words a length counts. When the brief's line says the reference list is not counted, a typed list is
 * left out (the generated one never is in the text); `listed` says one was, so the detail can say so.
 */
function lengthOf(text: string, label: string): { n: number; listed: boolean } {
  const list = LIST_LEFT_OUT.test(label) ? findReferenceList(text) : null;
  const last = list?.entries.at(-1);
  if (!list || !last) return { n: countWords(text), listed: false };
  return { n: countWords(`${text.slice(0, list.bodyEnd)}\n${text.slice(last.end)}`), listed: true };
}

function wordCount(req: Requirement, { draft }: Context): [RequirementState, string] {
  const { target, label } = req;
  if (sizesAPart(req)) return ticked(req);
  const window = parseWordCountTarget(target);
  if (!window) return ['partial', 'No word target is set.'];
  const { n, listed } = lengthOf(draft.text, label);
  const words = `${number(n)} words${listed ? ' without the reference list' : ''}`;
  const { low, high } = acceptableWordRange(window);
  if (n > high) return ['unmet', `${words}, ${number(n - high)} over ${number(high)}.`];
  const accepted = high === Infinity ? `at least ${number(low)}` : `${number(low)}–${number(high)}`;
  if (n >= low) return ['met', `${words}; ${accepted} is accepted.`];
  return [
    n >= low / 2 ? 'partial' : 'unmet',
    `${words}; ${number(low - n)} more needed to reach ${number(low)}.`,
  ];
}

function citationStyle(target: Requirement['target'], { draft }: Context): [RequirementState, string] {
  const wanted = String(target ?? '').toLowerCase();
  const name = CITATION_STYLE_LABELS[wanted as CitationStyle] ?? String(target ?? '');
  const chosen = draft.citationStyle?.trim().toLowerCase() ?? '';
  if (chosen === '') return ['partial', `No citation style is set; the brief asks for ${name}.`];
  if (wanted !== '' && chosen.startsWith(wanted)) {
    if (draft.citationsInStyle === 0 && countWords(draft.text) > 0)
      return ['unmet', `No in-text citations in ${name} were found in the draft.`];
    return ['met', `The draft uses ${name}.`];
  }
  return ['unmet', `The draft uses ${draft.citationStyle ?? ''}; the brief asks for ${name}.`];
}

function question(target: Requirement['target'], { stems }: Context): [RequirementState, string] {
  if (stems.size === 0) return ['unmet', 'The draft is empty.'];
  // Keywords are recomputed from the stored question, so a writer's edit to it is honoured.
  const keywords = keywordsOf(String(target ?? ''));
  const missing = keywords.filter((k) => !stems.has(stem(k)));
  const covered = keywords.length - missing.length;
  // Words are only a hint that a question is addressed, never proof, so "met" needs most of them.
  if (keywords.length > 0 && covered / keywords.length >= QUESTION_COVERAGE) {
    return ['met', `The draft mentions ${covered} of ${keywords.length} key words.`];
  }
  const hint = missing.length > 0 ? ` Not yet mentioned: ${missing.join(', ')}.` : '';
  return ['partial', `Check that the draft answers this.${hint}`];
}

function dueDate(target: Requirement['target'], { now }: Context): [RequirementState, string] {
  const date = /^\d{4}-\d{2}-\d{2}/.exec(String(target ?? ''))?.[0];
  if (date === undefined) return ['partial', 'No due date is set.'];
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const days = Math.round((localDate(date).getTime() - today.getTime()) / DAY_MS);
  if (days < 0) return ['unmet', `Overdue by ${plural(-days, 'day')}.`];
  return ['met', days === 0 ? 'Due today.' : `Due in ${plural(days, 'day')}.`];
}

/** Words a ban names, as a rule can find them in the draft; quotations are not the writer's own voice. */
export const BANNED: Record<string, { pattern: RegExp; what: string }> = {
  first_person: { pattern: /\b(?:I|me|my|mine|myself|we|us|our|ours|ourselves)\b/g, what: 'first person' },
  second_person: { pattern: /\b(?:you|your|yours|yourself|yourselves)\b/gi, what: 'second person' },
  contractions: { pattern: /\b\p{L}+(?:n['’]t|['’](?:re|ll|ve|m|d))\b/giu, what: 'contractions' },
};

function prohibition(target: Requirement['target'], { draft }: Context): [RequirementState, string] {
  const rule = BANNED[String(target ?? '')];
  if (!rule) return ['partial', 'Check the draft for this yourself.'];
  const own = draft.text.replace(/[“"][^”"]*[”"]/g, ' ');
  const found = own.match(rule.pattern) ?? [];
  if (found.length === 0) return ['met', `No ${rule.what} found.`];
  const examples = [...new Set(found.map((w) => (w === 'I' ? w : w.toLowerCase())))].slice(0, 3).join(', ');
  return ['unmet', `${plural(found.length, 'use')} of ${rule.what} (${examples}).`];
}

function ticked(req: Requirement): [RequirementState, string] {
  return req.done ? ['met', 'Ticked off by you.'] : ['unmet', 'Tick this off when the draft meets it.'];
}

function sources(req: Requirement, { draft }: Context): [RequirementState, string] {
  const needed = typeof req.target === 'number' ? req.target : null;
  if (needed === null || draft.sourceCount === undefined) return ticked(req);
  const n = draft.sourceCount;
  if (n >= needed) return ['met', `${plural(n, 'source')} in the reference list; ${needed} needed.`];
  return ['unmet', `${plural(n, 'source')} in the reference list; at least ${needed} needed.`];
}

function evaluate(req: Requirement, ctx: Context): [RequirementState, string] {
  const title = String(req.target ?? req.label);
  switch (req.kind) {
    case 'word_count':
      return wordCount(req, ctx);
    case 'citation_style':
      return citationStyle(req.target, ctx);
    case 'question':
      return question(req.target, ctx);
    case 'due_date':
      return dueDate(req.target, ctx);
    case 'source':
      return sources(req, ctx);
    case 'prohibition':
      // Bans a rule can check are decided here; the others follow the writer's tick like the lines below.
      return BANNED[String(req.target ?? '')] ? prohibition(req.target, ctx) : ticked(req);
    case 'section': {
      const heading = ctx.draft.headings.find((h) => headingsMatch(title, h));
      return heading === undefined
        ? ['unmet', `No heading matches "${title}".`]
        : ['met', `Covered by the heading "${heading.trim()}".`];
    }
    case 'key_term': {
      const present = words(title).every((w) => ctx.stems.has(stem(w)));
      return present
        ? ['met', `The draft uses "${title}".`]
        : ['unmet', `The draft does not use "${title}" yet.`];
    }
    default:
      // Sources, formatting, tasks and free-form lines cannot be checked by rule; the writer ticks them off.
      return ticked(req);
  }
}

/**
 * Checks a draft against the stored checklist. Length, sections, style and key terms are decided by rule;
 * questions can only be "partial" (mentioned) or "met" (most key words present), since no rule can tell whether
 * they are answered. The due-date line is "met" while the deadline has not passed (overdue = before the start
 * of today). Lines no rule can check follow the writer's tick (`done`).
 */
export function evaluateRequirements(
  requirements: readonly Requirement[],
  draft: DraftForEvaluation,
  options: EvaluateOptions = {},
): RequirementResult[] {
  const ctx: Context = { draft, stems: new Set(words(draft.text).map(stem)), now: options.now ?? new Date() };
  return requirements.map((r) => {
    const [state, detail] = evaluate(r, ctx);
    return { id: r.id, state, detail };
  });
}
