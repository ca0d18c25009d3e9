import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './constants.ts';

export const ContactRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Please tell us your name').max(NAME_MAX_LENGTH),
    email: z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email('Please enter a valid email address')),
    message: z.string().trim().min(10, 'Please write at least 10 characters').max(5000),
  })
  .strict();
export type ContactRequest = z.infer<typeof ContactRequestSchema>;
