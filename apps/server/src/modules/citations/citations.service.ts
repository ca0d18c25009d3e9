import { CITATION_CHECK_MAX_BYTES, type CitationCheck, type CitationStyle } from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { runInWorker } from '../../workers/pool.ts';
import { findOwnedPost } from '../projects/posts.service.ts';
import { findOwnedProject } from '../projects/projects.service.ts';
import { postText } from './post-text.ts';

export const textTooLarge = () =>
  new HttpError(
    413,
    'citations/text-too-large',
    `The text is too large to check: at most ${CITATION_CHECK_MAX_BYTES / 1024 / 1024} MB is allowed.`,
  );

const check = (text: string, style: CitationStyle): Promise<CitationCheck> =>
  runInWorker('citations', { text, style });

/** Checks pasted text in the caller's project (a project of someone else's answers 404). */
export async function checkText(
  db: Database,
  ownerId: string,
  projectId: string,
  text: string,
  style: CitationStyle,
) {
  if (Buffer.byteLength(text, 'utf8') > CITATION_CHECK_MAX_BYTES) throw textTooLarge();
  await findOwnedProject(db, ownerId, projectId);
  return check(text, style);
}

/** Checks the saved draft (already held to the post size limit), in the given style or else the post's own citation format. */
export async function analyzePost(
  db: Database,
  ownerId: string,
  ref: { projectId: string; postId: string },
  style: CitationStyle | undefined,
) {
  const post = await findOwnedPost(db, ownerId, ref.projectId, ref.postId);
  return check(postText(post.content), style ?? post.citationFormat);
}
