import type { CitationFindingType, CitationStyle } from '@penwright/shared';
import type { RenderItem } from '@penwright/writing/references';
import { formatTask } from '../references-task.ts';
import { assemble, citesOf, type Cite, type Draft, type Span } from './paper.ts';

/*
 * Seeded copies of a rendered paper: each copy has one defect, applied by code to the parts of the draft, and
 * says where a checker should point (`targets`) and which other findings the same defect rightly causes
 * (`also`: deleting the year of an entry also leaves its citations with a year the list does not have).
 */

export interface Targets {
  /** Indices of the body's citations (in order). */
  cites?: number[];
  /** Ids of list entries (a copy of an entry has the id "<id>#copy"). */
  entries?: string[];
}

export interface Seed {
  type: CitationFindingType;
  label: string;
  draft: Draft;
  targets: Targets;
  also?: Array<{ type: CitationFindingType; targets: Targets }>;
}

export interface Resolved {
  text: string;
  spans: Span[];
  also: Array<{ type: CitationFindingType; spans: Span[] }>;
}

/** The seeded copy's text and the spans its targets stand for. */
export function resolve(seed: Seed): Resolved {
  const { text, cites, entries } = assemble(seed.draft);
  const spans = (t: Targets) => [
    ...(t.cites ?? []).map((i) => cites[i]!),
    ...(t.entries ?? []).map((id) => {
      const at = seed.draft.entries.findIndex((e) => e.id === id);
      if (at < 0) throw new Error(`no entry ${id}`);
      return entries[at]!;
    }),
  ];
  return {
    text,
    spans: spans(seed.targets),
    also: (seed.also ?? []).map((a) => ({ type: a.type, spans: spans(a.targets) })),
  };
}

const numeric = (style: CitationStyle) => style === 'ieee' || style === 'vancouver';
const authorDate = (style: CitationStyle) => style === 'apa' || style === 'chicago' || style === 'harvard';

const copy = (draft: Draft): Draft => structuredClone(draft);

function citeIndexes(draft: Draft, id: string): number[] {
  return citesOf(draft)
    .filter((c) => c.cite.ids.includes(id))
    .map((c) => c.index);
}

/** The first citation of a work that names its authors in the text (numeric styles name them in narratives). */
function namingCite(draft: Draft, id: string): number {
  const found = citesOf(draft).find(
    (c) => c.cite.ids.includes(id) && (!numeric(draft.style) || c.cite.narrative),
  );
  if (!found) throw new Error(`no citation of ${id} names its authors in ${draft.style}`);
  return found.index;
}

function editCite(draft: Draft, index: number, find: string | RegExp, by: string) {
  const { cite } = citesOf(draft)[index]!;
  const changed = cite.text.replace(find, by);
  if (changed === cite.text) throw new Error(`seed left “${cite.text}” unchanged (${String(find)})`);
  cite.text = changed;
}

function entryOf(draft: Draft, id: string) {
  const entry = draft.entries.find((e) => e.id === id);
  if (!entry) throw new Error(`no entry ${id}`);
  return entry;
}

function editEntry(draft: Draft, id: string, find: string | RegExp, by: string) {
  const entry = entryOf(draft, id);
  const changed = entry.text.replace(find, by);
  if (changed === entry.text) throw new Error(`seed left entry ${id} unchanged (${String(find)})`);
  entry.text = changed;
}

/** Takes a citation out of the body with the space before it. */
function removeCite(draft: Draft, index: number) {
  const { block, segment } = citesOf(draft)[index]!;
  const segments = draft.blocks[block]!;
  const before = segments[segment - 1];
  if (typeof before === 'string') segments[segment - 1] = before.replace(/\s+$/u, '');
  segments.splice(segment, 1);
}

/** Adds a sentence with a citation at the end of a paragraph (the one holding `near`'s first citation). */
function addSentence(draft: Draft, near: string, before: string, cite: Cite, after = '.') {
  const block = citesOf(draft).find((c) => c.cite.ids.includes(near))!.block;
  draft.blocks[block]!.push(` ${before} `, cite, after);
}

function seed(
  type: CitationFindingType,
  label: string,
  base: Draft,
  apply: (draft: Draft) => Pick<Seed, 'targets' | 'also'>,
): Seed {
  const draft = copy(base);
  return { type, label, draft, ...apply(draft) };
}

/** A work outside the paper's library, rendered alone in the style (so its year has no letter). */
function renderAlone(style: CitationStyle, item: RenderItem, locator: string | null = null) {
  const out = formatTask({ style, items: [item], citations: [[item.id]], locators: [locator] });
  return { cite: out.citations[0]!.text, entry: out.bibliography[0]!.text };
}

