import {
  createGrammarChecker,
  findingsToEdits,
  type GrammarCheckOptions,
  type GrammarFinding,
} from '@penwright/writing/grammar';
import { runInWorker, WORKER_THREADS } from '../../workers/pool.ts';
import { chunkParagraphs, inTurns } from './chunks.ts';
import { blankOverlongTokens, touches } from './overlong-tokens.ts';
import type { GrammarProvider } from './provider.ts';

/**
 * The paragraphs' findings, checked on the worker threads side by side: a long text goes in chunks of whole
 * paragraphs, each thread taking the next chunk when it is done with one (see chunks.ts). Each chunk is
 * checked exactly as in one thread, since no rule looks across a paragraph break.
 */
async function checkOnWorkers(
  paragraphs: readonly string[],
  options: GrammarCheckOptions,
): Promise<GrammarFinding[][]> {
  const chunks = chunkParagraphs(paragraphs, WORKER_THREADS);
  const answers = await inTurns(chunks, WORKER_THREADS, (indexes) =>
    runInWorker('grammar', {
      paragraphs: indexes.map((i) => paragraphs[i] ?? ''),
      dialect: options.dialect,
      words: [...(options.words ?? [])],
      style: options.style ?? false,
      forbidFirstPerson: options.forbidFirstPerson ?? false,
    }),
  );
  const findings: GrammarFinding[][] = paragraphs.map(() => []);
  chunks.forEach((indexes, c) => indexes.forEach((i, k) => (findings[i] = answers[c]?.[k] ?? [])));
  return findings;
}

/*
 * The cache of findings per paragraph lives here, on the request thread, rather than in each worker thread:
 * whichever thread checked a paragraph, a later check of the same draft finds it, so an edit re-checks only
 * the paragraphs that changed even when the work is spread over several threads.
 */
const checker = createGrammarChecker({ cacheSize: 20_000, checkParagraphs: checkOnWorkers });

/** The built-in engine (harper.js and Penwright's rules), run on the worker threads. */
export const localGrammarProvider: GrammarProvider = {
  name: 'local',
  async check({ text, dialect, words, style, forbidFirstPerson }) {
    const { text: checked, blanked } = blankOverlongTokens(text);
    const findings = await checker.check(checked, { dialect, words, style, forbidFirstPerson });
    return findingsToEdits(
      text,
      findings.filter((f) => !blanked.some((range) => touches(f, range))),
    );
  },
};
