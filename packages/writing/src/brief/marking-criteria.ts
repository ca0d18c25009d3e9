import type { MarkingCriterion } from './brief.schema.ts';
import type { BriefLine } from './brief-lines.ts';
import { MARKING_HEADING } from './brief-headings.ts';
import { unitOf, weightedProse } from './marking-criteria-prose.ts';

/*
 * Rows of a marking scheme with their weights, however the table was pasted: "Critical analysis 30%",
 * "Abstract and introduction - 20%", "| Structure | 20% |", "Design (20%); Testing (25%)", "STP - 10 marks",
 * "Financial analysis 30% · Presentation 10%". Only rows under a marking heading (or its lead-in) that carry
 * a weight are read: descriptors of grade bands and penalties are not criteria. Schemes stated in a sentence
 * ("marked out of 30: method 4, …") are read by marking-criteria-prose.ts.
 */

const CRITERIA_SECTION = MARKING_HEADING;
/** A heading that names the unit its rows leave out ("Marks distribution": "Analysis – 14"). */
const UNIT_IN_HEADING = /\b(marks?|points?|pts)\b/i;
// "Analysis – 14", "Method ........ 4", "Abstract 4": under a marking heading a row's number is its weight.
// "Methods ...... /10" and "Findings 12/50" give it out of the row's or the scheme's maximum.
const BARE_WEIGHT =
  /^(.*?\p{L}.*?)(?:\s+[-–—:]|\s*[.…·_]{3,}|\s)\s*(?:\/\s*)?(\d{1,3}(?:\.\d)?)(?:\s*\/\s*\d{1,3})?$/u;
/** "Question 4", "Part 2", "Week 6": a number that names the row rather than weighting it. */
const NUMBERED_NAME =
  /\b(?:question|part|section|task|week|chapter|appendix|annex|table|figure|stage|step|level|experiment|unit|lab|room)$/i;
// "12 p" is points, as Nordic briefs write them.
// "Findings - worth 8 marks", "Method (worth 5 marks)": the weight may be said to be what the part is worth.
const WEIGHT =
  /^(.*?\p{L}.*?)\s*[-–—:(]*\s*(?:worth\s+)?(\d{1,3}(?:\.\d)?)\s*(%|marks?|points?|pts|p)\s*\)?\s*$/iu;
/** "Journal entries: 15 points (5 each)": how the weight is shared among the row's pieces. */
const EACH = /\s*\(\s*\d{1,3}\s*(?:marks?|points?)?\s*(?:each|per \p{L}+)\s*\)$/iu;
const WEIGHT_ONLY = /^\(?\s*(\d{1,3}(?:\.\d)?)\s*(%|marks?|points?|pts|p)\s*\)?$/i;
// "Excellent (80-100%)", "Needs work (below 50%)": a band of grades, not a weight.
const NOT_A_CRITERION =
  /\d\s*[-–]\s*\d{1,3}\s*%|\bbelow\s+\d|\blate\b|\bper day\b|\bpenalt|\bdeduct|\bcapped\b|\bweighting\s*:|^weighting\b|\d\s*words\b|\bof (?:the )?(?:module|unit|course|final grade|overall)\b|\btotal\b|\bout of\b/i;
/** A lead-in before a colon that introduces penalties, whose weighted items are not criteria. */
const PENALTY_LEAD = /\blate\b|\bpenalt|\bdeduct|\bcapped\b|\bmarked down\b/i;

/** "AO2 (a) Analysis …", "LO1/LO3 Critique …": the code of the outcome a row assesses, before its name. */
const OUTCOME_CODE = /^[A-Z]{1,3}\d{1,2}(?:\s*\/\s*[A-Z]{1,3}\d{1,2})*(?:\s*\([a-z\d]\))?\s+(?=\p{Lu})/u;

/** A row of a marking table is short; a longer line under the heading is prose about marking. */
const MAX_ROW = 300;
const HAS_WEIGHT = /\d\s*(?:%|marks?|points?|pts|p\b(?!\.))/i;

function cellsOf(text: string): string[] {
  const cells = text
    .split(/\s*(?:\||·|•|;|\t|\s\/\s)\s*/)
    .map((c) => c.trim())
    .filter((c) => c !== '');
  // "Scope 20%, taxonomy 25%, comparison 25%": a list of weighted items separated by commas.
  return cells.flatMap((cell) => {
    if (cell.length > MAX_ROW * 2 || !HAS_WEIGHT.test(cell)) return [cell];
    const parts = cell.split(/,\s+(?:and\s+)?/).flatMap((part) => {
      const last = /^(.*?\d\s*(?:%|marks?|points?|pts))\s+and\s+(.+)$/i.exec(part);
      return last?.[1] && last[2] ? [last[1], last[2]] : [part];
    });
    return parts.length > 1 && parts.every((p) => WEIGHT.test(p.replace(/[.;]$/, ''))) ? parts : [cell];
  });
}

