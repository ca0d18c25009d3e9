import { describe, expect, it } from 'vitest';
import { tokenize } from '../tokens.ts';
import type { GrammarCheckOptions } from '../types.ts';
import { contractions, firstPerson } from './register.ts';
import type { StyleRule } from './style-rule.ts';

const FORBID: GrammarCheckOptions = { dialect: 'british', style: true, forbidFirstPerson: true };
const ALLOW: GrammarCheckOptions = { dialect: 'british', style: true };

/** The text each finding covers, with its first suggestion. */
const run = (rule: StyleRule, text: string, options = FORBID): string[] =>
  rule(tokenize(text), options).map((f) => `${text.slice(f.start, f.end)}→${f.replacements[0] ?? ''}`);

describe('contractions', () => {
  it('expands contractions, including wh-words with "s"', () => {
    expect(run(contractions, "The survey didn't ask; where's the control group?")).toEqual([
      "didn't→did not",
      "where's→where is",
    ]);
  });

  it('leaves possessives alone', () => {
    expect(run(contractions, "The court's ruling and the teachers' union")).toEqual([]);
  });

  it('with first person forbidden, covers only the ending of "we\'ll", so the pronoun can be reported too', () => {
    expect(run(contractions, "We'll compare both; let's start.")).toEqual(["'ll→ will", "'s→ us"]);
    expect(run(contractions, "We'll compare both.", ALLOW)).toEqual(["We'll→We will"]);
  });
});

describe('first person', () => {
  it('reports pronouns, including those inside contractions', () => {
    expect(run(firstPerson, "In my view we'll need more data; let's see.")).toEqual(['my→', 'we→', 'let→']);
  });

  it('says nothing when the brief allows first person', () => {
    expect(run(firstPerson, 'We argue that our model fits.', ALLOW)).toEqual([]);
  });

  it('does not take a pronoun that opens a name or title for the writer', () => {
    expect(
      run(firstPerson, 'The sisters pray to Our Lady of Chains. Cather wrote My Ántonia in 1918.'),
    ).toEqual([]);
    // At the start of a sentence, or before an ordinary word, it is the writer again.
    expect(run(firstPerson, 'Our Results section follows. The data support Our view.')).toEqual([
      'Our→',
      'Our→',
    ]);
  });

  it('does not take the numeral "I" or the country "US" for the writer', () => {
    expect(
      run(firstPerson, 'After World War I, US exports grew. Phase I trials followed. Henry I ruled.'),
    ).toEqual([]);
    expect(run(firstPerson, 'Smith and I disagree. Yesterday I read it. Let us read it.')).toEqual([
      'I→',
      'I→',
      'us→',
    ]);
  });
});
