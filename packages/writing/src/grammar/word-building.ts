/*
 * Word building: writers make words the dictionary lacks from a prefix ("uncertified", "non-binding") or a
 * combining form of science writing ("biometric", "neuroimaging") and a word the dictionary knows. One list says
 * which forms build words and how each attaches; a built word counts only when the rest is itself a word of some
 * length, so a slip inside it ("unbelivable", "biomertic") is still caught.
 */

/** How a form joins the word after it: with a hyphen only ("eco-friendly"), or closed as well ("uncertified"). */
export type Attachment = 'hyphen' | 'closed';

export interface WordBuilder {
  readonly form: string;
  readonly attaches: Attachment;
  /** The fewest letters the word after the form must have. */
  readonly minRest: number;
  /** Words the form does not build although they exist: "un" + "meaningful" (the negative is "meaningless"). */
  readonly refuses?: RegExp;
}

/** Combining forms take any word of four letters or more: "multimeter", "geospatial". */
const COMBINING_REST = 4;
/** Prefixes take longer words, as short ones make too many slips look like words ("untill"). */
const PREFIX_REST = 5;

const builders = (forms: string, attaches: Attachment, minRest: number): WordBuilder[] =>
  forms.split(' ').map((form) => ({ form, attaches, minRest }));

/**
 * Every form a word may be built with. "eco" takes a hyphen ("eco-friendly"), so "ecofriendly" stays a slip.
 */
export const WORD_BUILDERS: readonly WordBuilder[] = [
  ...builders(
    'bio geo micro macro multi neuro psycho socio hydro thermo electro photo nano cyber agro aero poly mono ' +
      'cardio immuno patho physio',
    'closed',
    COMBINING_REST,
  ),
  { form: 'un', attaches: 'closed', minRest: PREFIX_REST, refuses: /ful$/ },
  ...builders('non re pre over under counter inter', 'closed', PREFIX_REST),
  ...builders('eco anti self post semi co', 'hyphen', PREFIX_REST),
];

function builds(builder: WordBuilder, lower: string, known: (word: string) => boolean): boolean {
  if (!lower.startsWith(builder.form)) return false;
  const after = lower.slice(builder.form.length);
  const hyphen = after.startsWith('-');
  if (!hyphen && builder.attaches === 'hyphen') return false;
  const rest = hyphen ? after.slice(1) : after;
  if (rest.length < builder.minRest || builder.refuses?.test(rest)) return false;
  return known(rest);
}

/** `word` is a form of the list joined, closed or by a hyphen as the form allows, to a word `known` accepts. */
export function isBuiltWord(word: string, known: (word: string) => boolean): boolean {
  const lower = word.toLowerCase();
  return WORD_BUILDERS.some((builder) => builds(builder, lower, known));
}

/** `part` is a form of the list on its own, as before the hyphen of "eco-label" or "non-binding". */
export function isWordBuildingForm(part: string): boolean {
  const lower = part.toLowerCase();
  return WORD_BUILDERS.some((builder) => builder.form === lower);
}
