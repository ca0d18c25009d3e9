import { z } from 'zod';

/** Ids are URL-safe tokens; anything else is refused with 400 before it reaches the database. */
export const IdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not a valid id');

export const ProjectParamsSchema = z.object({ id: IdSchema });
export const PostParamsSchema = ProjectParamsSchema.extend({ postId: IdSchema });
export const RevisionParamsSchema = PostParamsSchema.extend({ revisionId: IdSchema });
