import { PROJECT_BRIEF_MAX, type BriefSource } from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { runInWorker } from '../../workers/pool.ts';
import { briefFileType } from './analyse.upload.ts';
import { findOwnedProject } from './projects.service.ts';

export type BriefInput = { kind: 'text'; text: string } | { kind: 'file'; filename: string; bytes: Buffer };

const unreadable = () =>
  badRequest('This file could not be read. Paste the brief instead.', 'projects/brief-unreadable');

async function readBriefFile(filename: string, bytes: Buffer) {
  const type = await briefFileType(filename, bytes);
  // A file that kills its worker thread (too large once unpacked) is the file's fault, not the server's.
  const result = await runInWorker('extract', { type, bytes: new Uint8Array(bytes) }).catch(
    (err: unknown) => {
      throw err instanceof HttpError ? err : unreadable();
    },
  );
  if ('error' in result) throw badRequest(result.error, 'projects/brief-unreadable');
  if ('tooLong' in result)
    throw badRequest(
      `The text of this file is ${result.tooLong.toLocaleString('en-US')} characters long; a brief may be ` +
        `at most ${PROJECT_BRIEF_MAX.toLocaleString('en-US')}. Upload only the assignment instructions, or ` +
        'paste the part that matters.',
      'projects/brief-too-long',
    );
  return { text: result.text, source: type };
}

/**
 * Reads a brief (pasted, or from an uploaded file) and analyses it for the project's type. Nothing is saved:
 * the answer is a proposal the writer edits, then the client PATCHes the project with the brief, requirements
 * and outline it keeps. Analysing again is therefore always safe.
 */
export async function analyseProjectBrief(
  db: Database,
  ownerId: string,
  projectId: string,
  input: BriefInput,
) {
  const project = await findOwnedProject(db, ownerId, projectId);
  const { text, source }: { text: string; source: BriefSource } =
    input.kind === 'text'
      ? { text: input.text, source: 'text' }
      : await readBriefFile(input.filename, input.bytes);
  const result = await runInWorker('analyse', { text, projectType: project.type });
  return { brief: text, source, ...result };
}
