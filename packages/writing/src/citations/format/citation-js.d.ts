// The parts of Citation.js (0.8) that Penwright calls; the packages ship no type declarations.
declare module '@citation-js/core' {
  export interface ParseOptions {
    forceType?: string;
    generateGraph?: boolean;
  }
  export interface Register<T> {
    add(name: string, value: T): void;
    set(name: string, value: T): void;
    has(name: string): boolean;
    get(name: string): T;
  }
  export interface CslEngine {
    setOutputFormat(format: string): void;
    opt: { development_extensions: { wrap_url_and_doi: boolean } };
    rebuildProcessorState(
      citations: ReadonlyArray<{
        citationID: string;
        citationItems: ReadonlyArray<{ id: string }>;
        properties: { noteIndex: number };
      }>,
      mode: string,
      uncitedItemIds: readonly string[],
    ): Array<[string, number, string]>;
    makeBibliography(): [BibliographyMeta, string[]] | false;
    updateItems(ids: readonly string[]): void;
    updateUncitedItems(ids: readonly string[]): void;
    makeCitationCluster(items: ReadonlyArray<{ id: string; locator?: string; label?: string }>): string;
  }
  export interface BibliographyMeta {
    entry_ids: string[][];
    hangingindent?: boolean | number;
    linespacing?: number;
    'second-field-align'?: string | false;
  }
  export interface CslPluginConfig {
    engine(data: readonly object[], style: string, lang: string | undefined, format: string): CslEngine;
    styles: Register<unknown>;
    locales: Register<unknown>;
  }
  export const plugins: {
    input: {
      chain(input: unknown, options?: ParseOptions): Array<Record<string, unknown>>;
      chainLink(input: unknown, options?: ParseOptions): unknown;
    };
    output: {
      format(name: string, data: readonly object[], options?: Record<string, unknown>): unknown;
    };
    config: { get(name: '@csl'): CslPluginConfig; get(name: string): unknown };
  };
}
declare module 'citeproc' {
  import type { CslEngine } from '@citation-js/core';
  interface Sys {
    retrieveLocale(tag: string): unknown;
    retrieveItem(id: string): object | undefined;
  }
  const CSL: { Engine: new (sys: Sys, style: unknown, lang: string, forceLang: boolean) => CslEngine };
  export default CSL;
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-csl';
