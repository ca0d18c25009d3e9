import { runInWorker } from '../../workers/pool.ts';
import type { GrammarProvider } from './provider.ts';

/** The built-in engine (harper.js and Penwright's rules), always run on a worker thread. */
export const localGrammarProvider: GrammarProvider = {
  name: 'local',
  check: ({ text, dialect, words, style, forbidFirstPerson }) =>
    runInWorker('grammar', { text, dialect, words, style, forbidFirstPerson }),
};
