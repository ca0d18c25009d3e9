import type { RequiredSection } from './brief.schema.ts';
import type { BriefLine } from './brief-lines.ts';
import { isInstructionVerb } from './instructions.ts';
import { listItems } from './section-bullets.ts';
import { sectionName } from './section-names.ts';
import { namesSection } from './section-titles.ts';

/*
 * A brief that sets out the work as a run of short headings under one heading of its own ("Instructions", then
 * "Clinical scenario", "Clinical question", "Search", … each with a paragraph saying what to write there) gives
 * the work's sections by its layout: each heading of the run is a part. The run must be at least three headings
 * long, each followed by its own instructions, and it ends at the brief's own business (formatting, submission,
 * marking), so that a brief merely divided into headings gives no parts.
 *
 * Runs of numbered or lettered parts (numbered-parts.ts) read the same idea on list lines. The two stay apart:
 * a heading's run is bounded by an empty heading above it and by the brief's own business, and its text is the
 * lines below; a numbered run is bounded by its own sequence of markers, and a part often says what it holds on
 * its own line. The helpers both need (titleLike, firstWord, namesATask, namedParts) live here.
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

/** Words that follow a verb's object slot: "Analyse the data", "Explain how …", "Evaluate it". */
const OBJECT_START =
  /^(?:the|a|an|your|their|its|this|these|those|each|every|all|one|two|three|how|what|why|which|whether|who|it|them|any|some|both)$/i;

/**
 * Whether a short name is a task ("Analyse the data", "Discuss") rather than a part named by a noun that is also
 * a verb ("Research strategy", "Review of studies"): the verb must stand alone or go on to its object.
 */
export function namesATask(name: string): boolean {
  const [first = '', second] = name.split(/\s+/);
  // A known part alone is never a task, though "References" and "Results" inflect verbs.
  if (second === undefined && namesSection(name)) return false;
  return isInstructionVerb(firstWord(first)) && (second === undefined || OBJECT_START.test(second));
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

/** "Have you explained …?", "Does the introduction end with …?": a check the writer makes on the part above. */
const CHECK_QUESTION = /^(?:have|has|does|do|did|is|are|can)\s+(?:you|your|the|it|all|each|every)\b[^?]*\?$/i;

/** What a heading's first line asks: an instruction, or a question the writer checks the part against. */
function asks(body: string): boolean {
  return isInstructionVerb(firstWord(body)) || CHECK_QUESTION.test(body);
}

/**
 * "Introduction", "Methods", "Results", "Discussion and advice", each heading a list of what that part must do
 * ("Have you stated your aim?"): headings that are the names of known parts, one after another, each over its own
 * instructions or checks, are the work's sections wherever they stand, with no empty heading above them.
 */
function knownNameRuns(lines: readonly BriefLine[]): BriefLine[][] {
  const runs: BriefLine[][] = [];
  let run: BriefLine[] = [];
  lines.forEach((line, i) => {
    if (!line.heading) return;
    const next = lines[i + 1];
    const part =
      !line.boilerplate &&
      next !== undefined &&
      !next.heading &&
      !next.boilerplate &&
      namesSection(line.text) &&
      line.text.split(/\s+/).length <= 5 &&
      asks(next.text);
    if (part) run.push(line);
    else {
      runs.push(run);
      run = [];
    }
  });
  runs.push(run);
  return runs.filter((r) => r.length >= MIN_RUN);
}

/**
 * "Title page and structured abstract" names two known parts in one item, each a part of its own; "Work plan and
 * budget" and "Materials and methods" stay one.
 */
export function namedParts(name: string, words: number | null, source: string): RequiredSection[] {
  const halves = listItems(name);
  const two = halves.length === 2 && halves.every((h) => sectionName(h) !== null);
  const titles = two ? halves.map((h) => h.charAt(0).toUpperCase() + h.slice(1)) : [name];
  return titles.map((title, i) => ({ title, words: i === titles.length - 1 ? words : null, source }));
}

/** Each heading of a run that sets out the work's sections, with the instructions of the first line below. */
export function headingRunSections(lines: readonly BriefLine[]): RequiredSection[] {
  const laidOut = headingRuns(lines)
    .filter((r) => r.headings.length >= MIN_RUN && r.instructed >= r.headings.length - 1)
    .map((r) => r.headings);
  const seen = new Set(laidOut.flat());
  const named = knownNameRuns(lines).map((r) => r.filter((h) => !seen.has(h)));
  return [...laidOut, ...named].flatMap((r) => r.flatMap((h) => namedParts(h.text, null, h.text)));
}

/** The fewest items of a list that, all repeated as headings below, make it the brief's own table of contents. */
const MIN_CONTENTS = 3;

/** "Contents of this brief", "This document contains": a lead-in that says its list is the brief's own parts. */
const OWN_CONTENTS =
  /\bcontents of (?:this|the) (?:assignment )?(?:brief|document|handbook|guide|pack)\b|^(?:this|the) (?:brief|document|handbook) (?:contains|covers)\b/i;

/**
 * "Contents: 1 Purpose, 2 The call, 3 Components, …" at the top of a long brief lists the brief's own headings,
 * each repeated below as the heading of its part of the brief: the items are the brief's parts, not the work's.
 * A list whose lead-in calls it the brief's contents is one, however its headings are set below.
 */
export function briefContents(lines: readonly BriefLine[]): Set<BriefLine> {
  const found = new Set<BriefLine>();
  const key = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\d ]/gu, '')
      .trim();
  let list: BriefLine[] = [];
  const close = (at: number) => {
    const below = new Set(
      lines
        .slice(at)
        .filter((l) => l.heading)
        .map((l) => key(l.text)),
    );
    const own = OWN_CONTENTS.test(list[0]?.leadIn ?? '');
    if (list.length >= MIN_CONTENTS && (own || list.every((l) => below.has(key(l.text)))))
      for (const l of list) found.add(l);
    list = [];
  };
  lines.forEach((line, i) => {
    if (!line.bullet || (list[0] !== undefined && list[0].leadIn !== line.leadIn)) close(i);
    if (line.bullet) list.push(line);
  });
  close(lines.length);
  return found;
}
