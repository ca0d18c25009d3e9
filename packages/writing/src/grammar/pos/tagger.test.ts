import { describe, expect, it } from 'vitest';
import { tokenize } from '../tokens.ts';
import { loadTagger } from './tagger.ts';

describe('part-of-speech tagger', () => {
  it('gives each word its tag and lemma, aligned with the rule tokens', async () => {
    const tag = await loadTagger();
    const text = 'The teacher teaches; she doesn’t know the answers.';
    const tokens = tokenize(text);
    const tags = tag(text, tokens);
    expect(tags).toHaveLength(tokens.length);
    const byWord = Object.fromEntries(tokens.map((t, i) => [t.lower, tags[i]]));
    expect(byWord.teacher).toEqual({ pos: 'NOUN', lemma: 'teacher' });
    expect(byWord.teaches).toEqual({ pos: 'VERB', lemma: 'teach' });
    expect(byWord.answers?.lemma).toBe('answer');
    // "doesn't" is one token for the rules and two words for the tagger: it takes the first word's tag.
    expect(byWord["doesn't"]?.pos).toBe('AUX');
  }, 30_000);

  it('answers nothing for a text without words', async () => {
    const tag = await loadTagger();
    expect(tag('  …  ', tokenize('  …  '))).toEqual([]);
  });
});
