import { findingOver } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { isActionParticiple } from './participles.ts';
import { style, type StyleRule } from './style-rule.ts';

const PASSIVE = style('PASSIVE', 'passive');
const LONG = style('LONG_SENTENCE', 'long-sentence');

/** Sentences longer than this are hard to follow on first reading. */
export const LONG_SENTENCE_WORDS = 40;

const BE = wordSet("am is are was were be been being isn't aren't wasn't weren't");
/** "got arrested", "get paid": the get-passive, common in essays and informal in tone. */
const GET = wordSet('get gets got gotten getting');
/** After "get" these are set phrases, not passives: "get rid of", "got started", "get dressed". */
const NOT_GET_PASSIVE = wordSet('rid started dressed lost used involved');
const MID_ADVERBS = wordSet('not also often still usually always never sometimes rarely generally');

/** "be" or "get" + past participle ("was conducted", "got fired"), an adverb allowed between ("is widely used"). */
export const passiveVoice: StyleRule = (tokens) =>
  tokens.flatMap((aux, i) => {
    const get = GET.has(aux.lower);
    if (!get && !BE.has(aux.lower)) return [];
    let k = i + 1;
    const adverb = tokens[k];
    if (adverb?.joined && (adverb.lower.endsWith('ly') || MID_ADVERBS.has(adverb.lower))) k += 1;
    const participle = tokens[k];
    if (!participle?.joined || !isActionParticiple(tokens, k)) return [];
    if (get && NOT_GET_PASSIVE.has(participle.lower)) return [];
    return [
      findingOver(
        PASSIVE,
        aux,
        participle,
        'Passive voice: consider naming who acts ("the team measured…") unless the actor does not matter.',
      ),
    ];
  });

/** Sentences over LONG_SENTENCE_WORDS words. */
export const longSentences: StyleRule = (tokens) => {
  const findings: GrammarFinding[] = [];
  let first = 0;
  for (let i = 1; i <= tokens.length; i += 1) {
    if (i < tokens.length && !tokens[i]?.sentenceStart) continue;
    const from = tokens[first];
    const to = tokens[i - 1];
    if (from && to && i - first > LONG_SENTENCE_WORDS) {
      findings.push(
        findingOver(LONG, from, to, `This sentence has ${i - first} words; consider splitting it.`),
      );
    }
    first = i;
  }
  return findings;
};
