import { z } from 'zod';

/** Every product API answer: `{status: 'success', data, message}`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data, message: z.string() });
}
export type Envelope<T> = { status: 'success'; data: T; message: string };

/** Every product API failure: `{status: 'error', code, message}`. */
export const ApiErrorSchema = z.object({
  status: z.literal('error'),
  code: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/*
 * The two ways a list is paged, each defined once: `skip`/`take` where the client picks the page size (the
 * specification's admin, notification and history calls), numbered pages where the server sets it (projects,
 * revisions).
 */

/** `?skip=&take=`: `take` defaults to `pageSize` and is at most 100. */
export function paginationQuery(pageSize = 20) {
  return z.object({
    skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
    take: z.coerce.number().int().min(1).max(100).default(pageSize),
  });
}
export const PaginationQuerySchema = paginationQuery();

/** `?page=`: 1-based page numbers. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** A page of a list: the items, how many there are in all, and where this page sits. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    totalCount: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
