import type { CitationLocators, CitationStyle, CslItem, FormattedReferences } from '@penwright/shared';
import { discardEngine, engineFor } from './engine.ts';

export type RenderItem = CslItem & { id: string };

/** Markup to plain text: tags dropped (a block boundary becomes a space), entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/div>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(
      /&(amp|lt|gt|quot|apos|nbsp);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' })[name] ?? '',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

const LOCATOR_LABELS: ReadonlyArray<[RegExp, string]> = [
  [/^(?:pp?\.?|pages?)\s*/i, 'page'],
  [/^(?:chaps?\.?|ch\.|chapters?)\s*/i, 'chapter'],
  [/^(?:paras?\.?|paragraphs?|¶)\s*/i, 'paragraph'],
  [/^(?:secs?\.?|sections?|§)\s*/i, 'section'],
  [/^(?:figs?\.?|figures?)\s*/i, 'figure'],
];

/**
 * A locator as the writer typed it ("12", "pp. 12-14", "chap. 3") as citeproc reads it: a label and the bare
 * locator, so each style writes its own "p." or nothing. Without a known label it is a page.
 */
export function locatorOf(text: string): { label: string; locator: string } | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  for (const [pattern, label] of LOCATOR_LABELS) {
    const match = pattern.exec(trimmed);
    if (match) return { label, locator: trimmed.slice(match[0].length).trim() || trimmed };
  }
  return { label: 'page', locator: trimmed };
}

/**
 * Renders in-text citations and the reference list with citeproc-js (through Citation.js's CSL plugin). Each
 * citation is a list of ids cited together, in the order they appear in the text; items cited nowhere still
 * join the list. Numeric styles number by first citation because citeproc registers items in citation order
 * and the IEEE and Vancouver styles do not sort their lists. `locators[i]`, when given, is citation i's page (or
 * other locator): one string goes with its last reference, a list gives each of its references its own.
 */
export function renderReferences(
  items: readonly RenderItem[],
  style: CitationStyle,
  citations: ReadonlyArray<readonly string[]>,
  locators: ReadonlyArray<CitationLocators> = [],
): Omit<FormattedReferences, 'style'> {
  const cited = new Set(citations.flat());
  const clusters = citations.map((ids, i) => ({
    citationID: `c${i}`,
    citationItems: ids.map((id, j) => {
      const given = locators[i];
      const text =
        typeof given === 'string' || given == null ? (j === ids.length - 1 ? given : null) : given[j];
      const locator = locatorOf(text ?? '');
      return locator ? { id, ...locator } : { id };
    }),
    properties: { noteIndex: 0 },
  }));
  const uncited = items.map((item) => item.id).filter((id) => !cited.has(id));
  const engine = engineFor(style, items, [...cited, ...uncited]);
  let rendered: string[];
  let bibliography: ReturnType<typeof engine.makeBibliography>;
  try {
    // What citeproc's rebuildProcessorState does, less its cost: that re-reads every earlier citation for each
    // new one (quadratic in a long draft) to track positions ("ibid.", "subsequent"), which none of the six
    // styles uses, so each cluster is rendered on its own once the items are registered in citation order.
    engine.updateItems([...cited]);
    engine.updateUncitedItems(uncited);
    rendered = clusters.map((cluster) => engine.makeCitationCluster(cluster.citationItems));
    bibliography = engine.makeBibliography();
  } catch (error) {
    discardEngine(style);
    throw error;
  }
  const [meta, entries] = bibliography || [{ entry_ids: [] }, []];
  const numbered = Boolean(meta['second-field-align']);
  return {
    citations: clusters.map((_, i) => {
      const html = rendered[i] ?? '';
      return { ids: [...(citations[i] ?? [])], html, text: htmlToText(html) };
    }),
    bibliography: entries.map((html, i) => ({
      id: meta.entry_ids[i]?.[0] ?? '',
      number: numbered ? i + 1 : null,
      html: html.trim(),
      text: htmlToText(html),
    })),
    layout: { hangingIndent: Boolean(meta.hangingindent), numbered, lineSpacing: meta.linespacing ?? 1 },
  };
}
