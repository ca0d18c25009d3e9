import { PostVersionConflictSchema, type Post, type SavePostRequest } from '@penwright/shared';
import { ApiError, apiData } from '../../../lib/api-client';
import { getPost, postUrl } from './get-post';

export type SaveResult = { kind: 'saved'; post: Post } | { kind: 'conflict'; server: Post };

const CONFLICT = 'posts/version-conflict';

/**
 * Saves the draft on top of `version`. A stale version is not an error for the writer but a choice, so the 409
 * stays quiet; it carries the server's copy for the conflict dialog (fetched again if the answer lacks it).
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
      const answer = PostVersionConflictSchema.safeParse(error.body);
      return {
        kind: 'conflict',
        server: answer.success ? answer.data.server : await getPost(projectId, postId),
      };
    }
    throw error;
  }
}
