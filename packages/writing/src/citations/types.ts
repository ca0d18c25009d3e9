import type { CitationFinding, CitationFindingType, CitationStyle } from '@penwright/shared';

export interface Span {
  start: number;
  end: number;
}

/** A DOI as written: the whole span, the prefix before it ("doi:", "https://doi.org/", …) and the DOI itself. */
export interface WrittenDoi extends Span {
  prefix: string;
  value: string;
}

/** One entry of the reference list, read with the style's rules. */
export interface ParsedReference extends Span {
  index: number;
  text: string;
  /** The number printed before the entry ("[3]", "3."), if any. */
  label: number | null;
  /** Family names (or an organisation's name) in order; "et al." is not a name. */
  authors: string[];
  /** The first author's initials ("FK" for "Castillo, F. K." or "Farid K. Castillo"), if given. */
  initials: string | null;
  /** The entry shortens its author list with "et al." (or an ellipsis). */
  etAl: boolean;
  /** It shortens with an ellipsis before the last name, as APA does past twenty authors. */
  ellipsis: boolean;
  /** The names are a run of dashes standing for the previous entry's ("———. 2009."); the names are copied. */
  sameAuthors: boolean;
  authorSpan: Span | null;
  /** "2020", "2020a", "n.d."; null when the entry has none. */
  year: string | null;
  yearSpan: Span | null;
  title: string | null;
  container: string | null;
  /** Volume or issue markers were found, so the entry reads as a journal article. */
  periodical: boolean;
  /** The container is named like a journal ("… Journal of …", "… Review"), whatever follows it. */
  journalNamed: boolean;
  pages: boolean;
  dois: WrittenDoi[];
  url: boolean;
}

/** One cited work in the body. */
export interface ParsedCitation extends Span {
  text: string;
  authors: string[];
  year: string | null;
  /** For numeric styles, the number cited. */
  number: number | null;
  /** "(Smith & Lee, 2019)" rather than "Smith and Lee (2019)". */
  parenthetical: boolean;
  etAl: boolean;
  /** How the last two names are joined: '&', 'and' or null for one name. */
  joiner: '&' | 'and' | null;
  /** A quoted short title (MLA "(“Title” 4)"). */
  shortTitle: string | null;
  /** The names were read from elsewhere in the sentence ("Jowett's translation (1881)"), perhaps not all of them. */
  partialNames: boolean;
  /** Initials before the first name ("F. Castillo et al."), set when the citation is matched. */
  initials?: string;
  reference: number | null;
}

export type Finding = CitationFinding;
export type { CitationFindingType, CitationStyle };