export const UNLISTED: RenderItem = {
  id: 'nordhaus2017',
  type: 'article-journal',
  author: [{ family: 'Nordhaus', given: 'William D.' }],
  title: 'Revisiting the social cost of carbon',
  'container-title': 'Proceedings of the National Academy of Sciences',
  volume: '114',
  issue: '7',
  page: '1518-1523',
  issued: { 'date-parts': [[2017, 2, 14]] },
  DOI: '10.1073/pnas.1609244114',
};

/** A second work by Carson in 1962: the first part of Silent Spring as The New Yorker printed it. */
export const SAME_YEAR: RenderItem = {
  id: 'carson1962ny',
  type: 'article-magazine',
  author: [{ family: 'Carson', given: 'Rachel' }],
  title: 'Silent spring—I',
  'container-title': 'The New Yorker',
  issued: { 'date-parts': [[1962, 6, 16]] },
};

// ---------------------------------------------------------------------------------------------------------

function missingReference(base: Draft): Seed[] {
  const deleted = ['carson1962', 'hausfather2018', 'mann1998', 'dodge2022'].map((id) =>
    seed('missing_reference', `entry of ${id} deleted`, base, (d) => {
      d.entries = d.entries.filter((e) => e.id !== id);
      return { targets: { cites: citeIndexes(d, id) } };
    }),
  );
  const unlisted = seed('missing_reference', 'cites a work the list does not hold', base, (d) => {
    const { cite } = renderAlone(d.style, UNLISTED, d.style === 'mla' ? '1520' : null);
    addSentence(d, 'stern2007', 'A price on carbon should reflect the damage each tonne causes', {
      kind: 'cite',
      ids: [UNLISTED.id],
      narrative: false,
      text: cite,
    });
    return { targets: { cites: citeIndexes(d, UNLISTED.id) } };
  });
  return [...deleted, unlisted];
}

function uncitedReference(base: Draft): Seed[] {
  return ['epa2023', 'gcp2023', 'holling1986', 'metoffice'].map((id) =>
    seed('uncited_reference', `every citation of ${id} removed`, base, (d) => {
      for (const index of citeIndexes(d, id).reverse()) removeCite(d, index);
      return { targets: { entries: [id] } };
    }),
  );
}

function yearMismatch(base: Draft): Seed[] {
  const inText = (
    [
      ['hardin1968', '1968', '1986'],
      ['lenton2008', '2008', '2009'],
      ['stern2007', '2007', '2006'],
    ] as const
  ).map(([id, from, to]) =>
    seed('year_mismatch', `${id}: ${from} → ${to} in a citation`, base, (d) => {
      const index = citeIndexes(d, id)[0]!;
      editCite(d, index, from, to);
      return { targets: { cites: [index] } };
    }),
  );
  const inList = (
    [
      ['raworth2017', '2017', '2018'],
      ['kolbert2014', '2014', '2015'],
    ] as const
  ).map(([id, from, to]) =>
    seed('year_mismatch', `${id}: ${from} → ${to} in the list`, base, (d) => {
      editEntry(d, id, from, to);
      return { targets: { cites: citeIndexes(d, id) } };
    }),
  );
  return [...inText, ...inList];
}

function authorMismatch(base: Draft): Seed[] {
  const misspelt = (
    [
      ['parmesan2003', 'Parmesan', 'Parmeson'],
      ['berkes1998', 'Berkes', 'Berks'],
      ['dodge2022', 'Dodge', 'Doge'],
    ] as const
  ).map(([id, from, to]) =>
    seed('author_mismatch', `${from} misspelt ${to} in a citation`, base, (d) => {
      const index = namingCite(d, id);
      editCite(d, index, from, to);
      return { targets: { cites: [index] } };
    }),
  );
  const inList = seed('author_mismatch', 'Lenton misspelt Lendon in the list', base, (d) => {
    editEntry(d, 'lenton2008', 'Lenton', 'Lendon');
    const cites = citeIndexes(d, 'lenton2008');
    return { targets: { cites: numeric(d.style) ? [namingCite(d, 'lenton2008')] : cites } };
  });
  const seeds = [...misspelt, inList];
  // Numeric styles read only the first name before "[n]".
  if (!numeric(base.style))
    seeds.push(
      seed('author_mismatch', 'second author Wetherald misspelt Wetherall', base, (d) => {
        const index = namingCite(d, 'manabe1967');
        editCite(d, index, 'Wetherald', 'Wetherall');
        return { targets: { cites: [index] } };
      }),
    );
  return seeds;
}

/** The short title MLA adds after the author's name to tell works apart: “, “Title”” or “, Title” before the page. */
const MLA_TITLE = /,\s+(?:“[^”]+”|[^,]*?\p{L}[^]*?)(?=\s+\d+\)$|\)$)/u;

