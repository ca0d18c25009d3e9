import type { RequiredSection } from './brief.schema.ts';
import type { BriefLine } from './brief-lines.ts';
import { isInstructionVerb } from './instructions.ts';
import { firstWord, titleLike } from './section-headings.ts';
import { clean, wordsIn } from './section-titles.ts';

/*
 * A brief that numbers the parts of the work ("1. Clinical scenario", then a paragraph, "2. Clinical question",
 * then a paragraph, …) gives its structure by its layout, with or without a heading above. The run must be
 * numbered 1, 2, 3 … or lettered A, B, C … in order from the first, at least three long, each part a short
 * title rather than a sentence or a task ("1. Analyse the data"), and each followed by text of its own (or, in
 * a table of parts, by the other cells of its row), so that a numbered list of tasks or a plain numbered list
 * gives no parts.
 */

/** The fewest numbered parts that make a run the work's structure. */
const MIN_RUN = 3;

interface Place {
  style: 'number' | 'letter';
  value: number;
}

/** Where a marker stands in its sequence: "3" is the third number, "C" the third letter. */
function placeOf(marker: string | undefined): Place | null {
  if (marker === undefined) return null;
  if (/^\d{1,2}$/.test(marker)) return { style: 'number', value: Number(marker) };
  if (/^[A-Z]$/.test(marker)) return { style: 'letter', value: marker.charCodeAt(0) - 64 };
  return null;
}

interface Run {
  parts: BriefLine[];
  /** One part that is a sentence, a task or without text of its own spoils the whole run. */
  sound: boolean;
  /** How many parts open their text with an instruction ("Describe …", "State …"). */
  instructed: number;
  /** How many parts are rows of a table ("B. Translation | the full text | 40%"). */
  rows: number;
}

/** A row of a table of parts ("C. Commentary (on problems) | 2,500 words | 35%") is named by its first cell. */
function nameOf(line: BriefLine): string {
  return line.text.includes(' | ') ? (line.text.split(' | ')[0] ?? '').replace(/\s*\(.*$/, '') : line.text;
}

/**
 * A numbered line that reads as the title of a part, with text of its own: the lines below it, or the other
 * cells of its row when the parts are set out as a table.
 */
function isPart(line: BriefLine, next: BriefLine | undefined, style: Place['style']): boolean {
  const ownText =
    line.text.includes(' | ') ||
    (next !== undefined && !next.heading && !next.boilerplate && placeOf(next.marker)?.style !== style);
  const name = nameOf(line);
  return (
    ownText &&
    !line.boilerplate &&
    titleLike(name) &&
    !/[.,]$/.test(name) &&
    !isInstructionVerb(firstWord(name))
  );
}

/** The runs of numbered parts, one sequence per style, so lettered parts may hold numbered lists. */
function numberedRuns(lines: readonly BriefLine[]): Run[] {
  const runs: Run[] = [];
  const open = new Map<Place['style'], Run>();
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    const place = placeOf(line?.marker);
    if (!line || !place || !(line.heading || line.bullet)) continue;
    const run = open.get(place.style);
    const part = isPart(line, lines[i + 1], place.style);
    const instructed = isInstructionVerb(firstWord(lines[i + 1]?.text ?? '')) ? 1 : 0;
    const row = line.text.includes(' | ') ? 1 : 0;
    if (run && place.value === run.parts.length + 1) {
      run.parts.push(line);
      run.sound &&= part;
      run.instructed += instructed;
      run.rows += row;
      continue;
    }
    if (run) runs.push(run);
    open.delete(place.style);
    if (place.value === 1) open.set(place.style, { parts: [line], sound: part, instructed, rows: row });
  }
  return [...runs, ...open.values()];
}

/** Each part of a numbered run that sets out the work's structure, keyed by its line. */
export function numberedRunSections(lines: readonly BriefLine[]): Map<BriefLine, RequiredSection> {
  const found = new Map<BriefLine, RequiredSection>();
  for (const run of numberedRuns(lines)) {
    // Most parts must say what to write there, or the parts be rows of one table with their lengths or weights;
    // "1. Background", "2. Scenario", "3. Deliverables" with plain prose below them divide the brief, not the work.
    const said = run.instructed * 2 >= run.parts.length || run.rows === run.parts.length;
    if (run.parts.length < MIN_RUN || !run.sound || !said) continue;
    for (const line of run.parts) {
      const words = run.rows > 0 ? wordsIn(line.text) : null;
      found.set(line, { title: nameOf(line), words, source: line.text });
    }
  }
  return found;
}

/**
 * "A. The portfolio (bound), containing:" over items numbered 1, 2, 3: a lettered part of the work that holds a
 * list of its own. The part is named by the words before its details.
 */
function letteredPart(line: BriefLine, next: BriefLine | undefined): RequiredSection | null {
  const holdsList =
    next?.bullet === true && next.leadIn === line.text && /^(?:\d{1,2}|[a-z])$/.test(next.marker ?? '');
  if (!holdsList || !/^[A-Z]$/.test(line.marker ?? '') || !line.text.endsWith(':') || line.boilerplate)
    return null;
  const name = /^[^(,:]+/.exec(line.text)?.[0].trim() ?? '';
  if (isInstructionVerb(firstWord(name)) || !titleLike(name)) return null;
  const title = clean(name);
  return title === null ? null : { title, words: null, source: line.text };
}

/** The lettered parts of the work that each hold a numbered list, keyed by their line. */
export function letteredListParts(lines: readonly BriefLine[]): Map<BriefLine, RequiredSection> {
  const found = new Map<BriefLine, RequiredSection>();
  lines.forEach((line, i) => {
    const part = letteredPart(line, lines[i + 1]);
    if (part) found.set(line, part);
  });
  return found;
}
