import { words } from '../text/count-words.ts';
import type {
  BriefQuestion,
  BriefTask,
  FormattingRule,
  Prohibition,
  SourceRequirement,
} from './brief.schema.ts';
import type { BriefLine } from './brief-lines.ts';
import { briefUnits, type BriefUnit } from './brief-units.ts';
import { namesStyle } from './citation-style.ts';
import { statesDeadline } from './due-date.ts';
import { INSTRUCTION_VERBS } from './instructions.ts';
import { formattingIn } from './formatting.ts';
import { distinctFormatting } from './formatting-repeats.ts';
import { BRIEF_BOILERPLATE, STOP_WORDS } from './lexicon.ts';
import { prohibitionsIn } from './prohibitions.ts';
import { NAMES_SOURCES, sourcesIn } from './sources.ts';
import { TASK_IS_TO } from './task-clauses.ts';
import { extractTasks, setsWorkWithSources } from './tasks.ts';
import { statesLength } from './word-target.ts';

/*
 * One pass over the brief's units (sentences and list items) for the requirements a unit can state: source
 * counts, prohibitions and formatting rules, then tasks from whatever is left. A unit that already gave a
 * checklist line, or that only states the length, the style or the deadline, is not read again as a task, so
 * "Use at least 8 peer-reviewed sources" is one line, not two.
 */

export interface UnitReading {
  sources: SourceRequirement[];
  prohibitions: Prohibition[];
  formatting: FormattingRule[];
  tasks: BriefTask[];
}

/** A unit that states a length, a style or a deadline and little else ("Word limit: 2,000 words, excluding …"). */
function onlyAFact(text: string): boolean {
  // "Your task is to produce a source investigation of about 1,500 words" sets the main task as well.
  if (TASK_IS_TO.test(text)) return false;
  const style = namesStyle(text) || /\b(?:APA|MLA)\b/.test(text);
  if (!statesLength(text) && !style && !statesDeadline(text)) return false;
  // What the length leaves out ("excluding the abstract, tables and figures") is part of the fact.
  const said = text.split(/\b(?:excluding|not including|not counting|including|except)\b/i)[0] ?? text;
  const rest = words(said).filter((raw) => {
    const w = raw.toLowerCase();
    return !STOP_WORDS.has(w) && !BRIEF_BOILERPLATE.has(w) && /\p{L}{3}/u.test(w);
  });
  return rest.length <= 3;
}

/** The file name a rule gives ("team<NN>_report.pdf"), or the rule itself when it gives none. */
const fileNameOf = (text: string) => /[^\s"“”]+\.(?:pdf|docx?|zip|pptx?|xlsx?)\b/i.exec(text)?.[0] ?? text;

const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/^\s*(?:\(?\w{1,4}[.)]\s*)+/, '')
    .replace(/\W+/g, ' ')
    .trim();

/**
 * "Find at least eight sources and write an annotated bibliography for them": the sentence is read as a count of
 * sources, but what follows "and" with a verb of its own is a task as well.
 */
const REFERENCING = /^(?:cite|reference|list|format|acknowledge|document)\b/i;
const AND_THEN = /\s+and\s+(?:then\s+)?((\p{L}+)\s[^.;]{8,})/u;

function taskBesideSources(unit: BriefUnit): BriefTask[] {
  if (unit.line.boilerplate || sourcesIn(unit).length === 0) return [];
  // "Compile an annotated bibliography of 8 to 12 references on …" sets the work as it counts the sources.
  if (setsWorkWithSources(unit.text)) return [{ text: unit.text, origin: 'sentence', source: unit.sentence }];
  const m = AND_THEN.exec(unit.text);
  if (!m?.[1] || !m[2] || !INSTRUCTION_VERBS.has(m[2].toLowerCase())) return [];
  const text = m[1].trim();
  // "… and cite them in APA style" is how the sources are referenced, read as the style; another count of
  // sources is a source line.
  if (REFERENCING.test(text) || sourcesIn({ ...unit, text }).length > 0) return [];
  return [{ text: text.charAt(0).toUpperCase() + text.slice(1), origin: 'sentence', source: unit.sentence }];
}

/** Whether two font rules could be the same: they share a size, or one of them gives none. */
function sizesMeet(a: string, b: string): boolean {
  const sizes = (t: string): string[] => t.match(/\d{1,2}(?:\.\d)?/g) ?? [];
  const [x, y] = [sizes(a), sizes(b)];
  return x.length === 0 || y.length === 0 || x.some((n) => y.includes(n));
}

/**
 * "Results, including at least one table of descriptive statistics and one figure", "The problem, with at least
 * one figure based on official data": a part or a rule that also asks for a figure of its own, which a marker
 * checks apart from the part.
 */
const FIGURES_ASKED =
  /\bat least (?:one|two|three|four|five|\d{1,2})\s+(?:[\p{L}-]+\s+){0,2}?(?:tables?|figures?|maps?|charts?|graphs?|diagrams?|photographs?|illustrations?|drawings?|images?|plots?)\b[^.;]*/iu;

/** The text up to a closing bracket it did not open: a phrase read inside brackets ends with them. */
function unbracketed(text: string): string {
  let depth = 0;
  for (const [i, ch] of [...text].entries()) {
    if (ch === '(') depth += 1;
    if (ch === ')' && --depth < 0) return text.slice(0, i);
  }
  return text;
}

