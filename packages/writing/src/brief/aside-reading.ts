import type { BriefLine, BriefSentence } from './brief-lines.ts';
import { briefSentences } from './brief-lines.ts';
import { contentWords, shareOf } from './content-words.ts';
import { readUnits, type UnitReading } from './requirement-reading.ts';
import { headingsMatch } from './section-names.ts';
import { readRequiredSections } from './sections.ts';
import type { RequiredSection } from './brief.schema.ts';

/*
 * Some of a brief's boilerplate still says what the work must contain. A closing checklist ("Before you submit,
 * check that …") repeats the brief, but in a brief set out as a checklist it is the only place a rule is stated;
 * an FAQ answer ("Yes, but the focus must remain on the case law") and the rules on AI and integrity ("Any use
 * must be declared in an appendix") add rules of their own. These parts are read like the body, after it, and
 * only what the body did not already state joins the checklist. Marking schemes, learning outcomes, late rules
 * and support stay unread: they grade or govern the work, they do not ask for anything in it.
 */

const ASIDE_HEADING =
  /\bfaq\b|frequently asked|questions and answers|check ?list|before you (?:submit|hand in)|generative ai|use of ai|\bai\b|artificial intelligence|academic (?:integrity|honesty|misconduct)|plagiarism/;

/** Conduct towards others ("Do not lend your notes to other students") is integrity policy, not the work. */
const CONDUCT =
  /\b(?:lend|share|give|show|pass|sell|send)\b[^.;]*\b(?:other|another|fellow)\s+(?:students?|candidates?|groups?)\b/i;

/** A line of an aside is a repeat when this share of its words is already in one line of the body. */
const RESTATED = 0.6;

function isAside(line: BriefLine): boolean {
  return line.box === true || (line.boilerplate && ASIDE_HEADING.test(line.section));
}

const CHECKLIST = /check ?list|before you (?:submit|hand in)/;

/** Every box of a checklist is something the work must meet, however it is worded ("you have linked …"). */
function asRead(line: BriefLine): BriefLine {
  const box = line.box === true || (line.bullet && CHECKLIST.test(line.section));
  return { ...line, boilerplate: false, ...(box ? { binding: true } : {}) };
}

export interface AsideReading {
  units: UnitReading;
  sections: RequiredSection[];
}

/** What the asides add to the body's reading; null when the brief has none. */
export function readAsides(
  lines: readonly BriefLine[],
  body: { units: UnitReading; sections: readonly RequiredSection[]; said: readonly string[] },
): AsideReading | null {
  const asides = lines.filter(isAside).map(asRead);
  if (asides.length === 0) return null;
  const sentences: BriefSentence[] = briefSentences(asides);
  const { sections, claimed } = readRequiredSections(asides, sentences);
  const units = readUnits(asides, [], claimed, []);
  const known = [
    ...body.said,
    ...lines.filter((l) => !l.boilerplate && !l.heading).map((l) => l.text),
    ...body.units.tasks.map((t) => t.text),
    ...body.units.prohibitions.map((p) => p.text),
    ...body.units.formatting.map((f) => f.text),
  ];
  // Each known line's words are taken once: a long brief with a long checklist stays linear in both.
  const said = known.map(contentWords);
  const fresh = (text: string) => {
    const wanted = contentWords(text);
    if (wanted.size === 0) return true;
    return !said.some((have) => shareOf(wanted, have) >= RESTATED);
  };
  const aspects = new Set(body.units.formatting.map((f) => f.aspect));
  // A tick box in the negative ("you have not cited lecture notes") is a ban put as a check.
  const negative = (text: string) => /\b(?:not|never)\b(?! only\b)/i.test(text.replace(/\([^)]*\)/g, ''));
  const bans = units.tasks.filter((t) => negative(t.text));
  return {
    sections: sections.filter((s) => !body.sections.some((b) => headingsMatch(b.title, s.title))),
    units: {
      tasks: units.tasks.filter((t) => !negative(t.text) && fresh(t.text)),
      prohibitions: [
        ...units.prohibitions,
        ...bans.map((t) => ({ text: t.text, check: null, source: t.source })),
      ].filter((p) => !CONDUCT.test(p.text) && fresh(p.text)),
      formatting: units.formatting.filter((f) => !aspects.has(f.aspect) && fresh(f.text)),
      // A count of sources is new unless the body set the same count.
      sources: units.sources.filter((s) => !body.units.sources.some((b) => b.min === s.min)),
    },
  };
}
