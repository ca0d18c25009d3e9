import { computeInsights, type DraftInsights, type InsightsInput } from './draft-insights';
import type { InsightsRequest, InsightsResponse } from './draft-insights.worker';

export interface InsightsRunner {
  /** Computes the insights for `input`; a later call supersedes an earlier one that has not answered yet. */
  run(input: InsightsInput, onResult: (insights: DraftInsights) => void): void;
  dispose(): void;
}

/**
 * Runs the counting in a worker, off the thread that handles typing: on a thesis-length draft it takes tens of
 * milliseconds on a slow laptop. Where workers are unavailable, or the worker fails, it runs in place.
 */
export function createInsightsRunner(): InsightsRunner {
  let worker: Worker | null = null;
  let latest = 0;
  let pending: ((insights: DraftInsights) => void) | null = null;
  let lastInput: InsightsInput | null = null;
  try {
    worker = new Worker(new URL('./draft-insights.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<InsightsResponse>) => {
      if (data.id === latest) pending?.(data.insights);
    };
    // A worker that cannot start (or breaks) is dropped, and the request it held is answered in place.
    worker.onerror = () => {
      worker?.terminate();
      worker = null;
      if (lastInput) pending?.(computeInsights(lastInput));
    };
  } catch {
    worker = null;
  }
  return {
    run(input, onResult) {
      latest += 1;
      pending = onResult;
      lastInput = input;
      if (worker) worker.postMessage({ id: latest, input } satisfies InsightsRequest);
      else onResult(computeInsights(input));
    },
    dispose() {
      pending = null;
      lastInput = null;
      worker?.terminate();
      worker = null;
    },
  };
}
