import { ConsentChoiceSchema, ConsentPreferencesSchema } from '@penwright/shared';
import { describe, expect, it } from 'vitest';
import { toConsentDocuments } from './consent-documents';

describe('toConsentDocuments', () => {
  it('produces the two documents the server validates, and nothing more', () => {
    const docs = toConsentDocuments(
      {
        categories: ['necessary'],
        revision: 0,
        data: null,
        consentId: 'c0ffee',
        consentTimestamp: '2026-01-05T10:00:00.000Z',
        lastConsentTimestamp: '2026-01-05T10:00:00.000Z',
        languageCode: 'en',
        services: { necessary: [] },
        expirationTime: 1_799_999_999_000,
      },
      {
        acceptType: 'all',
        acceptedCategories: ['necessary'],
        rejectedCategories: [],
        acceptedServices: { necessary: [] },
        rejectedServices: { necessary: [] },
      },
    );
    expect(ConsentChoiceSchema.parse(docs.choice)).toEqual(docs.choice);
    expect(ConsentPreferencesSchema.parse(docs.preferences)).toEqual(docs.preferences);
    expect(docs.choice.revision).toBe(0);
  });
});
