/*
 * The forms a date and a time of day take in briefs: month names in English and in the languages briefs borrow
 * them from, numeric dates in either order, year-first dates, and 12-hour, 24-hour and military times.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/**
 * Month names in English, and in Spanish, Portuguese and French, which briefs from Latin America, Brazil and
 * francophone countries use for the deadline even when the rest is in English ("28 de mayo de 2027").
 */
const OTHER_MONTHS: Record<string, number> = Object.fromEntries(
  [
    'enero janeiro janvier',
    'febrero fevereiro février',
    'marzo março mars',
    'abril avril',
    'mayo maio mai',
    'junio junho juin',
    'julio julho juillet',
    'agosto août',
    'septiembre setiembre setembro septembre',
    'octubre outubro octobre',
    'noviembre novembro novembre',
    'diciembre dezembro décembre',
  ].flatMap((names, month) => names.split(' ').map((name) => [name, month])),
);
const MONTH = `(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|${Object.keys(OTHER_MONTHS).join('|')})\\.?`;
const WEEKDAY = '(?:(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?\\s+(?:the\\s+)?)?';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
// "28 de mayo de 2027": Spanish and Portuguese join day, month and year with "de".
const YEAR = '(?:,?\\s+(?:de\\s+)?(\\d{4}))?';

/** The date forms read, each with how to turn its match into parts. */
export const PATTERNS: { re: RegExp; read: (m: RegExpMatchArray, monthFirst: boolean) => Parts | null }[] = [
  {
    re: new RegExp(`\\b${WEEKDAY}${DAY}\\s+(?:of\\s+|de\\s+)?${MONTH}${YEAR}(?![\\p{L}\\d])`, 'giu'),
    read: (m) => parts(m[4], monthIndex(m[3]), m[2], m[1]),
  },
  {
    re: new RegExp(`\\b${WEEKDAY}${MONTH}\\s+${DAY}${YEAR}\\b`, 'gi'),
    read: (m) => parts(m[4], monthIndex(m[2]), m[3], m[1]),
  },
  { re: /\b(\d{4})-(\d{2})-(\d{2})\b/g, read: (m) => parts(m[1], Number(m[2]) - 1, m[3]) },
  // Year first with slashes or dots, as written in Japan, Korea and China: "2027/07/23", "2027. 10. 14.".
  {
    re: /\b(20\d{2})\s*([/.])\s*(\d{1,2})\s*\2\s*(\d{1,2})\b/g,
    read: (m) => parts(m[1], Number(m[3]) - 1, m[4]),
  },
  {
    re: new RegExp(`\\b${WEEKDAY}(\\d{1,2})([/.-])(\\d{1,2})\\3(\\d{4}|\\d{2})\\b`, 'gi'),
    read: (m, monthFirst) => {
      const [a, b] = [Number(m[2]), Number(m[4])];
      const year = m[5]?.length === 2 ? `20${m[5]}` : m[5];
      const dayFirst = parts(year, b - 1, String(a), m[1]);
      const monthFirstReading = parts(year, a - 1, String(b), m[1]);
      if (a > 12 || b > 12) return a > 12 ? dayFirst : monthFirstReading;
      // Both readings are dates: a weekday that fits only one decides, then the brief's own habit.
      const fits = (p: Parts | null) => p !== null && p.weekday !== null && weekdayOf(p) === p.weekday;
      if (fits(dayFirst) !== fits(monthFirstReading)) return fits(dayFirst) ? dayFirst : monthFirstReading;
      return monthFirst ? monthFirstReading : dayFirst;
    },
  },
];

function weekdayOf(p: Parts): number | null {
  return p.year === null ? null : new Date(p.year, p.month, p.day).getDay();
}

/** Whether the brief writes numeric dates month first: some date of it can only be read that way (4/23/27). */
export function writesMonthFirst(text: string): boolean {
  return [...text.matchAll(/\b(\d{1,2})[/.-](\d{1,2})[/.-](?:\d{4}|\d{2})\b/g)].some(
    (m) => Number(m[1]) <= 12 && Number(m[2]) > 12,
  );
}

const TIME_12 = /\b(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?m\b\.?/i;
const TIME_24 = /\b([01]?\d|2[0-3])[:h]([0-5]\d)\b/;
/** Military and European forms: "2359 hrs", "1600h", "23.59". */
const TIME_HOURS = /\b([01]\d|2[0-3])\.?([0-5]\d)\s*(?:hrs?|hours|h)\b|\b([01]\d|2[0-3])\.([0-5]\d)\b/i;

/** A date as written: the year may be missing, the weekday is the one stated. */
export interface Parts {
  year: number | null;
  month: number;
  day: number;
  weekday: number | null;
}

function monthIndex(name: string | undefined): number {
  if (name === undefined) return -1;
  const lower = name.toLowerCase().replace(/\.$/, '');
  return OTHER_MONTHS[lower] ?? MONTHS.indexOf(lower.slice(0, 3));
}

function parts(
  year: string | undefined,
  month: number,
  day: string | undefined,
  weekday?: string,
): Parts | null {
  if (month < 0 || month > 11 || day === undefined) return null;
  const wd = weekday === undefined ? null : WEEKDAYS.indexOf(weekday.slice(0, 3).toLowerCase());
  return { year: year === undefined ? null : Number(year), month, day: Number(day), weekday: wd };
}

/** A number as two digits. */
export function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A real calendar date (no 31 February), with the year resolved; null when impossible. */
export function resolve(p: Parts, now: Date): { date: Date; yearInferred: boolean } | null {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  let year = p.year ?? now.getFullYear();
  let date = new Date(year, p.month, p.day);
  if (p.year === null && date < today) date = new Date((year += 1), p.month, p.day);
  if (date.getMonth() !== p.month || date.getDate() !== p.day) return null;
  return { date, yearInferred: p.year === null };
}

/** The time of day stated in a stretch of text, as HH:MM, or null. */
export function timeIn(rest: string): string | null {
  if (/\bmidnight\b/i.test(rest)) return '23:59';
  if (/\bnoon|midday\b/i.test(rest)) return '12:00';
  const t12 = TIME_12.exec(rest);
  if (t12) {
    const hour = (Number(t12[1]) % 12) + (t12[3]?.toLowerCase() === 'p' ? 12 : 0);
    return Number(t12[1]) <= 12 ? `${pad(hour)}:${t12[2] ?? '00'}` : null;
  }
  const t24 = TIME_24.exec(rest);
  if (t24) return `${pad(Number(t24[1]))}:${t24[2]}`;
  const hours = TIME_HOURS.exec(rest);
  return hours ? `${hours[1] ?? hours[3]}:${hours[2] ?? hours[4]}` : null;
}
