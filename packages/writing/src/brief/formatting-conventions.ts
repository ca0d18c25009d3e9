import type { AspectRule } from './formatting-instructions.ts';

/*
 * Presentation rules that name a convention or describe how a kind of content is set out, rather than giving a
 * setting: footnotes in their own size, a translation or the original placed in a footnote, a named style sheet
 * or set of rules the text follows ("glossed according to the Leipzig Glossing Rules"), terms written out the
 * first time they appear, headings the writer is told to use, axis labels with units, people in the data called
 * by labels ("Household A, Household B"), and how the work is held together (a folder, a staple in a corner).
 * Each label keeps the brief's own words, so the line reads as the rule the brief states.
 */

/** The start of a clause: the sentence start, or after a stop, a colon, a semicolon or a comma. */
const CLAUSE = String.raw`(?<=^|[.;:!?,]\s*)`;

/** Citation styles Penwright reads itself; a sentence naming one is the style's line, not a convention. */
const NOT_OWN_STYLE = /^(?![^]*\b(?:APA|MLA|Harvard|Chicago|IEEE|Vancouver|Publication Manual)\b)/;

/** A named rule book, capitalised as a name is: "the Leipzig Glossing Rules", "the Unified Style Sheet for Linguistics", "the CARE guidelines". */
const RULE_BOOK = String.raw`(?:the\s+)?(?=[A-Z])(?:[A-Z][\p{L}'’-]*\s+|(?:of|for|and|on)\s+(?=[A-Z])){0,7}(?:[Rr]ules|[Ss]tyle\s+[Ss]heet|[Ss]tyle\s+[Gg]uide|[Ss]tylebook|[Hh]andbook(?:\s+of\s+[Ss]tyle)?|[Gg]uide|[Gg]uidelines|[Mm]anual(?:\s+of\s+[Ss]tyle)?|[Cc]onventions)\b(?:\s+for\s+[A-Z\p{Ll}][\p{L}-]*(?:\s+[A-Z][\p{L}-]*){0,3})?(?:\s*\([^()]*\))?`;
const FOLLOWS = String.raw`\b(?:follows?|following|according\s+to|in\s+accordance\s+with|compl(?:y|ies)\s+with|conforms?\s+to)\s+`;

/** Words that make a convention one for references ("References follow …", "footnotes according to …"). */
const REFERENCE_WORDS = String.raw`\b(?:[Rr]eferences?|[Ff]ootnotes|[Cc]itations?|[Cc]ite|[Ss]ources|[Bb]ibliography)\b`;

/** A clause that names a book of rules the text follows, or the style of a named society. */
const convention = (about: string) => {
  // One run of clause words before the verb, or two around the word that says what it is about; two runs with
  // nothing between them would try every split of a long clause.
  const lead = about === '' ? String.raw`[^.;:,]*?` : String.raw`[^.;:,]*?${about}[^.;:,]*?`;
  return new RegExp(
    String.raw`${CLAUSE}${lead}${FOLLOWS}${RULE_BOOK}|${CLAUSE}${lead}\bin\s+the\s+(?:author-date\s+)?style\s+of\s+the\s+(?:[A-Z][\p{L}-]*\s*){2,6}`,
    'u',
  );
};

