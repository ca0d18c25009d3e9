import { describe, expect, it } from 'vitest';
import { tokenize } from '../tokens.ts';
import { passiveVoice } from './passive.ts';

const run = (text: string): string[] =>
  passiveVoice(tokenize(text), { dialect: 'british', style: true }).map((f) => text.slice(f.start, f.end));

describe('passive voice', () => {
  it('finds irregular participles', () => {
    expect(
      run('The strike was fought over pay. Data were sought. It may be said. The sample was split.'),
    ).toEqual(['was fought', 'were sought', 'be said', 'was split']);
  });

  it('finds get-passives but not set phrases with "get"', () => {
    expect(run('Protesters got arrested. Pickers get paid weekly.')).toEqual(['got arrested', 'get paid']);
    expect(run('They got rid of it, got started early and got married.')).toEqual([]);
  });

  it('takes state participles for adjectives unless a doer follows with "by"', () => {
    expect(
      run('The study is based on interviews. Scores were related to sleep. Resources are limited.'),
    ).toEqual([]);
    expect(run('Tests have been limited by poor designs.')).toEqual(['been limited']);
    expect(run('The result was totally unexpected. Fitzgerald was born in 1896.')).toEqual([]);
  });

  it('tells "used to" meaning accustomed from the passive of "use"', () => {
    expect(run('Nurses are used to the noise. They were used to working late.')).toEqual([]);
    expect(run('Feedback can be used to learn a penalty.')).toEqual(['be used']);
  });
});
