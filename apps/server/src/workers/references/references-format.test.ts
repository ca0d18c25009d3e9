import { createRequire } from 'node:module';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { CITATION_STYLES, REFERENCE_TYPES, type CitationStyle } from '@penwright/shared';
import { CSL_STYLE_IDS, htmlToText, type CslNode, type RenderItem } from '@penwright/writing/references';
import { loadCslLocale, loadCslStyle } from './csl-styles.ts';
import { formatTask } from './references-task.ts';
import { SAMPLE_REFERENCES } from './sample-references.ts';

interface CiteprocEngine {
  updateItems(ids: string[]): void;
  makeBibliography(): [unknown, string[]];
  makeCitationCluster(items: Array<{ id: string }>): string;
}
const CSL = createRequire(import.meta.url)('citeproc') as {
  Engine: new (sys: object, style: CslNode, lang?: string) => CiteprocEngine;
};

const locales: Record<string, CslNode> = { 'en-US': loadCslLocale('en-US'), 'en-GB': loadCslLocale('en-GB') };

/** citeproc-js itself, given the style's CSL and one item: the output Penwright must match. */
function citeproc(style: CitationStyle, item: RenderItem) {
  const engine = new CSL.Engine(
    { retrieveLocale: (lang: string) => locales[lang], retrieveItem: () => item },
    loadCslStyle(CSL_STYLE_IDS[style]),
  );
  engine.updateItems([item.id]);
  const [, [entry = '']] = engine.makeBibliography();
  return { entry, citation: engine.makeCitationCluster([{ id: item.id }]) };
}

const markup = (html: string) =>
  sanitizeHtml(html, { allowedTags: false, allowedAttributes: false }).replace(/>\s+</g, '><').trim();

describe('each style renders each reference type exactly as citeproc-js does with its CSL', () => {
  for (const style of CITATION_STYLES) {
    it.each(REFERENCE_TYPES)(`${style}: %s`, (type) => {
      const item = SAMPLE_REFERENCES[type];
      const ours = formatTask({ style, items: [item], citations: [[item.id]] });
      const theirs = citeproc(style, item);
      expect(ours.bibliography).toHaveLength(1);
      expect(markup(ours.bibliography[0]!.html)).toBe(markup(theirs.entry));
      expect(ours.bibliography[0]!.text).toBe(htmlToText(theirs.entry));
      expect(ours.citations[0]!.html).toBe(markup(theirs.citation));
    });
  }
});

describe('what a writer sees', () => {
  const all = Object.values(SAMPLE_REFERENCES);
  const text = (style: CitationStyle, id: string) =>
    formatTask({ style, items: all, citations: all.map((i) => [i.id]) }).bibliography.find((e) => e.id === id)
      ?.text;

  it('APA 7: a journal article with its DOI as a link, and "&" before the last author', () => {
    // The style title-cases a journal's name ("npj" becomes "Npj"), as it does in every CSL processor.
    expect(text('apa', 'bent2020')).toBe(
      'Bent, B., Goldstein, B. A., Kibbe, W. A., & Dunn, J. P. (2020). Investigating sources of inaccuracy in wearable optical heart rate sensors. Npj Digital Medicine, 3(1), 18–27. https://doi.org/10.1038/s41746-020-0226-6',
    );
  });

  it('MLA 9: "et al." past two authors, the title in quotation marks', () => {
    expect(text('mla', 'bent2020')).toMatch(/^Bent, Brinnae, et al\. “Investigating Sources of Inaccuracy/);
  });

  it('IEEE and Vancouver number by first citation; author-date styles sort by author', () => {
    const order = ['who2023', 'allen2007', 'bent2020'];
    const items = order.map((id) => all.find((i) => i.id === id)!);
    for (const style of ['ieee', 'vancouver'] as const) {
      const out = formatTask({ style, items, citations: order.map((id) => [id]) });
      expect(out.bibliography.map((e) => [e.id, e.number])).toEqual([
        ['who2023', 1],
        ['allen2007', 2],
        ['bent2020', 3],
      ]);
      expect(out.citations.map((c) => c.text)).toEqual(
        style === 'ieee' ? ['[1]', '[2]', '[3]'] : ['(1)', '(2)', '(3)'],
      );
      expect(out.layout.numbered).toBe(true);
    }
    const apa = formatTask({ style: 'apa', items, citations: order.map((id) => [id]) });
    expect(apa.bibliography.map((e) => e.id)).toEqual(['allen2007', 'bent2020', 'who2023']);
    expect(apa.citations.map((c) => c.text)).toEqual([
      '(World Health Organization, 2023)',
      '(Allen, 2007)',
      '(Bent et al., 2020)',
    ]);
    expect(apa.layout).toMatchObject({ numbered: false, hangingIndent: true });
  });

  it('cites several works together, and a work cited again keeps its number', () => {
    const items = all.slice(0, 3);
    const out = formatTask({
      style: 'ieee',
      items,
      citations: [[items[1]!.id], [items[0]!.id, items[2]!.id], [items[1]!.id]],
    });
    expect(out.citations.map((c) => c.text)).toEqual(['[1]', '[2], [3]', '[1]']);
  });

  it('a page goes with the citation in each style’s own words, and a typed "pp." is read as pages', () => {
    const item = all.find((i) => i.id === 'allen2007')!;
    const cite = (style: CitationStyle, locator: string | null) =>
      formatTask({ style, items: [item], citations: [[item.id]], locators: [locator] }).citations[0]!.text;
    expect(cite('apa', '12')).toBe('(Allen, 2007, p. 12)');
    expect(cite('apa', 'pp. 12-14')).toBe('(Allen, 2007, pp. 12–14)');
    expect(cite('apa', 'chap. 3')).toBe('(Allen, 2007, Chapter 3)');
    expect(cite('mla', '12')).toBe('(Allen 12)');
    expect(cite('ieee', '12')).toBe('[1, p. 12]');
    expect(cite('apa', null)).toBe('(Allen, 2007)');
  });

  it('Harvard (Cite Them Right) writes dates the British way', () => {
    expect(text('harvard', 'who2023')).toContain('(Accessed: 15 January 2024)');
  });
});
