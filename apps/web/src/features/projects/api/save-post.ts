import type { Post, SavePostRequest } from '@penwright/shared';
import { ApiError, apiData } from '../../../lib/api-client';
import { getPost, postUrl } from './get-post';

export type SaveResult = { kind: 'saved'; post: Post } | { kind: 'conflict'; server: Post };

const CONFLICT = 'posts/version-conflict';

/**
 * Saves the draft on top of `version`. A stale version is not an error for the writer but a choice, so the 409
 * stays quiet and the server's copy is fetched for the conflict dialog.
 */
export async function savePost(
  projectId: string,
  postId: string,
  input: SavePostRequest,
): Promise<SaveResult> {
  try {
    const post = await apiData<Post>(postUrl(projectId, postId), {
      method: 'PUT',
      body: input,
      silent: true,
    });
    return { kind: 'saved', post };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.code === CONFLICT) {
      return { kind: 'conflict', server: await getPost(projectId, postId) };
    }
    throw error;
  }
}
