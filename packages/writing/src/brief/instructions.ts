/*
 * Verbs that open an instruction ("State a clear thesis", "Justify your sampling approach"). Broader than the
 * academic task verbs in lexicon.ts, which decide the shape of an essay: these only decide whether a sentence
 * or list item tells the writer to do something. Verbs about handing in or reading are left out on purpose,
 * since those instructions are not requirements of the work itself.
 */

const list = (words: string) => new Set(words.trim().split(/\s+/));

export const INSTRUCTION_VERBS = list(`
  account acknowledge address adopt advance advise analyse analyze answer apply appraise argue articulate assess
  assign attach begin build calculate choose cite clarify classify comment compare compile complete compose
  conclude conduct consider construct contrast cover create critique define demonstrate describe design
  determine develop discuss distinguish draw elaborate engage ensure estimate evaluate examine explain explore
  express extend focus formulate frame give highlight identify illustrate incorporate indicate integrate
  interpret introduce investigate justify label link list locate maintain make map measure name offer open
  organise organize outline plan plot position prepare present produce propose provide put rank recommend
  reconstruct record reflect relate report research respond reach review select set show situate sketch
  state structure suggest summarise summarize support synthesise synthesize take test trace use weigh write
  aim apply compute contextualise contextualize prioritise prioritize reference
  say specify carry collect gather declare sign number caption transcribe interview observe perform obtain
  derive solve prove draft revise annotate translate establish refer add lay visit quote finish tabulate
  simulate calibrate check ask
  forecast predict size judge model verify validate quantify close
  include place devise run
  find pick survey spell communicate
`);

/** "analyses" → "analyse", "identifies" → "identify", "discusses" → "discuss": list items written after "that:". */
export function baseForm(word: string): string {
  const w = word.toLowerCase();
  if (INSTRUCTION_VERBS.has(w)) return w;
  if (w.endsWith('ies') && INSTRUCTION_VERBS.has(`${w.slice(0, -3)}y`)) return `${w.slice(0, -3)}y`;
  if (w.endsWith('es') && INSTRUCTION_VERBS.has(w.slice(0, -2))) return w.slice(0, -2);
  if (w.endsWith('s') && INSTRUCTION_VERBS.has(w.slice(0, -1))) return w.slice(0, -1);
  return w;
}

/** Whether a word is, or inflects, a verb that opens an instruction. */
export function isInstructionVerb(word: string): boolean {
  return INSTRUCTION_VERBS.has(baseForm(word));
}

/**
 * "Choose ONE of the following questions", "Answer two of these prompts:": the work must take one of the options
 * listed next, which are choices to make rather than parts of the work.
 */
export const CHOICE_LEAD_IN =
  /^(?:choose|select|pick|answer|attempt|respond to)\s+(?:only\s+|any\s+)?(?:one|two|three|either|\d)\b(?:\s+\([^)]*\))?\s+of\s+(?:the\s+)?(?:following|these|those|below|listed)\b/i;
