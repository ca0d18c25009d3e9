import type { MarkingCriterion } from './brief.schema.ts';

/*
 * Marking schemes written as a sentence rather than a table: "The report is marked out of 40: aims 6, method 10,
 * …", "Marks are shared as follows: design 20, testing 15, …", "The markers look at: clarity (4); evidence (6);
 * …", "… on a score out of 50: framing, 20 points; sources, 15 points; …", and a part named before a dash and
 * its weighted items: "Model - accuracy 10 marks, finish 5 marks, scale 5 marks."
 */

/** What a lead-in before a colon says when the numbers after it are weights. */
const MARKING_LEAD =
  /\b(?:mark(?:s|ed|ers?|ing)?|grad(?:ed|ing)|assess(?:ed|ors?)|scor(?:e|ed|ing)|points?|weights?|weighted|allocat(?:ed|ion)|criteria|rubric|examiners?)\b/i;
/** A lead-in about length, time, pages or penalties: its numbers are not weights. */
const NOT_WEIGHTS =
  /\blate\b|\bpenalt|\bdeduct|\bcapped\b|\bmarked down\b|\bwords?\b|\bpages?\b|\bminutes?\b|\bhours?\b|\bdays?\b|\bslides?\b|\bdeadlines?\b|\bdue\b/i;
/** "out of 30", "a score out of 100", "(40 marks in total)": the total the weights should add up to. */
const TOTAL = /\bout of (\d{1,3})\b|\b(\d{1,3})\s*(?:marks|points)\s+in (?:all|total)\b/i;
const TOTAL_UNIT = /\bout of \d{1,3}\s+(marks|points)\b|\b(points|marks)\b/i;

/**
 * "method 4", "the quality of the comparison (4)", "value chain mapping (4 points)", "political context, 15 points",
 * "Journal entries: 15 points (5 each)": an item's name, then its weight with or without a unit, set apart from
 * the name by a space or a bracket ("LO2" is a name, not a weight).
 */
const ITEM =
  /^(\p{L}.*?)(?:(?:\s*[,:]|\s+[-–—])?\s+|\s*(?=\())(\()?\s*(\d{1,3}(?:\.\d)?)\s*(%|marks?|points?|pts)?\s*\)?(?:\s*\(\s*\d{1,3}\s*(?:marks?|points?)?\s*(?:each|per \p{L}+)\s*\))?$/iu;
/** A number that names the item rather than weighing it ("Question 4", "Week 6"). */
const NUMBERED =
  /\b(?:question|part|section|task|week|chapter|appendix|table|figure|stage|step|level|unit|room|page|day)$/i;
const NOT_AN_ITEM = /\blate\b|\bpenalt|\bdeduct|\bcapped\b|\btotal\b|\bout of\b|\bwords?\b|\bpages?\b/i;

/** "Poster - content 10 marks, …": a short part name before a dash, kept before each of its items. */
const PART = /^(\p{Lu}[\p{L}'’ ]{1,40}?)\s+[-–—]\s+(?=\p{L})/u;

interface Item {
  name: string;
  weight: number;
  unit: string | null;
}

/** "%", "marks", "pts": the unit a weight is given in. */
export function unitOf(raw: string): MarkingCriterion['unit'] {
  const u = raw.toLowerCase();
  return u === '%' ? '%' : u.startsWith('mark') ? 'marks' : 'points';
}

/** Items split at semicolons if there are any, else at commas; a name with a comma in it joins the next part. */
function itemsOf(list: string): Item[] | null {
  const parts = list
    .replace(/[.;]\s*$/, '')
    .split(list.includes(';') ? /\s*;\s*/ : /\s*,\s*/)
    .map((p) => p.replace(/^(?:and|or)\s+/i, '').trim())
    .filter((p) => p !== '');
  const items: Item[] = [];
  let carried = '';
  for (const part of parts) {
    const text = carried ? `${carried}, ${part}` : part;
    const m = ITEM.exec(text);
    if (!m?.[1] || !m[3]) {
      carried = text;
      continue;
    }
    // "Question 4" names the item; "the answer to the question (4)" weighs it.
    const name = m[1].replace(/[\s,:\-–—(]+$/, '').trim();
    const bare = !m[2] && !m[4];
    if (name.split(/\s+/).length > 10 || (bare && NUMBERED.test(name)) || NOT_AN_ITEM.test(text)) return null;
    items.push({ name, weight: Number(m[3]), unit: m[4] ?? null });
    carried = '';
  }
  return carried === '' ? items : null;
}

function criteriaOf(items: Item[], unit: string, source: string, part = ''): MarkingCriterion[] {
  return items.map((i) => ({
    text: part ? `${part} - ${i.name}` : i.name,
    weight: i.weight,
    unit: unitOf(i.unit ?? unit),
    source,
  }));
}

/** The weighted items of one sentence, or none when its numbers are not a marking scheme. */
function sentenceCriteria(sentence: string, context: string, headingUnit: string | null): MarkingCriterion[] {
  const inScheme = headingUnit !== null;
  const colon = /^([^:]{2,200}?):\s+(.+)$/.exec(sentence);
  const part = colon ? null : PART.exec(sentence);
  const lead = colon?.[1] ?? '';
  // Under a marking heading the sentence may be nothing but the items ("Argument 40%, sources 30%, …").
  const body = colon?.[2] ?? (part ? sentence.slice(part[0].length) : inScheme ? sentence : null);
  // "…, presentation 5 (35 marks in total)": the total closes the list; it is not part of the last item.
  const list = body?.replace(/\s*\([^()]*\b(?:in total|in all|total)\b[^()]*\)(?=[.;]?\s*$)/i, '') ?? null;
  if (!list) return [];
  const items = itemsOf(list);
  if (!items || items.length < 3) return [];
  if (NOT_WEIGHTS.test(lead)) return [];
  const explicit = items.every((i) => i.unit !== null);
  if (!explicit) {
    // Bare numbers are weights only after a lead-in about marking, and add up to the total the brief states.
    if (!colon || items.some((i) => i.unit !== null)) return [];
    if (!MARKING_LEAD.test(lead) && !inScheme) return [];
    const total = TOTAL.exec(context);
    const sum = items.reduce((s, i) => s + i.weight, 0);
    if (total && Number(total[1] ?? total[2]) !== sum) return [];
    if (!total && sum !== 100 && !inScheme) return [];
  } else if (colon && !MARKING_LEAD.test(lead) && !inScheme) return [];
  const said = TOTAL_UNIT.exec(lead) ?? TOTAL_UNIT.exec(context);
  const unit = said?.[1] ?? said?.[2] ?? headingUnit ?? 'marks';
  return criteriaOf(items, unit, sentence, part?.[1]?.trim() ?? '');
}

/**
 * The marking scheme a line states in sentences. `headingUnit` is the unit a marking heading over the line names
 * (null outside one); standing under such a heading is lead-in enough for bare numbers.
 */
export function weightedProse(text: string, headingUnit: string | null): MarkingCriterion[] {
  if (text.length > 1200) return [];
  const sentences = text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  const out: MarkingCriterion[] = [];
  for (const sentence of sentences) out.push(...sentenceCriteria(sentence.trim(), text, headingUnit));
  return out;
}
