import { baseForm, INSTRUCTION_VERBS } from './instructions.ts';

/*
 * One sentence often sets several things to do as a run of clauses: "the essay should explain the problem, use
 * a model to predict its effects, and then compare the predictions with the evidence", "… and you must justify
 * the choice". A marker ticks each clause apart, so each becomes its own task. The main task can also be set in
 * a description of the work ("a policy essay in which you evaluate one policy") or as "Your task is to …".
 */

/** "Your task is to produce …": what follows is the main task. */
export const TASK_IS_TO = /^(?:your|the)\s+(?:main\s+)?(?:task|job|aim)\s+is\s+to\s+(?=[\p{L}])/iu;
/**
 * "… a policy essay in which you evaluate one housing policy", "In the rationale you explain …, discuss … and
 * evaluate …": the work described by what the writer does in it.
 */
const IN_WHICH_YOU =
  /\b(?:in which|where)\s+you\s+(?:will\s+)?(?=[\p{L}]+\s)|^(?:in|for)\s+(?:the|this|your)\s+[\p{L} -]{2,30}?,?\s+you\s+(?:will\s+)?(?=[\p{L}]+\s)/iu;
/** The work or the writer with an obligation, up to the first verb: "the essay should", "you must also". */
const OBLIGATION =
  /\b(?:you|^it|(?:the|your|this)\s+(?:[\p{L}-]+\s+)?(?:essay|report|paper|review|proposal|study|plan|chapter|commentary|analysis|advice))\s+(?:must|should|needs?\s+to|will\s+need\s+to|(?:is|are)\s+(?:required|expected|asked)\s+to|has\s+to|have\s+to)\s+(?:also\s+|first\s+)?(?=[\p{L}]+\s)/iu;
/** ", should put forward …", ", and must refer …": a later clause that repeats the modal. */
const MODAL_CLAUSE = /,\s+(?:and\s+)?(?:should|must)\s+\p{L}/u;
/** Where a new clause starts: a comma before a verb, "and you must …", or "… and to advise …" after "is to". */
const CLAUSE_BREAK =
  /,?\s+and\s+(?:then\s+)?(?:you|students)\s+(?:must|should|will|need\s+to)\s+(?:also\s+)?(?=([\p{L}]+)\s)|,\s+(?:and\s+)?(?:then\s+)?(?:(?:should|must)\s+)?(?=([\p{L}]+)\s)|,?\s+and\s+to\s+(?=([\p{L}]+)\s)/giu;
/** "I want an argument, not a survey: state your thesis, defend it, and answer one objection": a run after a colon. */
const AFTER_COLON = /:\s+(?=[\p{L}]+\s)/u;
/** Only a lead-in that asks for the work itself introduces such a run ("I want …", "Your essay must …:"). */
const RUN_LEAD = /\b(?:I|we)\s+(?:want|expect|need)\b|\b(?:must|should)\b[^:]*:\s*$/i;

const isBaseVerb = (word: string) => INSTRUCTION_VERBS.has(word.toLowerCase());
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * "use the concepts …", "support its claims …", "place it in …", "estimate MSY …": a clause that starts with a verb
 * and an object of its own.
 */
const VERB_AND_OBJECT =
  /^(?:and\s+)?(?:then\s+)?(\p{L}+)\s+(?:the|a|an|its|their|your|his|her|each|every|at least|both|one|two|three|how|why|what|whether|it|them|this|these|those)\s/iu;
const VERB_AND_NAME = /^(?:and\s+)?(?:then\s+)?(\p{L}+)\s+\p{Lu}{2,}/u;

/**
 * Whether every later clause of a run of three after "your essay should" starts with a verb and its object ("put forward
 * a clear argument, use the concepts of the course, and support its claims"), which a list of nouns that could
 * be verbs ("describe the plan, structure and materials") does not. The clauses are cut where a verb follows a
 * comma, so a clause may list nouns of its own ("estimate MSY, B/BMSY and F/FMSY").
 */
function verbClausesOnly(run: string): boolean {
  const later = clauses(run).slice(1);
  return (
    // A run of three or more, as after a colon: two clauses may still be one task with its parts.
    later.length >= 2 &&
    later.every((clause) => {
      const verb = VERB_AND_OBJECT.exec(clause)?.[1] ?? VERB_AND_NAME.exec(clause)?.[1];
      return verb !== undefined && isBaseVerb(verb);
    })
  );
}

