import type { RequiredSection } from './brief.schema.ts';
import type { BriefLine } from './brief-lines.ts';
import { CHOICE_LEAD_IN, isInstructionVerb } from './instructions.ts';
import { STRUCTURE_HEADING } from './section-lines.ts';
import { sectionName } from './section-names.ts';
import { clean, MODAL, namesSection, toSection } from './section-titles.ts';

/*
 * Parts of the work listed as bullets: each item under a structure heading or a lead-in about what the work
 * contains, and an item that lists several parts with their articles. Lists in prose are split the same way.
 */

/** Sections often named together, which a list split at "and" must keep whole. */
const COMPOUND =
  /^(?:(?:the|a|an)\s+)?(?:materials and methods|results and discussion|conclusions? and (?:recommendations|future work)|introduction and (?:background|rationale)|aims? and objectives|data and methods|discussion and conclusions?|research questions and hypotheses|summary and conclusions?|findings and (?:analysis|discussion))\b/i;

/**
 * In a list lead-in, only words about what the work contains make its items parts ("provide:" does not); the
 * work's structure may be stated as a fact ("The paper contains:").
 */
const LIST_TRIGGER =
  /\b(?:must|should|shall|will|needs? to|is (?:expected|required) to|are (?:expected|required) to)\s+(?:also\s+)?(?:include|contain|consist of|comprise|have|be (?:structured|organised|organized|divided|presented))\b|\b(?:following|these) (?:sections|headings|chapters|parts|elements)\b|\b(?:sections|headings|structure)\s*:|\brequirements?\s*:?\s*$|^(?:then|also|finally)\s+(?:add|include|attach|append)\s*:\s*$|\b(?:contains|containing|consists of|consisting of|comprises|comprising)\s*:\s*$/i;
/** Words that make a list's items parts of the work whatever they are called. */
export const SECTION_CONTEXT =
  /\bsections?\b|\bheadings?\b|\bchapters?\b|\bstructur|\bparts\b|\bas follows\b|\bformat\b|\blayout\b|\barranged\b|\bsequence\b|\bin (?:this|the following) order\b/i;

/** Labels of cover-sheet facts, which a bullet may open with ("Length: …", "Citations: …", "MLA format: …"). */
const FACT_LABEL =
  /(?:^|\s)(?:length|word (?:count|limit)|pages?|fonts?|format(?:ting)?|citations?|referencing|style|sources|spacing|margins?|due(?: date)?|deadline|submission|weight(?:ing)?|value|files?|language|typed|paper size)$/i;

/** Whether a label before a colon names a fact about the whole work ("Length", "MLA format"), not a part. */
export function labelsAFact(label: string): boolean {
  // "Title Page: …" names a part, though "Pages: 10" is a fact.
  return FACT_LABEL.test(label) && !/\b(?:title|cover|front|contents)\s+page$/i.test(label);
}

