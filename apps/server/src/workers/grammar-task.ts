import { threadId } from 'node:worker_threads';
import {
  checkParagraphs,
  warmUpGrammar,
  type GrammarCheckOptions,
  type GrammarFinding,
} from '@penwright/writing/grammar';

/** The paragraphs to check and what the writer's settings add; see adapters/grammar/local.ts. */
export interface GrammarParagraphsInput extends GrammarCheckOptions {
  paragraphs: string[];
}

/** The grammar engine's findings for each paragraph (harper.js and Penwright's rules), offsets per paragraph. */
export async function grammarTask({
  paragraphs,
  ...options
}: GrammarParagraphsInput): Promise<GrammarFinding[][]> {
  try {
    return await checkParagraphs(paragraphs, options);
  } catch (err) {
    // A panic inside harper's WebAssembly leaves its memory in an unknown state, and the linters live as long
    // as the thread. Ending the thread now (an idle pool thread runs no timers) fails this one check, which
    // the server answers with no edits, and the pool starts a fresh thread for the next.
    console.error('grammar engine failed; its worker thread ends', err);
    process.exit(1);
  }
}

/**
 * Loads the engine on this thread (WebAssembly, dictionary, word frequencies, tagger) and runs it over a couple
 * of thousand words, so the first writer after start-up meets a loaded and optimised engine. Answers the
 * thread's id.
 */
export async function warmGrammar(_: null): Promise<number> {
  await warmUpGrammar();
  return threadId;
}
