import { describe, expect, it } from 'vitest';
import type { FormattingRule } from './brief.schema.ts';
import { distinctFormatting } from './formatting-repeats.ts';

/* Whether two formatting rules of one aspect are two rules. Every example is invented for this test. */

const rule = (aspect: FormattingRule['aspect'], text: string): FormattingRule => ({
  aspect,
  text,
  source: text,
});

describe('two rules of one aspect', () => {
  it('keeps rules about different content apart', () => {
    expect(
      distinctFormatting(
        rule('writing_form', 'Glosses follow the Bergen Glossing Conventions'),
        rule('writing_form', 'The orthography of the 1998 reform is used'),
      ),
    ).toBe(true);
    expect(
      distinctFormatting(
        rule('figures', 'Every map has a numbered caption'),
        rule('figures', 'Photos by others must be credited in the caption'),
      ),
    ).toBe(true);
  });

  it('takes the same rule said twice as one', () => {
    expect(
      distinctFormatting(
        rule('figures', 'Every map has a numbered caption'),
        rule('figures', 'Each map has a numbered caption below it'),
      ),
    ).toBe(false);
  });

  it('leaves aspects a brief states once to the caller', () => {
    expect(distinctFormatting(rule('spacing', 'Double spacing'), rule('spacing', '1.5 line spacing'))).toBe(
      false,
    );
    expect(distinctFormatting(rule('figures', 'Number the maps'), rule('units', 'SI units'))).toBe(false);
  });
});
