import { checkCitations } from '@penwright/writing/citations';
import type { CitationCheck, CitationStyle } from '@penwright/shared';

export interface CitationsInput {
  text: string;
  style: CitationStyle;
}

/** The citation checker on a worker thread: a long paper with a long list takes a CPU slice worth moving. */
export function citationsTask({ text, style }: CitationsInput): CitationCheck {
  return checkCitations(text, style);
}
