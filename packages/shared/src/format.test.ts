import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, stripTags, toDate } from './format.ts';

describe('formatting helpers', () => {
  it('shows minor units as en-US dollars', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(900)).toBe('$9.00');
    expect(formatMoney(123456)).toBe('$1,234.56');
  });

  it('writes dollars exactly as Intl does, and other currencies through Intl', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [0, 1, 5, 99, 100, 1900, 99999, 100000, 123456789, -1, -250, -123456789]) {
      expect(formatMoney(cents, 'USD'), String(cents)).toBe(intl.format(cents / 100));
    }
    expect(formatMoney(12.5)).toBe('$0.13');
    expect(formatMoney(1900, 'eur')).toBe('€19.00');
  });

  it('accepts dates as text, {seconds} objects and objects with toDate()', () => {
    const iso = '2026-11-22T15:05:00.000Z';
    const expected = new Date(iso).getTime();
    expect(toDate(iso)?.getTime()).toBe(expected);
    expect(toDate({ seconds: expected / 1000 })?.getTime()).toBe(expected);
    expect(toDate({ toDate: () => new Date(iso) })?.getTime()).toBe(expected);
    expect(toDate('not a date')).toBeNull();
    expect(toDate(null)).toBeNull();
  });

  it('formats short month, day, year, and 12-hour time for date-times', () => {
    const d = new Date(2026, 10, 22, 15, 5);
    expect(formatDate(d)).toBe('Nov 22, 2026');
    expect(formatDateTime(d)).toBe('Nov 22, 2026, 3:05 PM');
    expect(formatDate(undefined)).toBe('');
  });

  it('strips tags and trims', () => {
    expect(stripTags('  <p>Hello <strong>world</strong></p>\n')).toBe('Hello world');
  });
});
