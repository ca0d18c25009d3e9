import { describe, expect, it } from 'vitest';
import { analyseBrief } from './analyse-brief.ts';
import { now } from './brief-test-helpers.ts';

/* More ways of forbidding something. Every example is invented for this test. */

const bans = (text: string) =>
  analyseBrief(text, { projectType: 'essay', now }).prohibitions.map((p) => p.text);

describe('bans stated as facts about the work', () => {
  it('reads "neither … may", also as the answer to a question', () => {
    expect(bans('Neither film may be one we watched in class.')).toHaveLength(1);
    expect(bans('Can I reuse my first topic? No. Neither topic may repeat your first essay.')).toHaveLength(
      1,
    );
  });

  it('reads "is not a substitute for"', () => {
    expect(bans('Pasting long extracts from the novel is not a substitute for close reading.')).toHaveLength(
      1,
    );
    expect(bans('The workshop is a good place to test your ideas.')).toEqual([]);
  });

  it('reads "are not named" and "are not included in" a count of sources', () => {
    expect(bans('Informants are not named unless they ask to be.')).toHaveLength(1);
    expect(bans('Blog posts may be cited but are not included in the ten.')).toHaveLength(1);
    expect(bans('Appendices are not included in the word count.')).toEqual([]);
  });

  it('reads what must be changed or left out so that no one can be identified', () => {
    expect(bans('Change or leave out any detail that could identify the school.')).toHaveLength(1);
    expect(bans('Change the font if it is hard to read.')).toEqual([]);
  });

  it('reads a place that keeps something out', () => {
    expect(bans('Put your candidate number on the cover only, not in the essay itself.')).toHaveLength(1);
    expect(bans('Write your student number, not your name, on the cover.')).toHaveLength(1);
  });

  it('reads work that will not pass', () => {
    expect(bans('A report that only lists the results will not pass.')).toHaveLength(1);
  });

  it('leaves work handed in later than a date', () => {
    expect(bans('Essays that arrive later than Monday 3 May will not be marked.')).toEqual([]);
  });
});

describe('two things under one consequence', () => {
  it('reads each thing the consequence falls on as its own ban', () => {
    expect(
      bans(
        'Copied paragraphs from other students, or essays written with a chatbot, will be treated as plagiarism.',
      ),
    ).toEqual([
      'Copied paragraphs from other students will be treated as plagiarism.',
      'Essays written with a chatbot will be treated as plagiarism.',
    ]);
  });

  it('leaves one consequence with one subject whole', () => {
    expect(bans('Any essay written with a chatbot will be treated as plagiarism.')).toHaveLength(1);
  });
});

describe('a ban as the second sentence of a list item', () => {
  it('reads the ban and keeps only its own sentence', () => {
    expect(
      bans('- Method: one paragraph in the past tense. Do not paste the steps from the handout.'),
    ).toEqual(['Do not paste the steps from the handout.']);
  });

  it('leaves the item to its task when it opens with an order of its own', () => {
    expect(bans('- Describe the method in your own words. Do not paste the steps from the handout.')).toEqual(
      [],
    );
  });
});
