import type { Prohibition } from './brief.schema.ts';
import type { BriefUnit } from './brief-units.ts';
import { briefForbidsFirstPerson } from './first-person.ts';

/*
 * Things the brief forbids: "do not use first person", "Wikipedia and other wikis are not acceptable sources",
 * "lecture slides will not count", "avoid direct quotations longer than two lines", "write in the third
 * person". Rules about handing in ("submissions by e-mail will not be accepted", late work) and permissions
 * ("you do not need a cover page") are not prohibitions on the writing, and limits on length belong to the
 * length, so none of them is listed here.
 */

const NEGATIVE = [
  // An imperative, at the start or after a colon or semicolon: "Do not …", "Maintain confidentiality: do not …".
  /(?:^|[:;,–—]\s*|\b(?:please|but|and)\s+)(?:do\s+not|don['’]t|never|avoid|refrain\s+from)\b/i,
  // A use allowed only for one purpose: "Generative AI tools may be used for language editing only".
  /\b(?:may|can)\s+(?:only\s+be\s+used|be\s+used\s+(?:only\s+)?(?:for|to)\b[^.;]{1,60}\bonly\b)/i,
  /\b(?:must|should|may|can|will)\s*not\s+(?:be\s+)?(?:use|used|cite|cited|include|included|come|contain|rely|paste|put|write|written|consult|copy|submit|count|counted|quote|exceed|summari[sz]e|name|named|identify|identified|reproduce|reproduced)\b/i,
  // "Patients must not be identifiable", "should not be recognisable".
  /\b(?:must|should)\s+not\s+be\s+[\p{L}]+able\b/iu,
  /\b(?:mustn['’]t|shouldn['’]t|cannot|can['’]t)\s+(?:be\s+)?\w+/i,
  /\b(?:is|are)\s+not\s+(?:permitted|allowed|acceptable|accepted|to be used)\b/i,
  /\b(?:does|do|will)\s+not\s+count\b/i,
  /\b(?:prohibited|forbidden|not permitted|not allowed|unacceptable sources?)\b/i,
  /^no\s+(?!more\b|less\b|fewer\b|later\b|longer\b|shorter\b)\w+/i,
];
// Not rules about the writing: handing in, late work, permissions and the length, which is read elsewhere.
const NOT_A_PROHIBITION =
  /\b(?:late|e-?mail(?:ed)?|hard cop(?:y|ies)|extensions?|(?:do|does|will) not need|not required|need not|don['’]t need|do not have to|optional|needed|necessary|exceed(?:s|ed)?|more than \d|words?\b.*\blimit|deadline|submitted after|accepted after|hesitate|forget)\b/i;

/** Rewrites "Marking is anonymous: do not write your name" to the instruction itself. */
function instruction(text: string): string {
  const m =
    /(?:^|[:;–—]\s*|\bbut\s+)((?:please\s+)?(?:do\s+not|don['’]t|never|avoid|refrain\s+from)\b.*)$/i.exec(
      text,
    );
  // "… in addition but do not count" needs the words before it to say what does not count.
  const core = (m?.[1] && m[1].trim().split(/\s+/).length >= 4 ? m[1] : text).trim();
  return core.charAt(0).toUpperCase() + core.slice(1);
}

function checkOf(text: string): Prohibition['check'] {
  if (briefForbidsFirstPerson(text)) return 'first_person';
  if (/\bsecond[\s-]+person\b|["'“‘]you["'”’]/i.test(text)) return 'second_person';
  if (/\bcontractions?\b/i.test(text)) return 'contractions';
  return null;
}

function prohibitionOf(text: string, source: string): Prohibition | null {
  const firstPerson = briefForbidsFirstPerson(text);
  if (!firstPerson && (!NEGATIVE.some((re) => re.test(text)) || NOT_A_PROHIBITION.test(text))) return null;
  return { text: instruction(text).replace(/\s+/g, ' '), check: checkOf(text), source };
}

/** "… do not use secondary sources, and do not summarise the plot": each ban in a sentence is its own. */
const NEXT_BAN =
  /,?\s+(?:and|but)\s+(?=(?:you\s+)?(?:do\s+not|don['’]t|never|should\s+not|must\s+not|may\s+not)\b)|;\s+/i;

/** The prohibitions one unit states. */
export function prohibitionsIn(unit: BriefUnit): Prohibition[] {
  if (unit.line.boilerplate) return [];
  const whole = prohibitionOf(unit.text, unit.sentence);
  const parts = unit.text.split(NEXT_BAN).filter((p) => p.trim() !== '');
  // "… may be cited for context but do not count" needs its first half: a ban of a few words is not its own.
  if (parts.length < 2 || parts.some((p) => p.trim().split(/\s+/).length < 4)) return whole ? [whole] : [];
  const each = parts.flatMap((part) => prohibitionOf(part.trim(), unit.sentence) ?? []);
  return each.length > 0 ? each : whole ? [whole] : [];
}
