import { words } from '../text/count-words.ts';
import type { BriefTask } from './brief.schema.ts';
import type { BriefUnit } from './brief-units.ts';
import { baseForm, CHOICE_LEAD_IN, INSTRUCTION_VERBS, isInstructionVerb } from './instructions.ts';
import { statesDeadline } from './due-date.ts';
import { STOP_WORDS } from './lexicon.ts';
import { taskClauses } from './task-clauses.ts';

/*
 * Everything else the brief tells the writer to do: list items ("(1) state a clear thesis …"), imperatives
 * ("Justify your sampling approach"), and sentences with an obligation ("Your report needs to justify each
 * design decision", "Each team writes a final report"). A unit another reading already turned into a
 * checklist line (a source count, a prohibition, a format, a section list, a question, a length or a date)
 * is not repeated here. Permissions ("you may"), reading to do, and instructions about handing in are not
 * requirements of the work, and an item that names nothing to do ("Answer the following question") is left out.
 */

// "Task:", and a numbered one with a dash: "Task 4 - For the three worst hazards, recommend …".
const LABEL =
  /^(?:prompt|task|topic|question|instructions?|assignment|your task)(?:\s+\d{1,2})?\s*(?::|\s[-–—])\s*/i;
// A scene-setting opening before the verb, including a participle phrase ("Working from the client's sheet, …")
// and a condition ("If you used a survey tool, name it"), which may hold a list in brackets ("If you use a tool (R, SPSS), …").
const INTRO =
  /^(?:(?:in|for|within|throughout|using|drawing on|based on|when|after|before|as part of|in addition|finally|then|also|first|next|lastly|if|where|unless|once|[a-z]+ing)\b(?:[^,(]|\([^)]{0,80}\)){0,60},\s*)/i;
/** A longer scene-setting participle phrase before "you": "Using the records held on the portal, you …". */
const SCENE = /^(?:using|drawing on|based on|working (?:from|with))\b[^,]{0,120},\s*(?=you\b)/i;
const SEQUENCE = /^(?:then|also|finally|next|lastly|first|secondly|thirdly)\s+(?=\p{Ll})/iu;
/**
 * "For each hazard state who may be harmed", "In every entry quote one passage": what is gone through, in one or
 * two words after "each" or "every", then the verb without a comma.
 */
const FOR_EACH = /^(?:for|in)\s+(?:each|every)\s+[\p{L}-]+\s+/iu;

/** The text from the verb after a "for each …" opening without a comma, or the text itself. */
function afterEachScope(text: string): string {
  const m = FOR_EACH.exec(text);
  if (!m) return text;
  const rest = text.slice(m[0].length);
  const [first = '', second = ''] = rest.split(/\s+/);
  if (INSTRUCTION_VERBS.has(first)) return rest;
  return INSTRUCTION_VERBS.has(second) ? rest.slice(first.length).trimStart() : text;
}
const WORK =
  '(?:essay|report|paper|answer|brief|proposal|review|portfolio|reflection|analysis|discussion|conclusion|introduction|work|assignment|submission|plan|project|dissertation|thesis|chapter|response|case study|literature review|prospectus|annotation|bibliography|presentation|poster|document|graph|table|figure|title|section|map|chart|recommendation|appendix|memo|sample|study|design|data|commentary|advice|exploration|log|journal|topic)s?';
const OBLIGED = new RegExp(
  String.raw`(?:\b(?:(you|students?|candidates?|each (?:student|team|group|candidate)|(?:part|question|section)\s+\(?[a-z\d]{1,3}\)?)|(?:your|the|this|each|every|all|both|a strong|a good)\s+(?:[\p{L}-]+\s+){0,3}?${WORK}|it)|^${WORK})\s+(must|should|needs? to|needs|requires|will need to|(?:are|is) (?:required|expected|asked) to|ha(?:ve|s) to|will)\s+(?:also\s+|then\s+|clearly\s+|first\s+)?([\p{L}-]+)`,
  'iu',
);
/**
 * "The focus must remain on the case law", "Any use of AI tools must be declared in an appendix": a strong modal
 * binds the work whatever the subject; "will" and "should" need one of the subjects above. The subject may list
 * things ("Every quotation, image or idea … must be acknowledged"), but a clause of its own (", and both must …",
 * ", who …") or a quotation puts the modal in another sentence.
 */
