import {
  CITATION_STYLE_LABELS,
  formatDate,
  type CitationStyle,
  type OutlineSection,
  type Project,
  type Requirement,
  type UpdateProjectRequest,
} from '@penwright/shared';
import {
  outlineSections,
  parseWordCountTarget,
  requirementsFromAnalysis,
  wordCountLabel,
  wordCountTarget,
  type BriefAnalysis,
  type BriefQuestion,
  type KeyTerm,
} from '@penwright/writing';

const FACT_KINDS = new Set<Requirement['kind']>(['word_count', 'citation_style', 'due_date']);

/** What the writer reviews and edits in step 2 before it is stored on the project. */
export type AnalysisDraft = {
  /** As the writer typed it: "2000", "1800–2200", "≤3000", "≥1500", or empty for none. */
  wordTarget: string;
  citationStyle: CitationStyle;
  /** YYYY-MM-DD or empty. */
  dueDate: string;
  /** Everything on the checklist except the three facts above, which are rebuilt from them on save. */
  requirements: Requirement[];
  outline: OutlineSection[];
  questions: BriefQuestion[];
  keyTerms: KeyTerm[];
  warnings: string[];
};

/** The brief's reading, with the project's own values where the brief is silent. */
export function draftFromAnalysis(analysis: BriefAnalysis, project: Project): AnalysisDraft {
  const target = analysis.wordTarget ? wordCountTarget(analysis.wordTarget) : project.targetWords;
  return {
    wordTarget: target === null ? '' : String(target),
    citationStyle: analysis.citationStyle?.style ?? project.citationStyle,
    dueDate: analysis.dueDate?.date ?? project.dueDate ?? '',
    // A deadline with no calendar date ("Sunday of week 6") has no field above, so it stays a line.
    requirements: requirementsFromAnalysis(analysis).filter(
      (r) => !FACT_KINDS.has(r.kind) || (r.kind === 'due_date' && r.target === undefined),
    ),
    outline: outlineSections(analysis.outline),
    questions: analysis.questions,
    keyTerms: analysis.keyTerms,
    warnings: analysis.warnings,
  };
}

/** The word target field as a checklist window; a bare number is a plain target. */
function readWordTarget(text: string) {
  const value = text.trim().replace(/^(\d{1,3}(?:,\d{3})+|\d+)$/, (n) => n.replace(/,/g, ''));
  return parseWordCountTarget(/^\d+$/.test(value) ? Number(value) : value);
}

/** Whether the word target field reads as a target ("" counts: no target). */
export function wordTargetValid(text: string): boolean {
  return text.trim() === '' || readWordTarget(text) !== null;
}

/** The full checklist to store: the three facts first (as the analysis orders them), then the rest. */
export function checklistOf(draft: AnalysisDraft): Requirement[] {
  const facts: Requirement[] = [];
  const window = readWordTarget(draft.wordTarget);
  if (window) {
    facts.push({
      id: 'word-count',
      label: wordCountLabel(window),
      kind: 'word_count',
      target: wordCountTarget(window),
    });
  }
  facts.push({
    id: 'citation-style',
    label: `Cite in ${CITATION_STYLE_LABELS[draft.citationStyle]} style`,
    kind: 'citation_style',
    target: draft.citationStyle,
  });
  if (draft.dueDate) {
    const [y, m, d] = draft.dueDate.split('-').map(Number) as [number, number, number];
    const label = `Submit by ${formatDate(new Date(y, m - 1, d))}`;
    facts.push({ id: 'due-date', label, kind: 'due_date', target: draft.dueDate });
  }
  const rest = draft.requirements.map((r) => ({ ...r, label: r.label.trim() })).filter((r) => r.label !== '');
  return [...facts, ...rest];
}

/** The PATCH that stores the reviewed analysis on the project. */
export function projectPatch(draft: AnalysisDraft, brief: string): UpdateProjectRequest {
  const window = readWordTarget(draft.wordTarget);
  return {
    brief,
    targetWords: window ? window.target : null,
    citationStyle: draft.citationStyle,
    dueDate: draft.dueDate || null,
    requirements: checklistOf(draft),
    outline: draft.outline.map((s) => ({ ...s, title: s.title.trim() })).filter((s) => s.title !== ''),
  };
}
