import { describe, expect, it } from 'vitest';
import { tokenize } from '../tokens.ts';
import { wordiness } from './wordiness.ts';

const run = (text: string): string[] =>
  wordiness(tokenize(text), { dialect: 'british', style: true }).map(
    (f) => `${text.slice(f.start, f.end)}→${f.replacements[0] ?? '(hint)'}`,
  );

describe('wordiness', () => {
  it('shortens stock phrases from concision handouts', () => {
    expect(run('In view of the fact that costs rose, the council is in a position to act.')).toEqual([
      'In view of the fact that→Because',
      'is in a position to→can',
    ]);
    expect(run('The reason is because rain came late.')).toEqual([
      'The reason is because→The reason is that',
    ]);
    expect(run('As a matter of fact, it is necessary that all sign.')).toEqual([
      'As a matter of fact→',
      'it is necessary that→(hint)',
    ]);
  });

  it('turns "on a … basis" into the adverb', () => {
    expect(run('Staff meet on a regular basis and report on an annual basis.')).toEqual([
      'on a regular basis→regularly',
      'on an annual basis→annually',
    ]);
    expect(run('Samples were taken on a daily basis.')).toEqual(['on a daily basis→daily']);
    expect(run('The claim rests on a sound basis.')).toEqual([]);
  });

  it('leaves phrases that academic prose needs', () => {
    expect(run('In addition to wages, the survey recorded hours.')).toEqual([]);
  });
});
