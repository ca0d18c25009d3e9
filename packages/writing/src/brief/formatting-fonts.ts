/*
 * Fonts given to more than one part of the document. A brief sets the body text in one font and then, in the
 * same sentence or list item, gives the headings, the tables or the code a font or a size of their own ("Body
 * text in Georgia 11 pt; headings in Georgia 16 pt bold", "Verdana 10 for all text; captions may use 8 point",
 * "Font: Georgia 12; notes and tables 9"). Each part's font is a rule a marker checks on its own, so each
 * becomes a line, in the brief's words. A "Label: font" item ("Body text: Georgia 11", "Code listings:
 * Consolas 9") keeps the label, which says what the font is for.
 */

/** "Body text: ", "Code and tool output: ": a short label naming a part of the document, then its font. */
const PART_LABEL = /^([\p{Lu}][\p{L}]*(?:[\s,/&-]+[\p{L}]+){0,5})\s*:\s+$/u;
/** Labels that only say the line is about fonts, which the checklist's own label says already. */
const FONT_LABEL = /^(?:fonts?|font size|typeface|type|format(?:ting)?|presentation|layout)$/i;

/** The label naming the part of the document a font is for, when the unit is "Label: font …"; else null. */
export function partLabel(text: string, at: number): string | null {
  const label = PART_LABEL.exec(text.slice(0, at))?.[1];
  return label && !FONT_LABEL.test(label) ? label : null;
}

/** "bold for section headings", "bold italic": what the font is for and how it is set, after its size. */
const FOR_PART =
  /^(?:,?\s+(?:bold|italic|underlined|small capitals|capitals)(?:\s+(?:and\s+)?(?:bold|italic))?)?\s+for\s+(?:the\s+|all\s+)?[\p{L}-]+(?:\s+(?!and\b)[\p{L}-]+)?/u;

/** The words after a font that say what it is for ("… bold for section headings"), or ''. */
export function fontPurpose(text: string, end: number): string {
  return FOR_PART.exec(text.slice(end))?.[0].replace(/\s+/g, ' ').replace(/^,/, '') ?? '';
}

/**
 * "tables and footnotes 10", "captions may use size 9", "figures and tables may use 8 point": the size of one
 * kind of content, given after the body font.
 */
const PART_SIZE =
  /\b(?:(?:tables?|figures?|footnotes|notes|captions|legends|headings|sub-?headings|quotations|references|code)(?:,?\s+(?:and\s+)?)?)+\s+(?:(?:may|must|should|can)\s+(?:use|be)\s+|in\s+|at\s+)?(?:(?:font\s+)?size\s+)?\d{1,2}(?:\s*-?\s*(?:pt|points?)\b)?/iu;

/**
 * The clauses after the first font of a unit that give another part its own font or size, each as the brief
 * words it; `fontAt` finds a font from a position, `from` is where the first font's words end.
 */
export function fontsOfOtherParts(
  text: string,
  from: number,
  fontAt: (text: string) => RegExpExecArray | null,
): string[] {
  const out: string[] = [];
  // A clause starts after a semicolon or a stop, or right after "and" before another font ("… and Arial 10 …").
  const boundary = /;\s+|\.\s+|\s+and\s+(?=[\p{Lu}\d])/gu;
  boundary.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = boundary.exec(text)) !== null) {
    const start = m.index + m[0].length;
    const end = /;|\.\s|\.$|\s+and\s+(?=[\p{Lu}\d])|$/u.exec(text.slice(start, start + 200))?.index ?? 200;
    const clause = text.slice(start, start + end);
    if (fontAt(clause) ?? PART_SIZE.exec(clause)) out.push(clause.trim().replace(/[.,]+$/, ''));
    boundary.lastIndex = Math.max(start, boundary.lastIndex);
  }
  return out;
}
