import { threadId } from 'node:worker_threads';
import { analyseBrief, outlineSections, requirementsFromAnalysis } from '@penwright/writing';
import { loadTagger } from '@penwright/writing/grammar';
import type { ProjectType } from '@penwright/shared';
import { cleanPostContent } from './post-content.ts';
import { exportDraft } from './export/export-document.ts';
import { extractBriefText } from './extract-text.ts';
import { grammarTask, warmGrammar } from './grammar-task.ts';
import { citationsTask } from './citations-task.ts';
import { reviewTask } from './review-task.ts';
import type * as ReferencesTasks from './references/references-task.ts';

/*
 * The reference library's tasks load Citation.js, citeproc and the CSL styles (about 11 MB a thread, most of a
 * second): only when a thread first runs one, not when every thread starts for grammar.
 */
const referencesTasks = () => import('./references/references-task.ts');
type Input<K extends keyof typeof ReferencesTasks> = Parameters<(typeof ReferencesTasks)[K]>[0];

/*
 * The entry of every worker thread in the pool (bundled on its own as dist/worker.js). Each task is a pure
 * function of its input: what crosses the thread boundary is structured-cloned, so inputs and results are
 * plain data (strings, numbers, arrays, objects, Uint8Arrays).
 */

interface AnalyseInput {
  text: string;
  projectType: ProjectType;
}

/** Key terms are read as noun phrases by the part-of-speech tagger the grammar engine also uses (one per thread). */
async function analyse({ text, projectType }: AnalyseInput) {
  const analysis = analyseBrief(text, { projectType, tagger: await loadTagger() });
  return {
    analysis,
    requirements: requirementsFromAnalysis(analysis),
    outline: outlineSections(analysis.outline),
  };
}

const tasks = {
  /** Brief analysis: the rules read the whole text and build the checklist and outline. */
  analyse,
  /** The text of an uploaded .txt, .docx or .pdf brief. */
  extract: extractBriefText,
  /** A draft as .docx, .pdf or .md. */
  export: exportDraft,
  /** Sanitizing a saved draft's HTML and counting its words (see post-content.ts). */
  sanitize: cleanPostContent,
  /** A grammar check (harper.js and Penwright's rules) in Sapling's edits shape. */
  grammar: grammarTask,
  citations: citationsTask,
  /** The review report's sections other than grammar (see modules/review). */
  review: reviewTask,
  /** A HEIC profile photo, decoded and re-encoded as the stored square JPEG (libheif loads on first use). */
  heicPhoto: async (bytes: Uint8Array) => (await import('./heic-photo.ts')).heicPhoto(bytes),
  /** The reference library: BibTeX, RIS and CSL-JSON in and out, rendering in a style, duplicates. */
  referencesImport: async (input: Input<'importTask'>) => (await referencesTasks()).importTask(input),
  referencesExport: async (input: Input<'exportTask'>) => (await referencesTasks()).exportTask(input),
  referencesFormat: async (input: Input<'formatTask'>) => (await referencesTasks()).formatTask(input),
  referencesDuplicates: async (input: Input<'duplicatesTask'>) =>
    (await referencesTasks()).duplicatesTask(input),
  /** Loads the grammar engine on the thread that runs it (see warm-up.ts). */
  warm: warmGrammar,
  /** Which thread ran the task: lets tests prove the work left the main thread. */
  thread: (_: null) => threadId,
};

export type WorkerTasks = typeof tasks;
export type TaskName = keyof WorkerTasks;

export interface WorkerRequest {
  task: TaskName;
  input: unknown;
}

/**
 * What a task sends back: its value, or the error it threw. A task's own error travels as an answer, so that
 * whatever the pool itself rejects with (a thread that could not start, or died) is known to be the thread's
 * failure, not the task's.
 */
export type TaskAnswer = { value: unknown } | { error: { name: string; message: string } };

export default async function runTask({ task, input }: WorkerRequest): Promise<TaskAnswer> {
  const handler = tasks[task] as (input: unknown) => unknown;
  try {
    return { value: await handler(input) };
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    return { error: { name: error.name, message: error.message } };
  }
}
