import type { GrammarRequest } from './provider.ts';

export const request = (text: string, more: Partial<GrammarRequest> = {}): GrammarRequest => ({
  text,
  dialect: 'american',
  words: [],
  style: false,
  forbidFirstPerson: false,
  sessionId: 'session-1',
  ...more,
});

/** Offsets in code points, as Python and some LanguageTool versions count. */
export const codePoints = (s: string) => [...s].length;

/**
 * A LanguageTool `/v2/check` match for `word` in `text`, counted in UTF-16 units or code points. LanguageTool
 * quotes a window of the text around the match ("..." where it cuts), or a short text whole.
 */
export function languageToolMatch(
  text: string,
  word: string,
  unit: 'utf16' | 'codepoint',
  extra: object = {},
  window = false,
) {
  const at = text.indexOf(word);
  const count = unit === 'utf16' ? (s: string) => s.length : codePoints;
  const offset = count(text.slice(0, at));
  const length = count(word);
  const from = Math.max(0, at - 8);
  const context = window
    ? { text: `...${text.slice(from)}`, offset: 3 + count(text.slice(from, at)), length }
    : { text, offset, length };
  return {
    message: `Possible problem with “${word}”.`,
    shortMessage: 'Problem',
    replacements: [{ value: `${word}-fixed` }, { value: 'second' }],
    offset,
    length,
    context,
    sentence: text,
    type: { typeName: 'Other' },
    rule: {
      id: 'MORFOLOGIK_RULE_EN_US',
      description: 'Possible spelling mistake',
      issueType: 'misspelling',
      category: { id: 'TYPOS', name: 'Possible Typo' },
    },
    ...extra,
  };
}

/** A Sapling edit for `word` in `text`: `start`/`end` counted from its sentence's start. */
export function saplingEdit(
  text: string,
  sentence: string,
  word: string,
  unit: 'utf16' | 'codepoint',
  extra: object = {},
) {
  const sentenceAt = text.indexOf(sentence);
  const inSentence = sentence.indexOf(word);
  const count = unit === 'utf16' ? (s: string) => s.length : codePoints;
  const start = count(sentence.slice(0, inSentence));
  return {
    id: `edit-${word}`,
    sentence,
    sentence_start: count(text.slice(0, sentenceAt)),
    start,
    end: start + count(word),
    replacement: `${word}-fixed`,
    error_type: 'R:SPELL',
    general_error_type: 'Spelling',
    ...extra,
  };
}
