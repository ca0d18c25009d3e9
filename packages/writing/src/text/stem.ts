/**
 * A deliberately crude stem: the first five letters of longer words, or the word without a plural "s".
 * "regulation" and "regulatory" meet, "policy" and "policies" meet, so a draft need not echo the brief's exact
 * word form; irregular plurals ("crisis"/"crises") do not, which only makes a check stricter, never wrong.
 */
export function stem(word: string): string {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  return w.length >= 6 ? w.slice(0, 5) : w.replace(/s$/, '');
}
