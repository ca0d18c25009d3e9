import { describe, expect, it } from 'vitest';
import { styleFindings } from './index.ts';

const found = (text: string): string[] =>
  styleFindings(text, { dialect: 'british', style: true, forbidFirstPerson: true }).map(
    (f) => `${f.errorType.replace('STYLE:', '')} ${text.slice(f.start, f.end)}`,
  );

describe('style findings together', () => {
  it('keeps a phrasal verb visible inside a passive', () => {
    expect(found('The meeting was put off.')).toEqual(['PASSIVE was', 'INFORMAL put off']);
    expect(found('Staff numbers have been cut down.')).toEqual(['PASSIVE been', 'INFORMAL cut down']);
  });

  it('keeps a contracted "be" visible inside a passive', () => {
    expect(found("The samples weren't tested.")).toEqual(["CONTRACTION weren't", 'PASSIVE tested']);
  });

  it('reports the pronoun and the contraction of "we\'ll" separately', () => {
    expect(found("We'll see.")).toEqual(['FIRST_PERSON We', "CONTRACTION 'll"]);
  });

  it('leaves a plain passive whole', () => {
    expect(found('The data were collected in May.')).toEqual(['PASSIVE were collected']);
  });
});
