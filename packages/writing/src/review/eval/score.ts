import type { ReviewFinding, ReviewReport, ReviewSectionName } from '@penwright/shared';
import { briefForbidsFirstPerson } from '../../brief/first-person.ts';
import { findingsToEdits } from '../../grammar/edits.ts';
import type { GrammarChecker } from '../../grammar/types.ts';
import { assembleReport, ownText, reviewDraftParts } from '../report.ts';
import { reviewText } from '../review-text.ts';
import { draftHtml, EVAL_KINDS, type EvalDraft, type EvalKind, type Expected } from './draft.ts';

/** A fixed "today", so no due date or clock changes a figure. */
const NOW = new Date('2026-11-28T12:00:00Z');

/** The full report on one draft, composed as the server composes it: worker parts plus the engine's edits. */
export async function reportOn(
  draft: EvalDraft,
  checker: GrammarChecker,
): Promise<{ text: string; report: ReviewReport }> {
  const review = reviewText(draftHtml(draft.source));
  const project = { requirements: draft.requirements, outline: draft.outline, academicLevel: draft.level };
  const parts = reviewDraftParts(review, project, draft.style, NOW);
  const own = ownText(review);
  const findings = await checker.check(own, {
    dialect: draft.dialect,
    style: true,
    forbidFirstPerson: briefForbidsFirstPerson(draft.brief),
  });
  const report = assembleReport(review, parts, findingsToEdits(own, findings), {
    version: 1,
    generatedAt: NOW,
  });
  return { text: review.text, report };
}

const SECTION_KINDS: Partial<Record<ReviewSectionName, Record<string, EvalKind>>> = {
  grammar: { grammar: 'grammar', spelling: 'spelling' },
  style: {
    contraction: 'contraction',
    first_person: 'first_person',
    informal: 'informal',
    passive_share: 'passive_overuse',
  },
  structure: {
    missing_section: 'missing_section',
    empty_section: 'empty_section',
    missing_introduction: 'missing_introduction',
    missing_conclusion: 'missing_conclusion',
  },
  requirements: {
    word_count: 'word_count',
    source: 'too_few_sources',
    citation_style: 'style_mismatch',
    section: 'missing_section',
  },
  citations: {
    missing_reference: 'missing_reference',
    uncited_reference: 'uncited_reference',
    year_mismatch: 'citation_form',
    author_mismatch: 'citation_form',
    et_al_usage: 'citation_form',
    ampersand_usage: 'citation_form',
  },
};

/** The kind a tutor would file a finding under, or null for advice no annotation covers (readability, hedging…). */
export function kindOf(
  draft: EvalDraft,
  section: ReviewSectionName,
  finding: ReviewFinding,
): EvalKind | null {
  if (section === 'requirements' && finding.type === 'prohibition') {
    const req = draft.requirements.find((r) => finding.message.startsWith(`${r.label}:`));
    if (req?.target === 'first_person') return 'first_person';
    if (req?.target === 'contractions') return 'contraction';
    return null;
  }
  return SECTION_KINDS[section]?.[finding.type] ?? null;
}

export interface Found {
  kind: EvalKind;
  section: ReviewSectionName;
  finding: ReviewFinding;
}

/** Where an annotation's excerpt sits in the review text; throws when it is not there. */
export function locate(text: string, e: Expected): { start: number; end: number } | null {
  if (e.excerpt === undefined) return null;
  let at = -1;
  for (let n = 0; n < (e.occurrence ?? 1); n += 1) {
    at = text.indexOf(e.excerpt, at + 1);
    if (at < 0) throw new Error(`“${e.excerpt}” (${e.occurrence ?? 1}) is not in the draft`);
  }
  return { start: at, end: at + e.excerpt.length };
}

function matches(text: string, e: Expected, f: Found): boolean {
  if (f.kind !== e.kind) return false;
  const span = locate(text, e);
  const placed = f.finding.end > f.finding.start;
  if (!span) return !placed && (e.mentions === undefined || f.finding.message.includes(e.mentions));
  return placed && f.finding.start < span.end && span.start < f.finding.end;
}

export interface DraftScore {
  id: string;
  readiness: { expected: string; found: string };
  /** Per kind: annotations, findings, findings that match an annotation, annotations some finding matches. */
  counts: Record<EvalKind, { expected: number; found: number; right: number; caught: number }>;
  misses: string[];
  falseAlarms: string[];
}

export function scoreDraft(draft: EvalDraft, text: string, report: ReviewReport): DraftScore {
  const found: Found[] = Object.entries(report.sections).flatMap(([name, section]) =>
    section.findings.flatMap((finding) => {
      const kind = kindOf(draft, name as ReviewSectionName, finding);
      return kind ? [{ kind, section: name as ReviewSectionName, finding }] : [];
    }),
  );
  const counts = Object.fromEntries(
    EVAL_KINDS.map((k) => [k, { expected: 0, found: 0, right: 0, caught: 0 }]),
  ) as DraftScore['counts'];
  const misses: string[] = [];
  const falseAlarms: string[] = [];
  for (const e of draft.expected) {
    counts[e.kind].expected += 1;
    if (found.some((f) => matches(text, e, f))) counts[e.kind].caught += 1;
    else misses.push(`${e.kind} “${e.excerpt ?? e.mentions ?? ''}”`);
  }
  for (const f of found) {
    counts[f.kind].found += 1;
    if (draft.expected.some((e) => matches(text, e, f))) counts[f.kind].right += 1;
    else
      falseAlarms.push(`${f.kind} “${f.finding.excerpt}” (${f.section}: ${f.finding.message.slice(0, 70)})`);
  }
  return {
    id: draft.id,
    readiness: { expected: draft.readiness, found: report.readiness },
    counts,
    misses,
    falseAlarms,
  };
}

const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 100) / 100);

export interface KindRow {
  kind: EvalKind | 'readiness';
  expected: number;
  found: number;
  precision: number | null;
  recall: number | null;
}

/** Per kind over a set of drafts, and a last row with readiness agreement (as recall: agreeing / drafts). */
export function table(scores: readonly DraftScore[]): KindRow[] {
  const rows: KindRow[] = EVAL_KINDS.map((kind) => {
    const sum = (key: 'expected' | 'found' | 'right' | 'caught') =>
      scores.reduce((n, s) => n + s.counts[kind][key], 0);
    return {
      kind,
      expected: sum('expected'),
      found: sum('found'),
      precision: ratio(sum('right'), sum('found')),
      recall: ratio(sum('caught'), sum('expected')),
    };
  }).filter((r) => r.expected > 0 || r.found > 0);
  const agree = scores.filter((s) => s.readiness.expected === s.readiness.found).length;
  rows.push({
    kind: 'readiness',
    expected: scores.length,
    found: agree,
    precision: null,
    recall: ratio(agree, scores.length),
  });
  return rows;
}

/** All prose kinds together: findings and annotations pooled. */
export function overall(scores: readonly DraftScore[]): { precision: number | null; recall: number | null } {
  const total = (key: 'expected' | 'found' | 'right' | 'caught') =>
    scores.reduce((n, s) => n + EVAL_KINDS.reduce((m, k) => m + s.counts[k][key], 0), 0);
  return {
    precision: ratio(total('right'), total('found')),
    recall: ratio(total('caught'), total('expected')),
  };
}
