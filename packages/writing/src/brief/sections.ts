import type { RequiredSection } from './brief.schema.ts';
import type { BriefLine, BriefSentence } from './brief-lines.ts';
import { listItems, partsOfBullet, SECTION_CONTEXT } from './section-bullets.ts';
import { appendedPart, clauseParts } from './section-clauses.ts';
import {
  fromBareList,
  fromBookend,
  fromCapitalised,
  fromHeadedLine,
  fromLabelledList,
  fromNumberedPart,
  fromPartLine,
  fromSlashList,
} from './section-lines.ts';
import { briefContents, headingRunSections } from './section-headings.ts';
import { letteredListParts, numberedRunSections, sizedListParts } from './numbered-parts.ts';
import {
  attachedDocument,
  filledAppendices,
  followingParts,
  letteredAppendix,
  placedLists,
  placedStatement,
  placedWordCount,
  requiredFigures,
  secondLanguagePart,
  writtenPart,
} from './section-mentions.ts';
import { sectionName } from './section-names.ts';
import {
  appendixPart,
  bookendParts,
  frontPagePart,
  numberedItem,
  onlyAppendix,
  workHasParts,
} from './section-prose.ts';
import { clean, namesSection, toSection, wordsIn } from './section-titles.ts';

/*
 * Required sections come from three places: a prose list after "must include / should contain / be structured
 * as", a bullet list under such a lead-in or under a "Structure" heading, and section names the brief
 * capitalises mid-sentence ("include a Literature Review"). "Include" also introduces non-sections ("at least
 * eight sources"), so outside an explicit section context only recognised section names count, and a prose list
 * must name two of them before it is read as a structure. Plain sentences about the work's make-up ("Your report
 * needs …", "It opens with … and closes with …", "… belong in the appendices") are read in section-prose.ts.
 */

const TRIGGER =
  /\b(?:must|should|will|needs? to|is (?:expected|required) to|are (?:expected|required) to)\s+(?:also\s+)?(?:include|contain|consist of|comprise|cover|have(?=\s*:)|be (?:structured|organised|organized|divided|presented) (?:as follows|into|with|under|using))\b|\b(?:following|these) (?:sections|headings|chapters|parts)\b|\b(?:sections|headings|structure)\b(?:,[^:.]{0,25})?\s*:|(?:^|\band\s+|[;,]\s*)(?:please\s+)?(?:include|provide|attach|add)\b(?!\s+(?:at least|a minimum|no more|up to|\d))|\bstructure (?:your|the) \w+ (?:with|as|around|using|into)\b|\b(?:present|write|set out|lay out)\s+(?:it|this|(?:the|your)\s+\w+)\s+as\b(?=\s+(?:a|an)\s[^:.]{1,40}:\s)|\b(?:sections|headings)\s+(?:for|on|called|headed|titled|named)\b/i;
/**
 * "A bibliography … must appear at the end", "a reference list should be included", "the cover page must show
 * your number and the title": a part the brief requires, named as the subject.
 */
const REQUIRED_SUBJECT =
  /^(?:a|an|the|your)\s+([\p{L} ]{3,40}?)(?:,[^,]*,)?\s+(?:must|should|needs to|is to)\s+(?:also\s+)?(?:appear|be (?:included|provided|attached|added|placed)|show|carry|bear|give|list)\b/iu;
/** "a reference list", "a 200-word abstract", "an executive summary": a part the brief asks for by name. */
const NAMED_PART =
  /\b(?:a|an)\s+(?:(?!(?:and|or|of|to|in|for|with)\b)[\p{L}\d-]+\s+){0,2}(bibliography|reference list|references page|list of references|works cited(?: page| list)?|title page|cover page|cover sheet|abstract|executive summary|table of contents|glossary|filmography|discography|declaration(?: of [\p{L}]+(?: [\p{L}]+)?)?)\b/iu;