function ambiguousCitation(base: Draft): Seed[] {
  const style = base.style;
  const seeds: Seed[] = [];
  const who = ['who2021web', 'who2021aqg'];
  if (authorDate(style)) {
    seeds.push(
      seed('ambiguous_citation', 'two WHO works of 2021 without a and b', base, (d) => {
        for (const id of who) {
          editEntry(d, id, /2021[ab]/u, '2021');
          for (const index of citeIndexes(d, id)) editCite(d, index, /2021[ab]/u, '2021');
        }
        return { targets: { entries: who, cites: who.flatMap((id) => citeIndexes(d, id)) } };
      }),
      seed('ambiguous_citation', 'Ostrom 1990 changed to 2009 (two works of 2009)', base, (d) => {
        editEntry(d, 'ostrom1990', '1990', '2009');
        for (const index of citeIndexes(d, 'ostrom1990')) editCite(d, index, '1990', '2009');
        const ids = ['ostrom1990', 'ostrom2009'];
        return { targets: { entries: ids, cites: ids.flatMap((id) => citeIndexes(d, id)) } };
      }),
    );
    // APA shortens both Hansen papers (four and three authors) to "Hansen et al."; Chicago and Harvard name
    // three authors in full, so there the two stay apart.
    if (style === 'apa')
      seeds.push(
        seed('ambiguous_citation', 'Hansen 2012 changed to 2010 (both “Hansen et al., 2010”)', base, (d) => {
          editEntry(d, 'hansen2012', '2012', '2010');
          for (const index of citeIndexes(d, 'hansen2012')) editCite(d, index, '2012', '2010');
          const ids = ['hansen2010', 'hansen2012'];
          return { targets: { cites: ids.flatMap((id) => citeIndexes(d, id)) } };
        }),
      );
  } else {
    seeds.push(
      seed('ambiguous_citation', 'WHO cited without the short titles', base, (d) => {
        for (const id of who) for (const index of citeIndexes(d, id)) editCite(d, index, MLA_TITLE, '');
        return { targets: { cites: who.flatMap((id) => citeIndexes(d, id)) } };
      }),
      seed('ambiguous_citation', 'Ostrom cited without the short title', base, (d) => {
        const index = citeIndexes(d, 'ostrom2009')[0]!;
        editCite(d, index, MLA_TITLE, '');
        return { targets: { cites: [index] } };
      }),
      seed('ambiguous_citation', '“Hansen, Sato, et al.” shortened to “Hansen et al.”', base, (d) => {
        const index = citeIndexes(d, 'hansen2012')[0]!;
        editCite(d, index, 'Hansen, Sato, et al.', 'Hansen et al.');
        return { targets: { cites: [index] } };
      }),
    );
  }
  seeds.push(
    seed('ambiguous_citation', 'a second work by Carson in 1962 added', base, (d) => {
      const { cite, entry } = renderAlone(style, SAME_YEAR, style === 'mla' ? '35' : null);
      const at = d.entries.findIndex((e) => e.id === 'carson1962');
      d.entries.splice(at + 1, 0, { id: SAME_YEAR.id, text: entry });
      addSentence(d, 'carson1962', 'Her argument first reached readers in a magazine', {
        kind: 'cite',
        ids: [SAME_YEAR.id],
        narrative: false,
        text: cite,
      });
      const ids = ['carson1962', SAME_YEAR.id];
      const cites = ids.flatMap((id) => citeIndexes(d, id));
      return { targets: authorDate(style) ? { cites, entries: ids } : { cites } };
    }),
  );
  return seeds;
}

/** All the names of a work as the style would write them in the text if it did not shorten them. */
function allNames(style: CitationStyle, item: RenderItem, parenthetical: boolean): string {
  const families = (item.author ?? []).map((p) =>
    [(p as { 'non-dropping-particle'?: string })['non-dropping-particle'], p.family]
      .filter(Boolean)
      .join(' '),
  );
  const last = families.pop()!;
  const joiner = style === 'apa' && parenthetical ? '&' : 'and';
  const comma = style === 'harvard' ? '' : ',';
  return `${families.join(', ')}${comma} ${joiner} ${last}`;
}