/** "Assessment: scope 20%, taxonomy 25%, …" labels the scheme and starts its first row on one line. */
function withoutLabel(text: string): string {
  const m = /^([^:]{2,60}):\s+(.*)$/.exec(text);
  // "Criterion A - Reflection: 3 marks" is one row: the text before the colon is its name, not a label.
  if (!m?.[1] || !m[2] || WEIGHT_ONLY.test(m[2].replace(/[.;]$/, ''))) return text;
  const weights = m[2].match(new RegExp(HAS_WEIGHT.source, 'gi'))?.length ?? 0;
  return CRITERIA_SECTION.test(m[1].toLowerCase()) || weights >= 2 ? m[2] : text;
}

function criteriaIn(line: BriefLine, headingUnit: string | null): MarkingCriterion[] {
  const out: MarkingCriterion[] = [];
  if (line.text.length > MAX_ROW * 4) return out;
  let pending: string | null = null;
  // A line of several cells ("Aims 5 / Method 15") is read cell by cell below.
  const cells = /\s\/\s|\||\t/.test(line.text);
  const bare = headingUnit === null || cells ? null : BARE_WEIGHT.exec(line.text.replace(/[.;]$/, ''));
  const label = bare?.[1]
    ?.replace(/[\s\-–—:(.…·_]+$/, '')
    .replace(OUTCOME_CODE, '')
    .trim();
  // A row names what is marked in a few words; a longer line ending in a number is prose about marking.
  const short = label !== undefined && label.split(/\s+/).length <= 8;
  if (label && short && !NUMBERED_NAME.test(label) && !NOT_A_CRITERION.test(line.text))
    return [{ text: label, weight: Number(bare?.[2]), unit: unitOf(headingUnit ?? ''), source: line.text }];
  // "| A Focus | what it rewards | 6 |": in a row of a table the first cell names the criterion, and the cells
  // between it and the weight (a description, a length) say more about it.
  const tableRow = /\|/.test(line.text);
  let first: string | null = null;
  const named = (cell: string) => (tableRow && first !== null ? first : cell);
  const rest = withoutLabel(line.text);
  // "Late work loses marks: one day 5%, two days 10%, …" is a scale of penalties, not a scheme.
  if (PENALTY_LEAD.test(line.text.slice(0, line.text.length - rest.length))) return out;
  for (const cell of cellsOf(rest)) {
    if (cell.length > MAX_ROW) {
      pending = null;
      continue;
    }
    const only = WEIGHT_ONLY.exec(cell);
    if (only && pending !== null) {
      out.push({
        text: named(pending),
        weight: Number(only[1]),
        unit: unitOf(only[2] ?? '%'),
        source: line.text,
      });
      pending = null;
      continue;
    }
    // "Abstract 5 / Introduction 5 / …" under a marking heading: each cell is a row with its bare weight.
    const row = headingUnit !== null ? BARE_WEIGHT.exec(cell.replace(/[.;]$/, '')) : null;
    const rowLabel = row?.[1]?.replace(/[\s\-–—:(.…·_]+$/, '').trim();
    if (
      row &&
      rowLabel &&
      rowLabel.split(/\s+/).length <= 8 &&
      !NUMBERED_NAME.test(rowLabel) &&
      !NOT_A_CRITERION.test(cell)
    ) {
      out.push({
        text: rowLabel,
        weight: Number(row[2]),
        unit: unitOf(headingUnit ?? ''),
        source: line.text,
      });
      pending = null;
      continue;
    }
    // "| Drawings | 10 |" under a marking heading: the table's column says the unit, the cell is the number.
    if (headingUnit !== null && pending !== null && /^\d{1,3}(?:\.\d)?$/.test(cell)) {
      out.push({ text: named(pending), weight: Number(cell), unit: unitOf(headingUnit), source: line.text });
      pending = null;
      continue;
    }
    const m = WEIGHT.exec(cell.replace(/[.,;]$/, '').replace(EACH, ''));
    if (m?.[1] && !NOT_A_CRITERION.test(cell)) {
      const text = m[1].replace(/[\s\-–—:(.…·_]+$/, '').trim();
      out.push({ text, weight: Number(m[2]), unit: unitOf(m[3] ?? '%'), source: line.text });
      pending = null;
    } else {
      const text = /\p{L}/u.test(cell) && !NOT_A_CRITERION.test(cell) ? cell : null;
      first ??= text;
      // "| Commentary | 2,500 words | 35% |": a length between the name and the weight does not break the row.
      pending = text ?? (tableRow ? first : null);
    }
  }
  return out;
}

/** The header row of a table whose last column holds the weights. */
// "| Criterion | Weight in the overall score |": the last column's name may go on after its first word.
const WEIGHT_COLUMNS =
  /^\|?\s*[\p{L} ]{2,30}(?:\s\|\s[\p{L} ]{2,30})*\s\|\s(weight(?:ing)?|marks?|points|score|%)(?:\s[\p{L} ]{1,40})?\s*\|?$/iu;

/** Three or more weighted items on one line are a marking scheme wherever they stand. */
function isWeightedList(line: BriefLine): boolean {
  if (line.text.length > MAX_ROW * 2 || !HAS_WEIGHT.test(line.text)) return false;
  return cellsOf(withoutLabel(line.text)).filter((c) => WEIGHT.test(c.replace(/[.,;]$/, ''))).length >= 3;
}

/**
 * "Out of 100 points, 15 go to the literature review, 20 to the data, … and 15 to the writing": weights given in a
 * sentence, after a total, each as a number that goes to a part.
 */
const PROSE_TOTAL = /\b(?:out of|of (?:the )?)\d{2,3}\s+(points|marks)\b/i;
const PROSE_START = /\b\d{1,3}\s+(?:(?:points|marks)\s+)?(?:go(?:es)?|are (?:given|awarded))\s+(?:to|for)\s/i;
const PROSE_WEIGHT =
  /^(\d{1,3})\s+(?:(?:points|marks)\s+)?(?:(?:go(?:es)?|are (?:given|awarded))\s+)?(?:to|for)\s+(?:the\s+)?(.+?)[.;]?$/i;

function proseWeights(line: BriefLine): MarkingCriterion[] {
  for (const sentence of line.text.split(/(?<=[.!?])\s+/)) {
    const total = PROSE_TOTAL.exec(sentence);
    const start = PROSE_START.exec(sentence);
    if (!total?.[1] || !start) continue;
    const parts = sentence.slice(start.index).split(/,\s+(?:and\s+)?(?=\d{1,3}\s)/);
    const rows = parts.map((part) => PROSE_WEIGHT.exec(part.trim()));
    if (rows.length < 3 || rows.some((r) => !r?.[2])) continue;
    const unit = unitOf(total[1]);
    return rows.map((r) => ({
      text: (r?.[2] ?? '').charAt(0).toUpperCase() + (r?.[2] ?? '').slice(1),
      weight: Number(r?.[1]),
      unit,
      source: sentence,
    }));
  }
  return [];
}

/**
 * "Abstract (4 points): no more than 200 words …", "Literature review (20%)": a part of the work named with its
 * weight before what it holds, or a list item that is only a name and a weight. Three or more such lines are the
 * marking scheme, wherever they stand; so is one alone when a question or part label starts it ("Q2 - Cost
 * analysis (25 marks)", "Part B: Evaluation (40%)"), since that weighs that part of the answer.
 */
const WEIGHTED_NAME =
  /^(\p{Lu}[\p{L}\d'’ ,&/:.-]{2,60}?)\s*\(\s*(?:worth\s+)?(\d{1,3}(?:\.\d)?)\s*(%|marks?|points?|pts)\s*\)\s*(?:[:.–—-]|$)/u;
const WEIGHTED_NAMES = 3;
const PART_LABEL =
  /^(?:(?:Q|Question|Part|Task|Section|Step|Stage|Element|Criterion)\s*\d{1,2}[a-z]?|(?:Part|Task|Section|Criterion)\s+[A-H])\s*[-–—:.]\s*\p{L}/iu;
/** "- Reservoir characterisation and OOIP: 20%": a list item that is only a part's name and its weight. */
const WEIGHTED_ITEM =
  /^(\p{Lu}[^:]{2,60}?)\s*(?::|\s[-–—])\s*(?:worth\s+)?(\d{1,3}(?:\.\d)?)\s*(%|marks?|points?|pts)\.?$/u;

function weightedNames(lines: readonly BriefLine[]): MarkingCriterion[] {
  const out: MarkingCriterion[] = [];
  // "Reflective Essay (40%)" in the lines that open the brief, before its second heading, is the work's share of
  // the course, not a criterion.
  const body = lines.findIndex((line, i) => i > 0 && line.heading);
  for (const [i, line] of lines.entries()) {
    const m = WEIGHTED_NAME.exec(line.text) ?? (line.bullet ? WEIGHTED_ITEM.exec(line.text) : null);
    // "Grading rubric (35 points)" heads the scheme and gives its total.
    const head = CRITERIA_SECTION.test(m?.[1]?.toLowerCase() ?? '');
    if (!m?.[1] || !m[2] || !m[3] || NOT_A_CRITERION.test(m[1]) || head || line.box || i < body) continue;
    out.push({ text: m[1].trim(), weight: Number(m[2]), unit: unitOf(m[3]), source: line.text });
  }
  return out.length >= WEIGHTED_NAMES ? out : out.filter((c) => PART_LABEL.test(c.text));
}

/** The unit a marking label before a colon gives its rows: "Marking scheme (60 marks): …" gives marks. */
function schemeLabelUnit(text: string): string | null {
  const label = /^([^:]{2,80}):\s+\S/.exec(text)?.[1];
  if (!label || !CRITERIA_SECTION.test(label.toLowerCase())) return null;
  return UNIT_IN_HEADING.exec(label)?.[1] ?? null;
}

/**
 * "Evaluation (40 points)" followed by "Research design 6", "Estimation 10", …: rows of bare numbers that add up
 * to the total the line above them states are its marking scheme, whatever the heading or layout.
 */
const STATED_TOTAL = /\b(\d{2,3})\s+(points|marks)\b|\b(marks|points)\b[^.]{0,40}?\bout of (\d{2,3})\b/i;
const TOTALLED_ROWS = 3;

function totalledRows(lines: readonly BriefLine[]): MarkingCriterion[] {
  for (const [i, line] of lines.entries()) {
    const stated = line.text.length <= 120 ? STATED_TOTAL.exec(line.text) : null;
    // "Evaluation (40 points)" or "How the marks are given (out of 40)".
    const total = stated ? [stated[1] ?? stated[4], stated[2] ?? stated[3]] : null;
    if (!total?.[0] || !total[1]) continue;
    const rows: MarkingCriterion[] = [];
    for (const next of lines.slice(i + 1)) {
      const m = BARE_WEIGHT.exec(next.text.replace(/[.;]$/, ''));
      const label = m?.[1]?.replace(/[\s\-–—:(.…·_]+$/, '').trim();
      if (!m?.[2] || !label || label.split(/\s+/).length > 8 || NUMBERED_NAME.test(label)) break;
      if (NOT_A_CRITERION.test(next.text)) break;
      rows.push({ text: label, weight: Number(m[2]), unit: unitOf(total[1]), source: next.text });
    }
    const sum = rows.reduce((n, r) => n + (r.weight ?? 0), 0);
    if (rows.length >= TOTALLED_ROWS && sum === Number(total[0])) return rows;
  }
  return [];
}

export function extractMarkingCriteria(lines: readonly BriefLine[]): MarkingCriterion[] {
  const out: MarkingCriterion[] = [...weightedNames(lines), ...totalledRows(lines)];
  let underLeadIn = false;
  let headingUnit: string | null = null;
  let weightTable = false;
  // The unit of a weight table's bare numbers, from its column's name ("Marks", "Weight").
  let tableUnit = 'marks';
  for (const line of lines) {
    if (line.heading) {
      underLeadIn = false;
      weightTable = false;
      // A marking heading's rows may give bare numbers; they are marks unless the heading says points.
      headingUnit = CRITERIA_SECTION.test(line.section)
        ? (UNIT_IN_HEADING.exec(line.text)?.[1] ?? 'marks')
        : null;
      continue;
    }
    if (!line.bullet && /:\s*$/.test(line.text)) underLeadIn = CRITERIA_SECTION.test(line.text.toLowerCase());
    // "Component | Length | Weight": a table whose last column gives weights is a scheme under any heading,
    // for as long as its rows last.
    const columns = WEIGHT_COLUMNS.exec(line.text);
    if (columns) {
      weightTable = true;
      tableUnit = /^(?:weight|%)/i.test(columns[1] ?? '') ? '%' : (columns[1] ?? 'marks');
      continue;
    }
    if (!line.text.includes('|')) weightTable = false;
    const inSection = CRITERIA_SECTION.test(line.section);
    const found = proseWeights(line);
    const prose = found.length > 0 ? found : weightedProse(line.text, inSection ? headingUnit : null);
    if (prose.length > 0) {
      for (const c of prose) if (!out.some((o) => o.text === c.text)) out.push(c);
      continue;
    }
    // "Marking scheme for the report (60 marks): method 25; results 15; …" labels its rows with their unit.
    const labelUnit = schemeLabelUnit(line.text);
    const scheme = inSection || underLeadIn || weightTable || labelUnit !== null;
    if (!scheme && !isWeightedList(line)) continue;
    const unit = headingUnit ?? labelUnit ?? (weightTable ? tableUnit : null);
    for (const c of criteriaIn(line, scheme ? unit : null)) {
      if (c.text.split(/\s+/).length <= 12 && !out.some((o) => o.text === c.text)) out.push(c);
    }
  }
  // "Approval form | 0%": a row worth nothing is a step of the work, not a criterion it is marked on.
  return out.filter((c) => c.weight !== 0);
}
