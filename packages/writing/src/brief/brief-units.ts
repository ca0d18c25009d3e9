import type { BriefLine } from './brief-lines.ts';
import { splitSentences } from '../text/sentences.ts';
import { labelsAFact, SECTION_CONTEXT } from './section-bullets.ts';
import { STRUCTURE_HEADING } from './section-lines.ts';
import { MODAL, namesSection } from './section-titles.ts';

/*
 * The smallest pieces of a brief that can each hold one requirement: a prose sentence, a list item, or an item
 * of a list written inline ("Your essay must: (1) state a thesis; (2) discuss …"). Every item keeps the line
 * or clause that introduced its list, because "provide:" or "must include:" decides what the item asks for.
 */

export interface BriefUnit {
  text: string;
  line: BriefLine;
  /** For list items: what introduced the list ("Your essay must:"), or null when nothing did. */
  leadIn: string | null;
  item: boolean;
  /** The whole sentence the unit came from (the unit itself for a plain sentence). */
  sentence: string;
  /** What a named part must hold ("Introduction: the aims …"): binding whatever its wording, read with its part. */
  binding?: boolean;
  part?: string;
}

// "(1)", "1)", "(a)", "b)", "(iii)"; a bare "1." is too often a decimal or a list number mid-sentence.
const INLINE_MARKER =
  /(?:^|(?<=[\s;:,]))\((\d{1,2}|[a-h]|[ivx]{1,4})\)\s+|(?:^|(?<=[\s;:,]))(\d{1,2}|[a-h])\)\s+/g;

function trimItem(text: string): string {
  return text
    .trim()
    .replace(/[;,]\s*(?:and|or)?$/i, '')
    .replace(/\s+(?:and|or)$/i, '')
    .trim();
}

/** Splits a sentence at inline list markers; returns null when it holds no inline list. */
function inlineItems(sentence: string, bullet: boolean): { lead: string; items: string[] } | null {
  const markers = [...sentence.matchAll(INLINE_MARKER)];
  if (markers.length < 2 && !(bullet && markers.length === 1 && (markers[0]?.index ?? 0) > 0)) return null;
  const first = markers[0];
  if (!first) return null;
  const items: string[] = [];
  markers.forEach((m, i) => {
    const end = markers[i + 1]?.index ?? sentence.length;
    const item = trimItem(sentence.slice(m.index + m[0].length, end));
    if (item !== '') items.push(item);
  });
  return { lead: sentence.slice(0, first.index).trim(), items };
}

/** "Results (12 points): present the results in tables …": a listed part's name, then what the part holds. */
const NAME_THEN_HOLDS = /^(\p{Lu}[^:]{1,60}?)\s*:\s+(\S.*)$/u;
const PART_NAME_WORDS = 6;
const HOLDS_WORDS = 5;

/** The part a bullet names before saying what it holds, and what it holds; null for any other bullet. */
function namedPart(line: BriefLine): { name: string; holds: string } | null {
  const m = line.bullet ? NAME_THEN_HOLDS.exec(line.text) : null;
  if (!m?.[1] || !m[2]) return null;
  const name = m[1].replace(/\s*\([^)]*\)/g, '').trim();
  // "Note: …" and "Example: …" head an aside, not a part.
  const aside = /^(?:note|tip|example)$/i.test(name);
  if (name === '' || labelsAFact(name) || aside || MODAL.test(name) || /\d/.test(name)) return null;
  // "Appendix: raw data" only names what the part is; a description says what goes in it.
  if (name.split(/\s+/).length > PART_NAME_WORDS || m[2].split(/\s+/).length < HOLDS_WORDS) return null;
  const listsParts = SECTION_CONTEXT.test(line.leadIn ?? '') || STRUCTURE_HEADING.test(line.section);
  return namesSection(name) || listsParts ? { name, holds: m[2] } : null;
}

export function briefUnits(lines: readonly BriefLine[]): BriefUnit[] {
  const units: BriefUnit[] = [];
  for (const line of lines) {
    if (line.heading) continue;
    // What a listed part must hold is binding however it is worded ("Introduction: the aims of the study"); the
    // name stays the item, so the part is read as a section and what it holds as the work to do in it.
    const part = namedPart(line);
    if (part) {
      const name = line.text.slice(0, line.text.length - part.holds.length).replace(/\s*:\s*$/, '');
      units.push({ text: name, line, leadIn: line.leadIn, item: true, sentence: name });
      for (const sentence of splitSentences(part.holds))
        units.push({
          text: sentence,
          line,
          leadIn: null,
          item: false,
          sentence,
          binding: true,
          part: part.name,
        });
      continue;
    }
    // "- Graph. Plot the mean against temperature. Add range bars.": a bullet that names a part and then says
    // what to do in sentences of its own; those sentences are read as prose, the name as the item.
    const [name, ...said] = line.bullet ? splitSentences(line.text) : [];
    // "- Work plan and budget (about 400 words). Give a Gantt chart …": what the brackets say is not the name.
    const named = name?.replace(/\s*\([^)]*\)/g, '') ?? '';
    if (name !== undefined && said.length > 0 && named.split(/\s+/).length <= 6) {
      units.push({ text: name, line, leadIn: line.leadIn, item: true, sentence: name });
      for (const sentence of said) units.push({ text: sentence, line, leadIn: null, item: false, sentence });
      continue;
    }
    for (const sentence of line.bullet ? [line.text] : splitSentences(line.text)) {
      const inline = inlineItems(sentence, line.bullet);
      if (!inline) {
        units.push({ text: sentence, line, leadIn: line.leadIn, item: line.bullet, sentence });
        continue;
      }
      // In prose the words before the first marker introduce the list; in a bullet ("(3) … (4) …") they are
      // the bullet's own first item.
      const intro = !line.bullet && inline.lead !== '' ? inline.lead : line.leadIn;
      if (line.bullet && inline.lead !== '') {
        units.push({ text: trimItem(inline.lead), line, leadIn: line.leadIn, item: true, sentence });
      }
      for (const item of inline.items) units.push({ text: item, line, leadIn: intro, item: true, sentence });
    }
  }
  return units;
}
