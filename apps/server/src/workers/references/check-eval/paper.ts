import type { CitationStyle } from '@penwright/shared';
import type { RenderItem } from '@penwright/writing/references';
import { formatTask } from '../references-task.ts';
import { WORKS } from './works.ts';

/*
 * A short review that cites the forty works, rendered in one style the way the editor builds a draft: each
 * citation inserted from the library shows the words the server formatted for it, and the bibliography is the
 * server's list under the style's heading. Blocks are a blank line apart, as the editor hands the draft to the
 * checker. The paper is kept as parts (body segments, list entries) so that a seeded copy can change one part
 * and still know where every citation and entry lies in the text.
 */

export interface Span {
  start: number;
  end: number;
}

/** One in-text citation: the works it cites and the words it shows. */
export interface Cite {
  kind: 'cite';
  ids: string[];
  narrative: boolean;
  text: string;
}

export type Segment = string | Cite;

export interface Entry {
  id: string;
  text: string;
}

export interface Draft {
  style: CitationStyle;
  blocks: Segment[][];
  heading: string;
  entries: Entry[];
}

export interface Assembled {
  text: string;
  /** Spans of the body's citations, in order (the nth `Cite` of the blocks). */
  cites: Span[];
  /** Spans of the list's entries, in order. */
  entries: Span[];
}

const HEADINGS: Record<CitationStyle, string> = {
  apa: 'References',
  mla: 'Works Cited',
  chicago: 'References',
  harvard: 'References',
  ieee: 'References',
  vancouver: 'References',
};

/*
 * The body. `{p:id}` is a parenthetical citation, `{p:a+b}` cites two works together, `{n:id}` names the
 * authors in the sentence, and `@12` adds a page.
 */
const BODY = [
  'Climate, commons and computation: a short review of the evidence',
  'Introduction',
  'The idea that carbon dioxide warms the planet is older than most of the institutions that now study it. {n:arrhenius1896@237} estimated how much the ground would warm if the carbonic acid in the air were doubled, and the first model of an atmosphere in radiative and convective balance came seven decades later {p:manabe1967}. Instrumental records have since confirmed the trend: the global surface has warmed by about 1.2 °C since the late nineteenth century {p:hansen2010+morice2021}, and public agencies now publish the series as it is updated {p:nasa2024}. Reanalysis products extend the record in space and time {p:hersbach2023}, while yearly carbon budgets tie the warming to its sources {p:gcp2023}. Plain summaries serve readers outside the field {p:metoffice}.',
  'The most recent assessment of the physical science {p:ipcc2021@4} draws on scenario families built a decade earlier. {n:vanvuuren2011} described the four representative concentration pathways, and later work paired them with narratives of social change {p:hausfather2018}. The gap between pledged and required cuts in emissions remains wide {p:unep2023}, national inventories show how slowly it closes {p:epa2023@12}, and the way people perceive unusual summers has shifted as the whole distribution of temperatures moved {p:hansen2012}. Earlier reconstructions of variability in the ocean and the atmosphere supplied much of the statistical groundwork {p:mann1998}.',
  'Boundaries and tipping points',
  'Some authors date a new geological epoch from the start of the industrial era {p:crutzen2002}. The planetary boundaries framework {p:rockstrom2009} was revised six years later on a firmer quantitative footing {p:steffen2015@3}, and {n:lenton2008} listed the parts of the Earth system that could pass a tipping point within this century. Such warnings are not new: a computer model of world growth foresaw overshoot and collapse in the early 1970s {p:meadows1972}, and the call for development that meets present needs without compromising those of the future {p:wced1987@43} became a touchstone of policy. A second notice signed by thousands of scientists repeated the warning (more than 15,000 signatures) {p:ripple2017}.',
  'The loss of species is the most visible of these pressures. {n:carson1962@15} described how pesticides travel through food chains, and {n:wilson1992@280} estimated the rate at which species now disappear. Conservation can be focused on a small share of the land that holds most endemic species {p:myers2000@853}, and shifts of ranges toward the poles are already measurable, as {n:parmesan2003@38} showed in a meta-analysis of more than 1,700 species. Popular accounts have brought the idea of a sixth mass extinction to a wide audience {p:kolbert2014@3}.',
  'Governing shared resources',
  'Managing shared resources raises questions of governance as much as of science. {n:hardin1968@1244} argued that open access leads to ruin, but field studies of fisheries, forests and irrigation systems showed that communities often craft lasting rules {p:ostrom1990@90}. A general framework for such social-ecological systems followed {p:ostrom2009@420}, together with reviews of the conditions under which institutions endure {p:agrawal2002@41}. {n:berkes1998@5} tied this work to the notion of resilience, which had been defined for ecosystems a decade earlier {p:holling1986@292}. Economic framings range from the cost of inaction {p:stern2007@xv} to models that set a social floor beneath an ecological ceiling {p:raworth2017@44}. The response of species to warming (see the previous section) is itself a commons problem {p:parmesan2003}.',
  'Health and computation',
  'Health is where many of these threads meet. Heat, floods and the spread of disease carried by insects are expected to cause many additional deaths each year {p:who2021web}, and the guidelines for outdoor air were tightened in the same year {p:who2021aqg@12}. Computation has a footprint of its own. The algebra of switching circuits that underlies digital hardware comes from a master’s thesis {p:shannon1940}, yet only recently has anyone counted the energy that training one language model consumes {p:strubell2019@3647}. {n:dodge2022} measured the carbon intensity of cloud instances by region and time of day, and found that scheduling alone can cut emissions markedly. As {n:hansen2010@7} noted for temperature records, such measurements are worth most when they are kept consistent over decades.',
];

