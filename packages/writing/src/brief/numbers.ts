/*
 * Briefs write small counts as words as often as digits ("at least eight sources", "TWO TO THREE PAGES"), so
 * the extractors that read counts accept both. Larger numbers are always digits in practice.
 */

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
// "twenty-five", "forty-two": a ten and a unit joined by a hyphen.
for (const ten of TENS) {
  for (const unit of UNITS)
    NUMBER_WORDS[`${ten}-${unit}`] = (NUMBER_WORDS[ten] ?? 0) + (NUMBER_WORDS[unit] ?? 0);
}

// Longest first, so "twenty-five" is read whole rather than as "twenty".
/** A count written as a word, for use inside a larger pattern (case-insensitive flag needed). */
export const NUMBER_WORD = String.raw`\b(?:${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\b(?!-)`;
/** A count written in digits or as a word. */
export const COUNT = String.raw`(?:\d{1,3}(?:,\d{3})*|${NUMBER_WORD})`;

/** The value of a COUNT match: "eight" → 8, "1,200" → 1200; NaN when it is neither. */
export function parseCount(raw: string): number {
  const word = NUMBER_WORDS[raw.trim().toLowerCase()];
  return word ?? parseInt(raw.replace(/[,\s]/g, ''), 10);
}