function etAlUsage(base: Draft, works: Map<string, RenderItem>): Seed[] {
  const style = base.style;
  const seeds: Seed[] = [
    seed('et_al_usage', '“et al.” for the two authors of Parmesan and Yohe', base, (d) => {
      const index = namingCite(d, 'parmesan2003');
      editCite(d, index, /Parmesan (?:&|and) Yohe/u, 'Parmesan et al.');
      return { targets: { cites: [index] } };
    }),
  ];
  // A work with as many authors as the style shortens from, named in full.
  const full = style === 'chicago' || style === 'harvard' || numeric(style) ? 'hansen2010' : 'strubell2019';
  seeds.push(
    seed('et_al_usage', `every author of ${full} named in the text`, base, (d) => {
      const index = namingCite(d, full);
      const { cite } = citesOf(d)[index]!;
      editCite(
        d,
        index,
        /^(\(?)[^,([]*?et al\./u,
        `$1${allNames(style, works.get(full)!, cite.text.startsWith('('))}`,
      );
      return { targets: { cites: [index] } };
    }),
  );
  if (!numeric(style))
    seeds.push(
      seed('et_al_usage', 'only Berkes named for Berkes and Folke', base, (d) => {
        const index = namingCite(d, 'berkes1998');
        editCite(d, index, /Berkes (?:&|and) Folke/u, 'Berkes');
        return { targets: { cites: [index] } };
      }),
    );
  const list: Record<CitationStyle, [string, string | RegExp, string]> = {
    apa: ['myers2000', /, Mittermeier, R\. A\.,.*?Kent, J\./u, ', et al.'],
    mla: [
      'myers2000',
      ', et al.',
      ', Russell A. Mittermeier, Cristina G. Mittermeier, Gustavo A. B. da Fonseca, and Jennifer Kent',
    ],
    chicago: ['lenton2008', /, Hermann Held,.*?Hans Joachim Schellnhuber/u, ', et al.'],
    harvard: ['parmesan2003', ' and Yohe, G.', ' et al.'],
    ieee: [
      'lenton2008',
      ' et al.',
      ', H. Held, E. Kriegler, J. W. Hall, W. Lucht, S. Rahmstorf, and H. J. Schellnhuber',
    ],
    vancouver: ['lenton2008', ', et al.', ', Schellnhuber HJ.'],
  };
  const [id, find, by] = list[style];
  seeds.push(
    seed('et_al_usage', `the list shortens (or not) the authors of ${id} against the style`, base, (d) => {
      editEntry(d, id, find, by);
      return { targets: { entries: [id] } };
    }),
  );
  if (style === 'vancouver')
    seeds.push(
      seed('et_al_usage', '“et al.” after two names in the list', base, (d) => {
        editEntry(d, 'morice2021', /, Rayner NA,.*?, et al\./u, ', et al.');
        return { targets: { entries: ['morice2021'] } };
      }),
    );
  return seeds;
}

function ampersandUsage(base: Draft): Seed[] {
  const style = base.style;
  const apa = style === 'apa';
  const seeds: Seed[] = [];
  if (!numeric(style))
    seeds.push(
      seed('ampersand_usage', `“${apa ? 'and' : '&'}” in a parenthetical citation`, base, (d) => {
        const index = namingCite(d, 'manabe1967');
        editCite(d, index, apa ? ' & ' : ' and ', apa ? ' and ' : ' & ');
        return { targets: { cites: [index] } };
      }),
    );
  else
    seeds.push(
      seed('ampersand_usage', '“&” between names in the text', base, (d) => {
        const index = namingCite(d, 'parmesan2003');
        editCite(d, index, ' and ', ' & ');
        return { targets: { cites: [index] } };
      }),
    );
  seeds.push(
    seed('ampersand_usage', '“&” in a narrative citation', base, (d) => {
      const index = namingCite(d, 'berkes1998');
      editCite(d, index, ' and ', ' & ');
      return { targets: { cites: [index] } };
    }),
  );
  const list: Record<CitationStyle, [string | RegExp, string]> = {
    apa: [', & Yohe', ', and Yohe'],
    mla: [', and Gary', ', & Gary'],
    chicago: [', and Gary', ', & Gary'],
    harvard: [' and Yohe', ' & Yohe'],
    ieee: [' and G. Yohe', ' & G. Yohe'],
    vancouver: [', Yohe G.', ', and Yohe G.'],
  };
  const [find, by] = list[style];
  seeds.push(
    seed('ampersand_usage', `“${by.trim().split(' ')[0]}” between the authors in the list`, base, (d) => {
      editEntry(d, 'parmesan2003', find, by);
      return { targets: { entries: ['parmesan2003'] } };
    }),
  );
  if (style !== 'apa')
    seeds.push(
      seed('ampersand_usage', '“&” between the authors of a second entry', base, (d) => {
        const written = /(?:,? and |, )(?=Wetherald|R\. ?T\. Wetherald|Richard T\. Wetherald)/u;
        editEntry(d, 'manabe1967', written, ' & ');
        return { targets: { entries: ['manabe1967'] } };
      }),
    );
  return seeds;
}

function referenceOrder(base: Draft): Seed[] {
  const move = (label: string, id: string, to: (entries: Draft['entries']) => number) =>
    seed('reference_order', label, base, (d) => {
      const at = d.entries.findIndex((e) => e.id === id);
      const [entry] = d.entries.splice(at, 1);
      d.entries.splice(to(d.entries), 0, entry!);
      return { targets: { entries: [id] } };
    });
  return [
    seed('reference_order', 'Carson and Crutzen swapped', base, (d) => {
      const a = d.entries.findIndex((e) => e.id === 'carson1962');
      const b = d.entries.findIndex((e) => e.id === 'crutzen2002');
      [d.entries[a], d.entries[b]] = [d.entries[b]!, d.entries[a]!];
      return { targets: { entries: ['carson1962', 'crutzen2002'] } };
    }),
    move('Wilson moved to the top', 'wilson1992', () => 0),
    move('Agrawal moved to the end', 'agrawal2002', (entries) => entries.length),
  ];
}

const MONTH = String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?`;

/** The entry's year taken out, in the way each style writes it. */
function withoutYear(style: CitationStyle, year: string): RegExp {
  if (style === 'apa' || style === 'harvard') return new RegExp(String.raw`\s*\(${year}\)\.?`, 'u');
  if (style === 'chicago') return new RegExp(String.raw`\s${year}\.`, 'u');
  return new RegExp(String.raw`[,;]\s*(?:${MONTH}\s+)?${year}(?=\.)`, 'u');
}

function missingElement(base: Draft, works: Map<string, RenderItem>): Seed[] {
  const style = base.style;
  const seeds: Seed[] = [];
  for (const [id, year] of [
    ['carson1962', '1962'],
    ['wced1987', '1987'],
  ] as const)
    seeds.push(
      seed('missing_element', `year of ${id} removed`, base, (d) => {
        editEntry(d, id, withoutYear(style, year), '');
        const cites = citeIndexes(d, id);
        return {
          targets: { entries: [id] },
          also: authorDate(style) ? [{ type: 'year_mismatch', targets: { cites } }] : [],
        };
      }),
    );
  for (const id of ['hardin1968', 'agrawal2002']) {
    const title = String(works.get(id)!.title);
    seeds.push(
      seed('missing_element', `title of ${id} removed`, base, (d) => {
        const words = title.split(/\s+/u).map((w) => w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'));
        editEntry(d, id, new RegExp(`[“‘"]?${words.join('\\s+')}[.,]?[”’"]?[.,]?\\s*`, 'iu'), '');
        return { targets: { entries: [id] } };
      }),
    );
  }
  for (const [id, container] of [
    ['parmesan2003', 'Nature'],
    ['hardin1968', 'Science'],
  ] as const)
    seeds.push(
      seed('missing_element', `journal of ${id} removed`, base, (d) => {
        editEntry(d, id, new RegExp(`\\b${container}\\b[.,]?\\s*`, 'u'), '');
        return { targets: { entries: [id] } };
      }),
    );
  for (const [id, first] of [
    ['myers2000', '853'],
    ['lenton2008', '1786'],
  ] as const)
    seeds.push(
      seed('missing_element', `pages of ${id} removed`, base, (d) => {
        editEntry(d, id, new RegExp(`[,:]?\\s*(?:pp?\\.\\s*)?${first}[–-]\\d+`, 'u'), '');
        return { targets: { entries: [id] } };
      }),
    );
  const online = base.entries.filter(
    (e) =>
      /\b(?:retrieved|available|accessed)\b|\[online\]/iu.test(e.text) &&
      /https?:\/\//u.test(e.text) &&
      !/doi\.org/u.test(e.text),
  );
  for (const entry of online.slice(0, 2))
    seeds.push(
      seed('missing_element', `link of ${entry.id} removed`, base, (d) => {
        editEntry(d, entry.id, /\s*https?:\/\/\S+?(?=[.,]?(?:\s|$))/u, '');
        return { targets: { entries: [entry.id] } };
      }),
    );
  return seeds;
}

function doiFormat(base: Draft): Seed[] {
  const style = base.style;
  if (style === 'vancouver')
    // The Vancouver style prints no DOIs: these are added by hand, wrongly.
    return (
      [
        ['parmesan2003', 'doi:10.1038nature01286'],
        ['hardin1968', 'Available from: http://dx.doi.org/10.1126/science.162.3859.1243'],
        ['ostrom2009', 'doi:1126/science.1172133'],
        ['crutzen2002', '10.1038/415023a'],
      ] as const
    ).map(([id, doi]) =>
      seed('doi_format', `${id}: ${doi} added`, base, (d) => {
        entryOf(d, id).text += ` ${doi}`;
        return { targets: { entries: [id] } };
      }),
    );
  const prefix = style === 'ieee' ? 'doi: ' : 'https://doi.org/';
  const strict = style === 'apa' || style === 'chicago';
  return [
    seed('doi_format', 'slash missing after the DOI prefix', base, (d) => {
      editEntry(d, 'parmesan2003', '10.1038/nature01286', '10.1038nature01286');
      return { targets: { entries: ['parmesan2003'] } };
    }),
    seed('doi_format', 'old dx.doi.org resolver', base, (d) => {
      editEntry(d, 'hardin1968', prefix, 'http://dx.doi.org/');
      return { targets: { entries: ['hardin1968'] } };
    }),
    seed('doi_format', '“10.” missing from the DOI', base, (d) => {
      editEntry(d, 'ostrom2009', '10.1126/science.1172133', '1126/science.1172133');
      return { targets: { entries: ['ostrom2009'] } };
    }),
    seed(
      'doi_format',
      strict ? '“doi:” where the style wants a link' : 'bare DOI without a link',
      base,
      (d) => {
        editEntry(d, 'crutzen2002', prefix, strict ? 'doi:' : '');
        return { targets: { entries: ['crutzen2002'] } };
      },
    ),
  ];
}

/** "[21] …" or "21. …" renumbered. */
const relabel = (text: string, n: number) =>
  text.replace(/^\[\d+\]|^\d+\./u, (m) => (m.startsWith('[') ? `[${n}]` : `${n}.`));

function duplicateReference(base: Draft): Seed[] {
  const style = base.style;
  const dup = (id: string, label: string, change: (text: string) => string) =>
    seed('duplicate_reference', label, base, (d) => {
      const entry = entryOf(d, id);
      const twin = { id: `${id}#copy`, text: change(entry.text) };
      if (numeric(style)) d.entries.push({ ...twin, text: relabel(twin.text, d.entries.length + 1) });
      else d.entries.splice(d.entries.indexOf(entry) + 1, 0, twin);
      return { targets: { entries: [twin.id] } };
    });
  return [
    dup('hardin1968', 'Hardin listed twice', (t) => t),
    dup('stern2007', 'Stern listed twice, the second time without the place', (t) =>
      t.replace(/Cambridge: /u, '').replace(/, 2007, https/u, ', 2007, https'),
    ),
    dup('kolbert2014', 'Kolbert (no DOI) listed twice', (t) => t),
  ];
}

