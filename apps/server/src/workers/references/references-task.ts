import sanitizeHtml from 'sanitize-html';
import type {
  CitationLocators,
  CitationStyle,
  FormattedReferences,
  ReferenceFormat,
} from '@penwright/shared';
import {
  exportBibtex,
  exportCslJson,
  exportRis,
  findDuplicateGroups,
  importReferences,
  renderReferences,
  type DuplicateCandidate,
  type ImportOutcome,
  type RenderItem,
} from '@penwright/writing/references';
import { ensureStyle } from './csl-styles.ts';

/*
 * The reference library's CPU work, on the worker threads: reading and writing BibTeX, RIS and CSL-JSON
 * (Citation.js), rendering with citeproc-js, and finding duplicates in a whole library.
 */

export interface ImportInput {
  format: ReferenceFormat;
  text: string;
  maxEntries: number;
}

export function importTask({ format, text, maxEntries }: ImportInput): ImportOutcome {
  return importReferences(format, text, maxEntries);
}

export interface ExportInput {
  format: ReferenceFormat;
  items: RenderItem[];
}

const writers = { bibtex: exportBibtex, ris: exportRis, 'csl-json': exportCslJson };

export function exportTask({ format, items }: ExportInput): string {
  return writers[format](items);
}

export interface FormatInput {
  style: CitationStyle;
  items: RenderItem[];
  citations: string[][];
  /** A page or other locator for each citation, by index (see {@link renderReferences}). */
  locators?: ReadonlyArray<CitationLocators>;
}

/**
 * What citeproc-js writes and nothing more: its blocks (`csl-entry`, the margin and body of numbered entries),
 * italics, bold, small capitals, super- and subscript. It escapes the text itself; this is a second fence.
 */
const MARKUP: sanitizeHtml.IOptions = {
  allowedTags: ['div', 'span', 'i', 'b', 'em', 'strong', 'sup', 'sub'],
  allowedAttributes: { div: ['class'], span: ['class', 'style'] },
  allowedClasses: {
    div: ['csl-entry', 'csl-left-margin', 'csl-right-inline', 'csl-block', 'csl-indent'],
    span: ['nocase'],
  },
  allowedStyles: {
    span: {
      'font-variant': [/^(small-caps|normal)$/],
      'font-style': [/^(italic|normal)$/],
      'font-weight': [/^(bold|normal)$/],
      'vertical-align': [/^(sup|sub|baseline)$/],
    },
  },
};
const clean = (html: string) => sanitizeHtml(html, MARKUP);

export function formatTask({ style, items, citations, locators }: FormatInput): FormattedReferences {
  ensureStyle(style);
  const rendered = renderReferences(items, style, citations, locators);
  return {
    style,
    ...rendered,
    citations: rendered.citations.map((c) => ({ ...c, html: clean(c.html) })),
    bibliography: rendered.bibliography.map((e) => ({ ...e, html: clean(e.html) })),
  };
}

export function duplicatesTask(items: DuplicateCandidate[]) {
  return findDuplicateGroups(items);
}
