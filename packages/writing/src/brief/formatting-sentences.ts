import type { AspectRule } from './formatting-instructions.ts';

/*
 * Presentation rules stated in whole sentences rather than as settings: how the prose is written ("written in
 * full paragraphs", "in the past tense"), how references are numbered in the text, numbered lines, how the work
 * is printed and on what paper, the name and page number placed in words, a centred title, and a font described
 * rather than named ("typed in a clear font of size 12", "a font size of at least 20 point for body text").
 * Each label keeps the brief's own words, so the line reads as the rule the brief states.
 */

/** "in the top left corner of the first page", "at the top right of every page", "at the top of the first page". */
const PLACE = String.raw`\b(?:in|at|on)\s+the\s+(?:top|bottom|upper|lower)\b(?:[\s-]+(?:left|right|centre|center)(?:[\s-]hand)?)?(?:\s+(?:corner|margin))?(?:\s+of\s+(?:the|each|every|your)\s+(?:first\s+|title\s+|cover\s+|front\s+)?page)?`;
/** A font told by its kind rather than its name: "a clear font", "a serif font", "a readable font". */
const FONT_KIND = String.raw`(?:clear|readable|legible|serif|sans[- ]serif|standard|plain)`;
const FONT_NAMES = String.raw`(?:Times New Roman|Arial|Calibri|Helvetica|Garamond|Cambria|Georgia|Verdana|Palatino)`;
const POINTS = String.raw`\d{1,2}(?:\s+or\s+\d{1,2})?(?:\s*-?\s*(?:pt|points?)\b)?`;
/** The size after a font's name: "Calibri 11", "Arial, font size 12". */
const NAMED_SIZE = String.raw`(?:,?\s+(?:(?:font\s+)?size\s+)?\d{1,2}(?:\s*-?\s*(?:pt|points?)\b)?)?`;
/** "typed in …", "If typed, use …": how the text is produced, said with its font. */
const TYPED_IN = String.raw`(?:\bif (?:typed|word[- ]processed),?\s+(?:use\s+)?|\b(?:typed|written|set|laid out)\s+in\s+)`;

