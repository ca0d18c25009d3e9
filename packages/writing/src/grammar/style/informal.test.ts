import { describe, expect, it } from 'vitest';
import { tokenize } from '../tokens.ts';
import { informalWords } from './informal.ts';

const run = (text: string): string[] =>
  informalWords(tokenize(text), { dialect: 'british', style: true }).map(
    (f) => `${text.slice(f.start, f.end)}→${f.replacements[0] ?? ''}`,
  );

describe('informal words', () => {
  it('catches phrasal verbs in any form, with a suggestion in the same form', () => {
    expect(run('The king figured out the plot.')).toEqual(['figured out→determined']);
    expect(run('They are figuring out why.')).toEqual(['figuring out→determining']);
    expect(run('The colonists found out late.')).toEqual(['found out→discovered']);
    expect(run('Firms came up with a plan and got rid of waste.')).toEqual([
      'came up with→developed',
      'got rid of→eliminated',
    ]);
    expect(run('Households should cut down on heating.')).toEqual(['cut down on→reduce']);
    expect(run('Prices went up.')).toEqual(['went up→increased']);
  });

  it('catches the phrasal verbs of vocabulary exercises', () => {
    expect(run('The issue was brought up twice; managers stepped in.')).toEqual([
      'brought up→raised',
      'stepped in→intervened',
    ]);
    expect(run('Sales dropped off and the vote was put off.')).toEqual([
      'dropped off→declined',
      'put off→postponed',
    ]);
    expect(run('Researchers looked at how pressure builds up.')).toEqual([
      'looked at→examined',
      'builds up→accumulates',
    ]);
    expect(run('Maybe we reckon it is alright, etc.')).toEqual([
      'Maybe→Perhaps',
      'reckon→believe',
      'alright→acceptable',
      'etc→',
    ]);
  });

  it('prefers the longer phrase where two start together', () => {
    expect(run('A lot of teachers agree.')).toEqual(['A lot of→Many']);
  });

  it('catches idioms and slang that handouts list', () => {
    expect(run('Sooner or later the plan got out of hand.')).toEqual([
      'Sooner or later→Eventually',
      'out of hand→out of control',
    ]);
    expect(run("The claim doesn't hold water.")).toEqual(['hold water→withstand scrutiny']);
    expect(run('The book is a pretty good example.')).toEqual(['pretty→']);
    // Adjectives in "-less" take the intensifier as those in "-ful" do.
    expect(run('At first the method felt pretty pointless.')).toEqual(['pretty→']);
  });

  it('leaves technical and proper-noun uses alone', () => {
    expect(run('Each cell stores a bit that the controller reads.')).toEqual([]);
    expect(run('On Super Tuesday fourteen states voted.')).toEqual([]);
    expect(run('The samples were left to cool. A pretty village lay nearby.')).toEqual([]);
  });

  it('still reports "a bit" as a degree word', () => {
    expect(run('The second trial was a bit slower.')).toEqual(['a bit→slightly']);
  });
});
