// `npm run backup` and `npm run restore`: the embedded database and the uploads, as one .tar.gz archive.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, parseEnv } from '../config/env.ts';
import { createBackup } from './backup.ts';
import { BackupError } from './errors.ts';
import { summarise, type Manifest } from './manifest.ts';
import { restoreBackup } from './restore.ts';

const USAGE = `Usage:
  npm run backup [-- --out <file.tar.gz>] [--force]
  npm run restore -- <file.tar.gz> [--force]
DATA_DIR (default ./data) names the data folder, as for the server.`;

function postgresAdvice(command: string, dataDir: string): string {
  const secret = existsSync(join(dataDir, 'auth-secret')) ? ' auth-secret' : '';
  return [
    `DATABASE_URL points at PostgreSQL, so \`npm run ${command}\` has nothing to do: it handles the embedded`,
    "database only. Use PostgreSQL's own tools, and copy the uploads alongside:",
    command === 'backup'
      ? `  pg_dump -Fc -f penwright.dump "$DATABASE_URL"\n  tar czf penwright-files.tar.gz -C ${dataDir} uploads${secret}`
      : `  pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" penwright.dump\n  tar xzf penwright-files.tar.gz -C ${dataDir}`,
    'Keep AUTH_SECRET (or the generated DATA_DIR/auth-secret) with them: the token signing keys in the',
    'database are encrypted with it.',
  ].join('\n');
}

const describe = (manifest: Manifest) => {
  const s = summarise(manifest);
  return `${s.tables} tables (${s.rows} rows), ${s.uploads} uploaded files (${(s.uploadBytes / 1024).toFixed(1)} KiB)`;
};

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean' },
    },
  });
  if (values.help || (command !== 'backup' && command !== 'restore')) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const env = parseEnv();
  const dataDir = resolve(env.DATA_DIR);
  if (env.DATABASE_URL) {
    console.error(postgresAdvice(command, dataDir));
    return 1;
  }
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\..*/, '');
    const out = resolve(values.out ?? positionals[0] ?? join('backups', `penwright-${stamp}.tar.gz`));
    const manifest = await createBackup({ dataDir, out, force: values.force });
    console.log(`Backed up ${describe(manifest)} from ${dataDir} to ${out}`);
    console.log('The archive holds the generated auth secret when there is one: keep it private.');
    return 0;
  }
  const archive = positionals[0];
  if (!archive) {
    console.error(`Name the archive to restore.\n${USAGE}`);
    return 1;
  }
  const { manifest, previous } = await restoreBackup({
    archive: resolve(archive),
    dataDir,
    force: values.force,
  });
  console.log(`Restored ${describe(manifest)} from the backup of ${manifest.createdAt} into ${dataDir}`);
  if (previous) console.log(`The data folder it replaced is kept at ${previous}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    const known =
      err instanceof BackupError ||
      err instanceof ConfigError ||
      (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(known ? (err as Error).message : `Failed: ${(err as Error).message ?? String(err)}`);
    process.exit(1);
  },
);
