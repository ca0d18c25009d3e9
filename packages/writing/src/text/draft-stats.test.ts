import { describe, expect, it } from 'vitest';
import { countWords } from './count-words.ts';
import { draftStats } from './draft-stats.ts';
import { splitSentences } from './sentences.ts';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['The quick brown fox.', 4],
    ['A well-known, state-of-the-art method.', 4],
    ["Don't stop; it's the students' work.", 6],
    ['The budget rose from 2,500 to 3,750.25 in 2024.', 9],
    ['COVID-19 and H1N1 spread via e.g. droplets in the U.S.', 10],
    ['Dashes—like this—and this – separate words.', 7],
    ['Bullets • and & symbols ... are not words', 6],
    ['café naïve façade', 3],
    ['Москва является столицей России.', 4],
    ['東京は日本の首都です', 10],
    ['iPhone手机', 3],
    ['ภาษาไทยง่ายนิดเดียว', 5],
    ["In 2,500 participants' homes, the co-operative U.S. survey found 3.5% growth.", 11],
    ['See https://example.org/survey-2024?id=7&lang=en, www.example.com and data.team@example.org now.', 6],
    ['The (cited) text [sic] follows: "quoted words" — then 12.5 % and half.', 11],
  ])('%j has %i words', (text, expected) => {
    expect(countWords(text)).toBe(expected);
  });

  it('counts words from decomposed accents the same as composed ones', () => {
    expect(countWords('cafe\u0301 re\u0301sume\u0301')).toBe(countWords('café résumé'));
  });
});

describe('splitSentences', () => {
  it('splits at sentence ends but not after abbreviations, initials or decimals', () => {
    expect(
      splitSentences(
        'Dr. Smith wrote approx. 3.5 pages, e.g. on tax. It was short! Was it? Yes. 中文。日本語。',
      ),
    ).toEqual([
      'Dr. Smith wrote approx. 3.5 pages, e.g. on tax.',
      'It was short!',
      'Was it?',
      'Yes.',
      '中文。',
      '日本語。',
    ]);
  });

  it('treats "etc." before a capital as the end of a sentence', () => {
    expect(splitSentences('Use books, journals etc. Then write.')).toEqual([
      'Use books, journals etc.',
      'Then write.',
    ]);
  });
});

describe('draftStats', () => {
  it('is all zeros for an empty draft', () => {
    expect(draftStats('')).toEqual({
      words: 0,
      characters: 0,
      sentences: 0,
      paragraphs: 0,
      readingMinutes: 0,
      averageSentenceLength: 0,
    });
    expect(draftStats('\n\n  \n').words).toBe(0);
  });

  it('counts a short draft', () => {
    const text = 'Climate policy matters. It shapes growth.\n\nCarbon taxes work? Evidence varies!';
    expect(draftStats(text)).toEqual({
      words: 11,
      characters: 76,
      sentences: 4,
      paragraphs: 2,
      readingMinutes: 1,
      averageSentenceLength: 2.8,
    });
  });

  it('counts a heading without a full stop as its own sentence-like unit and paragraph', () => {
    expect(draftStats('Introduction\nThis essay argues a point. It ends here.')).toMatchObject({
      paragraphs: 2,
      sentences: 3,
      words: 9,
    });
  });

  it('rounds reading time up at 238 words a minute', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(draftStats(words(1)).readingMinutes).toBe(1);
    expect(draftStats(words(238)).readingMinutes).toBe(1);
    expect(draftStats(words(239)).readingMinutes).toBe(2);
    expect(draftStats(words(2380)).readingMinutes).toBe(10);
  });

  it('counts user-perceived characters, excluding line breaks', () => {
    expect(draftStats('ab\r\ncd').characters).toBe(4);
    expect(draftStats('👍🏽 ok').characters).toBe(4);
    expect(draftStats('e\u0301').characters).toBe(1);
  });

  it('handles 200 KB of text in well under a second', () => {
    const paragraph = 'This sentence has exactly six words. Another one follows it closely here.\n';
    const text = paragraph.repeat(Math.ceil(200_000 / paragraph.length));
    const start = Date.now();
    const stats = draftStats(text);
    expect(Date.now() - start).toBeLessThan(1000);
    const paragraphs = Math.ceil(200_000 / paragraph.length);
    expect(stats).toMatchObject({ paragraphs, sentences: paragraphs * 2, words: paragraphs * 12 });
  });
});
