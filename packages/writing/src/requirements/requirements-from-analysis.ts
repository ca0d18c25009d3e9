import { CITATION_STYLE_LABELS, formatDate, formatDateTime, WORD_COUNT_TOLERANCE } from '@penwright/shared';
import type { Requirement } from '@penwright/shared';
import type { BriefAnalysis } from '../brief/brief.schema.ts';
import { moreRequirements } from './more-requirements.ts';
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

/** "the reference list and appendices": a readable list of the brief's own words. */
export function listOf(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}

/** What a length covers, for its label: " (excluding the reference list; including footnotes)". */
function scopeNote(excludes: readonly string[], includes: readonly string[] = []): string {
  const parts = [
    excludes.length > 0 ? `excluding ${listOf(excludes)}` : '',
    includes.length > 0 ? `including ${listOf(includes)}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}

function pageLabel(
  p: Pick<NonNullable<BriefAnalysis['pageLength']>, 'kind' | 'min' | 'max' | 'target'>,
): string {
  const n = (x: number | null) => String(x ?? p.target);
  const unit = (x: number) => (x === 1 ? 'page' : 'pages');
  switch (p.kind) {
    case 'range':
      return `${n(p.min)}–${n(p.max)} pages`;
    case 'maximum':
      return `No more than ${n(p.max)} ${unit(p.max ?? p.target)}`;
    case 'minimum':
      return `At least ${n(p.min)} ${unit(p.min ?? p.target)}`;
    case 'approximate':
      return `About ${p.target} ${unit(p.target)}`;
    case 'exact':
      return `${p.target} ${unit(p.target)}`;
  }
}

/** Stored targets are capped at 200 characters; the label keeps the full text. */
const short = (text: string) => (text.length <= 200 ? text : `${text.slice(0, 199)}…`);

/**
 * The checklist a brief implies: length, pages, style and deadline; each required section, question and task;
 * sources, prohibitions, formatting rules and marking criteria. Each line's kind says how a draft can be
 * checked against it (a section by its headings, a first-person ban by the pronouns, a source count by the
 * citations); its target carries what that check needs.
 */
/** The id prefix of a line that sizes one part of the work. */
const PART_LENGTH = 'part-length-';

/** A part's own length is the writer's to tick: the draft's count is of the whole. */
export function sizesAPart(req: Requirement): boolean {
  return req.id.startsWith(PART_LENGTH);
}

export function requirementsFromAnalysis(analysis: BriefAnalysis): Requirement[] {
  const out: Requirement[] = [];
  const { wordTarget, citationStyle, dueDate, pageLength } = analysis;
  // Words estimated from pages are not what the brief asked for; its pages are.
  if (wordTarget && !wordTarget.fromPages) {
    out.push({
      id: 'word-count',
      label: `${wordCountLabel(wordTarget)}${scopeNote(wordTarget.excludes, wordTarget.includes)}`,
      kind: 'word_count',
      target: wordCountTarget(wordTarget),
    });
  }
  if (pageLength) {
    out.push({
      id: 'page-length',
      label: `${pageLabel(pageLength)}${scopeNote(pageLength.excludes)}`,
      kind: 'page_length',
      target: wordCountTarget(pageLength),
    });
  }
  analysis.partLengths.forEach((part, i) => {
    const figure = part.unit === 'words' ? wordCountLabel(part) : pageLabel(part);
    out.push({
      id: `${PART_LENGTH}${i + 1}`,
      label: `Length of a part, ${figure.charAt(0).toLowerCase()}${figure.slice(1)}: ${part.source}`.slice(
        0,
        500,
      ),
      kind: part.unit === 'words' ? 'word_count' : 'page_length',
    });
  });
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
  } else if (analysis.deadlineText) {
    // No calendar date to check against: the line keeps the brief's words for the writer to date.
    // Its own id, so a date the writer adds later (id "due-date") sits beside it rather than clashing.
    out.push({ id: 'deadline', label: `Deadline: ${analysis.deadlineText}`.slice(0, 500), kind: 'due_date' });
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
    const text = q.text.charAt(0).toUpperCase() + q.text.slice(1);
    const label = (q.kind === 'question' ? `Answer: ${text}` : text).slice(0, 500);
    out.push({ id: `question-${i + 1}`, label, kind: 'question', target: short(q.text) });
  });
  return [...out, ...moreRequirements(analysis)];
}
