import { htmlToText, type Project } from '@penwright/shared';
import { draftStats, evaluateRequirements, headingsMatch } from '@penwright/writing';

/** The headings of saved draft HTML, as text. */
export function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h[1-4]\b[^>]*>([\s\S]*?)<\/h[1-4]>/gi)].map((m) => htmlToText(m[1] ?? ''));
}

/** Text with blank lines between blocks, so paragraphs and sentences are counted as the editor counts them. */
function blockText(html: string): string {
  return htmlToText(html.replace(/<\/(p|h[1-4]|li|blockquote|td|th)>/gi, '</$1>\uE000'))
    .split('\uE000')
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n\n');
}

/** Everything step 4 shows about a saved draft: the checklist's states, the statistics and the outline's cover. */
export function evaluateDraft(project: Project, html: string, citationStyle: string) {
  const headings = headingsOf(html);
  return {
    results: evaluateRequirements(project.requirements, { text: htmlToText(html), headings, citationStyle }),
    stats: draftStats(blockText(html)),
    outline: project.outline.map((section) => ({
      section,
      covered: headings.some((h) => headingsMatch(section.title, h)),
    })),
  };
}
