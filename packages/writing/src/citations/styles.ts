import type { CitationStyle } from '@penwright/shared';

export type CitationSystem = 'author-date' | 'author-page' | 'numeric';
export type DoiForm = 'url' | 'url-or-prefix';
export type NameOrder = 'inverted' | 'inverted-first' | 'initials-first' | 'vancouver';

/**
 * The rules each style is checked against (editions: APA 7, MLA 9, Chicago 17 author-date, Harvard as in Cite
 * Them Right 12, IEEE reference guide 2023, Vancouver as in the NLM's Citing Medicine).
 */
export interface StyleRules {
  system: CitationSystem;
  /** Names in the list: "Smith, J." (inverted), "Smith, John, and Kim Lee" (inverted-first), "J. Smith", "Smith J". */
  names: NameOrder;
  /** In-text citations shorten to "et al." from this many authors. */
  etAlInText: number;
  /** The list itself shortens with "et al." past this many authors (null: it never does). */
  etAlInListAfter: number | null;
  /** APA: "&" inside parentheses and in the list, "and" in running text. Others: "and" only (Vancouver: neither). */
  ampersand: 'apa' | 'never';
  doi: DoiForm;
  label: string;
}

export const STYLE_RULES: Record<CitationStyle, StyleRules> = {
  apa: {
    system: 'author-date',
    names: 'inverted',
    etAlInText: 3,
    etAlInListAfter: null,
    ampersand: 'apa',
    doi: 'url',
    label: 'APA',
  },
  mla: {
    system: 'author-page',
    names: 'inverted-first',
    etAlInText: 3,
    etAlInListAfter: 2,
    ampersand: 'never',
    doi: 'url-or-prefix',
    label: 'MLA',
  },
  chicago: {
    system: 'author-date',
    names: 'inverted-first',
    etAlInText: 4,
    etAlInListAfter: 10,
    ampersand: 'never',
    doi: 'url',
    label: 'Chicago',
  },
  harvard: {
    system: 'author-date',
    names: 'inverted',
    etAlInText: 4,
    etAlInListAfter: null,
    ampersand: 'never',
    doi: 'url-or-prefix',
    label: 'Harvard',
  },
  ieee: {
    system: 'numeric',
    names: 'initials-first',
    etAlInText: 3,
    etAlInListAfter: 6,
    ampersand: 'never',
    doi: 'url-or-prefix',
    label: 'IEEE',
  },
  vancouver: {
    system: 'numeric',
    names: 'vancouver',
    etAlInText: 3,
    etAlInListAfter: 6,
    ampersand: 'never',
    doi: 'url-or-prefix',
    label: 'Vancouver',
  },
};
