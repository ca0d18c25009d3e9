import { ACADEMIC_LEVEL_LABELS, type AcademicLevel } from '@penwright/shared';
import { readabilityStats } from '../readability/readability.ts';
import { clampScore, findingIn, verdictOf, type DraftFinding, type DraftSection } from './finding.ts';

/*
 * Which readability suits which academic level. Flesch–Kincaid grade is the US school grade that reads the text
 * comfortably; Flesch reading ease runs from about 0 (very hard) to 100 (very easy). Published academic prose
 * usually lands at grade 13–17 and ease 20–45; the ranges below are wide on purpose: a draft outside one is
 * worth a look, never a blocker.
 *
 * | level         | grade   | reading ease |
 * | ------------- | ------- | ------------ |
 * | high school   | 8–12    | 45–70        |
 * | undergraduate | 10–15   | 30–60        |
 * | master's      | 12–17   | 20–50        |
 * | doctoral      | 13–18   | 10–45        |
 * | professional  | 10–16   | 25–60        |
 */
export const READABILITY_RANGES: Record<AcademicLevel, { grade: [number, number]; ease: [number, number] }> =
  {
    high_school: { grade: [8, 12], ease: [45, 70] },
    undergraduate: { grade: [10, 15], ease: [30, 60] },
    masters: { grade: [12, 17], ease: [20, 50] },
    doctoral: { grade: [13, 18], ease: [10, 45] },
    professional: { grade: [10, 16], ease: [25, 60] },
  };

/** An average sentence longer than this reads as heavy at any level. */
export const LONG_AVERAGE_SENTENCE = 25;
/** Below this many words the figures say little, and no verdict is given on them. */
const MIN_WORDS = 100;

export function readabilitySection(prose: string, level: AcademicLevel): DraftSection {
  const stats = readabilityStats(prose);
  const range = READABILITY_RANGES[level];
  const label = ACADEMIC_LEVEL_LABELS[level].toLowerCase();
  const findings: DraftFinding[] = [];
  const grade = stats.fleschKincaidGrade;
  const enough = stats.words >= MIN_WORDS;
  if (enough && grade > range.grade[1])
    findings.push(
      findingIn(prose, {
        type: 'grade_too_high',
        severity: 'warning',
        message: `Grade ${grade} is harder than ${label} work needs (${range.grade[0]}–${range.grade[1]}): split long sentences and prefer shorter words.`,
      }),
    );
  if (enough && grade < range.grade[0])
    findings.push(
      findingIn(prose, {
        type: 'grade_too_low',
        severity: 'warning',
        message: `Grade ${grade} reads simpler than ${label} work usually does (${range.grade[0]}–${range.grade[1]}): join short sentences and use the field's terms.`,
      }),
    );
  if (enough && stats.averageSentenceLength > LONG_AVERAGE_SENTENCE)
    findings.push(
      findingIn(prose, {
        type: 'long_average_sentence',
        severity: 'warning',
        message: `Sentences average ${stats.averageSentenceLength} words; about 15–${LONG_AVERAGE_SENTENCE} reads more easily.`,
      }),
    );
  for (const sentence of stats.longestSentences.filter((s) => s.long))
    findings.push(
      findingIn(prose, {
        type: 'long_sentence',
        severity: 'info',
        message: `A ${sentence.words}-word sentence: consider splitting it.`,
        start: sentence.start,
        end: sentence.end,
      }),
    );
  // Distance from the level's grade range, five points a grade.
  const off = Math.max(0, range.grade[0] - grade, grade - range.grade[1]);
  return {
    verdict: verdictOf(findings),
    ...(enough ? { score: clampScore(100 - off * 5) } : {}),
    summary: enough
      ? `Flesch reading ease ${stats.fleschReadingEase}, grade ${grade}; ${label} work usually sits at grade ${range.grade[0]}–${range.grade[1]}.`
      : 'Too little text yet for readability figures to mean much.',
    findings,
    figures: {
      fleschReadingEase: stats.fleschReadingEase,
      fleschKincaidGrade: grade,
      averageSentenceLength: stats.averageSentenceLength,
      longestSentence: stats.longestSentences[0]?.words ?? 0,
      sentences: stats.sentences,
      words: stats.words,
      passiveShare: stats.passiveShare,
      gradeLow: range.grade[0],
      gradeHigh: range.grade[1],
      easeLow: range.ease[0],
      easeHigh: range.ease[1],
    },
  };
}