export const SENTENCE_RULES: AspectRule[] = [
  {
    // "Every figure and table is numbered, has a caption and is referred to in the text", "give each a numbered
    // caption", "Figures adapted from other papers must give the source".
    aspect: 'figures',
    label: 'Figures and tables',
    pattern:
      /\b(?:every|each|all)\s+(?:figure|table|graph|chart)s?(?:\s+and\s+(?:figure|table|graph|chart)s?)?\s+(?:is|are|must\s+be|should\s+be)\s+(?:numbered|captioned|labell?ed)\b[^.;]*|(?<=^|[.;:!?]\s*)[^.;:]*?\bgive\s+(?:each|every|it|them)\s+(?:one\s+)?an?\s+numbered\s+caption\b[^.;]*|\b(?:figures?|images?|tables?|photo(?:graph)?s?)\s+(?:adapted|taken|reproduced|copied)\s+from\b[^.;]{0,60}?\b(?:must|should)\s+(?:give|state|show|include|acknowledge)\b[^.;]*/i,
  },
  {
    // "Page numbers in the footer, with no page number on the title page": the page left unnumbered is a rule of
    // its own beside where the numbers go.
    aspect: 'page_numbers',
    label: 'Page numbers',
    pattern:
      /\b(?:with\s+)?no\s+page\s+numbers?\s+on\s+the\s+(?:title|cover|first|front)\s+page\b[^.;,]*|\b(?:the\s+)?(?:title|cover|front)\s+page\s+(?:is|should\s+be|must\s+be)\s+not\s+numbered\b/i,
  },
  {
    // "Put a footer on every page with the module code and the page number": what the header or footer holds.
    aspect: 'header',
    label: 'Header',
    pattern:
      /\b(?:put|add|include|use)\s+an?\s+(?:header|footer)\s+(?:on|to)\s+(?:every|each|all)\s+pages?\s+(?:with|showing|containing)\b[^.;]*/i,
  },
  {
    // "Chapter titles go in bold capitals", "Headings are in bold": how headings are set.
    aspect: 'heading_style',
    label: 'Headings',
    pattern:
      /(?<=^|[.;:!?]\s*)[^.;:,]*?\b(?:titles|headings)\s+(?:go|are|must\s+be|should\s+be)\s+(?:set\s+)?in\s+(?:bold|italics?|capitals|upper[\s-]?case|small\s+capitals)\b[^.;]*/i,
  },
  {
    aspect: 'font',
    label: 'Font',
    pattern: new RegExp(
      String.raw`(?:${TYPED_IN})?(?:\ban?\s+(?:${FONT_KIND}\s+)+font\s+(?:of\s+)?(?:size\s+)?${POINTS}|\bfont\s+size\s+(?:of\s+)?(?:at least\s+|no (?:less|smaller) than\s+|minimum\s+)?${POINTS}(?:\s+for\s+(?:the\s+)?(?:body\s+)?(?:text|headings|captions|titles))?)|\d{1,2}\s*-?\s*(?:pt|point)\s+${FONT_KIND}\s+font\b(?:\s*\((?:e\.g\.|for example)[^()]*\))?|${TYPED_IN}${FONT_NAMES}${NAMED_SIZE}(?:\s+or\s+${FONT_NAMES}${NAMED_SIZE})?`,
      'i',
    ),
  },
  {
    aspect: 'writing_form',
    label: 'Writing',
    pattern:
      /(?<=^|[.;:!?]\s*)[^.;:]*\b(?:written|write\b[^.;:]{0,30}?)\s+(?:in|as)\s+(?:full|complete|continuous)\s+(?:paragraphs|sentences|prose)\b[^.;]*|(?<=^|[.;:!?]\s*)[^.;:]*\b(?:written|write\b[^.;:]{0,30}?)\s+in\s+the\s+(?:(?:first|third)\s+person\s+and\s+(?:in\s+)?the\s+)?(?:past|present)\s+tense\b[^.;]*/i,
  },
  {
    aspect: 'reference_order',
    label: 'Reference list',
    pattern:
      /(?<=^|[.;:,!?]\s*)[^.;:,]*\b(?:numbered|listed)\b[^.;]{0,30}?\bin (?:the )?order (?:of (?:first )?(?:citation|appearance|mention)|(?:in which )?they (?:are|were) (?:first )?(?:cited|mentioned)|(?:in which )?they (?:first )?appear(?: in the text)?)[^.;,]*/i,
  },
  {
    // How a source is marked in the text, which goes with the numbering of the list.
    aspect: 'referencing',
    label: 'Citations',
    pattern: /\b(?:with\s+)?superscript (?:numbers|numerals)\b[^.;,]*/i,
  },
  {
    aspect: 'numbering',
    label: 'Line numbers',
    pattern:
      /\b(?:continuous\s+)?line number(?:s|ing)?\b(?!\s+(?:for|in|with|when)\s+(?:every|each|all|any|direct|your)?\s*(?:quot|citation|reference))[^.;,()]*|\b(?:the\s+)?lines\s+(?:are|must be|should be)\s+numbered\b[^.;,]*|\bnumber (?:the|all|every) lines\b[^.;,]*/i,
  },
  {
    aspect: 'printing',
    label: 'Printing',
    pattern:
      /(?<=^|[.;:!?]\s*)[^.;:]*\b(?:readable|legible|clear)\s+(?:when|if)\s+printed\b[^.;]*|(?<=^|[.;:!?]\s*)[^.;:]*\bprinted\s+in\s+black[- ]and[- ]white\b[^.;]*/i,
  },
  {
    aspect: 'page_size',
    label: 'Paper size',
    pattern:
      /\bA[0-5]\s+(?:landscape|portrait)\b(?:\s+(?:poster|sheets?|pages?|paper))?(?:\s+for\s+(?:the\s+)?\p{L}+(?:\s+(?!and\b)\p{L}+)?)?(?:\s*\(printed\))?(?:\s+and\s+A[0-5]\s+(?:landscape|portrait)\b(?:\s+for\s+(?:the\s+)?\p{L}+(?:\s+(?!and\b)\p{L}+)?)?)?/iu,
  },
  {
    // "Final poster (printed)", "commentary (printed and uploaded as a PDF)": a part handed in on paper; "in
    // class (printed)" says where it is handed in, which is not a part.
    aspect: 'printing',
    label: 'Printing',
    pattern:
      /\b(?:final\s+)?(?!(?:class|lecture|seminar|tutorial|workshop|person)\b)\p{L}{3,}\s*\(printed(?:\s+and\s+[^()]*)?\)/iu,
  },
  {
    aspect: 'page_numbers',
    label: 'Page numbers',
    pattern:
      /\b(?:every|each|all)\s+pages?\b[^.;,]{0,40}?\b(?:is|are|must be|should be)\s+numbered\b[^.;,]*/i,
  },
  {
    // "your last name and page number in the top right of every page": a running head, said in words.
    aspect: 'page_numbers',
    label: 'Page numbers',
    pattern: new RegExp(
      String.raw`\b(?:your|my|the\s+student(?:'s|’s))\s+(?:last\s+|family\s+|sur)?name\s+and\s+(?:the\s+)?page\s+numbers?\s+${PLACE}`,
      'i',
    ),
  },
  {
    aspect: 'identification',
    label: 'Name',
    pattern: new RegExp(
      String.raw`(?<!\b(?:put|place|write|type|give)\s+(?:only\s+)?)\b(?:your|my)\s+(?:full\s+|last\s+|family\s+)?name\b[^.;:]{0,60}?(?:\s+(?:are|is|goes|go|appears?)\s*)?${PLACE}`,
      'i',
    ),
  },
  {
    aspect: 'title',
    label: 'Title',
    pattern: /\ban?\s+(?:centred|centered)\s+title\b/i,
  },
  {
    // "Put only the title, the module and the date on the cover page", "put your name and your tutor's name on
    // the first page": what the first page shows.
    aspect: 'identification',
    label: 'Title page',
    pattern:
      /\bput\s+(?:only\s+)?(?:the|your)\s+(?=[^.;]{0,80}?\b(?:name|title|number|ID|date|word\s+count|page\s+count)\b)[^.;]{0,80}?\s+on\s+the\s+(?:title|cover|first|front)\s+page\b[^.;]*/i,
  },
];
