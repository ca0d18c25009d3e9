import { htmlToText, type Project } from '@penwright/shared';
import { draftStats, evaluateRequirements, headingsMatch, htmlDraftText } from '@penwright/writing';

/** The headings of saved draft HTML, as text. */
export function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h[1-4]\b[^>]*>([\s\S]*?)<\/h[1-4]>/gi)].map((m) => htmlToText(m[1] ?? ''));
}

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
