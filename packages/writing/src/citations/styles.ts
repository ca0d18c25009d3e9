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
  /**
   * How the list itself shortens: past `after` authors it gives the first `keep` and then "et al." (null: it
   * never does). `optional`: naming every author is accepted too.
   */
  listEtAl: { after: number; keep: number; optional: boolean } | null;
  /** APA: "&" inside parentheses and in the list, "and" in running text. Others: "and" only (Vancouver: neither). */
  ampersand: 'apa' | 'never';
  doi: DoiForm;
  /** How titles are capitalised: "Sport club management" (sentence) or "Sport Club Management" (headline). */
  titles: 'sentence' | 'headline';
  label: string;
}

export const STYLE_RULES: Record<CitationStyle, StyleRules> = {
  apa: {
    system: 'author-date',
    names: 'inverted',
    etAlInText: 3,
    listEtAl: null,
    ampersand: 'apa',
    doi: 'url',
    titles: 'sentence',
    label: 'APA',
  },
  mla: {
    system: 'author-page',
    names: 'inverted-first',
    etAlInText: 3,
    listEtAl: { after: 2, keep: 1, optional: false },
    ampersand: 'never',
    doi: 'url-or-prefix',
    titles: 'headline',
    label: 'MLA',
  },
  chicago: {
    system: 'author-date',
    names: 'inverted-first',
    etAlInText: 4,
    listEtAl: { after: 10, keep: 7, optional: false },
    ampersand: 'never',
    doi: 'url',
    titles: 'headline',
    label: 'Chicago',
  },
  harvard: {
    system: 'author-date',
    names: 'inverted',
    etAlInText: 4,
    listEtAl: { after: 3, keep: 1, optional: true },
    ampersand: 'never',
    doi: 'url-or-prefix',
    titles: 'sentence',
    label: 'Harvard',
  },
  ieee: {
    system: 'numeric',
    names: 'initials-first',
    etAlInText: 3,
    listEtAl: { after: 6, keep: 1, optional: false },
    ampersand: 'never',
    doi: 'url-or-prefix',
    titles: 'headline',
    label: 'IEEE',
  },
  vancouver: {
    system: 'numeric',
    names: 'vancouver',
    etAlInText: 3,
    listEtAl: { after: 6, keep: 6, optional: false },
    ampersand: 'never',
    doi: 'url-or-prefix',
    titles: 'sentence',
    label: 'Vancouver',
  },
};
