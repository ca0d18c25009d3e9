import { describe, expect, it } from 'vitest';
import { lexiconFor } from './lexicon.ts';

describe('the lexicon', () => {
  it('accepts words built from a combining form or a prefix, while a slip in one still is not', async () => {
    const lexicon = await lexiconFor('american');
    for (const w of ['biometric', 'psychometrics', 'uncertified', 'underfunded'])
      expect(lexicon.isWord(w), w).toBe(true);
    for (const w of ['biomertic', 'unbelivable', 'ecofriendly']) expect(lexicon.isWord(w), w).toBe(false);
  }, 60_000);
});
