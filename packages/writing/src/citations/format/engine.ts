import type { CslEngine } from '@citation-js/core';
import CSL from 'citeproc';
import type { CitationStyle } from '@penwright/shared';
import { cslConfig } from './citation-js.ts';
import { templateOf, type CslNode } from './styles.ts';

/*
 * One citeproc-js engine per style on each thread, kept with the items it has registered. Registering is most
 * of citeproc's work on a long list (sort keys, and comparing every work with every other to tell namesakes
 * and same-year works apart), and a library is formatted again and again with the same references: the next
 * call re-registers only what is new or changed. Citation.js's own engine cache empties the registry on every
 * call (and keeps an engine by style name even when the style is registered anew), so the engines are built
 * here, from the CSL and locales registered with Citation.js, as its CSL plugin builds them.
 */

interface Session {
  engine: CslEngine;
  csl: CslNode;
  /** Each registered item's id and the JSON it was registered with. */
  registered: Map<string, string>;
  current: Map<string, object>;
  /** The style numbers its list in the order items were registered (it has no bibliography sort). */
  unsorted: boolean;
  /** The ids of the last call in the order they were registered. */
  order: string;
}

const childNamed = (node: CslNode | undefined, name: string) =>
  node?.children.find((c): c is CslNode => typeof c !== 'string' && c.name === name);

const sessions = new Map<CitationStyle, Session>();

function sessionOf(style: CitationStyle): Session {
  const { lang, csl } = templateOf(style);
  let session = sessions.get(style);
  if (session?.csl !== csl) {
    const current = new Map<string, object>();
    const { locales } = cslConfig();
    const engine = new CSL.Engine(
      {
        retrieveLocale: (tag: string) => (locales.has(tag) ? locales.get(tag) : {}),
        retrieveItem: (id: string) => {
          const item = current.get(id);
          if (!item) throw new Error(`Cannot find entry with id '${id}'`);
          return item;
        },
      },
      csl,
      locales.has(lang) ? lang : 'en-US',
      true,
    );
    engine.setOutputFormat('html');
    // Links are the writer's text, not markup citeproc adds (as Citation.js sets it).
    engine.opt.development_extensions.wrap_url_and_doi = false;
    const unsorted = !childNamed(childNamed(csl, 'bibliography'), 'sort');
    session = { engine, csl, registered: new Map(), current, unsorted, order: '' };
    sessions.set(style, session);
  }
  return session;
}

/**
 * The style's engine, ready to register `items` in `order` (first cited first): it reads items from this call
 * only, and what it still holds from earlier calls is dropped where keeping it would change the answer (an
 * item whose content changed; in a numbered style, any change of order), so that it answers as a new engine.
 */
export function engineFor(
  style: CitationStyle,
  items: ReadonlyArray<{ id: string }>,
  order: readonly string[],
): CslEngine {
  const session = sessionOf(style);
  const { engine, registered, current } = session;
  current.clear();
  for (const item of items) current.set(item.id, item);
  const json = new Map(items.map((item) => [item.id, JSON.stringify(item)]));
  const sequence = order.join('\n');
  if (session.unsorted && sequence !== session.order) {
    // Kept items keep their numbers: a list in another order is numbered afresh. Items registered as
    // uncited stay through `updateItems` and need their own call.
    engine.updateItems([]);
    engine.updateUncitedItems([]);
  } else if ([...registered].some(([id, text]) => json.has(id) && json.get(id) !== text)) {
    // Items this call leaves out go when it registers its own; a changed one must go first.
    engine.updateItems([...registered].filter(([id, text]) => json.get(id) === text).map(([id]) => id));
    engine.updateUncitedItems([]);
  }
  session.order = sequence;
  registered.clear();
  for (const [id, text] of json) registered.set(id, text);
  return engine;
}

/** Forgets a style's engine (after a call that failed half-way, its registry is not to be trusted). */
export function discardEngine(style: CitationStyle) {
  sessions.delete(style);
}
