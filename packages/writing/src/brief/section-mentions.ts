import type { RequiredSection } from './brief.schema.ts';
import { clean } from './section-titles.ts';

/*
 * Parts of the work a brief asks for in passing, inside a sentence about something else: a part that follows
 * another ("… followed by an acknowledgement page"), a statement placed at a fixed point ("a short statement at
 * the end of the report"), a figure the work must carry ("A map of the site is required"), a numbered step that
 * writes a part ("Step 2. Write a short introduction"), a lettered appendix with its content ("Appendix B is
 * the signed consent form"), the word count placed on the page, and a second abstract in another language.
 */

const mk = (title: string, source: string): RequiredSection => ({ title, words: null, source });
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A refusal or a permission in the clause that names the part: the brief does not require it. */
const REFUSED = /\b(?:not|never|no need|optional|may|can|could|if you wish)\b/i;

/** The clause of a sentence around a position, between semicolons and a "but" that turns it. */
function clauseAt(sentence: string, at: number): string {
  const start = Math.max(sentence.lastIndexOf(';', at), 0);
  const rest = sentence.slice(at);
  const end = rest.search(/;|,?\s+but\b|,\s+not\b/);
  return sentence.slice(start, end < 0 ? sentence.length : at + end);
}

/**
 * "… comes first, followed by an abstract in Spanish", "a cover page …, followed by an acknowledgement page and a
 * table of contents": what follows a part already named is a part too.
 */
const FOLLOWED = /,?\s+followed by\s+((?:a|an|the)\s.+)$/i;
const FIRST_PART = /\b(?:title|cover page|title page|abstract|summary|introduction|contents|preface)\b/i;

export function followingParts(sentence: string): RequiredSection[] {
  const text = sentence.replace(/[.;]\s*$/, '');
  const m = FOLLOWED.exec(text);
  if (!m?.[1] || !FIRST_PART.test(text.slice(0, m.index)) || REFUSED.test(text)) return [];
  const items = m[1].split(/,?\s+and\s+(?=(?:a|an|the)\s)/i);
  return items.flatMap((item) => {
    const title = languageTitle(item) ?? clean(item.replace(/\s+of\s+the\s+same\s+length\b/i, ''), 6);
    return title ? [mk(title, sentence)] : [];
  });
}

/** "an abstract … in Spanish": the abstract in a second language, kept apart from the first by its name. */
const IN_LANGUAGE =
  /\b(abstract|summary)\b[^.;,]{0,40}?\bin\s+(?!the\b|a\b|an\b|your\b)(\p{Lu}\p{Ll}{3,})\b(?!\s+\p{Lu})/u;

function languageTitle(text: string): string | null {
  const m = IN_LANGUAGE.exec(text);
  return m?.[1] && m[2] ? `${cap(m[1].toLowerCase())} in ${m[2]}` : null;
}

/** "… the abstract must also be given in Spanish": a second abstract, in the language named. */
export function secondLanguagePart(sentence: string): RequiredSection | null {
  if (!/\balso\b|\bsecond\b|\bboth\b/i.test(sentence) || !/\b(?:must|should|is|are)\b/i.test(sentence))
    return null;
  const title = languageTitle(sentence);
  return title ? mk(title, sentence) : null;
}

/**
 * "a short statement at the end of the report", "a note on the first page", "a declaration after the
 * bibliography": a statement the work must carry at a fixed point is a part of it.
 */
const PLACED_STATEMENT =
  /\b(?:in|add|include|with|attach|write|give|make)\s+(?:a|an)\s+(?:(?:short|brief|signed|separate|one-line|one-paragraph|written)\s+)?(?:([\p{L}-]+)\s+)?(statement|note|declaration)\b(?:\s+(?:to that effect|of [^.;,]{1,40}?))?\s+(?:placed\s+|that\s+goes\s+)?(?:at the (?:end|start|beginning|foot)\b|after the (?:reference list|references|bibliography|conclusion|works cited)|on the (?:first|title|cover|front|last) page|in (?:an|the) appendix\b)/iu;
const STATEMENT_GOES =
  /\b(?:a|an|the)\s+(?:(?:short|brief|signed)\s+)?(statement|note|declaration)\b(?:\s+to that effect)?\s+(?:goes|comes|is placed|must be placed|should be placed|must go|should go)\s+(?:at the end|after the (?:reference list|references|bibliography))/i;

/**
 * The clause a statement is asked for in, from the last ", and" or ", but" before it: "AI may be used only to
 * brainstorm, and any such use must be declared in a statement at the end" asks for the statement whatever the
 * clause before allows or forbids.
 */
function statementClause(sentence: string, at: number): string {
  const clause = clauseAt(sentence, at);
  const start = Math.max(sentence.lastIndexOf(';', at), 0);
  const joins = [...clause.slice(0, at - start).matchAll(/,\s+(?:and|but)\s+/gi)];
  const last = joins.at(-1);
  return last?.index === undefined ? clause : clause.slice(last.index + last[0].length);
}

