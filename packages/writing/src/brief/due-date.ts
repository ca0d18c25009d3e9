import type { DueDate } from './brief.schema.ts';
import type { BriefSentence } from './brief-lines.ts';
import { PATTERNS, pad, resolve, timeIn, writesMonthFirst } from './date-forms.ts';

/*
 * Only sentences that talk about handing in ("due", "deadline", "submit by") are read for dates, because briefs
 * also cite years and historical dates. Rules a writer can rely on:
 * - Numeric dates are day-first (12/03/2027 is 12 March), the order used almost everywhere outside the US, unless
 *   that reading is impossible (03/14/2027 can only be 14 March), the weekday written with it fits only the
 *   month-first reading ("Friday 5/7/27" is 7 May), or another date in the brief can only be month-first.
 * - A date without a year is the next one on or after today (`now`).
 * - Relative phrases ("next Friday", "end of week 10") are ignored: they need a term calendar we do not have.
 * - When several dates qualify (a draft and a final deadline), the latest is the due date and a warning lists
 *   the rest; an earlier deliverable ("a proposal is due 2 October") is kept as a task of its own.
 * - Dates in sentences about late work ("essays submitted after 20 November will not be accepted", "a 100%
 *   penalty applies after …") are cut-offs, not deadlines, and are never the due date.
 * - In a table of key dates whose rows track steps with the tutor ("Topic approved by tutor ..... 2 October"), no
 *   row needs a cue: the latest row is the due date and every earlier one a deliverable.
 * - "midnight" means the end of that day (23:59), as students read it.
 */

const CUT_DATE = /\b\d{1,4}\.\s*$/;
const LEADING_TIME =
  /^\W{0,3}(?:\(?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\)?,?\s*)?(?:\d{1,2}[:.]\d{2}|\d{1,2}\s*[ap]\.?m\b|noon|midnight)/i;
