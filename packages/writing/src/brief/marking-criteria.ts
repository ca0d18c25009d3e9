import type { MarkingCriterion } from './brief.schema.ts';
import type { BriefLine } from './brief-lines.ts';

/*
 * Rows of a marking scheme with their weights, however the table was pasted: "Critical analysis 30%",
 * "Abstract and introduction - 20%", "| Structure | 20% |", "Design (20%); Testing (25%)", "STP - 10 marks",
 * "Financial analysis 30% · Presentation 10%". Only rows under a marking heading (or its lead-in) that carry
 * a weight are read: descriptors of grade bands and penalties are not criteria.
 */

const CRITERIA_SECTION =
  /marking|assessment criteria|rubric|grading|evaluation (?:scheme|criteria)|mark scheme|criteri|weighting/;
const WEIGHT = /^(.*?\p{L}.*?)\s*[-–—:(]*\s*(\d{1,3}(?:\.\d)?)\s*(%|marks?|points?|pts)\s*\)?\s*$/iu;
const WEIGHT_ONLY = /^\(?\s*(\d{1,3}(?:\.\d)?)\s*(%|marks?|points?|pts)\s*\)?$/i;
const NOT_A_CRITERION =
  /\blate\b|\bper day\b|\bpenalt|\bdeduct|\bcapped\b|\bweighting\s*:|\bof (?:the )?(?:module|unit|course|final grade|overall)\b|\btotal\b/i;

function unitOf(raw: string): MarkingCriterion['unit'] {
  const u = raw.toLowerCase();
  return u === '%' ? '%' : u.startsWith('mark') ? 'marks' : 'points';
}

function cellsOf(text: string): string[] {
  return text
    .split(/\s*(?:\||·|•|;|\t)\s*/)
    .map((c) => c.trim())
    .filter((c) => c !== '');
}

/** A row of a marking table is short; a longer line under the heading is prose about marking. */
const MAX_ROW = 300;

function criteriaIn(line: BriefLine): MarkingCriterion[] {
  const out: MarkingCriterion[] = [];
  if (line.text.length > MAX_ROW * 4) return out;
  let pending: string | null = null;
  for (const cell of cellsOf(line.text)) {
    if (cell.length > MAX_ROW) {
      pending = null;
      continue;
    }
    const only = WEIGHT_ONLY.exec(cell);
    if (only && pending !== null) {
      out.push({ text: pending, weight: Number(only[1]), unit: unitOf(only[2] ?? '%'), source: line.text });
      pending = null;
      continue;
    }
    const m = WEIGHT.exec(cell.replace(/[.,;]$/, ''));
    if (m?.[1] && !NOT_A_CRITERION.test(cell)) {
      const text = m[1].replace(/[\s\-–—:(]+$/, '').trim();
      out.push({ text, weight: Number(m[2]), unit: unitOf(m[3] ?? '%'), source: line.text });
      pending = null;
    } else {
      pending = /\p{L}/u.test(cell) && !NOT_A_CRITERION.test(cell) ? cell : null;
    }
  }
  return out;
}

export function extractMarkingCriteria(lines: readonly BriefLine[]): MarkingCriterion[] {
  const out: MarkingCriterion[] = [];
  let underLeadIn = false;
  for (const line of lines) {
    if (line.heading) {
      underLeadIn = false;
      continue;
    }
    if (!line.bullet && /:\s*$/.test(line.text)) underLeadIn = CRITERIA_SECTION.test(line.text.toLowerCase());
    if (!CRITERIA_SECTION.test(line.section) && !underLeadIn) continue;
    for (const c of criteriaIn(line)) {
      if (c.text.split(/\s+/).length <= 12 && !out.some((o) => o.text === c.text)) out.push(c);
    }
  }
  return out;
}
