import type { OutlineSection } from '@penwright/shared';
import { headingsMatch, sectionName } from '../brief/section-names.ts';
import { countWords } from '../text/count-words.ts';
import { findingIn, verdictOf, type DraftFinding, type DraftSection } from './finding.ts';
import type { ReviewText } from './review-text.ts';

/** A section is out of balance when its words are below half or above twice its share of the draft. */
export const SHARE_LOW = 0.5;
export const SHARE_HIGH = 2;
/** Shares are only compared for sections expected to hold at least this many words. */
const SHARE_MIN_WORDS = 80;

interface DraftPart {
  title: string;
  level: number;
  start: number;
  end: number;
  /** Words from the heading to the next heading of the same or a higher level (subsections included). */
  words: number;
}

/** The draft's headings, each with the words under it. */
function partsOf({ text, blocks }: ReviewText): DraftPart[] {
  const headings = blocks.filter((b) => b.kind === 'heading');
  return headings.map((h, i) => {
    const next = headings.slice(i + 1).find((n) => n.level <= h.level);
    const words = blocks
      .filter((b) => b.kind === 'paragraph' && b.start > h.start && (!next || b.start < next.start))
      .reduce((sum, b) => sum + countWords(text.slice(b.start, b.end)), 0);
    return { title: text.slice(h.start, h.end), level: h.level, start: h.start, end: h.end, words };
  });
}

const isKind = (title: string, key: string) => sectionName(title)?.key === key;

export function structureSection(review: ReviewText, outline: readonly OutlineSection[]): DraftSection {
  const { text } = review;
  const parts = partsOf(review);
  const used = new Set<DraftPart>();
  const findings: DraftFinding[] = [];
  const matched: { section: OutlineSection; part: DraftPart }[] = [];
  for (const section of outline) {
    // Counted sections only: a reference list or appendix is not written as prose under a heading.
    if (sectionName(section.title)?.counted === false) continue;
    const part = parts.find((p) => !used.has(p) && headingsMatch(section.title, p.title));
    if (!part) {
      findings.push(
        findingIn(text, {
          type: 'missing_section',
          severity: 'error',
          message: `The outline's “${section.title}” has no heading in the draft.`,
        }),
      );
      continue;
    }
    used.add(part);
    matched.push({ section, part });
    if (part.words === 0)
      findings.push(
        findingIn(text, {
          type: 'empty_section',
          severity: 'error',
          message: `“${part.title}” has no text under it yet.`,
          start: part.start,
          end: part.end,
        }),
      );
  }
  // Shares: each matched section's planned words against the same share of what the draft now holds.
  const planned = matched.reduce((sum, m) => sum + (m.section.targetWords ?? 0), 0);
  const written = matched.reduce((sum, m) => sum + m.part.words, 0);
  for (const { section, part } of planned > 0 ? matched : []) {
    if (!section.targetWords || part.words === 0) continue;
    const expected = (section.targetWords / planned) * written;
    if (expected < SHARE_MIN_WORDS) continue;
    const ratio = part.words / expected;
    if (ratio >= SHARE_LOW && ratio <= SHARE_HIGH) continue;
    const plannedShare = Math.round((section.targetWords / planned) * 100);
    const actualShare = Math.round((part.words / written) * 100);
    findings.push(
      findingIn(text, {
        type: ratio < SHARE_LOW ? 'section_too_short' : 'section_too_long',
        severity: 'warning',
        message: `“${part.title}” holds ${actualShare} % of the text against the ${plannedShare} % the outline plans.`,
        start: part.start,
        end: part.end,
      }),
    );
  }
  // An introduction and a conclusion, where the draft is organised by headings and no outline says otherwise:
  // an outline of several sections with neither (a lab report's Aim…Discussion, a review chapter) is the
  // structure the brief asks for, and the draft is already held to it above.
  const outlined = outline.filter((s) => sectionName(s.title)?.counted !== false).length >= 2;
  if (parts.length >= 2) {
    for (const [key, name] of [
      ['introduction', 'an introduction'],
      ['conclusion', 'a conclusion'],
    ] as const) {
      const planned = outline.some((s) => isKind(s.title, key));
      if (planned || outlined || parts.some((p) => isKind(p.title, key))) continue;
      findings.push(
        findingIn(text, {
          type: `missing_${key}`,
          severity: 'warning',
          message: `No heading reads as ${name}; most marked work opens and closes with one.`,
        }),
      );
    }
  }
  const counted = outline.filter((s) => sectionName(s.title)?.counted !== false).length;
  return {
    verdict: verdictOf(findings),
    ...(counted > 0 ? { score: Math.round((matched.length / counted) * 100) } : {}),
    summary:
      counted > 0
        ? `${matched.length} of ${counted} outline sections found as headings.`
        : parts.length > 0
          ? `${parts.length} headings; no outline to compare with.`
          : 'No outline and no headings to compare.',
    findings,
    figures: { headings: parts.length, outlineSections: counted, matched: matched.length },
  };
}