const REFUSED = /\b(?:not|no need|optional|need not|don['’]t need|instead of)\b/i;

function fromSubject(sentence: BriefSentence): RequiredSection[] {
  if (sentence.line.boilerplate) return [];
  const subject = REQUIRED_SUBJECT.exec(sentence.text)?.[1];
  if (subject && namesSection(clean(subject) ?? '')) {
    return [{ title: clean(subject) ?? subject, words: null, source: sentence.text }];
  }
  const part = NAMED_PART.exec(sentence.text);
  // "A one-page proposal with a working bibliography is due …" names an earlier deliverable, not a part.
  if (part?.[1] && !REFUSED.test(sentence.text) && !/\bdue\b|\bdeadline\b/i.test(sentence.text)) {
    const title = part[1].charAt(0).toUpperCase() + part[1].slice(1);
    return [{ title, words: wordsIn(sentence.text.slice(part.index)), source: sentence.text }];
  }
  const appended = appendedPart(sentence.text);
  if (appended) {
    // "Attach the forms as an annex" keeps the brief's word for the part.
    const word = /\bannex\b/i.test(sentence.text) ? 'Annex' : 'Appendix';
    const title = appended === 'Appendix' ? word : clean(appended, 9);
    return title ? [{ title, words: null, source: sentence.text }] : [];
  }
  return [];
}

function fromProse(sentence: BriefSentence): RequiredSection[] {
  const m = TRIGGER.exec(sentence.text);
  if (!m) return fromSubject(sentence);
  const list = sentence.text
    .slice(m.index + m[0].length)
    .replace(/^\s*:?\s*/, '')
    .replace(
      /^(?:the\s+)?following\s*(?:sections?|headings?|parts|chapters|elements|components)?\s*:?\s*/i,
      '',
    )
    // "Structure your answer as a business report: title page, …": the parts follow the colon.
    .replace(/^(?:a|an|the)\s[^:,]{0,40}:\s+(?=\S)/i, '');
  // "Use the following headings in this order." points at the list below; its last words name no part.
  if (/^(?:in (?:this|that|the following) order|as follows|below)\s*[.:]?$/i.test(list)) return [];
  // "… the following sections:" introduces a list on the next lines; the bullets are read there.
  if (list === '' || /:\s*$/.test(list)) return [];
  // "…, and a reference list, in that order." ends with the order of the parts, which is not one of them.
  const items = listItems(list)
    .map((item) => item.replace(/^and\s+/i, ''))
    .filter((item) => !/^in (?:that|this|the same|the following|the given) order\.?$/i.test(item.trim()));
  if (items.length === 0) return fromSubject(sentence);
  // A list that names three known parts is a structure, so its other items are parts too ("the cost plan").
  const known = items.filter((item) => namesSection(clean(item) ?? '')).length;
  const context = SECTION_CONTEXT.test(sentence.text) || known >= 3;
  const found = items.flatMap(
    (item) =>
      (context ? numberedItem(item, sentence.text) : null) ?? toSection(item, sentence.text, context) ?? [],
  );
  // One item alone counts only when it is nothing but a section name ("must include an abstract"), not a
  // topic that starts like one ("must include discussion of ethics").
  const bare =
    found.length === 1 &&
    sectionName(found[0]?.title ?? '')?.pattern.exec(found[0]?.title ?? '')?.[0].length ===
      found[0]?.title.length;
  const listed = context || found.length >= 2 || bare ? found : [];
  return listed.length > 0 ? listed : fromSubject(sentence);
}

function proseParts(text: string): RequiredSection[] {
  const has = workHasParts(text);
  return has.length > 0 ? has : bookendParts(text);
}

/** Parts asked for in passing, inside a sentence about something else (section-mentions.ts). */
function mentionedParts(text: string): RequiredSection[] {
  const one = [
    placedStatement(text),
    writtenPart(text),
    letteredAppendix(text),
    placedWordCount(text),
    secondLanguagePart(text),
    attachedDocument(text),
  ];
  const many = [
    ...followingParts(text),
    ...requiredFigures(text),
    ...placedLists(text),
    ...filledAppendices(text),
    // "(a map of the site is required as Appendix A)": a part asked for in brackets.
    ...[...text.matchAll(/\(([^()]{10,200})\)/g)].flatMap((m) => filledAppendices(m[1] ?? '')),
  ];
  return [...many, ...one.flatMap((s) => s ?? [])];
}

function keyOf(title: string): string {
  // "Abstract in Spanish" is a second abstract, not the first one again.
  if (/ in \p{Lu}\p{Ll}+$/u.test(title)) return title.toLowerCase();
  // "Appendix A" and "Appendix B" are two parts, though both are appendices.
  const lettered = /^(?:appendix|annex)\s+(?:[a-z]|\d{1,2})\b/i.exec(title)?.[0];
  return lettered?.toLowerCase() ?? sectionName(title)?.key ?? title.toLowerCase();
}

export interface SectionReading {
  sections: RequiredSection[];
  /** Lines and sentences that were read as a list of sections, so nothing else reads them as a task. */
  claimed: Set<string>;
}

/** Sections the brief requires, in the order it names them, without duplicates. */
export function readRequiredSections(
  lines: readonly BriefLine[],
  sentences: readonly BriefSentence[],
): SectionReading {
  const byLine = new Map<BriefLine, BriefSentence[]>();
  for (const sentence of sentences) {
    const list = byLine.get(sentence.line);
    if (list) list.push(sentence);
    else byLine.set(sentence.line, [sentence]);
  }
  // Walking lines in order keeps the brief's own order, which the outline follows.
  const found: RequiredSection[] = [];
  const claimed = new Set<string>();
  const outlined = new Map<RequiredSection, string>();
  // "… organised into the following parts:" with the parts on the next line, separated by semicolons.
  let awaiting = false;
  // Headings that set out the work's sections by their layout, each taken where it stands.
  const byHeading = new Map<string, RequiredSection[]>();
  for (const s of headingRunSections(lines)) byHeading.set(s.source, [...(byHeading.get(s.source) ?? []), s]);
  // Parts numbered 1, 2, 3 or lettered A, B, C, each with its own text, need no heading above them.
  const byNumber = new Map([
    ...sizedListParts(lines),
    ...numberedRunSections(lines),
    ...letteredListParts(lines),
  ]);
  const contents = briefContents(lines);
  for (const line of lines) {
    if (contents.has(line)) {
      claimed.add(line.text);
      continue;
    }
    const headed = line.heading ? byHeading.get(line.text) : undefined;
    if (headed) found.push(...headed);
    const numberedParts = byNumber.get(line);
    if (numberedParts) {
      found.push(...numberedParts);
      claimed.add(line.text);
    }
    if (awaiting && !line.bullet && /[;,]/.test(line.text)) {
      const items = listItems(line.text.replace(/[.]$/, ''));
      const listed = items.flatMap((item) => toSection(item, line.text, true) ?? []);
      if (listed.length >= 2 && listed.length === items.length) {
        found.push(...listed);
        claimed.add(line.text);
      }
    }
    awaiting = false;
    const slashed = [...fromSlashList(line), ...fromLabelledList(line)];
    if (slashed.length > 0) {
      found.push(...slashed);
      claimed.add(line.text);
      continue;
    }
    const part = fromPartLine(line) ?? fromHeadedLine(line);
    if (part) found.push(part);
    const numbered = fromNumberedPart(line);
    if (numbered) {
      found.push(numbered);
      claimed.add(line.text);
      continue;
    }
    if (line.bullet) {
      const parts = partsOfBullet(line);
      // "1.2 Research questions" and "1.3 Objectives" are two parts of a numbered outline, though alike in name.
      if (/^\d{1,2}\.\d/.test(line.marker ?? '')) for (const p of parts) outlined.set(p, line.marker ?? '');
      if (parts.length > 0) {
        found.push(...parts);
        claimed.add(line.text);
      }
    }
    for (const sentence of byLine.get(line) ?? []) {
      const bare = fromBareList(sentence);
      if (bare.length > 0) {
        found.push(...bare);
        claimed.add(sentence.text);
        continue;
      }
      // "It must begin with a summary, describe the site and set out the law": one part per clause.
      const clauses = line.heading || line.boilerplate ? [] : clauseParts(sentence.text);
      const parts = clauses.flatMap((item) => toSection(item, sentence.text, true) ?? []);
      if (parts.length >= 2) {
        found.push(...parts);
        claimed.add(sentence.text);
        continue;
      }
      // "Your report needs a title page, …", "It opens with … and closes with …": the parts in plain prose.
      const plain = line.heading || line.boilerplate ? [] : proseParts(sentence.text);
      if (plain.length >= 2) {
        found.push(...plain);
        claimed.add(sentence.text);
        continue;
      }
      found.push(...plain);
      // "Put your calculations in an appendix": the appendix is the part; the sentence is read as it.
      const appendix = line.heading || line.boilerplate ? null : appendixPart(sentence.text);
      if (appendix) {
        found.push(appendix);
        if (onlyAppendix(sentence.text)) claimed.add(sentence.text);
      }
      // "The title page shows …", "Your ID must be on the cover page": the page is asked for; what it holds stays.
      const front = line.heading || line.boilerplate ? null : frontPagePart(sentence.text);
      if (front) found.push(front);
      if (!line.heading && !line.boilerplate) found.push(...mentionedParts(sentence.text));
      if (!line.heading) {
        // A part asked for by where it stands is a part, and what it must do stays a task, so it is not claimed.
        const bookend = fromBookend(sentence.text, `${line.leadIn ?? ''} ${sentence.text}`.trim());
        if (bookend) found.push(bookend);
        const listed = bookend ? [] : fromProse(sentence);
        found.push(...listed);
        // A list of parts, or a sentence that only asks for one ("Include a title page with your name …").
        const asksForOne =
          /^(?:please\s+)?(?:include|provide|attach|add)\b|^(?:begin|start|open|end|finish|conclude)\b[^.]{0,30}\bwith\b/i.test(
            sentence.text,
          );
        if (
          listed.length >= 2 ||
          (listed.length === 1 && (asksForOne || sentence.text.split(/\s+/).length <= 10))
        )
          claimed.add(sentence.text);
        awaiting = listed.length === 0 && TRIGGER.test(sentence.text) && /:\s*$/.test(sentence.text);
      }
      found.push(...fromCapitalised(sentence));
    }
  }
  const byKey = new Map<string, RequiredSection>();
  for (const s of found) {
    const first = byKey.get(keyOf(s.title));
    // Only two numbers of one outline keep two parts apart; a part named again elsewhere is the same part.
    const apart = first && outlined.has(first) && outlined.has(s) && outlined.get(first) !== outlined.get(s);
    const key = `${apart ? (outlined.get(s) ?? '') : ''}${keyOf(s.title)}`;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, s);
    else if (seen.words === null && s.words !== null) byKey.set(key, { ...seen, words: s.words });
  }
  // "Discussion" read from "In the Results and Discussion, …" is part of a section already listed.
  const sections = [...byKey.values()];
  // "Abstract" is not within "Abstract in Spanish": the second abstract stands beside the first.
  const within = (part: string, whole: string) =>
    part !== whole &&
    !/ in \p{Lu}\p{Ll}+$/u.test(whole) &&
    ` ${whole.toLowerCase()} `.includes(` ${part.toLowerCase()} `);
  return { sections: sections.filter((s) => !sections.some((o) => within(s.title, o.title))), claimed };
}

/** Sections the brief requires, in the order it names them, without duplicates. */
export function extractRequiredSections(
  lines: readonly BriefLine[],
  sentences: readonly BriefSentence[],
): RequiredSection[] {
  return readRequiredSections(lines, sentences).sections;
}
