import type { RequiredSection } from './brief.schema.ts';
import type { BriefLine } from './brief-lines.ts';
import { isInstructionVerb } from './instructions.ts';
import { firstWord, namedParts, namesATask, titleLike } from './section-headings.ts';
import { clean, namesSection, wordsIn } from './section-titles.ts';

/*
 * A brief that numbers the parts of the work ("1. Clinical scenario", then a paragraph, "2. Clinical question",
 * then a paragraph, …) gives its structure by its layout, with or without a heading above. The run must be
 * numbered 1, 2, 3 …, 2.1, 2.2, 2.3 … or lettered A, B, C … in order from the first, at least three long, each
 * part a short title rather than a sentence or a task ("1. Analyse the data"), and each followed by text of its
 * own (or, in a table of parts, by the other cells of its row), so that a numbered list of tasks or a plain
 * numbered list gives no parts. A part may open its own line and go on to say what it holds ("2.2 Setting
 * (about 500 words). Describe …", "B. Aims - one page at most: …"); a list whose items are parts named with
 * their sizes needs no numbers at all. Runs of headings that set out the parts are read in section-headings.ts,
 * which keeps apart because a heading's text stands on the lines below it rather than on its own line.
 */

/** The fewest numbered parts that make a run the work's structure. */
const MIN_RUN = 3;

interface Place {
  /** "number", "letter", or "2." for the parts numbered 2.1, 2.2, … under a second part. */
  style: string;
  value: number;
}

/** Where a marker stands in its sequence: "3" is the third number, "C" the third letter, "2.3" the third of 2. */
function placeOf(marker: string | undefined): Place | null {
  if (marker === undefined) return null;
  if (/^\d{1,2}$/.test(marker)) return { style: 'number', value: Number(marker) };
  if (/^[A-Z]$/.test(marker)) return { style: 'letter', value: marker.charCodeAt(0) - 64 };
  const sub = /^(\d{1,2})\.(\d{1,2})$/.exec(marker);
  if (sub?.[1] && sub[2]) return { style: `${sub[1]}.`, value: Number(sub[2]) };
  return null;
}

/** The size of a part, in words or pages ("about 700 words", "one page at most", "up to 8 pages", "no page limit"). */
const SIZE =
  /\b\d[\d,]*(?:\s*(?:-|–|to)\s*\d[\d,]*)?\s*words?\b|\b(?:one|two|three|four|five|half a|a|\d{1,2})\s+pages?\b|\bpage limit\b/i;

/**
 * "Setting (about 500 words). Describe …", "Aims - one page at most: …", "Synthesis (200 words): …": a part
 * that opens its line with its name, then its size or what it holds after a full stop, a colon or a dash.
 */
const NAMED_ITEM = /^(\p{Lu}[^(:.|–]{1,60}?)\s*(\([^)]*\))?\s*(?:[.:]\s+|\s[-–]\s+|\.?$)/u;

interface Run {
  parts: BriefLine[];
  /** One part that is a sentence, a task or without text of its own spoils the whole run. */
  sound: boolean;
  /** How many parts open their text with an instruction ("Describe …", "State …"). */
  instructed: number;
  /** How many parts are rows of a table ("B. Translation | the full text | 40%"). */
  rows: number;
  /** How many parts give their size in words or pages. */
  sized: number;
}

/**
 * A row of a table of parts ("C. Commentary (on problems) | 2,500 words | 35%") is named by its first cell; a
 * part that goes on to say what it holds, by the words before that.
 */
