import type { ConsentChoice, ConsentPreferences } from '@penwright/shared';

/** The two per-user consent records the server keeps (spec §3). */
export type ConsentDocuments = { choice: ConsentChoice; preferences: ConsentPreferences };

type LibraryCookie = {
  categories: string[];
  revision: number;
  data: unknown;
  consentId: string;
  consentTimestamp: string;
  lastConsentTimestamp: string;
  languageCode: string;
  services: Record<string, string[]>;
  expirationTime: number;
};

type LibraryPreferences = {
  acceptType: ConsentPreferences['acceptType'];
  acceptedCategories: string[];
  rejectedCategories: string[];
  acceptedServices: Record<string, string[]>;
  rejectedServices: Record<string, string[]>;
};

/** Copies exactly the documented fields out of the consent library's cookie and preferences. */
export function toConsentDocuments(cookie: LibraryCookie, preferences: LibraryPreferences): ConsentDocuments {
  return {
    choice: {
      categories: [...cookie.categories],
      revision: cookie.revision,
      data: cookie.data ?? null,
      consentTimestamp: cookie.consentTimestamp,
      consentId: cookie.consentId,
      services: { ...cookie.services },
      lastConsentTimestamp: cookie.lastConsentTimestamp,
      expirationTime: cookie.expirationTime,
      languageCode: cookie.languageCode,
    },
    preferences: {
      acceptType: preferences.acceptType,
      acceptedCategories: [...preferences.acceptedCategories],
      rejectedCategories: [...preferences.rejectedCategories],
      acceptedServices: { ...preferences.acceptedServices },
      rejectedServices: { ...preferences.rejectedServices },
    },
  };
}