/**
 * Works cited out of turn: numeric styles number by first citation, so the defect is a numbering one at the
 * first citation that comes before its number is due (the list itself still runs 1, 2, 3, …).
 */
function citedOutOfTurn(base: Draft): Seed[] {
  const first = (d: Draft, id: string) => citeIndexes(d, id).slice(0, 1);
  return [
    seed('numbering', 'two sentences swapped: [6] now cited before [5]', base, (d) => {
      const all = citesOf(d);
      const a = all.find((c) => c.cite.ids.join() === 'nasa2024')!;
      const b = all.find((c) => c.cite.ids.join() === 'hersbach2023')!;
      [a.cite.text, b.cite.text] = [b.cite.text, a.cite.text];
      [a.cite.ids, b.cite.ids] = [b.cite.ids, a.cite.ids];
      return { targets: { cites: [...first(d, 'nasa2024'), ...first(d, 'hersbach2023')] } };
    }),
    seed('numbering', 'a later work cited in the first paragraph too', base, (d) => {
      const later = citesOf(d).find((c) => c.cite.ids.join() === 'raworth2017')!.cite;
      const number = /\d+/u.exec(later.text)![0];
      const text = d.style === 'ieee' ? `[${number}]` : `(${number})`;
      addSentence(d, 'arrhenius1896', 'Economists have long treated the climate as a shared resource', {
        kind: 'cite',
        ids: ['raworth2017'],
        narrative: false,
        text,
      });
      return { targets: { cites: first(d, 'raworth2017') } };
    }),
    seed('numbering', 'a new first citation of a later work in the second paragraph', base, (d) => {
      const later = citesOf(d).find((c) => c.cite.ids.join() === 'kolbert2014')!.cite;
      const number = /\d+/u.exec(later.text)![0];
      const text = d.style === 'ieee' ? `[${number}]` : `(${number})`;
      addSentence(d, 'ipcc2021', 'Extinction is part of the same assessment', {
        kind: 'cite',
        ids: ['kolbert2014'],
        narrative: false,
        text,
      });
      return { targets: { cites: first(d, 'kolbert2014') } };
    }),
  ];
}

