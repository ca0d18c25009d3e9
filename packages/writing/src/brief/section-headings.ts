import type { RequiredSection } from './brief.schema.ts';
import type { BriefLine } from './brief-lines.ts';
import { isInstructionVerb } from './instructions.ts';

/*
 * A brief that sets out the work as a run of short headings under one heading of its own ("Instructions", then
 * "Clinical scenario", "Clinical question", "Search", … each with a paragraph saying what to write there) gives
 * the work's sections by its layout: each heading of the run is a part. The run must be at least three headings
 * long, each followed by its own instructions, and it ends at the brief's own business (formatting, submission,
 * marking), so that a brief merely divided into headings gives no parts.
 */

/** The fewest headings of a run that make it the work's sections. */
const MIN_RUN = 3;

/** Headings about the brief's own business, never a part of the work. */
const ADMIN =
  /\b(?:format(?:ting)?|submission|submit(?:ting)?|hand(?:ing)?[- ]in|marking|marks|assessment|criteria|rubric|grad(?:e|es|ing)|referenc\w*|citation|sources|deadlines?|due|late|extensions?|support|contact|help|integrity|plagiarism|misconduct|generative|checklist|resources|readings?|length|words?|presentation|declaration|feedback|notes?|important|general|overview|purpose|aims? of|task|tasks|instructions|guidance|outcomes|requirements|rules|policy|questions|faq|details|information|schedule|timeline|dates?)\b/i;

/** A heading short enough to be a section title, not a sentence or a label with a value. */
export function titleLike(text: string): boolean {
  return text.split(/\s+/).length <= 6 && text.length <= 50 && !/[:?!;]|\d/.test(text) && !ADMIN.test(text);
}

interface Run {
  headings: BriefLine[];
  /** How many of the headings open their text with an instruction ("Describe …", "State …"). */
  instructed: number;
}

export function firstWord(text: string): string {
  return /^[\p{L}-]+/u.exec(text)?.[0] ?? '';
}

/** The runs of headings that each have text of their own, right after a heading that has none. */
function headingRuns(lines: readonly BriefLine[]): Run[] {
  const runs: Run[] = [];
  let run: Run | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    const next = lines[i + 1];
    if (!line?.heading) continue;
    const body = next !== undefined && !next.heading && !next.boilerplate;
    if (run && body && !line.boilerplate && titleLike(line.text)) {
      run.headings.push(line);
      if (isInstructionVerb(firstWord(next.text))) run.instructed += 1;
      continue;
    }
    if (run) runs.push(run);
    run = null;
    // A heading with no text of its own, right above another heading, stands over the run that follows.
    if (next?.heading && !line.boilerplate) run = { headings: [], instructed: 0 };
  }
  if (run) runs.push(run);
  return runs;
}

/** Each heading of a run that sets out the work's sections, with the instructions of the first line below. */
export function headingRunSections(lines: readonly BriefLine[]): RequiredSection[] {
  return headingRuns(lines)
    .filter((r) => r.headings.length >= MIN_RUN && r.instructed >= r.headings.length - 1)
    .flatMap((r) => r.headings.map((h) => ({ title: h.text, words: null, source: h.text })));
}
