import {
  REFERENCE_FIELDS,
  REFERENCE_TYPES,
  ReferenceInputSchema,
  type CslDate,
  type CslItem,
  type CslName,
  type ReferenceField,
  type ReferenceInput,
  type ReferenceType,
} from '@penwright/shared';

/*
 * The add and edit form works on plain strings; these functions turn a CSL-JSON item into the form's state and
 * back. Whatever the form does not show (an import's abstract, keywords, fields kept for export) stays in the
 * item untouched.
 */

export type NameRow = { family: string; given: string; organisation: boolean };

export type ReferenceFormState = {
  type: string;
  values: Partial<Record<ReferenceField['key'], string>>;
  names: { author: NameRow[]; editor: NameRow[] };
  tags: string[];
};

/** Fields for a CSL type the add form does not offer (an import's magazine article, say). */
const OTHER_FIELDS: readonly ReferenceField[] = [
  { key: 'author', label: 'Authors', kind: 'names' },
  { key: 'title', label: 'Title', kind: 'text', required: true, wide: true },
  { key: 'container-title', label: 'Published in', kind: 'text', wide: true },
  { key: 'issued', label: 'Date published', kind: 'date' },
  { key: 'publisher', label: 'Publisher', kind: 'text' },
  { key: 'page', label: 'Pages', kind: 'text' },
  { key: 'DOI', label: 'DOI', kind: 'text' },
  { key: 'URL', label: 'URL', kind: 'url', wide: true },
];

export const isFormType = (type: string): type is ReferenceType =>
  (REFERENCE_TYPES as readonly string[]).includes(type);

export const fieldsFor = (type: string) => (isFormType(type) ? REFERENCE_FIELDS[type] : OTHER_FIELDS);

export const emptyName = (): NameRow => ({ family: '', given: '', organisation: false });

export function emptyForm(type: ReferenceType = 'article-journal'): ReferenceFormState {
  return { type, values: {}, names: { author: [emptyName()], editor: [emptyName()] }, tags: [] };
}

const DATE = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/;

/** "2024", "2024-03" or "2024-03-15" from a CSL date; a date CSL only has as text stays text. */
export function dateText(date: CslDate | undefined): string {
  const parts = date?.['date-parts']?.[0];
  if (parts?.length) {
    return parts.map((p, i) => (i === 0 ? String(p) : String(p).padStart(2, '0'))).join('-');
  }
  return date?.raw ?? date?.literal ?? '';
}

/** The CSL date for what the writer typed, or null when it is not a date the form understands. */
export function parseDate(text: string): CslDate | null {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const parts = match.slice(1).filter(Boolean).map(Number);
  const [, month, day] = parts;
  if (month !== undefined && (month < 1 || month > 12)) return null;
  if (day !== undefined && (day < 1 || day > 31)) return null;
  return { 'date-parts': [parts] };
}

const nameRow = (name: CslName): NameRow =>
  name.literal !== undefined
    ? { family: name.literal, given: '', organisation: true }
    : { family: name.family ?? '', given: name.given ?? '', organisation: false };

const scalar = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export function formFromReference(csl: CslItem, tags: readonly string[]): ReferenceFormState {
  const values: ReferenceFormState['values'] = {};
  for (const field of fieldsFor(csl.type)) {
    if (field.kind === 'date') values[field.key] = dateText(csl[field.key] as CslDate | undefined);
    else if (field.kind !== 'names') values[field.key] = scalar(csl[field.key]);
  }
  const names = (list: CslName[] | undefined) => (list?.length ? list.map(nameRow) : [emptyName()]);
  return {
    type: csl.type,
    values,
    names: { author: names(csl.author), editor: names(csl.editor) },
    tags: [...tags],
  };
}

function cslName(row: NameRow): CslName | null {
  const family = row.family.trim();
  const given = row.given.trim();
  if (!family && !given) return null;
  if (row.organisation) return { literal: family || given };
  return given ? { family, given } : { family };
}

export type FormErrors = Partial<Record<string, string>>;

/**
 * The request body for the form's state, on top of the item being edited; or the errors to show beside the
 * fields. The same schema checks it again on the server.
 */
export function referenceFromForm(
  state: ReferenceFormState,
  base: CslItem = { type: state.type },
): { ok: true; input: ReferenceInput } | { ok: false; errors: FormErrors } {
  const csl: CslItem = { ...base, type: state.type };
  const set = csl as Record<string, unknown>;
  const errors: FormErrors = {};
  for (const field of fieldsFor(state.type)) {
    if (field.kind === 'names') {
      const names = state.names[field.key as 'author' | 'editor'].map(cslName).filter((n) => n !== null);
      if (names.length > 0) set[field.key] = names;
      else delete set[field.key];
      continue;
    }
    const text = (state.values[field.key] ?? '').trim();
    if (!text) {
      if (field.required) errors[field.key] = `Enter the ${field.label.toLowerCase()}`;
      delete set[field.key];
    } else if (field.kind === 'date') {
      const date = parseDate(text);
      if (date) set[field.key] = date;
      else errors[field.key] = 'Write the date as 2024, 2024-03 or 2024-03-15';
    } else if (field.kind === 'url' && !/^https?:\/\/\S+$/i.test(text)) {
      errors[field.key] = 'Enter a web address starting with http:// or https://';
    } else {
      set[field.key] = text;
    }
  }
  const parsed = ReferenceInputSchema.safeParse({ csl, tags: state.tags });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path.at(-1) ?? 'form');
      errors[key] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, input: { csl, tags: parsed.data.tags } };
}
