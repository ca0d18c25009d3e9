import { analyseBrief } from './analyse-brief.ts';
import { briefLines } from './brief-lines.ts';

/*
 * What the brief tests share: one fixed "now" (so relative dates read the same every run), the analysis of an
 * essay brief at that moment, and the headings the line reader finds.
 */

export const now = new Date(2026, 7, 1, 12);

export const analyse = (text: string) => analyseBrief(text, { projectType: 'essay', now });

export const headings = (text: string) =>
  briefLines(text)
    .filter((l) => l.heading)
    .map((l) => l.text);
