import type { Requirement } from '@penwright/shared';
import type { BriefAnalysis } from '../../brief/brief.schema.ts';
import { contentWords, shareOf } from '../../brief/content-words.ts';
import { COUNT, parseCount } from '../../brief/numbers.ts';
import { headingsMatch } from '../../brief/section-names.ts';
import type { AnnotatedBrief, AnnotatedKind } from '../../fixtures/briefs/eval/types.ts';
import { words } from '../../text/count-words.ts';
import { wordCountTarget, type WordWindow } from '../word-count-target.ts';

/*
 * Scores a checklist against a tutor's annotation of the same brief. An annotated requirement is found when a
 * checklist line of a matching kind says the same thing: for the one-per-brief facts (length, pages, style,
 * deadline) the kind is enough; a section matches by heading; anything else needs at least half of the
 * annotation's content words in the line's label. Lines are matched one to one, best pairs first. A line that
 * matches no annotated requirement of any kind is counted as not a requirement.
 */

/** Share of an annotation's content words a checklist line must contain to match it. */
export const OVERLAP = 0.5;

const FACT_KINDS = new Set<AnnotatedKind>(['word_count', 'page_length', 'citation_style', 'due_date']);
/** Checklist kinds that can fulfil each annotated kind: a question is one way of setting a task. */
const COMPATIBLE: Record<AnnotatedKind, readonly Requirement['kind'][]> = {
  word_count: ['word_count'],
  page_length: ['page_length'],
  citation_style: ['citation_style'],
  due_date: ['due_date'],
  section: ['section'],
  task: ['task', 'question'],
  source: ['source'],
  prohibition: ['prohibition'],
  formatting: ['formatting'],
  marking_criterion: ['marking_criterion'],
};

function countsIn(text: string): number[] {
  return [...text.matchAll(new RegExp(COUNT, 'gi'))].map((m) => parseCount(m[0]));
}

function allWords(text: string): Set<string> {
  return new Set(words(text).map((w) => w.toLowerCase()));
}

function overlap(annotation: string, label: string): number {
  // An annotation made only of short words ("do not use \"I\" or \"you\"") is compared word for word.
  const thin = contentWords(annotation).size === 0;
  const wanted = thin ? allWords(annotation) : contentWords(annotation);
  return shareOf(wanted, thin ? allWords(label) : contentWords(label));
}

/** How well a checklist line fulfils an annotated requirement, 0–1; kinds are checked by the caller. */
function similarity(kind: AnnotatedKind, text: string, item: Requirement): number {
  if (FACT_KINDS.has(kind)) return 1;
  // A source line carries its count; the annotation states the same count in digits or words.
  if (kind === 'source' && typeof item.target === 'number' && countsIn(text).includes(item.target)) return 1;
  if (kind === 'section') {
    const title = typeof item.target === 'string' ? item.target : item.label;
    if (headingsMatch(text, title) || headingsMatch(title, text)) return 1;
  }
  return overlap(text, item.label);
}

export interface BriefScore {
  id: string;
  /** Per annotated requirement: the checklist line that fulfils it, or null. */
  found: { kind: AnnotatedKind; text: string; by: Requirement | null }[];
  /** Lines that restate a requirement already matched, or file one under another kind. */
  repeated: Requirement[];
  /** Lines that match no annotated requirement. */
  stray: Requirement[];
  fields: Record<FieldName, { expected: string | number | null; actual: string | number | null }>;
}

export type FieldName = 'words' | 'pages' | 'style' | 'due' | 'minSources';

function window(t: WordWindow): string {
  return String(wordCountTarget(t)).replace(/-/g, '–');
}

function readFields(analysis: BriefAnalysis): Record<FieldName, string | number | null> {
  const { wordTarget, pageLength, citationStyle, dueDate } = analysis;
  return {
    words: wordTarget && !wordTarget.fromPages ? window(wordTarget) : null,
    pages: pageLength ? window(pageLength) : null,
    style: citationStyle?.style ?? null,
    due: dueDate ? `${dueDate.date}${dueDate.time ? `T${dueDate.time}` : ''}` : null,
    minSources: analysis.minSources,
  };
}

export function scoreBrief(
  brief: AnnotatedBrief,
  analysis: BriefAnalysis,
  checklist: readonly Requirement[],
): BriefScore {
  const pairs: { r: number; i: number; score: number }[] = [];
  brief.requirements.forEach(([kind, text], r) => {
    checklist.forEach((item, i) => {
      if (!COMPATIBLE[kind].includes(item.kind)) return;
      const score = similarity(kind, text, item);
      if (score >= OVERLAP) pairs.push({ r, i, score });
    });
  });
  pairs.sort((a, b) => b.score - a.score || a.r - b.r || a.i - b.i);
  const byRequirement = new Map<number, number>();
  const usedItems = new Set<number>();
  for (const { r, i } of pairs) {
    if (byRequirement.has(r) || usedItems.has(i)) continue;
    byRequirement.set(r, i);
    usedItems.add(i);
  }
  const repeated: Requirement[] = [];
  const stray: Requirement[] = [];
  checklist.forEach((item, i) => {
    if (usedItems.has(i)) return;
    const related = brief.requirements.some(
      ([kind, text]) =>
        (FACT_KINDS.has(kind) && COMPATIBLE[kind].includes(item.kind)) ||
        similarity(kind === 'section' ? kind : 'task', text, item) >= OVERLAP,
    );
    (related ? repeated : stray).push(item);
  });
  const actual = readFields(analysis);
  const expected = {
    words: brief.words,
    pages: brief.pages,
    style: brief.style,
    due: brief.due,
    minSources: brief.minSources,
  };
  const fields = Object.fromEntries(
    (Object.keys(expected) as FieldName[]).map((k) => [k, { expected: expected[k], actual: actual[k] }]),
  ) as BriefScore['fields'];
  return {
    id: brief.id,
    found: brief.requirements.map(([kind, text], r) => {
      const i = byRequirement.get(r);
      return { kind, text, by: i === undefined ? null : (checklist[i] ?? null) };
    }),
    repeated,
    stray,
    fields,
  };
}
