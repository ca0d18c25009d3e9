import { createHash } from 'node:crypto';
import { z } from 'zod';

export const MANIFEST_NAME = 'manifest.json';
export const DATABASE_NAME = 'database.tar.gz';

/** A path inside the data folder: relative, forward slashes, never climbing out of it. */
const SafePath = z
  .string()
  .min(1)
  .refine(
    (path) =>
      !path.startsWith('/') &&
      !path.includes('\\') &&
      path.split('/').every((p) => p && p !== '..' && p !== '.'),
    'must be a plain relative path',
  );

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

const ArchivedFile = z.object({ path: SafePath, bytes: z.number().int().min(0), sha256: Sha256 });

export const ManifestSchema = z.object({
  format: z.literal('penwright-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    engine: z.literal('pglite'),
    pgliteVersion: z.string(),
    file: z.literal(DATABASE_NAME),
    bytes: z.number().int().min(0),
    sha256: Sha256,
    /** Rows per table, keyed `schema.table`, counted when the dump was taken. */
    tables: z.record(z.string(), z.number().int().min(0)),
  }),
  /** Uploads and the generated auth secret, as paths relative to the data folder. */
  files: z.array(ArchivedFile),
});

export type Manifest = z.infer<typeof ManifestSchema>;
export type ArchivedFile = z.infer<typeof ArchivedFile>;

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export function summarise(manifest: Manifest) {
  const counts = Object.values(manifest.database.tables);
  const uploads = manifest.files.filter((f) => f.path.startsWith('uploads/'));
  return {
    tables: counts.length,
    rows: counts.reduce((a, b) => a + b, 0),
    uploads: uploads.length,
    uploadBytes: uploads.reduce((a, f) => a + f.bytes, 0),
  };
}
