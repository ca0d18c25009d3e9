import { describe, expect, it } from 'vitest';
import { createGrammarChecker } from './check.ts';
import { anonymisedInitials } from './harper-exceptions.ts';

const checker = createGrammarChecker();
const rules = async (text: string) =>
  (await checker.check(text, { dialect: 'british' })).map((f) => `${f.rule}: ${text.slice(f.start, f.end)}`);

describe('a capital letter that keeps a person anonymous', () => {
  it('is found after a title or a role, not after other words', () => {
    expect(anonymisedInitials('Mrs A and Patient B met Pupil C, but Plan A failed.')).toEqual([4, 18, 30]);
    // An initial with a full stop is part of a full name: "Dr J. Smith".
    expect(anonymisedInitials('Dr J. Smith wrote it.')).toEqual([]);
  });

  it('is not read as the article "a"', async () => {
    expect(await rules('The nurse gave Mrs B a leaflet and spoke to Mr C as a friend.')).toEqual([]);
    expect(await rules('The team spoke with Patient D an hour later.')).toEqual([]);
  }, 60_000);

  it('leaves a real repeated article and a wrong article elsewhere to be found', async () => {
    expect(await rules('The nurse gave Mrs B a a leaflet.')).not.toEqual([]);
    expect(await rules('She waited for a hour.')).not.toEqual([]);
  }, 60_000);
});

describe('uses of academic prose that harper misreads', () => {
  it('accepts "some" before a number as "about"', async () => {
    expect(await rules('The authors, reviewing some 250 studies, found large effects.')).toEqual([]);
  }, 60_000);

  it('does not ask for a preposition between a subject and "have" or "be"', async () => {
    expect(await rules('The model has clear strengths. The museum is worth visiting.')).toEqual([]);
  }, 60_000);

  it('asks for no "be" before an adjective in -ing after "have"', async () => {
    expect(await rules('We have interesting results, and they have promising leads.')).toEqual([]);
  }, 60_000);

  it('does not join a word to an acronym after it, and still joins a split word', async () => {
    expect(await rules('The clinic sends patients to an ENT surgeon for an MRI scan.')).toEqual([]);
    expect(await rules('She supported the plan whole heartedly.')).toEqual([
      'harper:MergeWords: whole heartedly',
    ]);
  }, 60_000);
});
