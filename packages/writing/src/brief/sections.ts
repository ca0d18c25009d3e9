import type { RequiredSection } from './brief.schema.ts';
import type { BriefLine, BriefSentence } from './brief-lines.ts';
import { sectionName } from './section-names.ts';

/*
 * Required sections come from three places: a prose list after "must include / should contain / be structured
 * as", a bullet list under such a lead-in or under a "Structure" heading, and section names the brief
 * capitalises mid-sentence ("include a Literature Review"). "Include" also introduces non-sections ("at least
 * eight sources"), so outside an explicit section context only recognised section names count, and a prose list
 * must name two of them before it is read as a structure.
 */

const TRIGGER =
  /\b(?:must|should|will|needs? to|is (?:expected|required) to|are (?:expected|required) to)\s+(?:also\s+)?(?:include|contain|consist of|comprise|cover|be (?:structured|organised|organized|divided|presented) (?:as follows|into|with|under|using))\b|\b(?:following|these) (?:sections|headings|chapters|parts)\b|\b(?:sections|headings|structure)\s*:/i;
const SECTION_CONTEXT =
  /\bsections?\b|\bheadings?\b|\bchapters?\b|\bstructur|\bparts\b|\bas follows\b|\bformat\b|\blayout\b/i;
const STRUCTURE_HEADING = /structure|format|layout|sections|headings|contents|organisation|organization/;
const LEADING_FILLER =
  /^(?:(?:a|an|the|your|its|their|one|clear|clearly|brief|short|concise|detailed|well[\s-]structured|appropriate|separate|final|full|also|then|finally)\s+)+/i;
const TRAILING_FILLER = /\s+(?:section|chapter|heading|part)s?$/i;
const CUT =
  /\s(?:that|which|where|in which|explaining|outlining|describing|summari[sz]ing|setting|including|with|to|for)\s|\s*[(:–—]|\s-\s/i;
// A capitalised section name mid-sentence, but not inside a longer name ("Advanced Research Methods").
const CAPITALISED =
  /(?<=\s)(?<!\p{Lu}[\p{L}'’-]*\s)(Abstract|Executive Summary|Introduction|Background|Literature Review|Methodology|Methods?|Results|Findings|Discussion|Limitations|Recommendations|Conclusions?|Reflection|Appendix|Appendices|Reference List|Bibliography)\b(?!\s+(?:to|of|in|on)\b|\s+\p{Lu})/gu;

function wordsIn(text: string): number | null {
  const m = /(\d{1,3}(?:,\d{3})+|\d+)\s*(?:-\s*)?words?\b/i.exec(text);
  return m?.[1] === undefined ? null : parseInt(m[1].replace(/,/g, ''), 10);
}

function clean(item: string): string | null {
  let title = item.replace(/^["“‘']|["”’'.,;]+$/g, '').trim();
  const cut = CUT.exec(title);
  if (cut && cut.index > 0) title = title.slice(0, cut.index);
  title = title
    .replace(LEADING_FILLER, '')
    .replace(TRAILING_FILLER, '')
    .replace(/["”’']$/, '')
    .trim();
  if (title === '' || /\d/.test(title) || title.split(/\s+/).length > 6) return null;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** True when the title starts with a known section name ("Discussion of findings", not "Word count on the cover page"). */
function namesSection(title: string): boolean {
  return sectionName(title)?.pattern.exec(title)?.index === 0;
}

function toSection(item: string, source: string, anyName: boolean): RequiredSection | null {
  const title = clean(item);
  if (title === null || (!anyName && !namesSection(title))) return null;
  return { title, words: wordsIn(item), source };
}

function fromProse(sentence: BriefSentence): RequiredSection[] {
  const m = TRIGGER.exec(sentence.text);
  if (!m) return [];
  const list = sentence.text.slice(m.index + m[0].length).replace(/^\s*:?\s*/, '');
  // "… the following sections:" introduces a list on the next lines; the bullets are read there.
  if (/:\s*$/.test(list) || /^(?:the\s+)?following\b/i.test(list)) return [];
  const items = list.split(/\s*(?:,|;|\band\b|\bfollowed by\b|\bthen\b)\s*/i).filter((s) => s.trim() !== '');
  const context = SECTION_CONTEXT.test(sentence.text);
  const found = items.flatMap((item) => toSection(item, sentence.text, context) ?? []);
  // One item alone counts only when it is nothing but a section name ("must include an abstract"), not a
  // topic that starts like one ("must include discussion of ethics").
  const bare =
    found.length === 1 &&
    sectionName(found[0]?.title ?? '')?.pattern.exec(found[0]?.title ?? '')?.[0].length ===
      found[0]?.title.length;
  return context || found.length >= 2 || bare ? found : [];
}

function fromBullet(line: BriefLine): RequiredSection | null {
  const leadIn = line.leadIn ?? '';
  const structured = STRUCTURE_HEADING.test(line.section) || SECTION_CONTEXT.test(leadIn);
  if (!structured && !TRIGGER.test(leadIn)) return null;
  return toSection(line.text, `${leadIn} ${line.text}`.trim(), structured);
}

function fromCapitalised(sentence: BriefSentence): RequiredSection[] {
  if (sentence.line.boilerplate || sentence.line.bullet || sentence.line.heading) return [];
  return Array.from(sentence.text.matchAll(CAPITALISED), (m) => ({
    title: m[1] ?? m[0],
    words: null,
    source: sentence.text,
  }));
}

function keyOf(title: string): string {
  return sectionName(title)?.key ?? title.toLowerCase();
}

/** Sections the brief requires, in the order it names them, without duplicates. */
export function extractRequiredSections(
  lines: readonly BriefLine[],
  sentences: readonly BriefSentence[],
): RequiredSection[] {
  const byLine = new Map<BriefLine, BriefSentence[]>();
  for (const sentence of sentences) {
    const list = byLine.get(sentence.line);
    if (list) list.push(sentence);
    else byLine.set(sentence.line, [sentence]);
  }
  // Walking lines in order keeps the brief's own order, which the outline follows.
  const found: RequiredSection[] = [];
  for (const line of lines) {
    if (line.bullet) found.push(...[fromBullet(line)].flatMap((s) => s ?? []));
    for (const sentence of byLine.get(line) ?? []) {
      if (!line.bullet && !line.heading) found.push(...fromProse(sentence));
      found.push(...fromCapitalised(sentence));
    }
  }
  const byKey = new Map<string, RequiredSection>();
  for (const s of found) {
    const key = keyOf(s.title);
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, s);
    else if (seen.words === null && s.words !== null) byKey.set(key, { ...seen, words: s.words });
  }
  return [...byKey.values()];
}
