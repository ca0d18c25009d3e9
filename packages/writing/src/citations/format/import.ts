import { detectReferenceFormat, type ReferenceFormat } from '@penwright/shared';
import { countBibtexEntries, importBibtex } from './bibtex.ts';
import { countCslJsonItems, importCslJson } from './csl-json.ts';
import type { ImportOutcome } from './outcome.ts';
import { countRisRecords, importRis } from './ris.ts';

/** The format of pasted or uploaded text, from its first characters. */
export const detectFormat = detectReferenceFormat;

const readers = { bibtex: importBibtex, ris: importRis, 'csl-json': importCslJson };
const counters = { bibtex: countBibtexEntries, ris: countRisRecords, 'csl-json': countCslJsonItems };

/** Reads an import, refusing one with more than `maxEntries` entries before it is parsed. */
export function importReferences(format: ReferenceFormat, text: string, maxEntries: number): ImportOutcome {
  const count = counters[format](text);
  if (count > maxEntries) return { ok: false, reason: 'too-many', count };
  const outcome = readers[format](text);
  if (outcome.ok && outcome.items.length > maxEntries) {
    return { ok: false, reason: 'too-many', count: outcome.items.length };
  }
  return outcome;
}
