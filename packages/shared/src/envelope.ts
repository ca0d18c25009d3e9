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

export const PaginationQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(20),
});
