import { findingOver } from '../finding.ts';
import { wordSet, type Token } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { style, type StyleRule } from './style-rule.ts';

const PASSIVE = style('PASSIVE', 'passive');
const LONG = style('LONG_SENTENCE', 'long-sentence');

/** Sentences longer than this are hard to follow on first reading. */
export const LONG_SENTENCE_WORDS = 40;

const BE = wordSet('am is are was were be been being');
const IRREGULAR_PARTICIPLES = wordSet(
  'done made taken given seen known shown written found held kept left lost built sent spent paid told sold ' +
    'thought brought bought taught caught understood chosen driven grown thrown drawn begun broken forgotten ' +
    'hidden spoken stolen worn torn born put set cut read led met run won',
);
/** -ed words after "be" that describe a state of mind, not an action done to the subject. */
const ADJECTIVAL = wordSet(
  'interested tired excited bored worried pleased surprised married supposed used concerned embarrassed ' +
    'indeed amazed annoyed confused disappointed frightened satisfied scared shocked',
);

const MID_ADVERBS = wordSet('not also often still usually always never sometimes rarely generally');

function isParticiple(token: Token): boolean {
  const w = token.lower;
  if (ADJECTIVAL.has(w)) return false;
  // Prefixed irregulars: "undertaken", "overtaken", "rewritten", "forgiven".
  return (
    IRREGULAR_PARTICIPLES.has(w) ||
    /(taken|given|written|drawn|known)$/.test(w) ||
    (w.length > 4 && w.endsWith('ed'))
  );
}

/** "be" + past participle ("was conducted"), with an adverb allowed between ("is widely used"). */
export const passiveVoice: StyleRule = (tokens) =>
  tokens.flatMap((be, i) => {
    if (!BE.has(be.lower)) return [];
    let k = i + 1;
    const adverb = tokens[k];
    if (adverb?.joined && (adverb.lower.endsWith('ly') || MID_ADVERBS.has(adverb.lower))) k += 1;
    const participle = tokens[k];
    if (!participle?.joined || !isParticiple(participle)) return [];
    return [
      findingOver(
        PASSIVE,
        be,
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