function numbering(base: Draft): Seed[] {
  return [
    ...citedOutOfTurn(base),
    // The text still cites [40], which the list no longer has, and nothing cites [41].
    seed('numbering', 'last entry numbered 41 instead of 40', base, (d) => {
      const last = d.entries[d.entries.length - 1]!;
      last.text = relabel(last.text, d.entries.length + 1);
      return {
        targets: { entries: [last.id] },
        also: [
          { type: 'numbering', targets: { cites: citeIndexes(d, last.id) } },
          { type: 'uncited_reference', targets: { entries: [last.id] } },
        ],
      };
    }),
    seed('numbering', 'entry 12 numbered 11 again', base, (d) => {
      const entry = d.entries[11]!;
      entry.text = relabel(entry.text, 11);
      return { targets: { entries: [entry.id] } };
    }),
    seed('numbering', 'entries 8 and 9 in the wrong order', base, (d) => {
      const [eighth, ninth] = [d.entries[7]!, d.entries[8]!];
      [d.entries[7], d.entries[8]] = [ninth, eighth];
      const ids = [ninth.id, eighth.id];
      return { targets: { entries: ids } };
    }),
    seed('numbering', 'entry 15 without its number', base, (d) => {
      const entry = d.entries[14]!;
      entry.text = entry.text.replace(/^\[\d+\]\s*|^\d+\.\s*/u, '');
      return { targets: { entries: [entry.id] } };
    }),
    seed('numbering', 'a number past the end of the list cited', base, (d) => {
      const n = d.entries.length + 1;
      addSentence(d, 'shannon1940', 'Data centres now publish their consumption', {
        kind: 'cite',
        ids: ['none'],
        narrative: false,
        text: d.style === 'ieee' ? `[${n}]` : `(${n})`,
      });
      return { targets: { cites: citeIndexes(d, 'none') } };
    }),
    seed('numbering', 'entry 23 deleted, the rest left as numbered', base, (d) => {
      const [gone] = d.entries.splice(22, 1);
      return { targets: { cites: citeIndexes(d, gone!.id), entries: [d.entries[22]!.id] } };
    }),
  ];
}

