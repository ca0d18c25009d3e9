import type { ProjectType } from '@penwright/shared';
import type { Tagger } from '../grammar/pos/tagger.ts';
import { readAsides } from './aside-reading.ts';
import type { BriefAnalysis } from './brief.schema.ts';
import { briefLines, briefSentences } from './brief-lines.ts';
import { extractCitationStyle } from './citation-style.ts';
import { extractDeadlines } from './due-date.ts';
import { extractKeyTerms } from './key-terms.ts';
import { extractMarkingCriteria } from './marking-criteria.ts';
import { proposeOutline } from './outline.ts';
import { extractQuestions } from './questions.ts';
import { readUnits } from './requirement-reading.ts';
import { readRequiredSections } from './sections.ts';
import { minimumSources } from './sources.ts';
import { extractPartLengths } from './part-lengths.ts';
import { extractPageLength, extractWordTarget } from './word-target.ts';

/**
 * Briefs are a page or two; a much longer paste is usually a whole module handbook. Reading the first
 * 500,000 characters keeps the analysis bounded (well under a second) whatever is pasted.
 */
export const MAX_BRIEF_LENGTH = 500_000;

export interface AnalyseBriefOptions {
  projectType: ProjectType;
  /**
   * The part-of-speech tagger (see grammar/pos/tagger.ts), for key terms read as noun phrases by the model.
   * It loads asynchronously, so a caller that has it passes it; without it the phrases come from word shapes.
   */
  tagger?: Tagger | null;
  /** "Today" for dates given without a year; defaults to the current time. */
  now?: Date;
}

/**
 * Reads a pasted assignment brief with rules (no model, no I/O): word target, citation style, due date,
 * required sections, questions, key terms, and an outline for the project type sized to the target.
 * Anything the rules could read more than one way is reported in `warnings` for the writer to confirm.
 */
export function analyseBrief(text: string, options: AnalyseBriefOptions): BriefAnalysis {
  const warnings: string[] = [];
  let source = text.normalize('NFC');
  if (source.length > MAX_BRIEF_LENGTH) {
    source = source.slice(0, MAX_BRIEF_LENGTH);
    warnings.push(
      `Only the first ${MAX_BRIEF_LENGTH.toLocaleString('en-US')} characters of the brief were read.`,
    );
  }
  const lines = briefLines(source);
  const sentences = briefSentences(lines);
  const wordTarget = extractWordTarget(sentences, warnings);
  const pageLength = extractPageLength(sentences);
  const citationStyle = extractCitationStyle(sentences, warnings);
  const { dueDate, deadlineText, deliverables } = extractDeadlines(
    sentences,
    options.now ?? new Date(),
    warnings,
  );
  const { sections: requiredSections, claimed } = readRequiredSections(lines, sentences);
  const questions = extractQuestions(sentences);
  const body = readUnits(lines, questions, claimed, deliverables);
  const aside = readAsides(lines, {
    units: body,
    sections: requiredSections,
    said: questions.map((q) => q.text),
  });
  const units = {
    tasks: [...body.tasks, ...(aside?.units.tasks ?? [])],
    prohibitions: [...body.prohibitions, ...(aside?.units.prohibitions ?? [])],
    formatting: [...body.formatting, ...(aside?.units.formatting ?? [])],
    sources: [...body.sources, ...(aside?.units.sources ?? [])],
  };
  requiredSections.push(...(aside?.sections ?? []));
  const keyTerms = extractKeyTerms(sentences, options.tagger ?? null);
  const outline = proposeOutline({
    projectType: options.projectType,
    targetWords: wordTarget?.target ?? null,
    requiredSections,
    questions,
    keyTerms,
  });
  return {
    projectType: options.projectType,
    wordTarget,
    citationStyle,
    dueDate,
    deadlineText,
    pageLength,
    partLengths: extractPartLengths(sentences, [wordTarget?.source, pageLength?.source]),
    sources: units.sources,
    minSources: minimumSources(body.sources) ?? minimumSources(units.sources),
    prohibitions: units.prohibitions,
    formatting: units.formatting,
    tasks: units.tasks,
    markingCriteria: extractMarkingCriteria(lines),
    requiredSections,
    questions,
    keyTerms,
    outline,
    warnings: [...new Set(warnings)],
  };
}
