// The declarations must reach every program that compiles this file (the server's, the tests').
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./citation-js.d.ts" />
import { plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import '@citation-js/plugin-csl';

/*
 * Citation.js with the three plugins Penwright uses, loaded once. Every input names its type (`forceType`):
 * Citation.js would otherwise guess, and a guess of "URL" or "DOI" would make it fetch from the network.
 */

export type RawItem = Record<string, unknown>;

/** Runs Citation.js's input chain from a named type down to CSL-JSON items (no graph kept). */
export function toCsl(input: unknown, type: string): RawItem[] {
  return plugins.input.chain(input, { forceType: type, generateGraph: false });
}

/** One step of the input chain: BibTeX text to its entries, for instance. */
export function parseOnly(input: unknown, type: string): unknown {
  return plugins.input.chainLink(input, { forceType: type, generateGraph: false });
}

/** An output plugin's intermediate objects (`format: 'object'`): BibTeX entries, RIS records. */
export function outputObjects<T>(name: string, items: readonly object[]): T[] {
  return plugins.output.format(name, items, { format: 'object' }) as T[];
}

export const cslConfig = () => plugins.config.get('@csl');