const MARKER = /\{([pn]):([\w+]+)(?:@([\w]+))?\}/gu;

interface Marker {
  ids: string[];
  narrative: boolean;
  locator: string | null;
}

function markers(): Marker[] {
  return BODY.flatMap((block) =>
    [...block.matchAll(MARKER)].map((m) => ({
      ids: m[2]!.split('+'),
      narrative: m[1] === 'n',
      locator: m[3] ?? null,
    })),
  );
}

const WEB = new Set(['webpage', 'post-weblog', 'dataset']);

/**
 * MLA cites the page of print sources; a citation written without one in the body gets a page here (its first
 * page, or 12) so that every MLA citation reads as a writer would give it. Web sources have no pages.
 */
function locatorFor(style: CitationStyle, marker: Marker, items: Map<string, RenderItem>): string | null {
  if (marker.locator || style !== 'mla') return marker.locator;
  const item = items.get(marker.ids[marker.ids.length - 1]!)!;
  if (WEB.has(String(item.type))) return null;
  const first = /^\w+/u.exec(typeof item.page === 'string' ? item.page : '')?.[0];
  return first && /^\d+$/u.test(first) ? first : '12';
}

type Person = { family?: string; given?: string; literal?: string; 'non-dropping-particle'?: string };

const familyOf = (p: Person) => p.literal ?? [p['non-dropping-particle'], p.family].filter(Boolean).join(' ');

/** How a numeric paper names the authors before "[3]": one name, two joined by "and", or the first "et al.". */
export function numericNames(item: RenderItem): string {
  const people = (item.author ?? []) as Person[];
  if (people.length >= 3) return `${familyOf(people[0]!)} et al.`;
  return people.map(familyOf).join(' and ');
}

/**
 * A narrative citation from the parenthetical one the style renders: "(Smith & Lee, 2020, p. 4)" becomes
 * "Smith and Lee (2020, p. 4)", MLA's "(Smith and Lee 4)" becomes "Smith and Lee (4)", "[3]" becomes
 * "Smith and Lee [3]". APA writes "and" between names in running text.
 */
function narrative(style: CitationStyle, rendered: string, item: RenderItem): string {
  if (style === 'ieee' || style === 'vancouver') return `${numericNames(item)} ${rendered}`;
  const inner = rendered.slice(1, -1);
  const split =
    style === 'mla'
      ? /^(.*?)(?:\s+([\divxlc]+(?:[–-]\d+)?))?$/u.exec(inner)
      : style === 'chicago'
        ? /^(.*?)\s+((?:\d{4}[a-z]?|n\.d\.).*)$/u.exec(inner)
        : /^(.*?),\s+((?:\d{4}[a-z]?|n\.d\.|no date).*)$/u.exec(inner);
  if (!split) throw new Error(`no narrative form for ${rendered}`);
  const names = split[1]!.replace(/ & /u, ' and ');
  return split[2] ? `${names} (${split[2]})` : names;
}

/** Renders the paper in a style through the worker's format task, as the editor asks the server for it. */
export function buildDraft(style: CitationStyle, works: RenderItem[] = WORKS): Draft {
  const items = new Map(works.map((w) => [w.id, w]));
  const all = markers();
  const formatted = formatTask({
    style,
    items: works,
    citations: all.map((m) => m.ids),
    locators: all.map((m) => locatorFor(style, m, items)),
  });
  let next = 0;
  const blocks = BODY.map((block) => {
    const segments: Segment[] = [];
    let at = 0;
    for (const m of block.matchAll(MARKER)) {
      if (m.index > at) segments.push(block.slice(at, m.index));
      const marker = all[next]!;
      const rendered = formatted.citations[next]!.text;
      next += 1;
      const text = marker.narrative ? narrative(style, rendered, items.get(marker.ids[0]!)!) : rendered;
      segments.push({ kind: 'cite', ids: marker.ids, narrative: marker.narrative, text });
      at = m.index + m[0].length;
    }
    if (at < block.length) segments.push(block.slice(at));
    return segments;
  });
  return {
    style,
    blocks,
    heading: HEADINGS[style],
    entries: formatted.bibliography.map((e) => ({ id: e.id, text: e.text })),
  };
}

/** The draft as one text, with every citation's and entry's place; `gap` separates blocks and entries. */
export function assemble(draft: Draft, gap = '\n\n'): Assembled {
  let text = '';
  const cites: Span[] = [];
  const entries: Span[] = [];
  const add = (words: string) => {
    const start = text.length;
    text += words;
    return { start, end: text.length };
  };
  for (const block of draft.blocks) {
    if (text) text += gap;
    for (const segment of block) {
      if (typeof segment === 'string') add(segment);
      else cites.push(add(segment.text));
    }
  }
  text += gap;
  add(draft.heading);
  for (const entry of draft.entries) {
    text += gap;
    entries.push(add(entry.text));
  }
  return { text, cites, entries };
}

/** Every citation of the draft in order, with the block and segment that hold it. */
export function citesOf(draft: Draft): Array<{ cite: Cite; index: number; block: number; segment: number }> {
  const out: Array<{ cite: Cite; index: number; block: number; segment: number }> = [];
  draft.blocks.forEach((block, b) =>
    block.forEach((segment, s) => {
      if (typeof segment !== 'string') out.push({ cite: segment, index: out.length, block: b, segment: s });
    }),
  );
  return out;
}