export function placedStatement(sentence: string): RequiredSection | null {
  // "If you used one, add a short note …" asks for the note only on a condition the writer decides.
  if (/^if\b/i.test(sentence.trim())) return null;
  const m = PLACED_STATEMENT.exec(sentence);
  if (m?.[2]) {
    if (REFUSED.test(statementClause(sentence, m.index))) return null;
    // "a short AI statement" keeps its qualifier; "a short statement" is named by the noun.
    const qualifier = m[1] && !/^(?:of|the|your|their)$/i.test(m[1]) ? `${m[1]} ` : '';
    return mk(cap(`${qualifier}${m[2].toLowerCase()}`), sentence);
  }
  const goes = STATEMENT_GOES.exec(sentence);
  if (!goes?.[1] || REFUSED.test(statementClause(sentence, goes.index))) return null;
  return mk(cap(goes[1].toLowerCase()), sentence);
}

/** "A map of the basin and a table of your own are required", "A labelled drawing … should be included". */
const FIGURE = String.raw`(?:map|drawing|diagram|sketch|photograph|photo|chart|graph|table|flowchart|floor plan|site plan)`;
const REQUIRED_FIGURE = new RegExp(
  String.raw`^((?:a|an|at least one)\s+(?:[\p{L}-]+\s+){0,2}?${FIGURE}\b[^.;:]{0,80}?)\s+(?:is|are)\s+(?:also\s+)?(?:required|compulsory|mandatory|expected|essential)\b|^((?:a|an)\s+(?:[\p{L}-]+\s+){0,2}?${FIGURE}\b[^.;:]{0,80}?)\s+(?:must|should)\s+(?:also\s+)?be\s+(?:included|attached|provided|added)\b`,
  'iu',
);

export function requiredFigures(sentence: string): RequiredSection[] {
  const m = REQUIRED_FIGURE.exec(sentence);
  const subject = m?.[1] ?? m?.[2];
  if (!subject || REFUSED.test(subject)) return [];
  const items = subject.split(/\s+and\s+(?=(?:a|an|at least one)\s)/i);
  return items.flatMap((item) => {
    const title = clean(item.replace(/^at least one\s+/i, 'a '), 7);
    return title ? [mk(title, sentence)] : [];
  });
}

/**
 * "Step 2. Write a short introduction", "3. Write a conclusion that …": a numbered step, or a plain instruction,
 * whose whole object is a part the work is built from.
 */
const WRITES_PART =
  /^(?:step\s+\d{1,2}\s*[.:)–-]\s*)?(?:write|add|give|include|provide)\s+(?:(?:a|an|the|your)\s+)(?:(?:short|brief|clear|concise|final)\s+)?(title|introduction|conclusion|abstract|summary|executive summary|reflection|hypothesis|bibliography|reference list|table of contents)(?=\s+(?:that|which|of\s+(?:\d|one|two|three|about|no|up)|in which|stating|saying|explaining)\b|\s*[.,;:]|\s*$)/i;
/** "Step 10. List the sources you used": a numbered step that writes the list of sources. */
const LISTS_SOURCES =
  /^(?:step\s+\d{1,2}\s*[.:)–-]\s*)?list\s+(?:all\s+)?(?:the|your)\s+(sources|references|works)\s+(?:you\s+(?:have\s+)?(?:used|consulted|cited))\b/i;

export function writtenPart(sentence: string): RequiredSection | null {
  const m = WRITES_PART.exec(sentence.trim());
  if (m?.[1]) return mk(cap(m[1].toLowerCase()), sentence);
  const list = LISTS_SOURCES.exec(sentence.trim());
  return list?.[1] ? mk(`List of ${list[1].toLowerCase()}`, sentence) : null;
}

/** "Appendix A must be a contribution statement", "Appendix 2 is the consent record": a lettered appendix. */
const LETTERED_APPENDIX =
  /^(appendix|annex)\s+([A-Z]|\d{1,2})\s+(?:must|should|will)?\s*(?:be|is|contains?|holds?|gives?|includes?)\s+(?:a|an|the|your)\b/i;

export function letteredAppendix(sentence: string): RequiredSection | null {
  const m = LETTERED_APPENDIX.exec(sentence.trim());
  if (!m?.[1] || !m[2] || REFUSED.test(clauseAt(sentence, 0))) return null;
  return mk(`${cap(m[1].toLowerCase())} ${m[2].toUpperCase()}`, sentence);
}

/**
 * "Put the calculations in Appendix 1 and the plan in Appendix 2", "with the log attached as Appendix A", "a map
 * is required as Appendix A": appendices the writer is told to fill, each by its letter or number. The brief's own
 * appendices ("The rubric is attached as Appendix B", "see Appendix C") are not parts of the work.
 */
