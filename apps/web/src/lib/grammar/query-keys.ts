/** One key tree for the writer's grammar settings, so each change invalidates exactly what it touched. */
export const grammarKeys = {
  all: ['grammar'] as const,
  dictionary: () => [...grammarKeys.all, 'dictionary'] as const,
  ignores: (documentId: string) => [...grammarKeys.all, 'ignores', documentId] as const,
  preferences: () => [...grammarKeys.all, 'preferences'] as const,
};
