const otherCurrencies = new Map<string, Intl.NumberFormat>();

/**
 * Amounts arrive in minor units and are shown as en-US money ("$1,234.56"). US dollars, the only currency on
 * sale, are written out directly: the browser's first currency formatter costs tens of milliseconds of ICU
 * start-up on a phone, on the main thread of the home page. Anything else goes through Intl.
 */
export function formatMoney(amountInCents: number, currency = 'usd'): string {
  const code = currency.toUpperCase();
  if (code === 'USD' && Number.isSafeInteger(amountInCents)) {
    const cents = Math.abs(amountInCents);
    const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return `${amountInCents < 0 ? '-' : ''}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
  }
  let format = otherCurrencies.get(code);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    otherCurrencies.set(code, format);
  }
  return format.format(amountInCents / 100);
}

/** A date value as the backend or a document store may send it (specification section 3). */
export type DateInput = string | number | Date | { seconds: number } | { toDate(): Date } | null | undefined;

export function toDate(value: DateInput): Date | null {
  if (value == null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' || typeof value === 'number') {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  if ('toDate' in value && typeof value.toDate === 'function') return toDate(value.toDate());
  if ('seconds' in value && typeof value.seconds === 'number') return new Date(value.seconds * 1000);
  return null;
}

/** Short month, day, year: "Nov 22, 2026". */
export function formatDate(value: DateInput): string {
  const d = toDate(value);
  return d ? d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }) : '';
}

/** Short month, day, year with 12-hour time: "Nov 22, 2026, 3:05 PM". */
export function formatDateTime(value: DateInput): string {
  const d = toDate(value);
  return d
    ? d.toLocaleString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      })
    : '';
}

/** Removes HTML tags and trims (the specification's tag-stripping helper). */
export function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '').trim();
}