/** Splits "A, B, C and D" into items, keeping "Materials and Methods" and "Conclusion and Future Work" whole. */
export function listItems(list: string): string[] {
  // Commas inside brackets ("executive summary (about 250 words, not counted)") stay inside their item.
  const parts = list
    .split(/\s*(?:[,;](?![^()]*\))|\bfollowed by\b|\bthen\b)\s*/i)
    .filter((s) => s.trim() !== '');
  return parts.flatMap((part, i) => {
    const halves = part.split(/\s+and\s+/i);
    if (halves.length < 2 || COMPOUND.test(part)) return [part];
    const bothNamed = halves.every((h) => namesSection(clean(h) ?? ''));
    return i === parts.length - 1 || bothNamed ? halves : [part];
  });
}
const QUESTION =
  /\?["'”’)]*$|^(?:how|why|what|which|who|when|where|whether|to what extent|do|does|is|are|can|should)\b/i;

/** A heading about the form of the work rather than its parts ("Length and format", "Presentation"). */
const FORMAT_ONLY =
  /^(?!.*\b(?:structure|sections|contents|headings|organi[sz]ation)\b).*\b(?:format|formatting|layout|presentation|length)\b/;
/**
 * "Poetry: single spacing, one poem per page", "The commentary starts on a new page": under a format heading, an
 * item that sets a font, a spacing or a page break is a rule of layout for that kind of text, not a part.
 */
const LAYOUT_VALUE =
  /\b(?:font|spacing|spaced|margins?|\d{1,2}\s*(?:pt|points?)|indented|justified|per page|(?:on|at) a new page)\b|\b(?:Times New Roman|Arial|Calibri|Garamond)\b/i;
/** Verbs that ask for a part ("Include a glossary", "End with a reflection"). */
const ASKS_FOR_PART =
  /^(?:include|provide|add|attach|append|insert|write|give|prepare|begin|start|open|end|finish|conclude|close|present)\b/i;

/** "Part A – Front matter": a heading over one lettered or numbered part of the work. */
const PART_HEADING = /^part\s+(?:[a-z]|\d{1,2}|[ivx]{1,4})\s*[–—:-]\s*\p{L}/iu;

/** "Title page: your name …", "Abstract: 150 words": an item named only by a known part's name. */
function knownPart(line: BriefLine): RequiredSection | null {
  const name = /^([^:(]+?)\s*(?:[:(]|\.?$)/.exec(line.text)?.[1] ?? '';
  return sectionName(name)?.pattern.exec(name)?.[0].length === name.length
    ? toSection(name, line.text, true)
    : null;
}

function fromBullet(line: BriefLine): RequiredSection | null {
  const leadIn = line.leadIn ?? '';
  // A question in a list is something to answer, not a part of the work; nor is an option to choose from.
  if (QUESTION.test(line.text) || CHOICE_LEAD_IN.test(leadIn)) return null;
  // Items under "Appendices (not counted):" are each an appendix the work must carry.
  const structured =
    STRUCTURE_HEADING.test(line.section) ||
    SECTION_CONTEXT.test(leadIn) ||
    /^(?:appendices|annexes)\b/i.test(leadIn) ||
    // "The portfolio (A3, bound), containing:" names a piece of the work by what it is made of.
    /\b(?:containing|comprising|consisting of|made up of)\s*:\s*$/i.test(leadIn);
  if (!structured && !LIST_TRIGGER.test(leadIn))
    return PART_HEADING.test(line.section) ? knownPart(line) : null;
  // A short item written like a heading ("Situation analysis (market, competitors)") names a part even when
  // the lead-in only says "must include".
  // "Climate response: orientation and shading" is headed by its name; what follows the colon describes it.
  // "Length: 10 pages" and "MLA format: 1-inch margins" are labels of facts about the whole work instead.
  // "Variables. Name the independent …" is headed the same way, by a short name ending in a full stop.
  const dotted = /^(\p{Lu}[^.:]{1,40}?)\.\s+\p{Lu}/u.exec(line.text)?.[1];
  const colon = /^([^:]+):\s/.exec(line.text)?.[1]?.replace(/\s*\([^)]*\)/g, '') ?? null;
  const headed = colon === null && dotted && dotted.split(/\s+/).length <= 5 ? dotted : null;
  const named = colon ?? headed;
  if (named !== null && labelsAFact(named)) return null;
  const plain = named ?? line.text.replace(/\s*\([^)]*\)/g, '');
  const headingLike =
    /^\p{Lu}/u.test(plain) && !/\d|:\s/.test(plain) && plain.split(/\s+/).length <= 6 && !MODAL.test(plain);
  const firstWord = /^[\p{L}-]+/u.exec(line.text)?.[0] ?? '';
  // "Use the template …", "Submit as PDF …" under a "Length and format" heading are rules, not parts.
  // "List of Figures", written as a heading, is a part even though "list" is a verb.
  const titled = plain.split(/\s+/).every((w) => w.length < 4 || /^\p{Lu}/u.test(w));
  const rule =
    isInstructionVerb(firstWord) && !ASKS_FOR_PART.test(line.text) && !namesSection(line.text) && !titled;
  if (FORMAT_ONLY.test(line.section) && (rule || LAYOUT_VALUE.test(line.text))) return null;
  // Under "Formatting" with no lead-in of its own, "Your name and class in the header" is a rule of layout:
  // only an item that names a known part there is a part.
  if (FORMAT_ONLY.test(line.section) && !SECTION_CONTEXT.test(leadIn) && !namesSection(line.text))
    return null;
  // A list right under a "Format" heading has the heading as its lead-in, which names no structure: there an
  // item is a part only when it mentions one ("… with the log as Appendix A") or is a thing the work carries
  // ("A contents page listing …") or is written as a heading ("List of Figures"); "Submit one PDF file" and
  // "Write in the third person" are rules.
  const underHeading = leadIn.toLowerCase().replace(/:$/, '') === line.section;
  const carried = /^(?:a|an)\s/i.test(line.text) || titled || sectionName(line.text) !== null;
  if (FORMAT_ONLY.test(line.section) && underHeading && !carried) return null;
  if (!structured && headingLike && !isInstructionVerb(firstWord) && !/^(?:a|an|the|at)\b/i.test(line.text)) {
    return toSection(line.text, `${leadIn} ${line.text}`.trim(), true);
  }
  return toSection(headed ?? line.text, `${leadIn} ${line.text}`.trim(), structured);
}

/**
 * "an introduction, a main part in chapters, and a conclusion;": an item that lists several parts, each with its
 * article, is each of them.
 */
export function partsOfBullet(line: BriefLine): RequiredSection[] {
  const items = listItems(line.text.replace(/[.;]$/, '')).map((item) => item.replace(/^and\s+/i, ''));
  const listed = items.length >= 2 && items.every((item) => /^(?:a|an|the)\s/i.test(item));
  // Two of them must be parts by the list's own reading; the others are then parts of the same list.
  const named = listed ? items.filter((text) => fromBullet({ ...line, text }) !== null).length : 0;
  const parts = named >= 2 ? items.flatMap((item) => toSection(item, line.text, true) ?? []) : [];
  if (parts.length === items.length) return parts;
  const one = fromBullet(line);
  return one ? [one] : [];
}
