/** Flesch reading ease in plain words, from the scale's usual bands. */
export function readingEaseBand(score: number): { label: string; note: string } {
  if (score >= 90) return { label: 'Very easy', note: 'Read at a glance by most people.' };
  if (score >= 80) return { label: 'Easy', note: 'Conversational; lighter than most academic writing.' };
  if (score >= 70) return { label: 'Fairly easy', note: 'Clear to a general reader.' };
  if (score >= 60) return { label: 'Plain English', note: 'Easy for most adults to follow.' };
  if (score >= 50) return { label: 'Fairly difficult', note: 'Dense, but fine for an educated reader.' };
  if (score >= 30) return { label: 'Difficult', note: 'Typical of academic and professional writing.' };
  return { label: 'Very difficult', note: 'Hard going; shorter sentences and plainer words would help.' };
}
