import type { Project } from '@penwright/shared';
import {
  draftStats,
  evaluateRequirements,
  headingsMatch,
  headingsOf as reviewHeadings,
  htmlDraftText,
  reviewText,
} from '@penwright/writing';

/** The headings of saved draft HTML, as text, read as the server's review reads them. */
export const headingsOf = (html: string): string[] => reviewHeadings(reviewText(html));

/** Everything step 4 shows about a saved draft: the checklist's states, the statistics and the outline's cover. */
export function evaluateDraft(project: Project, html: string, citationStyle: string) {
  const headings = headingsOf(html);
  const text = htmlDraftText(html);
  return {
    results: evaluateRequirements(project.requirements, { text, headings, citationStyle }),
    stats: draftStats(text),
    outline: project.outline.map((section) => ({
      section,
      covered: headings.some((h) => headingsMatch(section.title, h)),
    })),
  };
}