function figuresAskedFor(unit: BriefUnit, tasks: readonly BriefTask[]): BriefTask[] {
  if (unit.line.boilerplate) return [];
  const m = FIGURES_ASKED.exec(unit.text);
  if (!m) return [];
  const asked = unbracketed(m[0]).replace(/[\s,]+$/, '');
  if (tasks.some((t) => t.source === unit.sentence && t.text.includes(asked))) return [];
  return [{ text: `Include ${asked}`, origin: 'sentence', source: unit.sentence }];
}

/** Where one clause of a sentence ends and another with its own subject or verb starts. */
const CLAUSE_BREAK = /;\s+|,\s+(?:and|but)\s+(?=(?:you|your|the|all|each|every|it|they)\b)/i;

/** The clauses of a unit that state no rule, ban or source of their own, as units to read for tasks. */
/** "…, number the important ones, and define every variable": a last clause with a verb of its own. */
function atAndVerb(part: string): string[] {
  const out: string[] = [];
  for (const piece of part.split(/,\s+and\s+(?=\p{Ll})/u)) {
    const verb = /^\p{Ll}+/u.exec(piece)?.[0] ?? '';
    if (out.length === 0 || INSTRUCTION_VERBS.has(verb)) out.push(piece);
    else out[out.length - 1] += `, and ${piece}`;
  }
  return out;
}

function otherClauses(unit: BriefUnit): BriefUnit[] {
  const parts = unit.text.split(CLAUSE_BREAK).flatMap(atAndVerb);
  if (parts.length < 2) return [];
  return (
    parts
      .map((part) => part.trim())
      // "It must be applied consistently" speaks of the rule before it, and "… instead" of another.
      .filter(
        (part) => part.split(/\s+/).length >= 3 && !/^(?:it|they|this|these|that)\b|\binstead\b/i.test(part),
      )
      .map((part) => ({ ...unit, text: part.charAt(0).toUpperCase() + part.slice(1) }))
      .filter((part) => formattingIn(part).length === 0 && prohibitionsIn(part).length === 0)
      // A file's name is the rule's business however the clause is worded.
      .filter((part) => fileNameOf(part.text) === part.text)
      .filter((part) => sourcesIn(part).length === 0)
  );
}

export function readUnits(
  lines: readonly BriefLine[],
  questions: readonly BriefQuestion[],
  sectionClaims: ReadonlySet<string>,
  deliverables: readonly string[],
): UnitReading {
  const units = briefUnits(lines);
  const reading: UnitReading = { sources: [], prohibitions: [], formatting: [], tasks: [] };
  const claimed = new Set<BriefUnit>();
  const rest: BriefUnit[] = [];
  const asked = questions.map((q) => normal(q.text)).filter((q) => q !== '');
  let afterCount = false;
  let afterMention = false;
  for (const unit of units) {
    const sources = sourcesIn(unit, afterCount, afterMention);
    afterCount = sources.some((s) => s.min !== null);
    afterMention = NAMES_SOURCES.test(unit.text);
    const prohibitions = prohibitionsIn(unit);
    const formatting = formattingIn(unit);
    reading.sources.push(...sources);
    for (const prohibition of prohibitions)
      if (!reading.prohibitions.some((p) => p.text === prohibition.text))
        reading.prohibitions.push(prohibition);
    for (const rule of formatting) {
      // One line per aspect: a brief that says "PDF" twice asks for it once. Each file handed in has a name of
      // its own, so two different file names are two rules; so is each page break ("one poem per page").
      // A poster in 24 pt and a commentary in 11 pt are two font rules; the same size said twice is one.
      const same = (f: FormattingRule) =>
        f.aspect === rule.aspect &&
        (rule.aspect !== 'file_name' || fileNameOf(f.text) === fileNameOf(rule.text)) &&
        (rule.aspect !== 'page_breaks' || f.text === rule.text) &&
        (rule.aspect !== 'font' || sizesMeet(f.text, rule.text)) &&
        !distinctFormatting(f, rule);
      if (!reading.formatting.some((f) => same(f) && rule.aspect !== 'referencing'))
        reading.formatting.push(rule);
    }
    const text = normal(unit.text);
    const isQuestion = asked.some((q) => q.includes(text) || text.includes(q));
    // A sentence said after a bullet's name ("Graph. Plot the mean …") is its own, whoever claimed the name.
    const ownSentence = unit.line.bullet && !unit.item;
    const isSection = [unit.text, unit.sentence, ...(ownSentence ? [] : [unit.line.text])].some((t) =>
      sectionClaims.has(t),
    );
    const isDeliverable = deliverables.some((d) => unit.text.includes(d) || d.includes(unit.text));
    const other = sources.length > 0 || isQuestion || isSection || isDeliverable || onlyAFact(unit.text);
    if (other || prohibitions.length > 0 || formatting.length > 0) claimed.add(unit);
    // "All translations must be your own; quote the original in a footnote": a rule read in one clause leaves the
    // other clauses to be read as tasks.
    // A clause beside a ban is most often what to do instead ("do not put your name; use your number"), which
    // the ban already says, so only a rule's unit is split.
    if (!other && prohibitions.length === 0 && formatting.length > 0) rest.push(...otherClauses(unit));
  }
  const tasks = extractTasks([...units, ...rest], (unit) => claimed.has(unit));
  reading.tasks = [
    ...tasks,
    ...units.flatMap((unit) => (claimed.has(unit) ? figuresAskedFor(unit, tasks) : [])),
    ...units.flatMap((unit) => taskBesideSources(unit)),
    ...deliverables.map((d) => ({
      text: d.charAt(0).toUpperCase() + d.slice(1),
      origin: 'deliverable' as const,
      source: d,
    })),
  ];
  return reading;
}
