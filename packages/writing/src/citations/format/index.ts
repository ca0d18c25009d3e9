export { exportBibtex, importBibtex } from './bibtex.ts';
export { exportCslJson, importCslJson } from './csl-json.ts';
export { detectFormat, importReferences } from './import.ts';
export { exportRis, importRis } from './ris.ts';
export type { ImportOutcome } from './outcome.ts';
export { htmlToText, locatorOf, renderReferences, type RenderItem } from './render.ts';
export { CSL_STYLE_IDS, isRegistered, registerStyle, type CslNode } from './styles.ts';
export { doiKey, findDuplicateGroups, titleKey, type DuplicateCandidate } from './duplicates.ts';
