import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ContactMessage = { name: string; email: string; message: string };

/** Stores a message for the site's administrators (and mails them when mail is set up). */
export async function sendContactMessage(input: ContactMessage): Promise<void> {
  await apiRequest('/v1/contact', { method: 'POST', body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
