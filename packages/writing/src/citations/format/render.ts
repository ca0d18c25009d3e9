import type { CitationStyle, CslItem, FormattedReferences } from '@penwright/shared';
import { cslConfig } from './citation-js.ts';
import { templateOf } from './styles.ts';

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

/**
 * Renders in-text citations and the reference list with citeproc-js (through Citation.js's CSL plugin). Each
 * citation is a list of ids cited together, in the order they appear in the text; items cited nowhere still
 * join the list. Numeric styles number by first citation because citeproc registers items in citation order
 * and the IEEE and Vancouver styles do not sort their lists.
 */
export function renderReferences(
  items: readonly RenderItem[],
  style: CitationStyle,
  citations: ReadonlyArray<readonly string[]>,
): Omit<FormattedReferences, 'style'> {
  const { name, lang } = templateOf(style);
  const engine = cslConfig().engine(items, name, lang, 'html');
  const cited = new Set(citations.flat());
  const clusters = citations.map((ids, i) => ({
    citationID: `c${i}`,
    citationItems: ids.map((id) => ({ id })),
    properties: { noteIndex: 0 },
  }));
  const uncited = items.map((item) => item.id).filter((id) => !cited.has(id));
  const rendered = new Map(
    engine.rebuildProcessorState(clusters, 'html', uncited).map(([id, , html]) => [id, html]),
  );
  const bibliography = engine.makeBibliography();
  const [meta, entries] = bibliography || [{ entry_ids: [] }, []];
  const numbered = Boolean(meta['second-field-align']);
  return {
    citations: clusters.map((cluster, i) => {
      const html = rendered.get(cluster.citationID) ?? '';
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
