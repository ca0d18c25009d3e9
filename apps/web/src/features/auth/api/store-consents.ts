import { apiRequest } from '../../../lib/api-client';
import type { ConsentDocuments } from '../../../lib/consent/consent-documents';

/** Saves the visitor's cookie-consent choice and preferences with their account. */
export async function storeConsents(
  documents: ConsentDocuments,
  options: { silent?: boolean } = {},
): Promise<void> {
  await apiRequest('/v1/users/me/consents', { method: 'PUT', body: documents, silent: options.silent });
}