const FILLED_APPENDIX = /\b(?:in|as)\s+(appendix|annex)\s+([A-Z]|\d{1,2})\b/gi;
const TOLD_TO_FILL =
  /^(?:please\s+)?(?:put|place|include|attach|add|submit|give|provide|present|show|hand in|upload)\b|\b(?:is|are)\s+required\s+as\s+(?:appendix|annex)\b|\bmust\s+(?:be|go)\s+(?:attached\s+)?(?:in|as)\s+(?:appendix|annex)\b/i;
const BRIEFS_OWN =
  /\b(?:see|is attached|are attached|can be found|is given|are given|is provided|are provided)\b/i;

export function filledAppendices(sentence: string): RequiredSection[] {
  const text = sentence.trim();
  if (!TOLD_TO_FILL.test(text) || BRIEFS_OWN.test(text)) return [];
  return [...text.matchAll(FILLED_APPENDIX)].map((m) =>
    mk(`${cap((m[1] ?? '').toLowerCase())} ${(m[2] ?? '').toUpperCase()}`, sentence),
  );
}

/**
 * "Give the word count under the title", "My word count is written at the end": the count placed as a line of
 * the work. "State the word count at the end" is left to the tasks, as a thing to do rather than a part.
 */
const WORD_COUNT_PLACED =
  /\bword count\b[^.;]{0,30}?\b(?:under|below) the title\b|\bword count (?:is|must be|should be) (?:written|given|shown|printed) (?:at the (?:end|top|foot)|under the title)\b/i;

export function placedWordCount(sentence: string): RequiredSection | null {
  const m = WORD_COUNT_PLACED.exec(sentence);
  if (!m || REFUSED.test(clauseAt(sentence, m.index))) return null;
  return mk('Word count', sentence);
}

/** Documents a submission carries besides the work: a consent form, a similarity report, a declaration. */
const DOCUMENT = String.raw`((?:turnitin\s+|ithenticate\s+)?similarity report|(?:informed\s+)?consent form|(?:plagiarism|originality|authorship|honesty|candidate)\s+declaration|declaration of (?:originality|authorship|academic honesty|independent work|own work))`;
const ATTACHED_DOCUMENT = new RegExp(
  String.raw`\battach(?:ed)?\s+(?:a\s+copy\s+of\s+)?(?:the|a|an|your)\s+(signed\s+|completed\s+)?${DOCUMENT}|^(?:a|an|the|your)\s+(signed\s+|completed\s+)?${DOCUMENT}\b[^.;]{0,80}?\b(?:must|should|is to)\s+be\s+attached\b|\battached,?\s+(?:together\s+)?with\s+(?:a|an|the)\s+(signed\s+)?${DOCUMENT}`,
  'iu',
);

/** "Attach the signed consent form", "A similarity report … must be attached": the document is a part. */
export function attachedDocument(sentence: string): RequiredSection | null {
  const m = ATTACHED_DOCUMENT.exec(sentence);
  if (!m || REFUSED.test(clauseAt(sentence, m.index))) return null;
  // "signed" says how the document comes, not what it is; "Turnitin" keeps its capital.
  const doc = m[2] ?? m[4] ?? m[6] ?? '';
  const name = doc.toLowerCase().replace(/\b(turnitin|ithenticate)\b/, (w) => cap(w));
  return mk(cap(name), sentence);
}

/** "with a Works Cited list at the end", "one bibliography at the end covering both essays". */
const SOURCES_AT_END =
  /\b(?:a|an|one|the)\s+(?:(?:separate|single|full|complete)\s+)?(bibliography|reference list|works cited(?: list| page)?|list of (?:references|sources|works cited))\s+(?:[\p{L}-]+\s+){0,3}?at the end\b/iu;
/** "an abstract with three to five keywords", "and five keywords": the keywords are a part of their own. */
const KEYWORDS =
  /\b(?:(?:two|three|four)\s+to\s+(?:five|six|seven|eight)|up\s+to\s+(?:five|six|eight|ten)|three|four|five|six|[3-8])\s+(keywords|key words|index terms)\b/i;

/** The list of sources, or the keywords, asked for where they stand. */
export function placedLists(sentence: string): RequiredSection[] {
  const found: RequiredSection[] = [];
  const end = SOURCES_AT_END.exec(sentence);
  if (end?.[1] && !REFUSED.test(clauseAt(sentence, end.index))) {
    const name = end[1].replace(/^works cited/i, 'Works Cited');
    found.push(mk(cap(name), sentence));
  }
  const keys = KEYWORDS.exec(sentence);
  if (keys?.[1] && !REFUSED.test(clauseAt(sentence, keys.index))) {
    found.push(mk(/index/i.test(keys[1]) ? 'Index terms' : 'Keywords', sentence));
  }
  return found;
}
