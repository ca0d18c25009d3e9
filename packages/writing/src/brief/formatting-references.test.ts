import { describe, expect, it } from 'vitest';
import { analyseBrief } from './analyse-brief.ts';
import { now } from './brief-test-helpers.ts';

/*
 * The referencing system named in full, references listed in the order they are cited, and what the first page
 * shows. Every example is invented here.
 */

const rules = (text: string) =>
  analyseBrief(text, { projectType: 'report', now }).formatting.map((f) => [f.aspect, f.text]);

describe('references and the first page', () => {
  it('keeps the full name of a referencing system given with its initials', () => {
    expect(rules('Cite in Modern Humanities Research Association (MHRA) style.')).toEqual([
      ['referencing', 'Referencing: cite in Modern Humanities Research Association (MHRA) style'],
    ]);
    expect(rules('Cite in MHRA style.')).toEqual([['referencing', 'Referencing: cite in MHRA style']]);
  });

  it('reads references listed in the order they are first cited', () => {
    expect(
      rules(
        'Use numbers in square brackets, with the references listed in the order in which they are first cited.',
      ),
    ).toEqual([['reference_order', 'With the references listed in the order in which they are first cited']]);
  });

  it('reads what the first page shows', () => {
    expect(rules('Put only the title, the module and the word count on the cover page.')).toEqual([
      ['identification', 'Put only the title, the module and the word count on the cover page'],
    ]);
    expect(rules('Put your ideas on the first page of your notebook in pencil.')).toEqual([]);
  });
});