function nameOf(line: BriefLine): string {
  if (line.text.includes(' | ')) return (line.text.split(' | ')[0] ?? '').replace(/\s*\(.*$/, '');
  const m = NAMED_ITEM.exec(line.text);
  const name = m?.[1]?.trim();
  // A line that is nothing but a sentence ("The soil was sampled in May.") keeps its full stop, and is no name;
  // "References." is a known part all the same.
  const alone = m !== null && m[2] === undefined && m[0].length === line.text.length;
  return name && (!alone || namesSection(name)) ? name : line.text;
}

/** What a part's own line says after its name: "Describe …" in "Setting (about 500 words). Describe …". */
function restOf(line: BriefLine): string {
  const m = NAMED_ITEM.exec(line.text);
  return m ? line.text.slice(m[0].length) : '';
}

/**
 * A numbered line that reads as the title of a part, with text of its own: the lines below it, or the other
 * cells of its row when the parts are set out as a table.
 */
function isPart(line: BriefLine, next: BriefLine | undefined, style: Place['style']): boolean {
  const ownText =
    line.text.includes(' | ') ||
    restOf(line) !== '' ||
    NAMED_ITEM.exec(line.text)?.[2] !== undefined ||
    (next !== undefined && !next.heading && !next.boilerplate && placeOf(next.marker)?.style !== style);
  const name = nameOf(line);
  // "References" ends many runs of parts, though a heading "References" is the brief's own business elsewhere.
  const short = titleLike(name) || (namesSection(name) && name.split(/\s+/).length <= 3);
  return ownText && !line.boilerplate && short && !/[.,]$/.test(name) && !namesATask(name);
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
    const rest = restOf(line);
    const said = rest === '' ? (lines[i + 1]?.text ?? '') : rest.replace(/^\([^)]*\)\W*/, '');
    const instructed = isInstructionVerb(firstWord(said)) ? 1 : 0;
    const row = line.text.includes(' | ') ? 1 : 0;
    const sized = SIZE.test(line.text) ? 1 : 0;
    if (run && place.value === run.parts.length + 1) {
      run.parts.push(line);
      run.sound &&= part;
      run.instructed += instructed;
      run.rows += row;
      run.sized += sized;
      continue;
    }
    if (run) runs.push(run);
    open.delete(place.style);
    if (place.value === 1)
      open.set(place.style, { parts: [line], sound: part, instructed, rows: row, sized });
  }
  return [...runs, ...open.values()];
}

/** Each part of a numbered run that sets out the work's structure, keyed by its line. */
export function numberedRunSections(lines: readonly BriefLine[]): Map<BriefLine, RequiredSection[]> {
  const found = new Map<BriefLine, RequiredSection[]>();
  for (const run of numberedRuns(lines)) {
    // Most parts must say what to write there or give their size, or the parts be rows of one table with their
    // lengths or weights; "1. Background", "2. Scenario", "3. Deliverables" with plain prose below them divide the
    // brief, not the work.
    const n = run.parts.length;
    const said = run.instructed * 2 >= n || run.sized * 2 >= n || run.rows === n;
    if (n < MIN_RUN || !run.sound || !said) continue;
    for (const line of run.parts) {
      const words = run.rows > 0 || run.sized > 0 ? wordsIn(line.text) : null;
      found.set(line, namedParts(nameOf(line), words, line.text));
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
export function letteredListParts(lines: readonly BriefLine[]): Map<BriefLine, RequiredSection[]> {
  const found = new Map<BriefLine, RequiredSection[]>();
  lines.forEach((line, i) => {
    const part = letteredPart(line, lines[i + 1]);
    if (part) found.set(line, [part]);
  });
  return found;
}

/** The fewest items of a list without numbers that, named with their sizes, make it the work's parts. */
const MIN_SIZED = 2;

/**
 * "- Introduction (about 200 words): state …", "- Entries (150 words each): …", "- Synthesis (about 300 words):
 * …": a list whose items each open with a short name and its size in words or pages sets out the work's parts,
 * numbered or not. Every item must be named so; a list of deliverables with dates or of tasks gives no parts.
 */
export function sizedListParts(lines: readonly BriefLine[]): Map<BriefLine, RequiredSection[]> {
  const found = new Map<BriefLine, RequiredSection[]>();
  let list: BriefLine[] = [];
  const close = () => {
    const named = list.every((line) => {
      const name = nameOf(line);
      return name !== line.text && titleLike(name) && !namesATask(name);
    });
    const sized = list.filter(
      (line) => /^\([^)]*\)/.test(line.text.slice(nameOf(line).length).trim()) && SIZE.test(line.text),
    );
    if (named && list.length >= MIN_SIZED && sized.length === list.length) {
      for (const line of list) found.set(line, namedParts(nameOf(line), wordsIn(line.text), line.text));
    }
    list = [];
  };
  for (const line of lines) {
    const same = list[0] !== undefined && list[0].leadIn === line.leadIn && list[0].section === line.section;
    if (!line.bullet || line.boilerplate || !same) close();
    if (line.bullet && !line.boilerplate) list.push(line);
  }
  close();
  return found;
}