/** Where the instruction of a sentence starts, or -1; `verb` says whether it starts with a verb of the list. */
function instructionStart(text: string): { at: number; verb: boolean; run?: boolean } {
  for (const re of [TASK_IS_TO, IN_WHICH_YOU, OBLIGATION]) {
    const m = re.exec(text);
    if (!m) continue;
    // "Your essay should describe the plan, structure and materials" lists nouns that could be verbs; only a
    // run whose later clauses repeat the modal (", should put forward …") is split.
    // Unless every later clause starts with a verb and its object (", use the concepts …, and support …").
    if (
      re === OBLIGATION &&
      /^(?:your|this|it)\b/i.test(m[0].trim()) &&
      !MODAL_CLAUSE.test(text) &&
      !verbClausesOnly(text.slice(m.index + m[0].length))
    )
      break;
    const at = m.index + m[0].length;
    return { at, verb: isBaseVerb(/^[\p{L}]+/u.exec(text.slice(at))?.[0] ?? '') };
  }
  const colon = AFTER_COLON.exec(text);
  const at = colon ? colon.index + colon[0].length : -1;
  if (at >= 0 && RUN_LEAD.test(text.slice(0, at)) && isBaseVerb(/^[\p{L}]+/u.exec(text.slice(at))?.[0] ?? ''))
    return { at, verb: true, run: true };
  return { at: -1, verb: false };
}

/** Splits the instruction of a sentence at each clause that starts with a verb of its own. */
function clauses(instruction: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of instruction.matchAll(CLAUSE_BREAK)) {
    if (!isBaseVerb(m[1] ?? m[2] ?? m[3] ?? '')) continue;
    out.push(instruction.slice(from, m.index));
    from = m.index + m[0].length;
  }
  out.push(instruction.slice(from));
  return out.map((c) => c.replace(/[.;,]\s*$/, '').trim()).filter((c) => c !== '');
}

/** "… a report that explains what you did, analyses the interviews …, and discusses …": the work by its verbs. */
const THAT_VERB = /\b(?:that|which)\s+(\p{L}+s)\s/u;
const THAT_BREAK = /,\s+(?:and\s+)?(?:then\s+)?(?=(\p{L}+s)\s)/gu;
const sets = (verb: string) => verb !== baseForm(verb) && isBaseVerb(baseForm(verb));

/**
 * A run of three or more clauses whose verbs agree with the work ("a report that explains …, analyses … and
 * discusses …"): the first keeps the work it describes, the others become instructions of their own.
 */
function thatRun(text: string): string[] {
  const m = THAT_VERB.exec(text);
  if (!m?.[1] || !sets(m[1])) return [];
  const out: string[] = [];
  let from = 0;
  for (const b of text.matchAll(THAT_BREAK)) {
    if (b.index < m.index || !sets(b[1] ?? '')) continue;
    out.push(text.slice(from, b.index));
    from = b.index + b[0].length;
  }
  out.push(text.slice(from));
  if (out.length < 3) return [];
  const [first = '', ...rest] = out.map((c) => c.replace(/[.;,]\s*$/, '').trim());
  const opening = first.replace(/^(?:then|finally|next|also)\s+/i, '');
  return [capitalise(opening), ...rest.map((c) => capitalise(c.replace(/^\p{L}+/u, (v) => baseForm(v))))];
}

/**
 * The tasks a sentence sets as clauses, each starting with its verb ("Compare those predictions with …"); an
 * empty list when the sentence sets one task or none in this way.
 */
export function taskClauses(text: string): string[] {
  const described = thatRun(text);
  if (described.length > 0) return described;
  const { at, verb, run } = instructionStart(text);
  if (at < 0) return [];
  const found = clauses(text.slice(at)).map(capitalise);
  // After a colon only a run of instructions counts: "Note: see the handbook" is not a list of tasks.
  if (run) return found.length >= 3 ? found : [];
  // "You should finish by recommending …, and you must justify …": later clauses start with their own verb.
  if (found.length >= 2) return found;
  return verb && (TASK_IS_TO.test(text) || IN_WHICH_YOU.test(text)) ? found : [];
}
