import {
  REFERENCE_FORMAT_MAX,
  REFERENCE_IMPORT_MAX_ENTRIES,
  REFERENCE_LIBRARY_MAX,
  REFERENCES_MAX_BYTES,
} from '@penwright/shared';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';

const n = (value: number) => value.toLocaleString('en-US');
const MB = REFERENCES_MAX_BYTES / 1024 / 1024;

export const referenceNotFound = () =>
  notFound('No reference with this id exists in your library.', 'references/not-found');

export const bodyTooLarge = () =>
  new HttpError(
    413,
    'references/too-large',
    `This is larger than ${MB} MB, the most the reference library accepts at once. Split the file and import it in parts.`,
  );

export const tooManyEntries = (count: number) =>
  new HttpError(
    413,
    'references/too-many-entries',
    `This file holds ${n(count)} references; one import takes at most ${n(REFERENCE_IMPORT_MAX_ENTRIES)}. Split it and import it in parts.`,
  );

export const libraryFull = (have: number, adding: number) =>
  conflict(
    `Your library holds ${n(have)} references and can hold ${n(REFERENCE_LIBRARY_MAX)}, so ${n(adding)} more do not fit. Delete some first.`,
    'references/library-full',
  );

export const invalidImport = (message: string, line: number | null) =>
  new HttpError(400, 'references/invalid-import', message, line === null ? {} : { line });

export const unknownFormat = () =>
  badRequest(
    'The format could not be told from the text: choose BibTeX, RIS or CSL-JSON.',
    'references/unknown-format',
  );

export const importMissing = () =>
  badRequest(
    'Send JSON {"text": "…", "format": "bibtex" | "ris" | "csl-json"} or upload a .bib, .ris or .json file in a multipart field named "file".',
    'references/import-missing',
  );

export const notText = () =>
  badRequest('This file is not text: upload a .bib, .ris or .json file.', 'references/not-text');

export const tooManyToFormat = (count: number) =>
  badRequest(
    `Your library has ${n(count)} references; choose at most ${n(REFERENCE_FORMAT_MAX)} to format at once.`,
    'references/too-many-to-format',
  );

/**
 * Citation.js and citeproc-js throw on some values the library accepts as CSL (a number as the title, a date
 * with an empty part): the reference's doing, so the writer is told to correct it rather than shown a 500.
 */
export const cannotWrite = (as: string, detail: string) =>
  new HttpError(
    422,
    'references/cannot-write',
    `A reference here cannot be written as ${as} (${detail}). Correct its title, names and dates, or leave it out.`,
  );