const BINDING =
  /^(?:(?:yes|no)[,.]?\s+(?:but\s+)?)?(?:(?:(?!,\s*(?:but|who|which|so|while|(?:and|or)\s+(?:both|all|each|it|they|you|we|the|this|these|that|there))\b)[^;:?"“”]){0,100}?\s)?(?:must|shall|has to|have to|is to|are to|(?:is|are) required to)\s+(?:not\s+|also\s+|always\s+|only\s+)?(?:be\s+)?[\p{L}-]{3,}/iu;
/**
 * Handbook prose describes the work in the present tense: "The prospectus then reviews the literature", "The
 * candidate states two to four objectives", "In this coursework you carry out a small interview study". The
 * subject is the work, its writer or "you", and the verb one that sets work.
 */
const DESCRIBES = new RegExp(
  String.raw`^(?:(?:in|for) (?:this|the) [\p{L} -]{2,30}?,?\s+|(?:by|before|after|on) [^,]{3,30}?,?\s+(?=(?:the|your|each|every|you)\s))?(?:((?:the|your|this|each|every)\s+(?:[\p{L}-]+\s+){0,2}?(?:${WORK}|candidate|student|group|team|pair|member)|it)|(you))\s+(?:then\s+|also\s+|first\s+|now\s+|finally\s+)?([\p{L}]+)\b`,
  'iu',
);

function describesWork(text: string): boolean {
  const m = DESCRIBES.exec(text);
  const verb = m?.[3]?.toLowerCase() ?? '';
  // "The portfolio accounts for 70% of the grade" weighs the work; it sets nothing.
  if (!m || !isInstructionVerb(verb) || /^(?:accounts?|counts?)$/.test(verb)) return false;
  // "you write", "the candidate writes": the person agrees with the verb; "the report contains" sets nothing.
  return m[2] !== undefined ? baseForm(verb) === verb : verb !== baseForm(verb) && !/ss$/.test(verb);
}

const LANGUAGES =
  'English|French|Spanish|Portuguese|German|Italian|Dutch|Arabic|Russian|Chinese|Mandarin|Japanese|Korean|Malay|Indonesian|Swahili|Croatian|Serbian|Bosnian|Albanian|Macedonian|Romanian|Polish|Czech|Slovak|Greek|Turkish|Hindi|Urdu|Bengali|Thai|Vietnamese|Malagasy|Kazakh|Ukrainian|Latvian|Lithuanian|Estonian|Finnish|Swedish|Norwegian|Danish|Icelandic|Hungarian|Slovene|Slovenian|Bulgarian|Georgian|Armenian|Azerbaijani|Mongolian|Khmer|Lao|Nepali|Sinhala|Tamil|Amharic|Filipino|Tagalog|Catalan|Basque|Welsh|Irish|Maori|Māori|Hebrew|Persian|Farsi';
/** "Write in English", "The paper is written in Croatian": the language of the work. */
const LANGUAGE = new RegExp(
  String.raw`^(?:please\s+)?write\s+(?:\w+\s+)?in\s+(?:${LANGUAGES})\b|\b(?:is|are|must be|should be|shall be)\s+(?:\w+\s+)?written\s+(?:\w+\s+)?in\s+(?:both\s+)?(?:${LANGUAGES})\b`,
  'iu',
);
/** "This is an individual assignment", "Please work alone", "The project is done individually". */
// "The exploration is individual work", "The analysis and the report are individual." say so too.
const ALONE =
  /\b(?:is|are) an? individual (?:assignment|piece|task|project|report|exam|essay|submission)\b|\b(?:is|are) individual(?: work)?(?=\s*[.;:]|$)|^(?:please\s+)?work (?:alone|individually|on your own)\b|\b(?:is|are) (?:done|completed|written|carried out|undertaken) individually\b|\b(?:exam|assignment|project|task|report|essay|work) is individual\b/i;

/** "This assignment must be your own work", "the measurement must be done by you". */
const OWN_WORK =
  /\b(?:must|has to|have to|should)\s+be\s+(?:entirely\s+|all\s+)?(?:your|their)\s+own\b|\bmust be yours\b|\b(?:must|has to|have to)\s+be\s+(?:done|written|carried out|drawn|produced|taken|made)\s+by\s+you\b|\bmust be newly written\b/i;
/** "The general manager has asked you, as a revenue analyst, to review …": the brief's client sets the task. */
const ASKED_TO =
  /\b(?:has|have)\s+asked\s+you\b[^.;]{0,80}?\bto\s+\p{L}+|^this (?:assignment|task|project) asks you to\s+\p{L}+/iu;

/** A lead-in that carries the main task ("…, write a report that investigates one of the following questions:"). */
const TASK_LEAD_IN_WORDS = 5;
const TEAM_DOES =
  /\b(?:each|every)\s+(?:[\p{L}-]+\s+)?(?:student|team|group|member)\s+(?:\([^)]*\)\s+)?([\p{L}]+s)\b/iu;
// Not requirements of the work: handing in, reading, asking for help, and permissions. A paper written "in the form
// of a journal submission" is the work, not the handing in.
const NOT_WORK =
  /\b(?:submit|submitted|(?<!\b(?:journal|conference)\s)submission|upload|turnitin|moodle|canvas|blackboard|e-?mail|extensions?(?=\s+(?:requests?|form|policy|of time|is|are|will|may|can|must|should)\b|[.,;]|$)|late|deadline|more time|office hours|contact(?=\s+(?:your|the|me|us|him|her|them|a|an)\b)|feedback|plagiari\w*|misconduct|collusion)\b|(?<!\b(?:unless|if|whether|where|so that)\s)\byou (?:may|can|are welcome|are encouraged)\b|\b(?:optional|is recommended|are recommended|encouraged)\b|\b(?:should|will) be able to\b/i;
/**
 * "Each team submits one memorial", "you are required to submit a 2,000-word report on …", "Each of you then hands
 * in a portfolio", "Each student submits, individually, a reflection": handing in a new piece of work (with "a",
 * "an" or "one") sets the work itself, unless the sentence is about where or when.
 */
const SUBMITS_WORK = new RegExp(
  String.raw`\b(?:(?:each|every)\s+(?:[\p{L}'’-]+\s+)?(?:student|team|group|pair|candidate|learner|member)|each of you|you\s+(?:are|will be)\s+(?:required|expected|asked)\s+to|you\s+(?:must|will|should))\s+(?:then\s+|also\s+)?(?:,\s*\p{L}+,\s*)?(?:submits?|hands?\s+in)(?:\s*,\s*\p{L}+,\s*|\s+)(?:a|an|one)\s+(?:[\p{L}\d,-]+\s+){0,4}?${WORK}\b`,
  'iu',
);
/** "the class data set posted on Canvas": where the material is kept, not a word about handing in. */
const KEPT_ON =
  /\b(?:posted|provided|published|shared|available)\s+(?:on|in|via)\s+(?:the\s+)?(?:moodle|canvas|blackboard|vle|lms|portal)\b/gi;
const CHANNEL =
  /\b(?:via|through|on|in|to)\s+(?:the\s+)?(?:turnitin|moodle|canvas|blackboard|portal|vle|lms|e-?mail|dropbox|inspera)\b|\bonline\b|\belectronically\b/i;

/**
 * Reading and asking, not work, though "Keep a dated journal" and "Check the robustness of your results" are. "Refer to the handbook" points at a document; "Refer to both novels" and "refer
 * to pupils by letter" say what the work itself must do.
 */
const READING =
  /^(?:read|see|refer(?!\s+to\s+(?!(?:the|this|our|your)\s+(?:[\p{L}-]+\s+)?(?:handbook|guide|guidelines?|module|course|unit|programme|moodle|canvas|rubric|marking|attached|appendix|notes|website|page|faq|template|brief|syllabus|policy|regulations|instructions)\b)[\p{L}])|review your notes|check(?!\s+(?:whether|if|that|the\s+(?:robustness|sensitivity|validity|accuracy|assumptions?|fit)|your\s+(?:results|model|calculations|findings|estimates))\b)|note|bring|keep(?!\s+(?:a|an)\s+(?:[\p{L}-]+\s+){0,2}?(?:journal|log|diary|logbook|notebook)\b)|remember|ask(?![^.;]{0,40}\bto\s+(?:sign|take|complete|fill in|confirm|approve)\b)|contact|email|look)\b/iu;
/** "Read the case and write a report …": the reading leads to the work, which is the task. */
// "Read the facts and advise the client", "Study the extract and assess its argument" set work as well.
const READ_AND_WRITE =
  /\band\s+(?:then\s+)?(?:write|prepare|produce|compose|draft|answer|respond|complete|analy[sz]e|discuss|critique|advise|assess|evaluate|explain|comment|summari[sz]e|apply|identify|solve)\b/i;
/** Verbs that set the whole piece of work, so their lead-in is the main task even before a list of choices. */
const WORK_VERB =
  /^(?:write|prepare|produce|compose|design|develop|create|draft|conduct|plan|undertake|present|compare|critique)\b/i;
const MAIN_TASK_WORDS = 2;
const DIRECTIVE_LEAD_IN =
  /\b(?:must|should|need|needs|will|required|expected|asked|include|includes|contain|contains|cover|address|provide|show|demonstrate|feature|following|requirements?|that|which|you|to|at (?:a|the) minimum)\s*:?\s*$/i;
/** "Your review needs to cover the following points:": a list of points is asked for when the lead-in asks. */
const POINTS_LEAD_IN =
  /\b(?:must|should|needs?|required|expected|will|you|your)\b.*\bfollowing\s+(?:points|aspects|issues|questions|elements|areas|topics|items|tasks|components|parts|steps|things)\s*:?\s*$/i;
const NOUN_LEAD = /\b(include|contain|have|provide|cover|address|comprise|show|demonstrate|feature)\b/i;
/**
 * "Advise the client on:", "Explain, for each option:": an imperative lead-in, the last sentence of its line, whose
 * items complete it. Items after "Write about ONE of the following:" are choices of a subject, not parts of the work.
 */
const IMPERATIVE_LEAD_IN = /(?:^|[.!?]\s+)(?:please\s+)?(\p{Lu}\p{Ll}+)\b[^:.;!?]*:\s*$/u;
const CHOICE_OF = /\b(?:one|two|three|either|any)\b[^:]*\bof\b/i;

function imperativeLeadIn(leadIn: string): boolean {
  const m = IMPERATIVE_LEAD_IN.exec(leadIn);
  const verb = m?.[1] ?? '';
  if (!m || CHOICE_OF.test(m[0])) return false;
  return isInstructionVerb(verb) && baseForm(verb) === verb.toLowerCase();
}

/** Words that say nothing about what to do: "Answer the following question", "Complete the task below". */
const EMPTY = new Set(
  'answer answers following question questions write complete essay assignment task tasks below above problem work'.split(
    ' ',
  ),
);

function contentCount(text: string): number {
  let n = 0;
  for (const raw of words(text)) {
    const w = raw.toLowerCase();
    if (!STOP_WORDS.has(w) && !EMPTY.has(w) && !/^\d/.test(w)) n += 1;
  }
  return n;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const tidy = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/[;,]\s*$/, '')
    .trim();

/** The instruction of a sentence, without "You should" or a label: "Your report needs to justify X" → "Justify X". */
function sentenceLabel(text: string): string {
  const bare = text.replace(LABEL, '').replace(/^please\s+/i, '');
  // "For your final paper you will write up X" → "Write up X"; a longer opening is kept as written.
  const m =
    /^(?:[^,.:;]{0,40}?\s)?(?:you|students)\s+(?:must|should|need to|will need to|are (?:required|expected|asked) to|have to|will)\s+(?:also\s+)?/i.exec(
      bare,
    );
  const own = /^your \w+(?: \w+)? (?:needs to|must|should|has to) (?!be\b)/i.exec(bare);
  const rest = m ? bare.slice(m[0].length) : own ? bare.slice(own[0].length) : bare;
  return capitalise(tidy(rest));
}

/** A list item as a checklist line: a verb stays, "analyses" after "that:" becomes "analyse", a noun gets one. */
function itemLabel(text: string, leadIn: string | null): string {
  const item = tidy(text.replace(/[.]$/, ''));
  const first = /^[\p{L}-]+/u.exec(item)?.[0] ?? '';
  if (isInstructionVerb(first)) {
    // "identifies and compares two options" → "Identify and compare two options".
    const rest = item
      .slice(first.length)
      .replace(/^(\s+and\s+)([\p{L}]+)/u, (m, and: string, verb: string) =>
        isInstructionVerb(verb) ? `${and}${baseForm(verb)}` : m,
      );
    return capitalise(`${baseForm(first)}${rest}`);
  }
  const verb = leadIn ? NOUN_LEAD.exec(leadIn)?.[1]?.toLowerCase() : undefined;
  // After "must show:" any item reads as what to show ("Show how the design meets the brief").
  const shows = verb === 'show' || verb === 'demonstrate';
  if (verb && (shows || /^(?:a|an|the|at least|one|two|three|your|some)\b/i.test(item))) {
    const lead = verb === 'have' || verb === 'contain' || verb === 'comprise' ? 'include' : verb;
    return `${capitalise(lead)} ${item.charAt(0).toLowerCase()}${item.slice(1)}`;
  }
  return capitalise(item);
}

/** An instruction, then a colon and a question of three words or fewer: "… the Gibbs cycle: What happened?". */
const NAMED_QUESTION = /^\p{Lu}[^:?]{20,}:\s+(?:\S+\s+){0,2}\S+\?["'”’)]*$/u;

/** "End the introduction with your hypothesis", "Close the review by stating …": where a part stands is work too. */
const BOOKEND = /^(?:end|close|finish)\s+(?:the|your|each|every|with|by)\b/i;
/** A scene of up to ten words, then a colon and a verb in lower case: "Your audience is the council: write …". */
const AFTER_SCENE = /^(?:[\p{L}'’-]+\s+){1,9}[\p{L}'’()-]+:\s+(\p{Ll}+)\s/u;
/** "Keep a dated journal of the rehearsals": a record kept is part of the work, though "Keep a copy" is not. */
const KEEPS_RECORD = /^keep\s+(?:a|an)\s+(?:[\p{L}-]+\s+){0,2}?(?:journal|log|diary|logbook|notebook)\b/iu;

/** "Survey at least ten residents" asks for a survey; "Survey fatigue is common" names one. */
const SURVEY_AS_NOUN =
  /^survey\s+(?!(?:the|a|an|at|all|every|each|your|some|one|two|three|four|five|six|ten|twenty|\d)\b)/i;

function isDirective(unit: BriefUnit): boolean {
  if (unit.binding === true || unit.line.binding === true) return true;
  const text = unit.text.replace(LABEL, '').replace(/^please\s+/i, '');
  if (BOOKEND.test(text) || KEEPS_RECORD.test(text)) return true;
  // "Your reader is the board: write as its analyst would": a short scene, then the instruction after a colon.
  const after = AFTER_SCENE.exec(text)?.[1] ?? '';
  if (isInstructionVerb(after) && baseForm(after) === after && !/^(?:see|note|check|refer|read)$/.test(after))
    return true;
  if (unit.item) {
    // "Using fractional flow theory, predict …": the verb may follow a scene-setting phrase in a list item too.
    const first = /^[\p{L}-]+/u.exec(text.replace(INTRO, ''))?.[0] ?? '';
    if (isInstructionVerb(first)) return true;
    // The options after "Choose ONE of these:" are the work to choose from.
    if (
      unit.leadIn !== null &&
      ([DIRECTIVE_LEAD_IN, CHOICE_LEAD_IN, POINTS_LEAD_IN].some((re) => re.test(unit.leadIn ?? '')) ||
        imperativeLeadIn(unit.leadIn))
    )
      return true;
    // "* You must collect your own data": an item that states an obligation of its own.
    if (!OBLIGED.test(text)) return false;
  }
  if (READING.test(text) && READ_AND_WRITE.test(text)) return true;
  // "Then argue a clear position …": an adverb of sequence may stand before the verb without a comma.
  const lead = /^[\p{L}-]+/u.exec(afterEachScope(text.replace(INTRO, '').replace(SEQUENCE, '')))?.[0] ?? '';
  // An imperative: the sentence starts with a capital, the verb may follow a scene-setting phrase.
  const capital = /^\p{Lu}/u.test(unit.text.replace(LABEL, ''));
  const noun = SURVEY_AS_NOUN.test(text);
  if (capital && !noun && isInstructionVerb(lead) && baseForm(lead) === lead.toLowerCase()) return true;
  const obliged = OBLIGED.exec(text);
  if (obliged) {
    const [, , modal, verb] = obliged;
    return modal?.toLowerCase() !== 'will' || isInstructionVerb(verb ?? '');
  }
  if (SUBMITS_WORK.test(text) || BINDING.test(text) || describesWork(text)) return true;
  const team = TEAM_DOES.exec(text);
  return team !== null && isInstructionVerb(team[1] ?? '');
}

/**
 * "Compile an annotated bibliography of 8 to 12 references on …": a sentence read for its count of sources that
 * sets the piece of work as well.
 */
const WORK_WITH_SOURCES = new RegExp(
  String.raw`^(?:please\s+)?(?:compile|write|prepare|produce|assemble)\s+(?:a|an)\s+(?:[\p{L}-]+\s+){0,3}?${WORK}\s+(?:of|with|drawing on|based on)\b`,
  'iu',
);

export function setsWorkWithSources(text: string): boolean {
  return WORK_WITH_SOURCES.test(text);
}

/** "Write a close reading of ONE of the following passages:": the work itself, set before the list of choices. */
function setsTheWork(text: string): boolean {
  // "Then write a project report in which you:" sets the work as much as "Write a project report".
  const bare = text.replace(LABEL, '').replace(SEQUENCE, '');
  // "Prepare a report to the board that:" is completed by its items, which are the tasks.
  const unfinished = /\b(?:that|which|who|to|by|should|must|will|and)\s*:\s*$/i.test(bare);
  return WORK_VERB.test(bare) && !unfinished && contentCount(bare) >= MAIN_TASK_WORDS;
}

/** The obligation after ", but" when what comes before only permits something. */
function afterPermission(text: string): string {
  const m = /^((?:[^,]*,\s*)?you (?:may|can|are welcome to)\b[^;]*?),\s+but\s+(\S.{11,})$/i.exec(text);
  if (!m?.[2] || !(OWN_WORK.test(m[2]) || BINDING.test(m[2]))) return text;
  return m[2].charAt(0).toUpperCase() + m[2].slice(1);
}

export function extractTasks(
  units: readonly BriefUnit[],
  claimed: (unit: BriefUnit) => boolean,
): BriefTask[] {
  const out: BriefTask[] = [];
  for (const unit of units) {
    // "You may discuss the case with others, but the analysis must be your own": the permission is not work,
    // the obligation after "but" is.
    const text = afterPermission(unit.text.trim());
    if (unit.line.boilerplate || claimed(unit)) continue;
    // "Use the following headings in this order." points at the list under it as a colon does; "Each of you hands
    // in a portfolio of the four parts below" sets the work all the same.
    const pointsBelow = /:\s*$|\b(?:below|as follows|in (?:this|that|the following) order)\.?$/i.test(text);
    // "Answer ONE of the following" is carried by the questions themselves; another verb adds the choice.
    const choice = CHOICE_LEAD_IN.test(text.replace(LABEL, '')) && !/^answer\b/i.test(text);
    if (
      pointsBelow &&
      (unit.item || contentCount(text) < TASK_LEAD_IN_WORDS) &&
      !setsTheWork(text) &&
      !SUBMITS_WORK.test(text) &&
      !choice
    )
      continue;
    const bare = text.replace(LABEL, '');
    const setsWork = SUBMITS_WORK.test(text) && !CHANNEL.test(text) && !statesDeadline(text);
    // "Using the data set posted on Moodle, you will assess …": where the material is kept sets the scene only.
    const notWork = NOT_WORK.test(text.replace(SCENE, '').replace(KEPT_ON, '')) && !setsWork;
    // "Reflect using the framework: What?" names the framework's first question after an instruction, which stays.
    const asks = /\?["'”’)]*$/.test(text) && !NAMED_QUESTION.test(text);
    if ((READING.test(bare) && !READ_AND_WRITE.test(bare)) || notWork || asks) continue;
    // "The essay should explain X, use Y to predict Z, and then compare …": one task per clause.
    const split = unit.item ? [] : taskClauses(bare);
    if (split.length > 0) {
      for (const clause of split)
        if (!out.some((t) => t.text === clause))
          out.push({ text: clause, origin: 'sentence', source: unit.sentence });
      continue;
    }
    // "Write in the first person" is short but a requirement all the same, and so are the language of the
    // work ("The paper is written in Croatian") and working alone ("This is an individual assignment").
    const voice = /\b(?:first|third)[\s-]person\b/i.test(text);
    const standing = LANGUAGE.test(text) || ALONE.test(text) || OWN_WORK.test(text) || ASKED_TO.test(text);
    if (!standing && ((contentCount(text) < 2 && !voice && !choice) || !isDirective(unit))) continue;
    const said = unit.item ? itemLabel(text, unit.leadIn) : sentenceLabel(text.replace(/\s*:\s*$/, ''));
    // "The importance of quinoa …" under "Introduction:" is what the introduction holds, and says so.
    const first = /^[\p{L}-]+/u.exec(said)?.[0] ?? '';
    const label =
      unit.part && !isInstructionVerb(first)
        ? `${unit.part}: ${said.charAt(0).toLowerCase()}${said.slice(1)}`
        : said;
    if (out.some((t) => t.text === label)) continue;
    out.push({ text: label, origin: unit.item ? 'list' : 'sentence', source: unit.sentence });
  }
  return out;
}
