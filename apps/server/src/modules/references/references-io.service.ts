import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CITATION_FORMAT_NAMES,
  REFERENCE_FORMAT_MAX,
  REFERENCE_IMPORT_MAX_ENTRIES,
  REFERENCES_MAX_BYTES,
  type CitationLocators,
  type CitationStyle,
  type ExportReferencesQuerySchema,
  type ReferenceFormat,
  detectReferenceFormat,
} from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { references } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { runInWorker } from '../../workers/pool.ts';
import {
  bodyTooLarge,
  cannotWrite,
  invalidImport,
  referenceNotFound,
  tooManyEntries,
  tooManyToFormat,
  unknownFormat,
} from './references.errors.ts';
import { presentReference, type ReferenceRow } from './references.presenter.ts';
import { assertRoom, storedItem } from './references.service.ts';

type ExportQuery = z.output<typeof ExportReferencesQuerySchema>;

/** Rows are written in slices this long: one statement per 500 references keeps the parameters in bounds. */
const INSERT_SLICE = 500;

const libraryOf = (db: Database, userId: string, where?: SQL) =>
  db
    .select()
    .from(references)
    .where(and(eq(references.userId, userId), where))
    .orderBy(asc(references.createdAt), asc(references.id));

export interface ImportRequest {
  format?: ReferenceFormat | undefined;
  text: string;
  tags?: string[] | undefined;
}

/** Reads an import on a worker thread and saves every entry, or nothing (a bad line or too many entries). */
export async function importReferences(db: Database, userId: string, request: ImportRequest) {
  if (Buffer.byteLength(request.text, 'utf8') > REFERENCES_MAX_BYTES) throw bodyTooLarge();
  const format = request.format ?? detectReferenceFormat(request.text);
  if (!format) throw unknownFormat();
  const outcome = await runInWorker('referencesImport', {
    format,
    text: request.text,
    maxEntries: REFERENCE_IMPORT_MAX_ENTRIES,
  });
  if (!outcome.ok) {
    if (outcome.reason === 'too-many') throw tooManyEntries(outcome.count);
    throw invalidImport(outcome.message, outcome.line);
  }
  // A millisecond apart, the last entry now: sorted by the date added, the library keeps the file's order.
  const now = Date.now();
  const rows = outcome.items.map((item, i, all) => ({
    id: newId(),
    userId,
    csl: storedItem(item),
    tags: request.tags ?? [],
    createdAt: new Date(now - (all.length - 1 - i)),
    updatedAt: new Date(now),
  }));
  await db.transaction(async (tx) => {
    await assertRoom(tx, userId, rows.length);
    for (let i = 0; i < rows.length; i += INSERT_SLICE) {
      await tx.insert(references).values(rows.slice(i, i + INSERT_SLICE));
    }
  });
  const ids = rows.map((r) => r.id);
  return { format, imported: rows.length, duplicates: await countDuplicates(db, userId, new Set(ids)), ids };
}

/** How many of the new references look like one that was already in the library. */
async function countDuplicates(db: Database, userId: string, added: Set<string>) {
  const all = await db
    .select({ id: references.id, csl: references.csl })
    .from(references)
    .where(eq(references.userId, userId));
  const groups = await runInWorker('referencesDuplicates', all);
  const withOld = groups.filter((g) => g.ids.some((id) => !added.has(id)));
  return withOld.reduce((n, g) => n + g.ids.filter((id) => added.has(id)).length, 0);
}

const FILES: Record<ReferenceFormat, { name: string; extension: string; contentType: string }> = {
  bibtex: { name: 'BibTeX', extension: 'bib', contentType: 'application/x-bibtex; charset=utf-8' },
  ris: { name: 'RIS', extension: 'ris', contentType: 'application/x-research-info-systems; charset=utf-8' },
  'csl-json': {
    name: 'CSL-JSON',
    extension: 'json',
    contentType: 'application/vnd.citationstyles.csl+json; charset=utf-8',
  },
};

/** A writer's error on the worker is about the references it was given; the pool's own (503) stand. */
const refusedBy = (as: string) => (err: unknown) => {
  throw err instanceof HttpError ? err : cannotWrite(as, err instanceof Error ? err.message : String(err));
};

/**
 * Items as the export writes them: the citation key as the id where it is one of a kind (BibTeX labels, RIS
 * IDs and CSL-JSON ids stay what the writer imported), else the library's own id.
 */
function exportItems(rows: readonly ReferenceRow[]) {
  const keys = new Map<string, number>();
  for (const row of rows) {
    const key = row.csl['citation-key'];
    if (key) keys.set(key, (keys.get(key) ?? 0) + 1);
  }
  return rows.map((row) => {
    const key = row.csl['citation-key'];
    return { ...row.csl, id: key && keys.get(key) === 1 ? key : row.id };
  });
}

export async function exportReferences(db: Database, userId: string, query: ExportQuery) {
  const filters: SQL[] = [];
  if (query.ids) filters.push(inArray(references.id, query.ids));
  if (query.tag) {
    filters.push(
      sql`exists (select 1 from unnest(${references.tags}) t where lower(t) = lower(${query.tag}))`,
    );
  }
  const rows = await libraryOf(db, userId, filters.length ? and(...filters) : undefined);
  if (query.ids && rows.length < new Set(query.ids).size) throw referenceNotFound();
  const body = await runInWorker('referencesExport', {
    format: query.format,
    items: exportItems(rows),
  }).catch(refusedBy(FILES[query.format].name));
  const file = FILES[query.format];
  return { body, contentType: file.contentType, filename: `penwright-references.${file.extension}` };
}

export interface FormatRequest {
  style: CitationStyle;
  ids?: string[] | undefined;
  citations?: string[][] | undefined;
  locators?: CitationLocators[] | undefined;
}

/** Renders references in a style: the listed ones (every one must be the caller's) or the whole library. */
export async function formatReferences(db: Database, userId: string, request: FormatRequest) {
  const wanted = [...new Set([...(request.citations?.flat() ?? []), ...(request.ids ?? [])])];
  let rows: ReferenceRow[];
  if (wanted.length > 0) {
    if (wanted.length > REFERENCE_FORMAT_MAX) throw tooManyToFormat(wanted.length);
    rows = await libraryOf(db, userId, inArray(references.id, wanted));
    if (rows.length < wanted.length) throw referenceNotFound();
  } else {
    rows = await libraryOf(db, userId).limit(REFERENCE_FORMAT_MAX + 1);
    if (rows.length > REFERENCE_FORMAT_MAX) {
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(references)
        .where(eq(references.userId, userId));
      throw tooManyToFormat(count?.n ?? rows.length);
    }
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  const order = wanted.length > 0 ? wanted : rows.map((row) => row.id);
  const items = order.map((id) => ({ ...byId.get(id)!.csl, id }));
  const citations = request.citations ?? (request.ids ?? order).map((id) => [id]);
  const locators = request.locators ?? [];
  return runInWorker('referencesFormat', { style: request.style, items, citations, locators }).catch(
    refusedBy(CITATION_FORMAT_NAMES.find((name) => name.toLowerCase() === request.style) ?? request.style),
  );
}

/** Groups of likely duplicates, each reference in full, the first added first. */
export async function findDuplicates(db: Database, userId: string) {
  const rows = await libraryOf(db, userId);
  const groups = await runInWorker(
    'referencesDuplicates',
    rows.map(({ id, csl }) => ({ id, csl })),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return groups.map((group) => ({
    reason: group.reason,
    references: group.ids.map((id) => presentReference(byId.get(id)!)),
  }));
}