/** Every type the checker reports, and why a style has no seeds of one. */
export const NOT_SEEDED: Partial<Record<CitationStyle, Partial<Record<CitationFindingType, string>>>> = {
  apa: { numbering: 'author-date lists are not numbered' },
  chicago: { numbering: 'author-date lists are not numbered' },
  harvard: { numbering: 'author-date lists are not numbered' },
  mla: {
    numbering: 'MLA lists are not numbered',
    year_mismatch: 'MLA citations give no year (author and page only)',
  },
  ieee: {
    missing_reference: 'a cited number without an entry is a `numbering` finding (seeded there)',
    reference_order:
      'the list runs in the order of its numbers; a work cited out of turn is a `numbering` finding (seeded there)',
    year_mismatch: 'numeric citations carry no year',
    ambiguous_citation: 'a number names exactly one entry',
  },
  vancouver: {
    missing_reference: 'a cited number without an entry is a `numbering` finding (seeded there)',
    reference_order:
      'the list runs in the order of its numbers; a work cited out of turn is a `numbering` finding (seeded there)',
    year_mismatch: 'numeric citations carry no year',
    ambiguous_citation: 'a number names exactly one entry',
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const yearOf = (item: RenderItem) =>
  String((item.issued as { 'date-parts'?: number[][] } | undefined)?.['date-parts']?.[0]?.[0] ?? '');
const familyOf = (item: RenderItem) => (item.author?.[0] as { family?: string } | undefined)?.family;

/**
 * The same kinds of defect applied to every work they fit, not to chosen ones: each entry deleted, moved to the
 * top, listed twice; each work's year changed and its first author misspelt in a citation, all its citations
 * removed; each DOI, page range and journal name spoilt. Works whose first author has another entry are left
 * out of the deletions and moves: there the citation is read against the other work (see the curated seeds).
 */
export function sweepFor(base: Draft, works: RenderItem[]): Seed[] {
  const style = base.style;
  const seeds: Seed[] = [];
  const firstKey = (item: RenderItem) => (item.author?.[0] as { family?: string; literal?: string }) ?? {};
  const sibling = (item: RenderItem) =>
    works.some(
      (w) =>
        w.id !== item.id &&
        JSON.stringify([firstKey(w).family, firstKey(w).literal]) ===
          JSON.stringify([firstKey(item).family, firstKey(item).literal]),
    );
  works.forEach((item, n) => {
    const id = item.id;
    const alone = !sibling(item);
    if (numeric(style))
      seeds.push(
        seed('numbering', `sweep: entry ${n + 1} deleted, numbers left`, base, (d) => {
          const at = d.entries.findIndex((e) => e.id === id);
          d.entries.splice(at, 1);
          const next = d.entries[at];
          return { targets: { cites: citeIndexes(d, id), entries: next ? [next.id] : [] } };
        }),
      );
    else if (alone) {
      seeds.push(
        seed('missing_reference', `sweep: ${id} deleted`, base, (d) => {
          d.entries = d.entries.filter((e) => e.id !== id);
          return { targets: { cites: citeIndexes(d, id) } };
        }),
      );
      if (base.entries.findIndex((e) => e.id === id) > 1)
        seeds.push(
          seed('reference_order', `sweep: ${id} moved to the top`, base, (d) => {
            const [entry] = d.entries.splice(
              d.entries.findIndex((e) => e.id === id),
              1,
            );
            d.entries.unshift(entry!);
            return { targets: { entries: [id] } };
          }),
        );
    }
    const year = yearOf(item);
    const first = citesOf(base).find((c) => c.cite.ids.includes(id))!;
    if (authorDate(style) && year && first.cite.text.includes(year))
      seeds.push(
        seed('year_mismatch', `sweep: ${id} cited with ${Number(year) + 1}`, base, (d) => {
          editCite(d, first.index, year, String(Number(year) + 1));
          return { targets: { cites: [first.index] } };
        }),
      );
    const family = familyOf(item);
    const naming = citesOf(base).find(
      (c) =>
        c.cite.ids.includes(id) &&
        (!numeric(style) || c.cite.narrative) &&
        family &&
        c.cite.text.includes(family),
    );
    if (family && family.length >= 5 && naming)
      seeds.push(
        seed('author_mismatch', `sweep: ${family} misspelt in a citation`, base, (d) => {
          editCite(d, naming.index, family, family.slice(0, -2) + family.slice(-1));
          return { targets: { cites: [naming.index] } };
        }),
      );
    const cites = citesOf(base).filter((c) => c.cite.ids.includes(id));
    if (cites.every((c) => c.cite.ids.length === 1))
      seeds.push(
        seed('uncited_reference', `sweep: every citation of ${id} removed`, base, (d) => {
          for (const c of [...cites].reverse()) removeCite(d, c.index);
          return { targets: { entries: [id] } };
        }),
      );
    seeds.push(
      seed('duplicate_reference', `sweep: ${id} listed twice`, base, (d) => {
        const entry = entryOf(d, id);
        const twin = { id: `${id}#copy`, text: entry.text };
        if (numeric(style)) d.entries.push({ ...twin, text: relabel(twin.text, d.entries.length + 1) });
        else d.entries.splice(d.entries.indexOf(entry) + 1, 0, twin);
        return { targets: { entries: [twin.id] } };
      }),
    );
    const entry = entryOf(base, id).text;
    const doi = item.DOI ? String(item.DOI) : null;
    if (doi && entry.includes(doi))
      seeds.push(
        seed('doi_format', `sweep: slash dropped from ${doi}`, base, (d) => {
          editEntry(d, id, doi, doi.replace('/', ''));
          return { targets: { entries: [id] } };
        }),
      );
    if (item.type !== 'article-journal') return;
    const page = /^(\w+)-\w+$/u.exec(typeof item.page === 'string' ? item.page : '');
    const pages = page && new RegExp(`[,:]?\\s*(?:pp?\\.\\s*)?${page[1]}[–-]\\w+`, 'u');
    if (pages && pages.test(entry))
      seeds.push(
        seed('missing_element', `sweep: pages of ${id} removed`, base, (d) => {
          editEntry(d, id, pages, '');
          return { targets: { entries: [id] } };
        }),
      );
    const journal = new RegExp(`${escape(String(item['container-title']))}[.,]?\\s*`, 'iu');
    if (journal.test(entry))
      seeds.push(
        seed('missing_element', `sweep: journal of ${id} removed`, base, (d) => {
          editEntry(d, id, journal, '');
          return { targets: { entries: [id] } };
        }),
      );
  });
  return seeds;
}

export function seedsFor(base: Draft, works: RenderItem[]): Seed[] {
  const byId = new Map(works.map((w) => [w.id, w]));
  const style = base.style;
  return [
    ...(numeric(style) ? [] : missingReference(base)),
    ...uncitedReference(base),
    ...(authorDate(style) ? yearMismatch(base) : []),
    ...authorMismatch(base),
    ...(numeric(style) ? [] : ambiguousCitation(base)),
    ...etAlUsage(base, byId),
    ...ampersandUsage(base),
    ...(numeric(style) ? [] : referenceOrder(base)),
    ...missingElement(base, byId),
    ...doiFormat(base),
    ...duplicateReference(base),
    ...(numeric(style) ? numbering(base) : []),
  ];
}
