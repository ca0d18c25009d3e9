import type { GrammarConfig } from '../../config/config.ts';
import { languageToolGrammarProvider } from './languagetool.ts';
import { localGrammarProvider } from './local.ts';
import type { GrammarLog, GrammarProvider } from './provider.ts';
import { saplingGrammarProvider } from './sapling.ts';

export type { GrammarProvider, GrammarRequest } from './provider.ts';

/**
 * When an outside provider fails, the writer still gets an answer from the built-in engine. The failure is
 * only logged: the specification shows grammar-check failures to no one.
 */
export function withFallback(
  primary: GrammarProvider,
  fallback: GrammarProvider,
  log: GrammarLog,
): GrammarProvider {
  return {
    name: primary.name,
    async check(request) {
      try {
        return await primary.check(request);
      } catch (err) {
        log.error(
          { err, provider: primary.name },
          `grammar check through ${primary.name} failed; used ${fallback.name}`,
        );
        return fallback.check(request);
      }
    },
  };
}

/** Sapling when a key is set, else LanguageTool when a server is named, else the built-in engine. */
export function createGrammarProvider(config: GrammarConfig, log: GrammarLog): GrammarProvider {
  const timeoutMs = config.providerTimeoutMs;
  if (config.saplingApiKey)
    return withFallback(
      saplingGrammarProvider({ apiKey: config.saplingApiKey, url: config.saplingUrl, timeoutMs }),
      localGrammarProvider,
      log,
    );
  if (config.languageToolUrl)
    return withFallback(
      languageToolGrammarProvider({ url: config.languageToolUrl, timeoutMs }),
      localGrammarProvider,
      log,
    );
  return localGrammarProvider;
}
