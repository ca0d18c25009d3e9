import { describe, expect, it } from 'vitest';
import { para, testSchema } from '../../../../../components/grammar/extension/test-schema';
import { draftCitationText } from './draft-citation-text';

const heading = (text: string) => testSchema.node('heading', { level: 2 }, [testSchema.text(text)]);

describe('the draft as the citation checker reads it', () => {
  const doc = testSchema.node('doc', null, [
    para('Screens shape sleep (Hale, 2019).', { ref: true }, ' More follows (Ng, 2020).'),
    heading('References'),
    para('Hale, L. (2019). ', { bold: 'Sleep' }, ' and screens.'),
  ]);
  const draft = draftCitationText(doc);

  it('puts each block on its own lines and reads footnote markers as nothing', () => {
    expect(draft.text).toBe(
      'Screens shape sleep (Hale, 2019). More follows (Ng, 2020).\n\nReferences\n\nHale, L. (2019). Sleep and screens.',
    );
  });

  it('leads every span back to the same words in the document', () => {
    for (const words of ['(Hale, 2019)', '(Ng, 2020)', 'References', 'Hale, L. (2019). Sleep and screens.']) {
      const start = draft.text.indexOf(words);
      const range = draft.rangeAt(start, start + words.length);
      expect(range).not.toBeNull();
      expect(doc.textBetween(range!.from, range!.to)).toBe(words);
    }
  });

  it('cuts a span that runs past its block at the block’s end, and places nothing for an empty span', () => {
    const start = draft.text.indexOf('(Ng, 2020)');
    const range = draft.rangeAt(start, draft.text.indexOf('Hale, L.') + 4);
    expect(doc.textBetween(range!.from, range!.to)).toBe('(Ng, 2020).');
    expect(draft.rangeAt(start, start)).toBeNull();
  });

  it('reads an inserted citation as the words it shows, and points at the whole node', () => {
    const withCite = testSchema.node('doc', null, [
      para('Later work disagrees ', { cite: '(Orben, 2020)' }, '.'),
    ]);
    const read = draftCitationText(withCite);
    expect(read.text).toBe('Later work disagrees (Orben, 2020).');
    const start = read.text.indexOf('Orben');
    const range = read.rangeAt(start, start + 'Orben, 2020'.length);
    expect(range).not.toBeNull();
    expect(withCite.nodeAt(range!.from)?.type.name).toBe('cite');
    expect(range!.to - range!.from).toBe(1);
  });
});
