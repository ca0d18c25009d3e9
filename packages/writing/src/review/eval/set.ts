import type { EvalDraft } from './draft.ts';
import { D01, D02, D03 } from './drafts-a.ts';
import { D04, D05, D06 } from './drafts-b.ts';
import { D07, D08, D09 } from './drafts-c.ts';
import { D10, D11, D12 } from './drafts-d.ts';

/** The half the review sections may be changed on: what they miss or wrongly flag here may guide a fix. */
export const TUNING: readonly EvalDraft[] = [D01, D02, D04, D06, D08, D10];
/** The half no change is made for: its figures estimate how the report does on drafts it has not seen. */
export const HELD_OUT: readonly EvalDraft[] = [D03, D05, D07, D09, D11, D12];
export const ALL: readonly EvalDraft[] = [D01, D02, D03, D04, D05, D06, D07, D08, D09, D10, D11, D12];