export const CONVENTION_RULES: AspectRule[] = [
  {
    // "Footnotes should contain citations, not further argument": what the notes may hold.
    aspect: 'notes',
    label: 'Footnotes',
    pattern:
      /\b(?:foot|end)?notes\s+(?:should|must|may)\s+(?:only\s+)?(?:contain|hold|be\s+used\s+(?:only\s+)?for)\b[^.;]*/i,
  },
  {
    // "quotations in French are given in the original with your translation", "quotations from Spanish sources
    // are left in Spanish": the language a quotation is given in.
    aspect: 'quotations',
    label: 'Quotations',
    pattern:
      /(?<=^|[.;:!?]\s*)[^.;:]*?\b[Qq]uotations?\b[^.;:]{0,50}?\b(?:are|is|should\s+be|must\s+be)\s+(?:given|left|kept|quoted|reproduced)\s+in\s+(?:the\s+original|[A-Z][\p{L}]+)\b[^.;]*/u,
  },
  {
    // "use the equation editor", "Write equations with an equation editor, number the important ones".
    aspect: 'equations',
    label: 'Equations',
    pattern: /(?<=^|[.;:!?]\s*)[^.;:]*\bequation\s+editor\b[^.;]*?(?=,\s+and\s+|[.;]|$)/i,
  },
  {
    // "footnotes in 10 point", "size 10 for footnotes", "footnotes single-spaced": the notes have a size or
    // spacing of their own, a rule apart from the body text's font.
    aspect: 'notes',
    label: 'Footnotes',
    pattern:
      /\bfootnotes\s+(?:(?:are\s+|must\s+be\s+|should\s+be\s+)?(?:in|at)\s+(?:font\s+(?:size\s+)?)?\d{1,2}(?:\s*-?\s*(?:pt|points?)\b)?|\d{1,2}\s*-?\s*(?:pt|points?)\b)(?:,?\s+(?:single|double)[\s-]spaced)?|\b(?:font\s+)?size\s+\d{1,2}\s+for\s+(?:the\s+)?footnotes\b|\bfootnotes\s+(?:are\s+|must\s+be\s+|should\s+be\s+)?(?:single|double)[\s-]spaced\b/i,
  },
  {
    // "with the original in the footnote", "give an English translation in a footnote": how a quotation in
    // another language is given.
    aspect: 'quotations',
    label: 'Quotations',
    pattern:
      /(?:\b(?:with|give|quote|put)\s+)?(?:the|your|an?)\s+(?:own\s+)?(?:English\s+)?(?:original|translation)(?:\s+(?:words|text))?\s+in\s+(?:a|the)\s+footnote\b[^.;]*|\bfollowed\s+by\s+an?\s+(?:(?:word-by-word|interlinear)\s+)?(?:gloss|translation)\b[^.;]*|\bset\s+out\s+in\s+(?:two|three|four)\s+lines\b(?:\s*\([^()]*\))?/i,
  },
  {
    // "References follow the Unified Style Sheet for Linguistics": a referencing system Penwright cannot select.
    aspect: 'referencing',
    label: 'References',
    pattern: convention(REFERENCE_WORDS),
    context: NOT_OWN_STYLE,
  },
  {
    // "glossed according to the Leipzig Glossing Rules", "written in AP style": conventions for the text itself.
    aspect: 'writing_form',
    label: 'Conventions',
    pattern: new RegExp(String.raw`${convention('').source}|${CLAUSE}[^.;:,]*\bAP\s+style\b[^.;]*`, 'u'),
    context: NOT_OWN_STYLE,
  },
  {
    // "The orthography of the national academy is used", "British spelling is used throughout".
    aspect: 'writing_form',
    label: 'Spelling',
    pattern:
      /(?<=^|[.;:!?]\s*)[^.;:]*\b(?:orthography|transliteration|romani[sz]ation)\b[^.;:]*?\b(?:is|are|must\s+be|should\s+be)\s+used\b[^.;]*/i,
  },
  {
    // "Abbreviations must be written out in full the first time they appear", "names kept, with an explanation
    // in brackets the first time they appear": what is done to a term where it first appears.
    aspect: 'writing_form',
    label: 'Terms',
    pattern:
      /(?<=^|[.;:!?]\s*)[^.;:]*\b(?:abbreviations?|acronyms?|names|terms?)\b[^.;:]*?\b(?:the\s+first\s+time\s+(?:they|it)\s+(?:appears?|(?:is|are)\s+used)|at\s+(?:their\s+|its\s+)?first\s+(?:use|mention|occurrence))\b[^.;]*/i,
  },
  {
    // "Write a heading above every part", "then use headings of your own choice", "Headings should follow the
    // six points above", "under your own headings".
    aspect: 'heading_style',
    label: 'Headings',
    pattern:
      /(?<=^|[.;:!?,]\s*)(?:and\s+)?(?:then\s+)?(?:use|write|put)\s+(?:an?\s+|these\s+|the\s+(?!following\b)(?:[\w-]+\s+)?)?headings?\b[^.;:]*|\bheadings?\s+(?:should|must|that)\s+(?:follow|match)\b[^.;]*|\bunder\s+your\s+own\s+headings\b[^.;]*|\bheadings\s+(?:of\s+your\s+own(?:\s+choice)?|in\s+APA\s+levels?)\b|\bAPA\s+(?:level\s+\d\s+)?headings?\b[^.;]*/i,
  },
  {
    // "every plot has axis labels with units", "All figures need axis labels with units": the units on a
    // graph's axes.
    aspect: 'units',
    label: 'Units',
    pattern: /(?<=^|[.;:!?,]\s*)(?:and\s+)?[^.;:,]*\baxis\s+labels\s+with\s+units\b[^.;,]*/i,
  },
  {
    // "call them Household A, Household B and so on", "refer to interviewees as Respondent A", "use codes (E1,
    // E2)": the people in the data go by labels, which the brief shows.
    aspect: 'identification',
    label: 'Participants',
    pattern:
      /\b(?:call|refer\s+to|identify|label)\s+(?:them|(?:the\s+|each\s+)?[\p{Ll}]+)\s+(?:as\s+|by\s+(?:a\s+)?code\s*)?(?:"?[A-Z][\p{L}]*\s+[A-Z0-9]\b|\(e\.g\.)[^.;]*|\buse\s+(?:pseudonyms\s+or\s+)?(?:codes|numbers|initials)(?:\s+or\s+(?:codes|numbers|pseudonyms))?\s*\([A-Z]{1,3}\d[^()]*\)/u,
  },
  {
    // "Put the report in a plain file folder", "Submit your report in a clear plastic folder", "bound or in a
    // display folder": how the paper copy is held together.
    aspect: 'binding',
    label: 'Binding',
    pattern:
      /\b(?:put|place|submit(?:ted)?|hand(?:ed)?\s+in)\b[^.;]{0,40}?\bin\s+an?\s+(?:[\p{L}-]+\s+){0,3}(?:folder|binder|sleeve|wallet)\b[^.;]*|\b(?:bound\s+or\s+)?in\s+a\s+display\s+folder\b|\bbind\s+(?:it|the\s+\p{L}+)\s+(?:with|in)\b[^.;]*/iu,
    context: /^(?![^.]*\b(?:do not|don['’]t|no)\s+(?:use\s+)?(?:\p{L}+\s+)?(?:folders?|binders?)\b)/iu,
  },
];
