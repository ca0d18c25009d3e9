import { describe, expect, it } from 'vitest';
import { analyseBrief } from './analyse-brief.ts';
import { now } from './brief-test-helpers.ts';

/*
 * Bans put as conditions, caps and orders to use none, a second ban after ", and", AI rules set under a label or
 * an integrity heading, and what is not a ban (what the length leaves out, work not handed in). Every example
 * is invented here.
 */

const bans = (text: string) =>
  analyseBrief(text, { projectType: 'essay', now }).prohibitions.map((p) => p.text);

describe('bans put as conditions and caps', () => {
  it('reads a use allowed on one condition only', () => {
    expect(bans('Conference abstracts may be cited only when no full paper exists.')).toEqual([
      'Conference abstracts may be cited only when no full paper exists.',
    ]);
    expect(bans('Parts of your earlier essays may be reused only if you mark and cite them.')).toHaveLength(
      1,
    );
    expect(bans('The archive may be visited only on weekdays, so plan ahead.')).toEqual([]);
  });

  it('reads an order to use none of something', () => {
    expect(bans('Paste no machine-translated text into the essay.')).toEqual([
      'Paste no machine-translated text into the essay.',
    ]);
    expect(bans('Use no more than two tables.')).toEqual([]);
  });

  it('reads a cap on what is cited or quoted, said after another ban', () => {
    expect(
      bans(
        'Blogs may be cited for context, but they are not counted among the 20, and no more than five blogs may be cited in all.',
      ),
    ).toEqual([
      'Blogs may be cited for context, but they are not counted among the 20',
      'No more than five blogs may be cited in all.',
    ]);
    expect(bans('Keep quotations short: no more than 5% of the essay should be quoted text.')).toHaveLength(
      1,
    );
  });

  it('reads a second ban after ", and avoid"', () => {
    expect(
      bans('Forum posts are not acceptable as sources, and avoid citing tabloid newspapers at all.'),
    ).toEqual(['Forum posts are not acceptable as sources', 'Avoid citing tabloid newspapers at all.']);
  });
});

describe('AI rules and what is not a ban', () => {
  it('reads an AI rule labelled as one, even under the marking heading', () => {
    const brief =
      'Marking scheme (50 marks)\nAnalysis 30\nWriting 20\nUse of AI: you may not use generative AI to write any part.';
    expect(bans(brief)).toEqual(['Use of AI: you may not use generative AI to write any part.']);
  });

  it('reads what an integrity heading says AI work is treated as', () => {
    const brief =
      'Late work and integrity\nText produced by a generative AI tool and handed in as your own is treated as plagiarism.';
    expect(bans(brief)).toHaveLength(1);
  });

  it('leaves what the length does not count and work not handed in', () => {
    expect(bans('The glossary is optional. It does not count towards the limit.')).toEqual([]);
    expect(bans('A portfolio that is not submitted cannot be graded.')).toEqual([]);
  });

  it('reads a breach that will lead to a rejection, and not a late penalty', () => {
    expect(
      bans('Overlap above 20% with published text will lead to a rejection without review.'),
    ).toHaveLength(1);
    expect(bans('Late work will lead to a penalty of 5% per day.')).toEqual([]);
  });
});
