/*
 * The sections academic work is built from, with the ways briefs name them. One table serves three jobs:
 * recognising a required section in a brief, placing it in the outline (rank = usual order), and matching a
 * draft heading to a requirement ("Methods" satisfies "Methodology"). Weights are default word shares used when
 * a brief adds a section the project type's template lacks; uncounted sections (references, appendices) get none.
 */

export interface SectionName {
  key: string;
  title: string;
  pattern: RegExp;
  rank: number;
  weight: number;
  counted: boolean;
}

const section = (
  key: string,
  title: string,
  pattern: RegExp,
  rank: number,
  weight: number,
  counted = true,
) => ({
  key,
  title,
  pattern,
  rank,
  weight,
  counted,
});

export const SECTION_NAMES: readonly SectionName[] = [
  section(
    'title_page',
    'Title Page',
    /\btitle page\b|\b(?:cover|front) (?:page|sheet)\b|\bfirst page\b/i,
    -1,
    0,
    false,
  ),
  section('abstract', 'Abstract', /\babstract\b/i, 0, 0.05),
  section('executive_summary', 'Executive Summary', /\bexecutive summary\b/i, 0, 0.05),
  section('contents', 'Table of Contents', /\btable of contents\b|\bcontents page\b/i, 1, 0, false),
  section('introduction', 'Introduction', /\bintroduction\b|\bintro\b/i, 2, 0.1),
  section('background', 'Background', /\bbackground\b|\bcontext\b/i, 3, 0.15),
  section('problem', 'Problem', /\bproblems?\b(?:\s+(?:statement|definition|identification))?/i, 3.5, 0.15),
  section('aims', 'Aims', /\baims?\b|\bobjectives?\b|\bresearch questions?\b/i, 4, 0.1),
  section('hypotheses', 'Hypotheses', /\bhypothes[ie]s\b/i, 4.1, 0.05),
  section(
    'literature_review',
    'Literature Review',
    /\bliterature\b(?!\s+cited)|\breview of (?:the )?(?:relevant |existing |related )?literature\b/i,
    5,
    0.2,
  ),
  section('theory', 'Theoretical Framework', /\b(?:theoretical|conceptual) framework\b/i, 5.5, 0.1),
  section(
    'methodology',
    'Methodology',
    /\bmethodolog(?:y|ies)\b|\bmethods?\b|\bresearch design\b|\bprocedures?\b|\bmaterials\b/i,
    6,
    0.15,
  ),
  section('ethics', 'Ethical Considerations', /\bethic(?:s|al)\b/i, 6.5, 0.05),
  section('results', 'Results', /\bresults\b|\bfindings\b/i, 7, 0.2),
  section('analysis', 'Analysis', /\banalys[ie]s\b/i, 7.5, 0.15),
  section('discussion', 'Discussion', /\bdiscussion\b/i, 8, 0.2),
  section('evaluation', 'Evaluation', /\bevaluation\b/i, 8.2, 0.15),
  section('limitations', 'Limitations', /\blimitations?\b/i, 8.5, 0.07),
  section('recommendations', 'Recommendations', /\brecommendations?\b/i, 9, 0.15),
  section('implications', 'Implications', /\bimplications\b/i, 9.1, 0.08),
  section('timeline', 'Timeline', /\btimeline\b|\btimetable\b|\bschedule\b|\bgantt\b/i, 9.2, 0.1),
  section('budget', 'Budget and Resources', /\bbudget\b|\bresources\b|\bcosts?\b/i, 9.3, 0.1),
  section('conclusion', 'Conclusion', /\bconclu(?:sion|sions|ding)\b/i, 10, 0.1),
  section('reflection', 'Reflection', /\breflect(?:ion|ive)\b/i, 10.5, 0.1),
  section(
    'references',
    'References',
    /\breference list\b|\blist of references\b|\breferences?(?: page)?\b|\bbibliography\b|\bworks cited(?: page)?\b|\bliterature cited\b/i,
    11,
    0,
    false,
  ),
  section('filmography', 'Filmography', /\bfilmography\b|\blist of films\b/i, 11.5, 0, false),
  section('appendices', 'Appendices', /\bappendix\b|\bappendices\b|\bannex(?:es)?\b/i, 12, 0, false),
];

/** The known section a title names, chosen by the earliest mention ("Discussion of findings" → discussion). */
export function sectionName(title: string): SectionName | null {
  let best: SectionName | null = null;
  let at = Infinity;
  for (const name of SECTION_NAMES) {
    const m = name.pattern.exec(title);
    if (m && m.index < at) {
      best = name;
      at = m.index;
    }
  }
  return best;
}

/** Lower-case words without numbering or punctuation: "2. Literature review:" → "literature review". */
export function normaliseHeading(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/^\s*(?:chapter|section|part)?\s*[\divx]+(?:\.\d+)*[.):]?\s+/i, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Loose heading match: same known section, or one title's words all appear in the other. */
export function headingsMatch(required: string, heading: string): boolean {
  const a = normaliseHeading(required);
  const b = normaliseHeading(heading);
  if (a === '' || b === '') return false;
  const known = sectionName(a);
  if (known && known.key === sectionName(b)?.key) return true;
  const wordsA = a.split(' ').filter((w) => w.length > 2);
  const wordsB = new Set(b.split(' '));
  return wordsA.length > 0 && wordsA.every((w) => wordsB.has(w));
}
