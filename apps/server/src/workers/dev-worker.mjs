// Used only when the server runs from its TypeScript sources (Vitest, `npm run dev`). A worker thread does not
// inherit the parent's TypeScript loader, so this entry registers tsx in the thread, then loads worker.ts.
// The production bundle uses dist/worker.js instead.
import { register } from 'tsx/esm/api';

register();
const { default: runTask } = await import('./worker.ts');

export default runTask;
