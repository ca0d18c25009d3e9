import { z } from 'zod';

const names = z.array(z.string().max(64)).max(32);

/** The cookie-consent choice document (the consent library's cookie, as stored per user). */
export const ConsentChoiceSchema = z
  .object({
    categories: names,
    revision: z.number().int().min(0),
    data: z.unknown().nullable().optional(),
    consentTimestamp: z.string().max(64),
    consentId: z.string().max(128),
    services: z.record(z.string().max(64), names),
    lastConsentTimestamp: z.string().max(64),
    expirationTime: z.number(),
    languageCode: z.string().max(16).optional(),
  })
  .strict();
export type ConsentChoice = z.infer<typeof ConsentChoiceSchema>;

/** The cookie-consent preferences document. */
export const ConsentPreferencesSchema = z
  .object({
    acceptType: z.enum(['all', 'custom', 'necessary']),
    acceptedCategories: names,
    rejectedCategories: names,
    acceptedServices: z.record(z.string().max(64), names),
    rejectedServices: z.record(z.string().max(64), names),
  })
  .strict();
export type ConsentPreferences = z.infer<typeof ConsentPreferencesSchema>;

export const ConsentKindSchema = z.enum(['choice', 'preferences']);
export type ConsentKind = z.infer<typeof ConsentKindSchema>;

export const ConsentRecordsSchema = z.object({
  choice: ConsentChoiceSchema.nullable(),
  preferences: ConsentPreferencesSchema.nullable(),
});
export type ConsentRecords = z.infer<typeof ConsentRecordsSchema>;
