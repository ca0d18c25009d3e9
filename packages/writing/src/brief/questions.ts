import { words } from '../text/count-words.ts';
import { stem } from '../text/stem.ts';
import type { BriefQuestion } from './brief.schema.ts';
import type { BriefSentence } from './brief-lines.ts';
import { BRIEF_BOILERPLATE, normaliseVerb, STOP_WORDS, TASK_VERB_WORDS, TASK_VERBS } from './lexicon.ts';
import { taskClauses } from './task-clauses.ts';

/*
 * What the writer must answer: sentences ending in "?" and sentences that set a task with an academic verb,
 * either as an imperative ("Critically assess …") or embedded ("You should evaluate …"). Marking criteria and
 * learning outcomes use the same verbs about grading, so their sections are skipped (see brief-lines), and so
 * are sentences about handing in.
 */

const VERB_ALTERNATIVES = TASK_VERBS.map((v) => v.replace(/ /g, '\\s+')).join('|');
const NUMBERING = /^(?:(?:question|task|part|q)\s*\d+[a-z]?\s*[:.)-]?\s*)/i;
// Imperative at the start, or after a short scene-setting phrase ("In the Discussion, explain …").
const IMPERATIVE = new RegExp(
  `^(?:(?:in|for|within|throughout|using|drawing on|based on)\\s[^,]{1,40},\\s*)?(${VERB_ALTERNATIVES})\\b`,
  'i',
);
const EMBEDDED = new RegExp(
  String.raw`\b(?:you (?:should|must|will|need to|are (?:asked|required|expected) to)|your task is to|the task is to|students (?:should|must|will|are required to)|(?:this|the|your) (?:essay|report|assignment|paper|review|chapter) (?:should|must|will))\s+(?:also\s+)?(${VERB_ALTERNATIVES})\b`,
  'i',
);
// Words that only occur in instructions about handing in, never in the subject of a task.
const ADMIN =
  /\b(?:submit|submission|turnitin|deadline|word (?:count|limit)|font|line spacing|plagiari\w*|file name|upload|late (?:submission|work)|moodle|canvas|blackboard|e-?mail|office hours|contact (?:the|your|me|us))\b/i;
/** Keywords a draft must mention are capped: eight content words say what a question is about. */
const MAX_KEYWORDS = 8;

/** Content words of a question: not function words, task verbs or assignment vocabulary. */
export function keywordsOf(text: string): string[] {
  const seen = new Set<string>();
  const stems = new Set<string>();
  for (const raw of words(text)) {
    const w = raw.toLowerCase().replace(/['’]s$/, '');
    const isAcronym = /^\p{Lu}{2,}/u.test(raw);
    if (STOP_WORDS.has(w) || TASK_VERB_WORDS.has(w) || BRIEF_BOILERPLATE.has(w)) continue;
    if ((w.length < 4 && !isAcronym && !/^\d{4}$/.test(w)) || /^\d{1,3}$/.test(w)) continue;
    // One keyword per stem: "benefit" and "benefits" are one thing to mention.
    if (stems.has(stem(w))) continue;
    stems.add(stem(w));
    seen.add(w);
    if (seen.size === MAX_KEYWORDS) break;
  }
  return [...seen];
}

function taskVerb(text: string): string | null {
  const lead = IMPERATIVE.exec(text)?.[1] ?? EMBEDDED.exec(text)?.[1];
  return lead === undefined ? null : normaliseVerb(lead.replace(/\s+/g, ' '));
}

/** "Q: Can I work in pairs?" and the questions of an FAQ are the students' own, answered by the brief. */
const STUDENTS_QUESTION = /^Q\s*[:.]\s/;
const FAQ = /\bfaqs?\b|frequently asked|questions? (?:and|&) answers/;

/** "Critically assess this claim", "Discuss this view": an instruction about the sentence before it. */
const REFERS_BACK =
  /\b(?:this|that|the above) (?:claim|statement|view|quotation|quote|assertion|proposition|argument|position|contention)\b/i;

/** "Discuss with reference to two cases", "Justify your answer": an instruction with no subject of its own. */
const FOLLOW_UP =
  /^(?:critically\s+)?(?:discuss|explain|evaluate|assess|justify|illustrate|answer|support|argue)\b(?:\s*[.!]?$|\s+(?:with (?:reference|regard) to|in (?:relation|reference) to|by reference to|using|drawing on|your (?:answer|view|position|argument|claims?)\b))/i;

interface Previous {
  line: BriefSentence['line'];
  text: string;
  asked: boolean;
  /** Where it went in the output, or null when it was not a question itself (a quotation to assess). */
  at: number | null;
}

/** The questions and tasks the brief sets, in order, each once. */
export function extractQuestions(sentences: readonly BriefSentence[]): BriefQuestion[] {
  const out: BriefQuestion[] = [];
  const seen = new Set<string>();
  let previous: Previous | null = null;
  for (const { text: raw, line } of sentences) {
    const before: Previous | null = previous;
    previous = { line, text: raw, asked: false, at: null };
    // An answer in an FAQ may still set the question ('A: "To what extent …?"').
    const students = FAQ.test(line.section) && line.answer !== true;
    if (line.boilerplate || line.heading || STUDENTS_QUESTION.test(raw) || students) continue;
    const numbered = raw.replace(NUMBERING, '').trim();
    const asked = /\?["'”’)]*$/.test(numbered);
    previous.asked = asked;
    // "Write an essay on the following question: Should …?" asks the part after the colon.
    const text = (asked ? numbered.replace(/^.*:\s+(?=\p{Lu})/u, '') : numbered).replace(/[;,]$/, '');
    const verb = taskVerb(text);
    // "Why do treaties fail? Discuss with reference to two cases.", "'…' Critically assess this claim.": an
    // instruction after a question or a quotation on the same line completes it rather than setting another.
    const completes = REFERS_BACK.test(text) || (before?.asked === true && FOLLOW_UP.test(text));
    if (before?.line === line && !asked && verb !== null && completes) {
      const asking = before.at === null ? null : out[before.at];
      if (asking) asking.text = `${asking.text} ${text}`;
      else if (!ADMIN.test(before.text)) {
        const whole = `${before.text} ${text}`;
        out.push({ text: whole, kind: 'task', verb, keywords: keywordsOf(whole) });
      }
      previous.at = before.at ?? out.length - 1;
      continue;
    }
    // "You should explain X, use Y to predict Z, and then compare …" sets one task per clause.
    const clauses = asked ? [] : taskClauses(text);
    const instructs = verb !== null || clauses.length >= 2;
    if ((!asked && !instructs) || words(text).length < 4 || ADMIN.test(text)) continue;
    const parts = clauses.length >= 2 ? clauses : [text];
    for (const part of parts) {
      const keywords = keywordsOf(part);
      // "Any questions about this assignment?" has no subject matter, so nothing to answer.
      const key = part.toLowerCase();
      if (keywords.length === 0 || seen.has(key)) continue;
      seen.add(key);
      const own =
        part === text ? verb : (taskVerb(part) ?? normaliseVerb(/^[\p{L}]+/u.exec(part)?.[0] ?? ''));
      out.push({ text: part, kind: asked ? 'question' : 'task', verb: own, keywords });
      previous.at = out.length - 1;
    }
  }
  return out;
}
