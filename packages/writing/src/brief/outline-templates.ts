import type { ProjectType } from '@penwright/shared';
import type { BriefQuestion, KeyTerm, OutlineItem } from './brief.schema.ts';
import { sectionName } from './section-names.ts';

/*
 * The usual shape of each kind of work, with word shares that follow common guidance (an essay's introduction
 * and conclusion about a tenth each; a research paper's discussion the largest part). They are a starting
 * point the brief overrides: see outline.ts for how required sections are merged in.
 */

export interface DraftItem {
  title: string;
  /** Relative weight before normalising to the word target. */
  weight: number;
  /** Usual position (section-names ranks); question and theme items sit where the argument goes. */
  rank: number;
  origin: OutlineItem['origin'];
  guidance: string | null;
  /** Words the brief itself allots, which shares must respect. */
  words: number | null;
}

const BODY_RANK = 7.5;

function item(title: string, weight: number, extra: Partial<DraftItem> = {}): DraftItem {
  const rank = sectionName(title)?.rank ?? BODY_RANK;
  return { title, weight, rank, origin: 'template', guidance: null, words: null, ...extra };
}

const THESIS = [
  item('Introduction', 0.1),
  item('Literature Review', 0.2),
  item('Methodology', 0.15),
  item('Results', 0.2),
  item('Discussion', 0.25),
  item('Conclusion', 0.1),
];

const TEMPLATES: Record<Exclude<ProjectType, 'essay' | 'literature_review'>, DraftItem[]> = {
  research_paper: [
    item('Introduction', 0.15),
    item('Methods', 0.2),
    item('Results', 0.25),
    item('Discussion', 0.3),
    item('Conclusion', 0.1),
  ],
  thesis: THESIS,
  dissertation: THESIS,
  case_study: [
    item('Background', 0.2),
    item('Problem', 0.15),
    item('Analysis', 0.4),
    item('Recommendations', 0.25),
  ],
  report: [
    item('Executive Summary', 0.1),
    item('Introduction', 0.15),
    item('Findings', 0.45),
    item('Recommendations', 0.3),
  ],
  proposal: [
    item('Background', 0.25),
    item('Aims', 0.15),
    item('Methods', 0.3),
    item('Timeline', 0.15),
    item('Budget and Resources', 0.15),
  ],
  other: [item('Introduction', 0.15), item('Main Body', 0.7), item('Conclusion', 0.15)],
};

const COMPARE = /compare|contrast/;
const WEIGH = /to what extent|how far|evaluate|assess|appraise|justify|argue/;

/**
 * Shortens a question to a heading: starts at its task verb ("In answering … you should compare X" → "Compare X"),
 * drops the "?", and stops at about 60 characters, cut at a word.
 */
function headingFrom(question: BriefQuestion): string {
  const at = question.verb === null ? -1 : question.text.toLowerCase().indexOf(question.verb);
  const from = at > 0 ? question.text.slice(at) : question.text;
  const bare = `${from.charAt(0).toUpperCase()}${from.slice(1)}`.replace(/[?.]+["'”’)]*$/, '').trim();
  if (bare.length <= 60) return bare;
  const cut = bare.slice(0, 60);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 30 ? cut.lastIndexOf(' ') : 60)}…`;
}

/** An essay's body follows its question: one part per question, or a shape that suits a single task verb. */
function essayBody(questions: readonly BriefQuestion[]): DraftItem[] {
  const body = (title: string, weight: number, guidance: string | null) =>
    item(title, weight, {
      rank: BODY_RANK,
      origin: questions.length > 0 ? 'question' : 'template',
      guidance,
    });
  if (questions.length > 1) {
    const shown = questions.slice(0, 6);
    return shown.map((q) => body(headingFrom(q), 0.8 / shown.length, `Answer: ${q.text}`));
  }
  const only = questions[0];
  const ask = only ? `Answer: ${only.text}` : null;
  const verb = only?.verb ?? '';
  if (COMPARE.test(verb)) {
    return [body('Similarities', 0.3, ask), body('Differences', 0.3, ask), body('Evaluation', 0.2, ask)];
  }
  if (WEIGH.test(verb)) {
    return [
      body('Case for', 0.3, ask),
      body('Case against', 0.25, ask),
      body('Weighing the evidence', 0.25, ask),
    ];
  }
  return [
    body('Context and key concepts', 0.2, ask),
    body('Main argument', 0.35, ask),
    body('Counter-arguments', 0.25, ask),
  ];
}

/** A literature review is organised by theme; the brief's key terms are the likeliest themes. */
function reviewThemes(keyTerms: readonly KeyTerm[]): DraftItem[] {
  const terms = keyTerms.map((t) => t.term).filter((t) => sectionName(t) === null);
  return [0, 1, 2].map((i) => {
    const term = terms[i];
    return term === undefined
      ? item(`Theme ${i + 1}`, 0.22, { rank: BODY_RANK })
      : item(`Theme: ${term}`, 0.22, {
          rank: BODY_RANK,
          guidance: `Group and compare the sources on ${term}.`,
        });
  });
}

/** The outline a project type starts from, before the brief's required sections are merged in. */
export function templateFor(
  projectType: ProjectType,
  questions: readonly BriefQuestion[],
  keyTerms: readonly KeyTerm[],
): DraftItem[] {
  if (projectType === 'essay') {
    return [item('Introduction', 0.1), ...essayBody(questions), item('Conclusion', 0.1)];
  }
  if (projectType === 'literature_review') {
    return [
      item('Introduction', 0.1),
      ...reviewThemes(keyTerms),
      item('Gaps and Future Research', 0.12, { rank: 9 }),
      item('Conclusion', 0.12),
    ];
  }
  return TEMPLATES[projectType].map((i) => ({ ...i }));
}
