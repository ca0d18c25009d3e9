import type { GrammarEdit } from '@penwright/shared';
import { describe, expect, it } from 'vitest';
import { batchParagraphs, splitEdits } from './batch';

const edit = (start: number, end: number): GrammarEdit => ({
  id: `${start}`,
  start,
  end,
  replacement: 'x',
  sentence: '',
  sentence_start: start,
  error_type: 'R:SPELL',
  general_error_type: 'Spelling',
  category: 'spelling',
  rule: 'spell',
  message: 'm',
  replacements: ['x'],
});

describe('batchParagraphs', () => {
  it('joins paragraphs with a blank line and starts a new batch when one is full', () => {
    const batches = batchParagraphs(
      [
        { key: 1, text: 'aaaa' },
        { key: 2, text: 'bbbb' },
        { key: 3, text: 'cccc' },
      ],
      10,
    );
    expect(batches.map((b) => b.text)).toEqual(['aaaa\n\nbbbb', 'cccc']);
    expect(batches[0]!.items.map((i) => i.offset)).toEqual([0, 6]);
  });

  it('leaves out a paragraph too long to check on its own', () => {
    expect(batchParagraphs([{ key: 1, text: 'x'.repeat(11) }], 10)).toEqual([]);
  });
});

describe('splitEdits', () => {
  it('hands each paragraph its edits with offsets relative to it, and drops edits across the gap', () => {
    const [batch] = batchParagraphs(
      [
        { key: 1, text: 'aaaa' },
        { key: 2, text: 'bbbb' },
      ],
      100,
    );
    const split = splitEdits(batch!, [edit(1, 3), edit(7, 9), edit(3, 7)]);
    expect(split.get(1)!.map((e) => [e.start, e.end])).toEqual([[1, 3]]);
    expect(split.get(2)!.map((e) => [e.start, e.end, e.sentence_start])).toEqual([[1, 3, 1]]);
  });
});
