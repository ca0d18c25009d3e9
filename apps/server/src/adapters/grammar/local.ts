import {
  createGrammarChecker,
  findingsToEdits,
  type GrammarCheckOptions,
  type GrammarFinding,
} from '@penwright/writing/grammar';
import { runInWorker, WORKER_THREADS } from '../../workers/pool.ts';
import { blankOverlongTokens, touches } from './overlong-tokens.ts';
import type { GrammarProvider } from './provider.ts';

/**
 * Below this many characters to check, one thread does it all: splitting a paragraph's worth of work costs
 * more in messages than it saves.
 */
const SPLIT_FROM_CHARS = 8_000;

/**
 * Paragraph indexes in `parts` consecutive groups of about equal length, so every thread gets the same share of
 * a long draft. Fewer groups when the text is short.
 */
export function shareOut(paragraphs: readonly string[], parts: number): number[][] {
  const total = paragraphs.reduce((sum, p) => sum + p.length, 0);
  const groups = Math.max(1, Math.min(parts, paragraphs.length, Math.ceil(total / SPLIT_FROM_CHARS)));
  const share = total / groups;
  const out: number[][] = [[]];
  let filled = 0;
  paragraphs.forEach((paragraph, i) => {
    const current = out[out.length - 1] ?? [];
    if (current.length > 0 && out.length < groups && filled + paragraph.length / 2 > share * out.length)
      out.push([i]);
    else current.push(i);
    filled += paragraph.length;
  });
  return out;
}

/** The paragraphs' findings, checked on the worker threads side by side. */
async function checkOnWorkers(
  paragraphs: readonly string[],
  options: GrammarCheckOptions,
): Promise<GrammarFinding[][]> {
  const groups = shareOut(paragraphs, WORKER_THREADS);
  const answers = await Promise.all(
    groups.map((indexes) =>
      runInWorker('grammar', {
        paragraphs: indexes.map((i) => paragraphs[i] ?? ''),
        dialect: options.dialect,
        words: [...(options.words ?? [])],
        style: options.style ?? false,
        forbidFirstPerson: options.forbidFirstPerson ?? false,
      }),
    ),
  );
  const findings: GrammarFinding[][] = paragraphs.map(() => []);
  groups.forEach((indexes, g) => indexes.forEach((i, k) => (findings[i] = answers[g]?.[k] ?? [])));
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
