import type {
  AcademicLevel,
  CitationStyle,
  GrammarEdit,
  OutlineSection,
  Readiness,
  Requirement,
  ReviewBlocker,
  ReviewReport,
  ReviewSection,
  ReviewSectionName,
} from '@penwright/shared';
import { checkCitations } from '../citations/check.ts';
import { readabilityStats } from '../readability/readability.ts';
import { countWords } from '../text/count-words.ts';
import { citationsSection } from './citations-section.ts';
import { verdictOf, plural, type DraftFinding, type DraftSection } from './finding.ts';
import { grammarSection } from './grammar-section.ts';
import { readabilitySection } from './readability-section.ts';
import { requirementsSection } from './requirements-section.ts';
import { headingsOf, type ReviewText } from './review-text.ts';
import { structureSection } from './structure-section.ts';
import { styleExtras, styleSection } from './style-section.ts';

/** What of the project the review reads. */
export interface ReviewProject {
  requirements: readonly Requirement[];
  outline: readonly OutlineSection[];
  academicLevel: AcademicLevel;
}

/** Everything but grammar: computed on a worker thread while the grammar engine checks the same text. */
export interface DraftReviewParts {
  words: number;
  passiveShare: number;
  styleExtras: DraftFinding[];
  readability: DraftSection;
  structure: DraftSection;
  requirements: DraftSection;
  citations: DraftSection;
}

/** Blanks the given kinds of block to line breaks, keeping every offset. */
function blank(review: ReviewText, kinds: readonly string[]): string {
  let out = '';
  let at = 0;
  for (const block of review.blocks) {
    if (!kinds.includes(block.kind)) continue;
    out += review.text.slice(at, block.start) + '\n'.repeat(block.end - block.start);
    at = block.end;
  }
  return out + review.text.slice(at);
}

/** What the editor counts: everything but the generated bibliography. */
export const countedText = (review: ReviewText) => blank(review, ['bibliography']);
/** The writer's own words (no reference list of either kind): what the grammar engine checks. */
export const ownText = (review: ReviewText) => blank(review, ['bibliography', 'references']);
/** Paragraphs only: what readability and the style checks read. */
export const proseText = (review: ReviewText) => blank(review, ['bibliography', 'references', 'heading']);

export function reviewDraftParts(
  review: ReviewText,
  project: ReviewProject,
  style: CitationStyle,
  now?: Date,
): DraftReviewParts {
  const counted = countedText(review);
  const prose = proseText(review);
  const words = countWords(counted);
  const check = checkCitations(review.text, style);
  const draft = {
    text: counted,
    headings: headingsOf(review),
    citationStyle: style,
    sourceCount: check.summary.references,
    citationsInStyle: check.summary.citations,
  };
  return {
    words,
    passiveShare: readabilityStats(prose).passiveShare,
    styleExtras: styleExtras(prose, review.blocks),
    readability: readabilitySection(prose, project.academicLevel),
    structure: structureSection(review, project.outline),
    requirements: requirementsSection(counted, project.requirements, draft, now),
    citations: citationsSection(review.text, check, style),
  };
}

/** FNV-1a of a string, in base 36: a short stable key for a finding's words. */
function hash(value: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/**
 * Ids that survive edits elsewhere in the draft: the section, the kind, the words (or, for a finding about the
 * whole draft, its kind alone) and which occurrence of the same it is. A dismissal is stored by this id.
 */
function withIds(name: ReviewSectionName, section: DraftSection): ReviewSection {
  const seen = new Map<string, number>();
  return {
    ...section,
    findings: section.findings.map((f) => {
      const key = `${name}.${f.type}.${hash(f.excerpt.toLowerCase())}`;
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      return { id: `${key}.${n}`, ...f };
    }),
  };
}

/** Fewer blocking grammar and citation errors than these, and nothing else blocking: the draft is almost ready. */
export const ALMOST_GRAMMAR_ERRORS = 10;
export const ALMOST_CITATION_ERRORS = 3;

function blockersOf(sections: ReviewReport['sections']): { blockers: ReviewBlocker[]; readiness: Readiness } {
  const errors = (name: ReviewSectionName) => sections[name].findings.filter((f) => f.severity === 'error');
  const blockers: ReviewBlocker[] = [];
  for (const name of ['requirements', 'structure'] as const)
    for (const f of errors(name)) blockers.push({ section: name, message: f.message });
  const grammar = errors('grammar').length;
  if (grammar > 0)
    blockers.push({ section: 'grammar', message: `${plural(grammar, 'grammar or spelling error')} to fix.` });
  const citations = errors('citations').length;
  if (citations > 0)
    blockers.push({ section: 'citations', message: `${plural(citations, 'citation error')} to fix.` });
  const serious = blockers.some((b) => b.section === 'requirements' || b.section === 'structure');
  const readiness: Readiness =
    blockers.length === 0
      ? 'ready'
      : !serious && grammar <= ALMOST_GRAMMAR_ERRORS && citations <= ALMOST_CITATION_ERRORS
        ? 'almost'
        : 'not_ready';
  return { blockers, readiness };
}

export interface AssembleOptions {
  version: number;
  generatedAt?: Date;
  /** Ids of findings the writer dismissed: left out of the report, so they neither show nor block. */
  dismissed?: ReadonlySet<string>;
}

/**
 * The report: the worker's parts and the grammar engine's edits (offsets into `ownText(review)`, which are the
 * review text's). Readiness: `ready` when nothing blocks; `almost` when only a few grammar or citation errors
 * do (at most ALMOST_GRAMMAR_ERRORS and ALMOST_CITATION_ERRORS); otherwise `not_ready`. Unmet requirements and
 * missing or empty outline sections always make a draft `not_ready`.
 */
export function assembleReport(
  review: ReviewText,
  parts: DraftReviewParts,
  edits: readonly GrammarEdit[],
  options: AssembleOptions,
): ReviewReport {
  const own = ownText(review);
  const draft: Record<ReviewSectionName, DraftSection> = {
    grammar: grammarSection(
      own,
      edits.filter((e) => e.category !== 'style'),
      parts.words,
    ),
    style: styleSection(
      own,
      edits.filter((e) => e.category === 'style'),
      parts.styleExtras,
      parts.passiveShare,
      parts.words,
    ),
    readability: parts.readability,
    structure: parts.structure,
    requirements: parts.requirements,
    citations: parts.citations,
  };
  const dismissed = options.dismissed ?? new Set<string>();
  const sections = Object.fromEntries(
    Object.entries(draft).map(([name, section]) => {
      const full = withIds(name as ReviewSectionName, section);
      const findings = full.findings.filter((f) => !dismissed.has(f.id));
      return [name, { ...full, verdict: verdictOf(findings), findings }];
    }),
  ) as ReviewReport['sections'];
  return {
    generatedAt: (options.generatedAt ?? new Date()).toISOString(),
    version: options.version,
    wordCount: parts.words,
    ...blockersOf(sections),
    sections,
  };
}
