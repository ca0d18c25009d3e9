import { createRequire } from 'node:module';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { CITATION_STYLES, type CitationStyle } from '@penwright/shared';
import {
  CSL_STYLE_IDS,
  htmlToText,
  locatorOf,
  type CslNode,
  type RenderItem,
} from '@penwright/writing/references';
import { ensureStyle, loadCslLocale, loadCslStyle } from './csl-styles.ts';
import { formatTask, type FormatInput } from './references-task.ts';
import { SAMPLE_REFERENCES } from './sample-references.ts';

/*
 * Each thread keeps one engine per style, registers only what changed since its last call and renders each
 * citation on its own. Whatever the calls before, a call must give exactly what a new citeproc-js engine gives
 * when it rebuilds its whole state from the citations (`rebuildProcessorState`, then `makeBibliography`).
 */

interface Engine {
  rebuildProcessorState(clusters: object[], mode: string, uncited: string[]): Array<[string, number, string]>;
  makeBibliography(): [{ entry_ids: string[][] }, string[]];
}
const CSL = createRequire(import.meta.url)('citeproc') as {
  Engine: new (sys: object, style: CslNode, lang: string, force: boolean) => Engine;
};
const locales: Record<string, CslNode> = { 'en-US': loadCslLocale('en-US'), 'en-GB': loadCslLocale('en-GB') };
const styles = new Map(CITATION_STYLES.map((style) => [style, loadCslStyle(CSL_STYLE_IDS[style])]));

function citeproc({ style, items, citations, locators = [] }: FormatInput) {
  const csl = styles.get(style)!;
  const engine = new CSL.Engine(
    {
      retrieveLocale: (lang: string) => locales[lang],
      retrieveItem: (id: string) => items.find((item) => item.id === id),
    },
    csl,
    csl.attrs['default-locale'] ?? 'en-US',
    true,
  );
  const clusters = citations.map((ids, i) => ({
    citationID: `c${i}`,
    citationItems: ids.map((id, j) => {
      const given = locators[i];
      const locator =
        typeof given === 'string' || given == null
          ? j === ids.length - 1
            ? locatorOf(given ?? '')
            : null
          : locatorOf(given[j] ?? '');
      return { id, ...locator };
    }),
    properties: { noteIndex: 0 },
  }));
  const cited = new Set(citations.flat());
  const uncited = items.map((item) => item.id).filter((id) => !cited.has(id));
  const texts = new Map(engine.rebuildProcessorState(clusters, 'html', uncited).map(([id, , h]) => [id, h]));
  const [meta, entries] = engine.makeBibliography();
  return {
    citations: clusters.map((c) => htmlToText(texts.get(c.citationID)!)),
    bibliography: entries.map((html, i) => [meta.entry_ids[i]![0], markup(html)]),
  };
}

const markup = (html: string) =>
  sanitizeHtml(html, { allowedTags: false, allowedAttributes: false }).replace(/>\s+</g, '><').trim();

const samples = Object.values(SAMPLE_REFERENCES);
/** Two works by one author in one year, told apart by "a"/"b" (or a title) once both are in the list. */
const twin = (id: string, title: string): RenderItem => ({ ...samples[0]!, id, title });
const pair = [twin('twinA', 'Heart rate at rest'), twin('twinB', 'Heart rate in motion')];

const cite = (style: CitationStyle, items: RenderItem[], order = items): FormatInput => ({
  style,
  items,
  citations: order.map((item) => [item.id]),
});

describe('a kept engine answers as a new one would', () => {
  it.each(CITATION_STYLES)(
    '%s: growing, shrinking, edited and reordered lists',
    (style) => {
      ensureStyle(style);
      const [a, b, c, d] = samples.map((item) => item.id);
      const edited = { ...samples[1]!, title: 'A new title', issued: { 'date-parts': [[2020]] } };
      const calls: FormatInput[] = [
        cite(style, [...samples, ...pair]),
        cite(style, samples.slice(2, 6)),
        cite(style, [...samples, pair[0]!]),
        cite(style, [samples[0]!, edited, ...samples.slice(2), ...pair]),
        cite(style, [...samples].reverse()),
        {
          ...cite(style, samples.slice(0, 4)),
          citations: [[d!, b!], [a!], [d!]],
          locators: ['12', null, 'p. 4'],
        },
        cite(style, [...samples, ...pair]),
        {
          ...cite(style, [...pair, ...samples]),
          citations: [[c!, 'twinB'], ['twinA', a!], ['twinB']],
          locators: [['3', 'pp. 10–12'], [null, 'chap. 2'], 'para. 4'],
        },
      ];
      calls.forEach((input, i) => {
        const ours = formatTask(input);
        const theirs = citeproc(input);
        expect(
          ours.citations.map((x) => x.text),
          `call ${i + 1}`,
        ).toEqual(theirs.citations);
        expect(
          ours.bibliography.map((e) => [e.id, markup(e.html)]),
          `call ${i + 1}`,
        ).toEqual(theirs.bibliography);
      });
    },
    120_000,
  );
});
