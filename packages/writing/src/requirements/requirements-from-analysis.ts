import { CITATION_STYLE_LABELS, formatDate, formatDateTime, WORD_COUNT_TOLERANCE } from '@penwright/shared';
import type { Requirement } from '@penwright/shared';
import type { BriefAnalysis } from '../brief/brief.schema.ts';
import { wordCountTarget, type WordWindow } from './word-count-target.ts';

/*
 * The checklist is stored in the shape packages/shared defines (RequirementSchema), so the server can save what
 * this returns as is. Ids are derived from content, not random, so analysing the same brief again yields the
 * same checklist and the writer's ticks can be matched up; they stay within the schema's 64 characters.
 */

const number = (n: number) => n.toLocaleString('en-US');

export function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .slice(0, 50)
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

export function wordCountLabel(t: WordWindow): string {
  const tolerance = `±${Math.round(WORD_COUNT_TOLERANCE * 100)} %`;
  switch (t.kind) {
    case 'range':
      return `${number(t.min ?? t.target)}–${number(t.max ?? t.target)} words`;
    case 'maximum':
      return `No more than ${number(t.max ?? t.target)} words`;
    case 'minimum':
      return `At least ${number(t.min ?? t.target)} words`;
    case 'approximate':
      return `About ${number(t.target)} words (${tolerance})`;
    case 'exact':
      return `${number(t.target)} words (${tolerance})`;
  }
}

/** A calendar date (and time) as a local Date, for the shared display helpers. */
export function localDate(date: string, time: string | null = null): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time === null ? [0, 0] : (time.split(':').map(Number) as [number, number]);
  return new Date(y, m - 1, d, hh, mm);
}

/** The checklist a brief implies: length, style, deadline, each required section and each question. */
export function requirementsFromAnalysis(analysis: BriefAnalysis): Requirement[] {
  const out: Requirement[] = [];
  const { wordTarget, citationStyle, dueDate } = analysis;
  if (wordTarget) {
    out.push({
      id: 'word-count',
      label: wordCountLabel(wordTarget),
      kind: 'word_count',
      target: wordCountTarget(wordTarget),
    });
  }
  if (citationStyle) {
    const { style, edition, variant } = citationStyle;
    const detail = [edition && `${edition} edition`, variant].filter(Boolean).join(', ');
    const label = `Cite in ${CITATION_STYLE_LABELS[style]} style${detail ? ` (${detail})` : ''}`;
    out.push({ id: 'citation-style', label, kind: 'citation_style', target: style });
  }
  if (dueDate) {
    const when = localDate(dueDate.date, dueDate.time);
    const label = `Submit by ${dueDate.time === null ? formatDate(when) : formatDateTime(when)}`;
    out.push({ id: 'due-date', label, kind: 'due_date', target: dueDate.date });
  }
  const used = new Set<string>();
  for (const section of analysis.requiredSections) {
    let id = `section-${slug(section.title)}`;
    for (let n = 2; used.has(id); n += 1) id = `section-${slug(section.title)}-${n}`;
    used.add(id);
    const words = section.words === null ? '' : ` (${number(section.words)} words)`;
    out.push({
      id,
      label: `Include the "${section.title}" section${words}`,
      kind: 'section',
      target: section.title,
    });
  }
  analysis.questions.forEach((q, i) => {
    // The schema caps targets at 200 characters; the label keeps the full question either way.
    const target = q.text.length <= 200 ? q.text : `${q.text.slice(0, 199)}…`;
    const label = (q.kind === 'question' ? `Answer: ${q.text}` : q.text).slice(0, 500);
    out.push({ id: `question-${i + 1}`, label, kind: 'question', target });
  });
  return out;
}
