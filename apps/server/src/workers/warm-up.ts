import { keepAllThreads, runInWorker, WORKER_THREADS } from './pool.ts';

/** Whether the worker threads have loaded the grammar engine (reported by `GET /v1/health`). */
export type GrammarEngineState = 'cold' | 'warming' | 'ready' | 'failed';

let state: GrammarEngineState = 'cold';

export function grammarEngineState(): GrammarEngineState {
  return state;
}

/**
 * Loads the grammar engine on every worker thread at once; resolves to the milliseconds it took. The server
 * calls it after it starts listening, so start-up is not delayed and the first check is not the slow one.
 */
export async function warmGrammarEngine(): Promise<number> {
  state = 'warming';
  const started = performance.now();
  try {
    await keepAllThreads();
    await Promise.all(Array.from({ length: WORKER_THREADS }, () => runInWorker('warm', null)));
  } catch (err) {
    state = 'failed';
    throw err;
  }
  state = 'ready';
  return Math.round(performance.now() - started);
}
