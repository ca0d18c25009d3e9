import type { GrammarEdit } from '@penwright/shared';
import { sentencesOf } from '../readability/readability.ts';
import {
  clampScore,
  findingIn,
  plural,
  scoredDensity,
  verdictOf,
  type DraftFinding,
  type DraftSection,
} from './finding.ts';
import type { ReviewBlock } from './review-text.ts';

/** Above this share of sentences in the passive voice the draft is told; academic prose tolerates some. */
export const PASSIVE_SHARE_LIMIT = 0.3;
/** A content word used this often within REPEAT_WINDOW words reads as repetition. */
const REPEAT_COUNT = 3;
const REPEAT_WINDOW = 40;
/** A paragraph of at least this many sentences whose lengths vary less than this (standard deviation). */
const VARIETY_MIN_SENTENCES = 4;
const VARIETY_MIN_SPREAD = 2.5;

const WORD = /\p{L}[\p{L}'’-]*/gu;
// Words long enough to matter but too common to count as repetition.
const COMMON = new Set(
  'about above after again against also although among another because been before being below between both could does doing down during each either every from further have having here however into itself just more most much must neither only other over same should since some such than that their theirs them themselves then there these they this those through under until upon very were what when where whether which while whom whose will with within without would your'.split(
    ' ',
  ),
);

/** The grammar engine's style findings under the review's names ("style-first-person" → first_person). */
function engineFindings(prose: string, edits: readonly GrammarEdit[]): DraftFinding[] {
  return edits.map((edit) =>
    findingIn(prose, {
      type: edit.rule.replace(/^style-/, '').replace(/-/g, '_'),
      severity: 'warning',
      message: edit.message,
      start: edit.start,
      end: edit.end,
      suggestion: edit.replacement || null,
    }),
  );
}

/** A content word used REPEAT_COUNT times within a few lines: once per word and paragraph, at its last use. */
function repeatedWords(prose: string, paragraphs: readonly ReviewBlock[]): DraftFinding[] {
  const out: DraftFinding[] = [];
  for (const block of paragraphs) {
    const seen = new Map<string, number[]>();
    const told = new Set<string>();
    let index = 0;
    for (const m of prose.slice(block.start, block.end).matchAll(WORD)) {
      const word = m[0].toLowerCase();
      index += 1;
      if (word.length < 5 || COMMON.has(word) || told.has(word)) continue;
      const uses = (seen.get(word) ?? []).filter((i) => index - i < REPEAT_WINDOW);
      uses.push(index);
      seen.set(word, uses);
      if (uses.length < REPEAT_COUNT) continue;
      told.add(word);
      const start = block.start + m.index;
      out.push(
        findingIn(prose, {
          type: 'repeated_word',
          severity: 'warning',
          message: `“${m[0]}” is used ${uses.length} times within a few lines; vary the wording or combine the sentences.`,
          start,
          end: start + m[0].length,
        }),
      );
    }
  }
  return out;
}

/** Paragraphs whose sentences are all about the same length read as monotonous. */
function sentenceVariety(prose: string, paragraphs: readonly ReviewBlock[]): DraftFinding[] {
  return paragraphs.flatMap((block) => {
    const sentences = sentencesOf(prose.slice(block.start, block.end));
    if (sentences.length < VARIETY_MIN_SENTENCES) return [];
    const lengths = sentences.map((s) => s.words);
    const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
    const spread = Math.sqrt(lengths.reduce((a, n) => a + (n - mean) ** 2, 0) / lengths.length);
    if (spread >= VARIETY_MIN_SPREAD) return [];
    return [
      findingIn(prose, {
        type: 'sentence_variety',
        severity: 'info',
        message: `All ${sentences.length} sentences here are ${Math.min(...lengths)}–${Math.max(...lengths)} words long; varying their length keeps the reader with you.`,
        start: block.start,
        end: block.end,
      }),
    ];
  });
}

/** What the review adds to the engine's style rules: repetition and sentence-length variety per paragraph. */
export function styleExtras(prose: string, blocks: readonly ReviewBlock[]): DraftFinding[] {
  const paragraphs = blocks.filter((b) => b.kind === 'paragraph');
  return [...repeatedWords(prose, paragraphs), ...sentenceVariety(prose, paragraphs)];
}

export function styleSection(
  prose: string,
  styleEdits: readonly GrammarEdit[],
  extras: readonly DraftFinding[],
  passiveShare: number,
  words: number,
): DraftSection {
  const findings = [...engineFindings(prose, styleEdits), ...extras].sort((a, b) => a.start - b.start);
  if (passiveShare > PASSIVE_SHARE_LIMIT)
    findings.unshift(
      findingIn(prose, {
        type: 'passive_share',
        severity: 'warning',
        message: `${Math.round(passiveShare * 100)} % of sentences use the passive voice; keep it under ${PASSIVE_SHARE_LIMIT * 100} % by naming who acts.`,
      }),
    );
  const counted = findings.filter((f) => f.severity !== 'info').length;
  const perThousand = words > 0 ? (counted * 1000) / words : 0;
  return {
    verdict: verdictOf(findings),
    ...(words > 0 ? { score: clampScore(100 - scoredDensity(counted, words) * 4) } : {}),
    summary:
      counted === 0
        ? 'The register reads as academic.'
        : `${plural(counted, 'thing')} to look at: ${(Math.round(perThousand * 10) / 10).toLocaleString('en-US')} per 1,000 words.`,
    findings,
    figures: { passiveShare, perThousandWords: Math.round(perThousand * 10) / 10 },
  };
}
