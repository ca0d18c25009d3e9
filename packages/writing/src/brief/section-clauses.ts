/*
 * Parts of the work listed as a run of clauses in one sentence rather than as a list: "It must begin with an
 * executive summary, describe the project and its alternatives, and set out the legal framework", "This is to
 * be followed by a review of theory, then an empirical review, and a methodological review", "The chapter must
 * end with a section that synthesises the gaps, and with a conceptual framework". Each clause names one part;
 * the words it starts with say where the part stands or what it does, so they are left out of its name.
 */

/** The work as the subject of the sentence: "It must …", "The statement should …", "Your report will …". */
const WORK_SUBJECT =
  /^(?:in particular,\s*|first,\s*)?(?:it|(?:the|your)\s+(?:[\p{L}-]+\s+)?(?:statement|report|chapter|essay|paper|plan|proposal|review|portfolio|thesis|dissertation|protocol|project))\s+(?:must|should|will|needs?\s+to|is\s+to|has\s+to)\s+(?:also\s+)?/iu;

/** Verbs that open a clause naming a part; "begin with" and "end with" say where it stands. */
const CLAUSE_VERB = String.raw`(?:(?:begin|start|open|end|close|finish|conclude)\s+with|describe|set\s+out|present|explain|discuss|summari[sz]e|outline|review|analyse|analyze|evaluate|assess)`;
const CLAUSE_START = new RegExp(String.raw`^${CLAUSE_VERB}\s+`, 'i');
/** A comma before the next verb ends a clause; commas inside a clause ("policy, legal and …") do not. */
const NEXT_CLAUSE = new RegExp(
  String.raw`,\s+(?:and\s+)?(?=${CLAUSE_VERB}\s)|,?\s+and\s+(?=(?:then\s+)?with\s)`,
  'i',
);

/** "This is to be followed by …", "It is followed by …": the parts that come next, in order. */
const FOLLOWED_BY =
  /^(?:this|it|these|that)\s+(?:is|are|should be|must be|will be)\s+(?:to be\s+)?followed\s+by\s+/i;

/** "a section that synthesises the research gaps": the part is named by what it holds. */
const SECTION_THAT =
  /^(?:a|an|the)\s+(?:separate\s+|final\s+|short\s+)?(?:section|chapter|part)\s+(?:that|which)\s+[\p{L}]+s\s+(?:the\s+)?/iu;

/** "The statement ends with conclusions followed by the references": the last parts, in order. */
const WORK_ENDS =
  /^(?:it|(?:the|your)\s+(?:[\p{L}-]+\s+)?(?:statement|report|chapter|essay|paper|plan|proposal|review|portfolio|thesis|dissertation|protocol))\s+(?:begins|starts|opens|ends|closes|finishes|concludes)\s+with\s+/iu;

/** Commas inside brackets ("(for example, the household model, …)") do not separate parts. */
function withoutBracketedLists(text: string): string {
  return text.replace(/\s*\([^()]*,\s[^()]*\)/g, '');
}

function objectOf(clause: string): string | null {
  const object = clause
    .replace(CLAUSE_START, '')
    .replace(/^(?:and\s+)?(?:then\s+)?with\s+/i, '')
    .trim();
  if (!/^(?:a|an|the)\s/i.test(object)) return null;
  // "a section that synthesises the research gaps your thesis will address": named "research gaps".
  const held = object.replace(SECTION_THAT, '');
  return held === object ? object : held.replace(/\s+(?:your|that|which|you)\b.*$/i, '');
}

/** The parts a sentence lists as clauses, each as the words that name it; [] when it lists none. */
export function clauseParts(sentence: string): string[] {
  const text = withoutBracketedLists(sentence).replace(/[.;]$/, '');
  const followed = FOLLOWED_BY.exec(text);
  if (followed) {
    const items = text
      .slice(followed[0].length)
      .split(/,\s+(?:and\s+)?(?:then\s+)?|\s+then\s+|,?\s+and\s+(?=(?:a|an|the)\s)/i)
      .map((s) => s.trim())
      .filter((s) => /^(?:a|an|the)\s/i.test(s));
    return items.length >= 2 ? items : [];
  }
  const ends = WORK_ENDS.exec(text);
  if (ends) {
    const items = text.slice(ends[0].length).split(/\s+followed\s+by\s+|,?\s+and\s+then\s+|,\s+then\s+/i);
    return items.length >= 2 ? items.map((s) => s.trim()) : [];
  }
  const subject = WORK_SUBJECT.exec(text);
  if (!subject) return [];
  const rest = text.slice(subject[0].length);
  if (!CLAUSE_START.test(rest)) return [];
  const clauses = rest.split(NEXT_CLAUSE).map((c) => c.trim());
  if (clauses.length < 2) return [];
  return clauses.flatMap((c) => objectOf(c) ?? []);
}

const APPENDIX = String.raw`(?:(?:an?|the)\s+(?:[\p{L}-]+\s+)?)?(?:appendix|appendices|annex|annexes)\b`;
/** "A signed attendance list must also be attached as an annex": the subject is the appendix. */
const ATTACHED_SUBJECT = new RegExp(
  String.raw`^((?:a|an|the|your)\s+.{3,60}?)\s+(?:must|should|is\s+to|are\s+to|will)\s+(?:also\s+)?be\s+(?:attached|included|added|placed|put)\s+(?:as|in)\s+${APPENDIX}`,
  'iu',
);
/** "… with the minutes of these meetings attached as annexes". */
const WITH_ATTACHED = new RegExp(
  String.raw`\bwith\s+((?:the|a|an|your)\s+.{3,60}?)\s+(?:attached|included)\s+(?:as|in)\s+${APPENDIX}`,
  'iu',
);
/** "Put the questionnaire in the appendices", "…, add an "AI Use Statement" as the last appendix". */
const PUT_IN_APPENDIX = new RegExp(
  String.raw`(?:^|,\s*)(?:attach|include|add|put|place|provide)\s+([^.;]*?)\s+(?:as|in)\s+${APPENDIX}`,
  'iu',
);

/**
 * What a sentence asks to be appended, as the words that name it ("the minutes of these meetings"), or
 * "Appendix" when it only says something goes in one; null when it asks for no appendix.
 */
export function appendedPart(sentence: string): string | null {
  const subject = ATTACHED_SUBJECT.exec(sentence)?.[1] ?? WITH_ATTACHED.exec(sentence)?.[1];
  if (subject) return subject;
  const put = PUT_IN_APPENDIX.exec(sentence);
  if (!put) return null;
  const quoted = /["“]([^"”]{3,40})["”]/.exec(sentence)?.[1];
  // "Put the questionnaire and a summary of the responses in the appendices": what goes there names it.
  const object = put[1] ?? '';
  const what = /^(?:the|a|an|your)\s/i.test(object) && object.split(/\s+/).length <= 10 ? object : null;
  return quoted ?? what ?? 'Appendix';
}
