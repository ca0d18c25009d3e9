import type {
  AcademicLevel,
  CitationStyle,
  EnglishDialect,
  OutlineSection,
  Readiness,
  Requirement,
} from '@penwright/shared';

/**
 * What a careful tutor would flag, by kind. The kinds are the review's, named for what a reader sees rather than
 * for the rule that finds them: a prose kind points at words, a whole-draft kind (a missing section, a length
 * outside the window, too few sources, passive overuse) has no excerpt.
 */
export const EVAL_KINDS = [
  'spelling',
  'grammar',
  'contraction',
  'first_person',
  'informal',
  'passive_overuse',
  'missing_section',
  'empty_section',
  'missing_introduction',
  'missing_conclusion',
  'word_count',
  'too_few_sources',
  'style_mismatch',
  'missing_reference',
  'uncited_reference',
  'citation_form',
] as const;
export type EvalKind = (typeof EVAL_KINDS)[number];

export interface Expected {
  kind: EvalKind;
  /** The words flagged, exactly as in the draft; omitted for a whole-draft kind. */
  excerpt?: string;
  /** Which occurrence of the excerpt, from 1, when it occurs more than once. */
  occurrence?: number;
  /** For a whole-draft kind: words the finding's message must name (a section's title). */
  mentions?: string;
  /** Why a tutor would flag it, in a few words. */
  note?: string;
}

export interface EvalDraft {
  id: string;
  /** The kind of real public text the draft is modelled on, and where such texts are found. */
  modelledOn: string;
  level: AcademicLevel;
  style: CitationStyle;
  dialect: EnglishDialect;
  /** The brief as the writer pasted it: what the report reads to know whether first person is forbidden. */
  brief: string;
  requirements: Requirement[];
  outline: OutlineSection[];
  /** The draft as light markup: "# " and "## " start headings, blank lines part paragraphs. */
  source: string;
  expected: Expected[];
  readiness: Readiness;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The saved HTML of a draft written as light markup: one heading or paragraph per block. */
export function draftHtml(source: string): string {
  return source
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s*\n\s*/g, ' ').trim())
    .filter((block) => block !== '')
    .map((block) => {
      const heading = /^(#{1,3})\s+(.*)$/.exec(block);
      if (heading) {
        const level = (heading[1] ?? '#').length;
        return `<h${level}>${escape(heading[2] ?? '')}</h${level}>`;
      }
      return `<p>${escape(block)}</p>`;
    })
    .join('');
}

let nextId = 0;
/** A checklist line as the brief analysis would propose it. */
export function req(kind: Requirement['kind'], label: string, target?: string | number): Requirement {
  nextId += 1;
  return { id: `r${nextId}`, kind, label, ...(target !== undefined ? { target } : {}) };
}

/** Outline sections with the share of words each is planned to hold. */
export function outline(total: number, sections: [title: string, share: number][]): OutlineSection[] {
  return sections.map(([title, share], i) => ({
    id: `s${i + 1}`,
    title,
    level: 1,
    targetWords: Math.round(total * share),
  }));
}