const ABBREVIATED_WEEKDAY = /\b(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\.\s*$/i;
const CUE =
  /\b(?:due|deadlines?|submit(?:s|ted)?|submission|hand(?:ed)?[\s-](?:in|up)|turn(?:ed)?[\s-]in|upload(?:ed)?|no later than|closing date|closes|return(?:ed)?\s+by|entrega|plazos?|prazo|date limite|remise)\b|\b(?:must|should|is to|are to)\b[^.;]{0,60}\bby\s+(?:\p{L}+,?\s+)?\d|\b(?:is|are)\s+(?:sent|e-?mailed|delivered|lodged|deposited|posted)\b(?:[^.;]|\.(?=\w)){0,80}\bby\s+(?:\p{L}+,?\s+)?\d/iu;
const LATE =
  /\blate\b|\bpenalt|\bafter (?:this|that|the) (?:date|deadline)|\bwill not be accepted\b|\b(?:grade|mark) of zero\b|\bcut-?off\b|\bextension|\bgrace period\b|\bcapped\b|\bcamera-ready\b|\bdeduct|\breturned\b|\bcomes? back\b|\bfeedback\b|\b(?:turned|handed|submitted) in after\b|\bsubmitted after\b|\baccepted after\b|\b(?:is|are|be)\s+(?:not\s+|only\s+|still\s+)?accepted\b|\b(?:stays|remains)\s+open\s+until\b|^\W*after\b/i;
/** A deadline named without a calendar date: "Sunday of week 6", "end of Module 4". */
const RELATIVE =
  /\b(?:week|module|unit|session|day)\s+\d+\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\bend of\b/i;

interface Found extends DueDate {
  at: Date;
}

/** A date found with the clause it stands in, and whether it dates an event or a row of a table of dates. */
interface Dated extends Found {
  clause: string;
  event: boolean;
  row: boolean;
}

/** "must arrive by 5 October", "no later than 2 May": the date the work is due by, not one it is due for. */
const BY_DATE = /\b(?:by|before|until|no later than)\s+(?:the\s+)?$/i;

function datesIn(sentence: string, now: Date, warnings: string[], monthFirst = false): Found[] {
  const found: (Found & { from: number; to: number; by: boolean })[] = [];
  let rest = sentence;
  for (const { re, read } of PATTERNS) {
    for (const m of rest.matchAll(re)) {
      const p = read(m, monthFirst);
      const resolved = p && resolve(p, now);
      if (!p || !resolved) continue;
      const { date, yearInferred } = resolved;
      if (p.weekday !== null && p.weekday !== date.getDay()) {
        warnings.push(`"${m[0].trim()}" names the wrong weekday for that date; the date itself was used.`);
      }
      const iso = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
      const from = m.index;
      const by = BY_DATE.test(sentence.slice(Math.max(0, from - 20), from));
      found.push({
        date: iso,
        time: null,
        yearInferred,
        source: sentence,
        at: date,
        from,
        to: from + m[0].length,
        by,
      });
    }
    // Blank out what matched so a later pattern (or the time search) cannot read it again.
    rest = rest.replace(re, (s) => ' '.repeat(s.length));
  }
  // "For the presentation on 16 November the paper must arrive by 5 October": the date after "by" is the
  // deadline; the other names the event it is for.
  const kept = found.some((f) => f.by) ? found.filter((f) => f.by) : found;
  // Each date takes the time written next to it ("opens 1 May at 09:00 and closes 5 May at 14:00").
  const starts = found.map((f) => f.from).sort((a, b) => a - b);
  const whole = found.length > 0 ? timeIn(rest) : null;
  return kept.map(({ from, to, by: _by, ...f }) => {
    const next = starts.find((s) => s > from) ?? rest.length;
    const previous = [...starts].reverse().find((s) => s < from);
    const before = previous === undefined ? 0 : (found.find((o) => o.from === previous)?.to ?? 0);
    const time = timeIn(rest.slice(to, next)) ?? timeIn(rest.slice(before, from)) ?? whole;
    return { ...f, time };
  });
}

export interface Deadlines {
  dueDate: DueDate | null;
  /** The deadline in the brief's words when it gives no calendar date. */
  deadlineText: string | null;
  /** Earlier deliverables with dates of their own ("a one-page proposal is due 2 October"). */
  deliverables: string[];
}

/** The submission deadline and any earlier deliverables; see the rules above. */
export function extractDeadlines(
  sentences: readonly BriefSentence[],
  now: Date,
  warnings: string[],
): Deadlines {
  let found: Dated[] = [];
  let relative: string | null = null;
  const monthFirst = writesMonthFirst(sentences.map((s) => s.text).join('\n'));
  // A table of dates under a schedule heading sets milestones when a row tracks a step with the tutor, or when
  // the heading's own text says each row is handed in ("Each stage is submitted by 23:59 on the date given").
  const milestoneTables = new Set(
    sentences
      .filter(
        (s) =>
          SCHEDULE_HEADING.test(s.line.section) &&
          (MILESTONE.test(s.text) || (STAGED.test(s.text) && !s.line.heading)),
      )
      .map((s) => s.line.section),
  );
  // That sentence's time holds for every row that gives none.
  const rowTime = new Map<string, string>();
  for (const s of sentences)
    if (
      milestoneTables.has(s.line.section) &&
      STAGED.test(s.text) &&
      datesIn(s.text, now, [], monthFirst).length === 0
    ) {
      const t = timeIn(s.text);
      if (t !== null) rowTime.set(s.line.section, t);
    }
  // Rows of a table with a column headed "Due" or "Deadline" ("Component | Weight | Length | Due").
  let dueColumn = false;
  sentences.forEach(({ text, line }, i) => {
    const cells = text.includes('|') ? text.split('|').map((c) => c.trim()) : [];
    const inDueColumn = dueColumn && cells.length > 1;
    dueColumn = cells.some((c) => DUE_COLUMN.test(c)) || inDueColumn;
    // Under a "Submission" or "Deadline" heading, or in a table of key dates, a date needs no cue word of its own.
    const row = milestoneTables.has(line.section) && !line.boilerplate;
    if (!CUE.test(text) && !(CUE.test(line.section) && !line.boilerplate) && !row && !inDueColumn) return;
    for (const clause of text.split(/;\s+/)) {
      // "Draft for written feedback: 4 May" in a table of dates is a deliverable, not a word about late work.
      if (LATE.test(clause) && !(row && DELIVERABLE.test(clause))) continue;
      const own = datesIn(clause, now, warnings, monthFirst);
      // "Deadline:" on one line and the date alone on the next is common in pasted cover sheets, and so is
      // "When is the deadline?" with the date in the answer below it. A date in a second calendar may cut the
      // sentence before the Gregorian one in brackets ("Jestha 21, 2084 B.S. (4 June 2027)").
      const next = sentences[i + 1]?.text;
      // "Due: Tues. 2/16/27": a weekday's abbreviation ends a sentence before its date.
      // The weekday goes along, since it may decide between day-first and month-first readings.
      const weekday = ABBREVIATED_WEEKDAY.exec(clause)?.[0] ?? '';
      const carried =
        own.length === 0 &&
        (/[:?]\s*$/.test(clause) || weekday !== '' || /^\(/.test(next ?? '')) &&
        next !== undefined
          ? datesIn(`${weekday} ${next}`.trim(), now, warnings, monthFirst).map((f) => ({
              ...f,
              // "by 5 p.m., Jestha 21 … (4 June 2027)": the time stays in the sentence with the cue.
              time: f.time ?? timeIn(clause),
            }))
          : [];
      // "2027. 10. 14. (Thu) 23:59": dots after numbers cut a date into sentences; read them together.
      const cut = own.length === 0 && carried.length === 0 && CUT_DATE.test(clause);
      const joined = cut
        ? datesIn(
            sentences
              .slice(i, i + 4)
              .map((s) => s.text)
              .join(' '),
            now,
            warnings,
            monthFirst,
          )
        : [];
      // "Deadline: 2027/07/23 (Fri.) 17:00": the time may be cut off into the next sentence too.
      const nextTime = next !== undefined && LEADING_TIME.test(next) ? timeIn(next.slice(0, 24)) : null;
      const dated = [...own, ...carried, ...joined].map((f) =>
        f.time === null ? { ...f, time: nextTime } : f,
      );
      // Under a "Submission" heading, "Present it in the seminar in the week of …" dates an event, not the
      // deadline, once another sentence there gives a date with a cue of its own; so does a clause about a
      // pitch or a viva beside one about uploading ("… the week of 3 May; the slides must be uploaded …").
      // A label before the date names what is due then: "Full paper: 6 June, through the conference system" is
      // the paper, while "21 May: oral defence" names its event after the date.
      const label = beforeDate(clause);
      const event = !CUE.test(clause) && EVENT.test(/\p{L}{3}/u.test(label) ? label : clause);
      const time = row ? (rowTime.get(line.section) ?? null) : null;
      found.push(...dated.map((f) => ({ ...f, time: f.time ?? time, clause, event, row })));
      // "… by 11:59 p.m. (ET) on Sunday of Week 6": the split at "p.m." leaves the day in the next sentence.
      const withNext = next !== undefined && !CUE.test(next) ? `${clause} ${next}` : clause;
      if (dated.length === 0 && relative === null && !/:\s*$/.test(clause)) {
        if (RELATIVE.test(clause)) relative = clause.trim();
        else if (RELATIVE.test(withNext) && /\b(?:by|on|before|due)\b/i.test(clause))
          relative = withNext.trim();
      }
    }
  });
  const rows = found.filter((f) => f.row);
  if (found.some((f) => !f.event)) found = found.filter((f) => !f.event);
  // "Final report ..... 26 April" in a table of key dates is the deadline; a research day after it is an event.
  const finals = rows.filter((f) => FINAL_ROW.test(f.clause));
  if (finals.length > 0)
    found = found.filter((f) => !f.row || finals.includes(f) || f.at <= (finals[0]?.at ?? f.at));
  if (found.length === 0) return { dueDate: null, deadlineText: relative, deliverables: [] };
  found.sort((a, b) => b.at.getTime() - a.at.getTime() || (b.time ?? '').localeCompare(a.time ?? ''));
  const { at: _at, clause: _clause, event: _event, row: _row, ...latest } = found[0] as Dated;
  const others = [...new Set(found.map((f) => f.date))].filter((d) => d !== latest.date);
  if (others.length > 0) {
    warnings.push(
      `The brief gives several dates (${others.join(', ')}); the latest, ${latest.date}, is the due date.`,
    );
  }
  // An earlier date that names its own piece of work ("a proposal", "an outline") is a deliverable, and so is
  // every other row of a table of key dates, a meeting included.
  const deliverables = [
    ...found.filter((f) => DELIVERABLE.test(f.clause) && !FINAL.test(f.clause)),
    // A defence or a poster day after the deadline is still a step of the work the table sets.
    ...rows.filter((f) => f.date !== latest.date),
  ]
    .filter((f) => f.date !== latest.date)
    .map((f) => rowText(f.clause).replace(/[.;,]+$/, ''));
  return { dueDate: latest, deadlineText: null, deliverables: [...new Set(deliverables)] };
}

/** The clause up to its first date. */
function beforeDate(clause: string): string {
  const starts = PATTERNS.map(({ re }) => clause.search(re)).filter((i) => i >= 0);
  return starts.length > 0 ? clause.slice(0, Math.min(...starts)) : clause;
}

/** A clause without the cell bars of a table row: "| Draft | 4 May |" is "Draft: 4 May". */
function rowText(clause: string): string {
  return clause
    .trim()
    .replace(/^\|\s*|\s*\|$/g, '')
    .replace(/\s+\|\s+/g, ': ');
}

/** The header cell of a table's column of deadlines. */
const DUE_COLUMN =
  /^(?:due(?: date| by)?|deadlines?|date due|(?:submission|hand-in) (?:date|deadline)|submit by)$|^(?:what|work|item)s? (?:you |to )?(?:hand in|submit)$|^deliverables?$/i;
/** A heading over a table of dates: "Important dates", "Timeline", "Key dates", "Schedule". */
export const SCHEDULE_HEADING = /\b(?:(?:important|key) dates|timeline|timetable|schedule|milestones)\b/;
/**
 * A row that tracks a step of the work with the tutor ("Topic approved by tutor", "Fieldwork completed", "Plan
 * to your supervisor", "Progress meeting"): its table sets milestones, each a requirement of its own. A table of
 * drafts for class ("Peer review draft ..... 3/24") only paces the work.
 */
const MILESTONE =
  /\b(?:approved|agreed|completed|done|finished|meeting|to (?:your |the )?(?:teacher|tutor|supervisor|lecturer|instructor)|(?:[\w-]+-page|written|research|project) proposal|progress (?:memo|report)|fieldwork|ethics (?:form|application))\b/i;
/** "Each stage is submitted on the course page by 23:59 on the date given": every row of the table is due. */
const STAGED =
  /\b(?:each|every)\s+(?:stage|milestone|step|part|deliverable|item)\b[^.]*\b(?:submitted|due|handed in|uploaded)\b|\bon the dates? (?:given|shown|listed|below)\b/i;
const EVENT =
  /\b(?:seminar|presentation|viva|defen[cs]e|colloquium|conference|workshop|week of|panel|meets)\b/i;
const DELIVERABLE =
  /\b(?:proposal|outline|abstract|draft|plan|bibliography|annotated|topic|presentation|summary|reflection)\b/i;
const FINAL = /\bfinal (?:paper|essay|report|version|submission)\b/i;
/** The row of a table of key dates that names the finished work: "Final report", "Final portfolio". */
const FINAL_ROW =
  /^\W*final (?:paper|essay|report|version|submission|draft|project|portfolio|dissertation|thesis|proposal|product)\b/i;

/** The submission deadline, or null; see the rules above. */
export function extractDueDate(
  sentences: readonly BriefSentence[],
  now: Date,
  warnings: string[],
): DueDate | null {
  return extractDeadlines(sentences, now, warnings).dueDate;
}

/** Whether a sentence states a dated deadline. */
export function statesDeadline(text: string): boolean {
  return CUE.test(text) && PATTERNS.some(({ re }) => text.search(re) >= 0);
}
