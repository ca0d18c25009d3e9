import { DICTIONARY_MAX_WORDS } from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { findOwnedProject } from '../projects/projects.service.ts';

/**
 * A document named in a grammar request must be one of the caller's projects; another person's project
 * answers 404 exactly like one that does not exist, as every project route does.
 */
export const ownedDocument = (db: Database, userId: string, documentId: string) =>
  findOwnedProject(db, userId, documentId);

export function assertDictionaryHasRoom(size: number) {
  if (size >= DICTIONARY_MAX_WORDS)
    throw conflict(
      `Your dictionary is full: it holds at most ${DICTIONARY_MAX_WORDS.toLocaleString('en-US')} words. ` +
        'Remove words you no longer need, then add this one.',
      'grammar/dictionary-full',
    );
}
