import type { Prohibition } from './brief.schema.ts';
import type { BriefUnit } from './brief-units.ts';
import { briefForbidsFirstPerson } from './first-person.ts';
import { RULES_HEADING } from './brief-headings.ts';
import { INSTRUCTION_VERBS } from './instructions.ts';

/*
 * Things the brief forbids: "do not use first person", "Wikipedia and other wikis are not acceptable sources",
 * "lecture slides will not count", "avoid direct quotations longer than two lines", "write in the third
 * person", and what a marker will refuse ("a protocol already presented elsewhere will not be accepted"). Rules about handing in ("submissions by e-mail will not be accepted", late work) and permissions
 * ("you do not need a cover page") are not prohibitions on the writing, and limits on length belong to the
 * length, so none of them is listed here.
 */

const NEGATIVE = [
  // An imperative, at the start or after a colon or semicolon: "Do not …", "Maintain confidentiality: do not …".
  /(?:^|[:;,–—]\s*|\b(?:please|but|and)\s+)(?:do\s+not|don['’]t|never|avoid|refrain\s+from)\b/i,
  // A use allowed only for one purpose: "Generative AI tools may be used for language editing only".
  /\b(?:may|can)\s+(?:only\s+be\s+used|be\s+used\s+(?:only\s+)?(?:for|to)\b[^.;]{1,60}\bonly\b)/i,
  // "… may be used only for brainstorming", "is allowed only for grammar checks", "You may use AI to check your
  // English, but not to write any part of it": a use limited to one purpose forbids the others.
  /\b(?:may|can)\s+be\s+used\s+only\s+(?:for|to)\b|\b(?:is|are)\s+(?:allowed|permitted)\s+only\s+(?:for|to|in)\b/i,
  /\b(?:may|can)\s+(?:be\s+used|use)\b[^.;]{0,80}?,?\s+but\s+not\s+(?:to|for)\s+\p{L}+/iu,
  /\b(?:must|should|may|can|will)\s*not\s+(?:be\s+)?(?:use|used|cite|cited|include|included|come|contain|rely|paste|put|write|written|consult|copy|submit|count|counted|quote|exceed|summari[sz]e|name|named|identify|identified|reproduce|reproduced)\b/i,
  // "Patients must not be identifiable", "should not be recognisable".
  /\b(?:must|should)\s+not\s+be\s+[\p{L}]+able\b/iu,
  // "Names must not appear …", "You must not start …"; "The data may not be shared …".
  /\bmust\s*not\s+(?!be\s+(?:longer|shorter|more|less|fewer)\b)\p{L}+/iu,
  /\b(?:should|may|can)\s*not\s+be\s+\p{L}+ed\b/iu,
  // "Textbooks count toward neither number"; "Translation tools are allowed; using AI to draft is not."
  /\bcounts?\s+towards?\s+neither\b|\b(?:allowed|permitted|acceptable|welcome)\b[^.]*?[;,]\s*[^;,]+\b(?:is|are)\s+not\.?$/i,
  /\b(?:mustn['’]t|shouldn['’]t|cannot|can['’]t)\s+(?:be\s+)?\w+/i,
  // "… are not to be cited", "… are not counted among the twelve", "Blogs are not academic sources".
  /\b(?:is|are)\s+not\s+(?:permitted|allowed|acceptable|accepted|counted\s+(?:among|towards?|as)|to\s+be\s+\p{L}+ed)\b/iu,
  /\b(?:is|are)\s+not\s+(?:academic|scholarly|reliable|credible|peer-reviewed|acceptable)\s+(?:sources|references|evidence)\b/i,
  // "Teams may not change sides", "The summary shall not contain …"; "may not receive the mark" is an outcome.
  /\b(?:may|shall)\s+not\s+(?!be\s+(?:longer|shorter|more|less|fewer)\b|(?:receive|get|earn|pass|need|have)\b)\p{L}+/iu,
  /\b(?:does|do|will)\s+not\s+count\b/i,
  /\b(?:prohibited|forbidden|not permitted|not allowed|unacceptable sources?)\b/i,
  // "Neither the slides nor the script may be written with AI".
  /\bneither\b[^.;]*\bnor\b[^.;]*\b(?:may|must|can|should|shall)\s+(?:be\s+)?\p{L}+/iu,
  /^no\s+(?!more\b|less\b|fewer\b|later\b|longer\b|shorter\b)\w+/i,
  // "Preprints may be cited only when no reviewed version exists", "may be reused only if you mark them": a use
  // allowed on one condition forbids it otherwise.
  /\b(?:may|can)\s+(?:only\s+be\s+\p{L}+ed|be\s+\p{L}+ed\s+only)\s+(?:if|when|where)\b/iu,
  // "paste no AI-generated text into the report", "use no footnotes": an order to use none of something.
  /(?:^|[:;,–—]\s*|\b(?:and|but)\s+)(?:paste|use|include|cite|put|copy|insert)\s+no\s+(?!more\b|fewer\b|less\b|later\b)\p{L}/iu,
  // "no more than ten preprints may be cited", "no more than 10% of the essay should be quoted text": a cap on
  // what is cited or quoted.
  /\bno\s+more\s+than\s+\S+\s+(?:of\s+(?:the|your)\s+\p{L}+\s+)?(?:\p{L}+\s+){0,2}(?:may|should|must|can)\s+be\s+(?:cited|quoted)\b/iu,
  // Anonymity put positively: "All identifying details must be removed", "leave out the names of the wards".
  /\b(?:identifying|personal)\s+(?:details|information|data)\s+(?:must|should|have to)\s+be\s+(?:removed|omitted|left out)\b|\b(?:leave out|omit|remove)\s+(?:the\s+|all\s+|any\s+)?(?:names?|identifying details|personal details)\b/i,
  // "… on the cover, but not your name", "your student number, not your name, on the title page": a placement
  // that keeps one thing out; so is "on the title page only, not in the report itself".
  /,\s+(?:but\s+)?not\s+(?:your|their|the)\s+(?:name|names|photo|photograph)\b/i,
  /\bonly,\s+not\s+(?:in|on)\s+(?:the|your)\s+\p{L}+/iu,
  // "Neither book may be one you used before", also as the answer to a question ("No. Neither …").
  /(?:^|[.:;]\s+)neither\s+\p{L}+(?:\s+\p{L}+)?\s+(?:may|must|can|should|shall)\s+(?:be\s+)?\p{L}+/iu,
  // "Copying text from reports is not a substitute for your own analysis".
  /\b(?:is|are)\s+not\s+a\s+substitute\s+for\b/i,
  // "Speakers are not named unless they ask to be", "Datasheets are cited but are not included in the eight".
  /\b(?:is|are)\s+not\s+(?:named|identified|included\s+in\s+the\s+(?!word\b|page\b|total\b|length\b|limit\b)\p{L}+)\b/iu,
  // Anonymity asked for by what must go: "Change or leave out any detail that could identify the patient".
  /\b(?:leave\s+out|omit|remove|change)\b[^.;]{0,30}?\b(?:details?|information)\s+that\s+(?:could|might|would|may)\s+identify\b/i,
];
/**
 * What will happen to work that breaks a rule: "… will not be accepted", "… will be returned without review",
 * "… will lead to a rejection", "… is malpractice". The rule is the thing the sentence names, so the sentence
 * is a prohibition.
 */
const CONSEQUENCE =
  /\bwill\s+(?:lead\s+to\s+(?:a\s+)?(?:rejection|disqualification)\b|not\s+be\s+(?:accepted|marked|graded|assessed)|be\s+returned\s+(?:without|unmarked|ungraded|unread)|be\s+referred\s+to\s+the\s+(?:[\w-]+\s+){0,3}?(?:disciplinary|misconduct|integrity)|be\s+(?:treated|regarded)\s+as\s+(?:plagiarism|malpractice|misconduct|cheating)|score\s+zero|not\s+pass\b|receive\s+(?:a\s+)?(?:(?:mark|grade)\s+of\s+)?(?:zero|0)\b)|\b(?:is|are)\s+(?:treated|regarded)\s+as\s+(?:plagiarism|malpractice|misconduct|cheating)\b|\b(?:is|are|counts?\s+as|constitutes?)\s+(?:academic\s+)?(?:malpractice|misconduct|plagiarism|cheating)\b/i;
// Not rules about the writing: handing in, late work ("after 3 May it is not accepted", "Later papers are not
// accepted"), permissions and the length, which is read elsewhere.
const NOT_A_PROHIBITION =
  /\b(?:late|e-?mail(?:ed)?(?!\s+address)|hard cop(?:y|ies)|extensions?|(?:do|does|will) not need|not required|need not|don['’]t need|do not have to|optional|needed|necessary|exceed(?:s|ed)?|more than \d(?![\d.,]*\s*%)|words?\b.*\blimit|deadline|(?:submitted|turned in|handed in|received) after|accepted after|hesitate|forget)\b|\blater\s+(?:papers|reports|essays|work|submissions)\b|\bcounts?\s+towards?\s+the\s+(?:word\s+)?(?:limit|count|length)\b|\b(?:is|are)\s+not\s+submitted\b|\blater than\b|\bafter\b[^.;]{0,40}\b(?:not|no longer)\s+(?:be\s+)?accepted\b/iu;

/** Rewrites "Marking is anonymous: do not write your name" to the instruction itself. */
function instruction(text: string): string {
  const m =
    /(?:^|[:;–—]\s*|(?<=\p{Ll})\.\s+|\bbut\s+)((?:please\s+)?(?:do\s+not|don['’]t|never|avoid|refrain\s+from)\b.*)$/iu.exec(
      text,
    );
  // "… in addition but do not count" needs the words before it to say what does not count.
  // "… are welcome but do not count toward the six" keeps what does not count.
  const own = m?.[1] && m[1].trim().split(/\s+/).length >= 4 && !/^do(?:es)?\s+not\s+count\b/i.test(m[1]);
  const core = (own ? (m?.[1] ?? text) : text).trim();
  return core.charAt(0).toUpperCase() + core.slice(1);
}

function checkOf(text: string): Prohibition['check'] {
  if (briefForbidsFirstPerson(text)) return 'first_person';
  if (/\bsecond[\s-]+person\b|["'“‘]you["'”’]/i.test(text)) return 'second_person';
  if (/\bcontractions?\b/i.test(text)) return 'contractions';
  return null;
}

/**
 * "Method - one paragraph in the past tense. Do not copy the steps from the handout.": a ban as the second
 * sentence of a list item. When the item opens with an order of its own ("Answer … . Do not …") that order is
 * the item's task, which a ban read from the same item would hide, so only the other items are read this way.
 */
const SECOND_SENTENCE_BAN = /(?<=\p{Ll})\.\s+(?:do\s+not|don['’]t|never|avoid|refrain\s+from)\b/iu;

function opensWithOrder(text: string): boolean {
  const first = /^\W*(\p{L}+)/u.exec(text)?.[1]?.toLowerCase() ?? '';
  return INSTRUCTION_VERBS.has(first);
}

function prohibitionOf(text: string, source: string, consequence = true): Prohibition | null {
  const firstPerson = briefForbidsFirstPerson(text);
  const negative =
    NEGATIVE.some((re) => re.test(text)) ||
    (consequence && CONSEQUENCE.test(text)) ||
    (SECOND_SENTENCE_BAN.test(text) && !opensWithOrder(text));
  if (!firstPerson && (!negative || NOT_A_PROHIBITION.test(text))) return null;
  return { text: instruction(text).replace(/\s+/g, ' '), check: checkOf(text), source };
}

/** "… do not use secondary sources, and do not summarise the plot": each ban in a sentence is its own. */
const NEXT_BAN =
  /,?\s+(?:and|but)\s+(?=(?:you\s+)?(?:do\s+not|don['’]t|never|should\s+not|must\s+not|may\s+not|avoid)\b)|,\s+and\s+(?=no\s+more\s+than\b)|;\s+/i;

/** "… but should not be cited", "… and do not count toward the six": a half that needs the first half's subject. */
const NO_SUBJECT = /^(?:(?:should|must|may|will)\s+not|do(?:es)?\s+not\s+count)\b/i;

/** "(screenshots are not acceptable)" inside a sentence that states something else, such as the length. */
function bracketedBans(unit: BriefUnit): Prohibition[] {
  return [...unit.text.matchAll(/\(([^()]{12,})\)/g)].flatMap((m) => {
    const inner = m[1] ?? '';
    return NEGATIVE.some((re) => re.test(inner)) ? (prohibitionOf(inner, unit.sentence) ?? []) : [];
  });
}

/** "Don't:", "You must not:", "Avoid the following:": a lead-in whose every item is a ban. */
const BANNING_LEAD_IN =
  /^(?:please\s+)?(?:do\s+not|don['’]t|never|avoid(?:\s+the\s+following)?|you\s+(?:must|should|may)\s+not)\s*:$/i;

/**
 * Under an AI or integrity heading only a plain ban on AI tools is read ("You must not use generative AI to draft
 * the essay"); policy, support and permissions there ("AI may be used for checking language only") are not.
 */
function aiBan(unit: BriefUnit): boolean {
  const { section } = unit.line;
  // "Use of AI: you may not …" set under another heading is a rule of its own, labelled as one.
  const labelled = /^[^:]{0,30}\b(?:AI|artificial intelligence)\b[^:]{0,20}:/i.test(unit.line.text);
  return (
    (RULES_HEADING.test(section) || labelled) &&
    /\b(?:ai|artificial intelligence|chatgpt|generative)\b/i.test(`${section} ${unit.text}`) &&
    (/\b(?:not|never|neither|prohibited|forbidden)\b/i.test(unit.text) || CONSEQUENCE.test(unit.text))
  );
}

/**
 * "Identical text between students, or text generated with an AI tool, will be treated as plagiarism": two
 * things the same consequence falls on are two bans.
 */
const TWO_UNDER_ONE = /^(.{12,}?),\s+or\s+([^,]{8,}),\s+(will\s+.+)$/i;

function twoUnderOne(unit: BriefUnit): Prohibition[] | null {
  const m = TWO_UNDER_ONE.exec(unit.text.trim());
  if (!m?.[1] || !m[2] || !m[3] || !CONSEQUENCE.test(m[3]) || NOT_A_PROHIBITION.test(unit.text)) return null;
  return [m[1], m[2]].map((who) => {
    const text = `${who} ${m[3]}`.replace(/\s+/g, ' ');
    return { text: text.charAt(0).toUpperCase() + text.slice(1), check: null, source: unit.sentence };
  });
}

/** The prohibitions one unit states. */
export function prohibitionsIn(unit: BriefUnit): Prohibition[] {
  if (unit.line.boilerplate && !aiBan(unit)) return [];
  if (unit.item && BANNING_LEAD_IN.test(unit.leadIn?.trim() ?? '')) {
    const lead = (unit.leadIn ?? '').replace(/:\s*$/, '').replace(/^(?:please\s+)?don['’]t$/i, 'Do not');
    return [
      { text: `${lead} ${unit.text}`.replace(/\s+/g, ' '), check: checkOf(unit.text), source: unit.sentence },
    ];
  }
  const two = twoUnderOne(unit);
  if (two) return two;
  const whole = prohibitionOf(unit.text, unit.sentence);
  const parts = unit.text
    .split(NEXT_BAN)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  // "… may be cited for context but do not count" needs its first half: a ban of a few words is not its own.
  if (parts.length < 2 || parts.some((p) => p.split(/\s+/).length < 4 || NO_SUBJECT.test(p)))
    return whole ? [whole] : bracketedBans(unit);
  // "Do not use study guides; essays that lean on them will be returned": the consequence is not a second ban.
  const bans = parts.flatMap((part) => prohibitionOf(part, unit.sentence, false) ?? []);
  return bans.length > 0 ? bans : whole ? [whole] : bracketedBans(unit);
}
