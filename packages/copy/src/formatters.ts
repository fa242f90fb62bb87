/**
 * it-IT formatting used by every app: dates dd/MM/yyyy, prices in euro. Thousands are grouped from four digits
 * («1.250,00 €»): the locale's own rule groups only from five («1250,00 €»), which is not how amounts are written.
 */
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
const number = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });

/** `"15.00"` (the API's decimal string) or a number → `"15,00 €"`. */
export function formatEuro(value: string | number): string {
  return euro.format(typeof value === 'string' ? Number(value) : value);
}

export function formatNumber(value: number, fractionDigits?: number): string {
  if (fractionDigits === undefined) return number.format(value);
  return value.toLocaleString('it-IT', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: 'always',
  });
}

// Dates through Intl rather than a date library: these formatters are on every app's first screen (issue 30).
const shortDate = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' });
const clock = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const longDate = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric' });

/** A calendar day (`"2025-11-21"`) is that day in local time, as any other value is read; never the day before. */
function toDate(value: string | number | Date): Date {
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/** Formats a valid date; an invalid one reads «Invalid Date», as it did with the date library before. */
function format(value: string | number | Date, write: (date: Date) => string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : write(date);
}

/** → `"21/11/2025"` */
export function formatDate(value: string | number | Date): string {
  return format(value, (date) => shortDate.format(date));
}

/** → `"21/11/2025 14:05"` */
export function formatDateTime(value: string | number | Date): string {
  return format(value, (date) => `${shortDate.format(date)} ${clock.format(date)}`);
}

/** → `"21 novembre 2025"` */
export function formatLongDate(value: string | number | Date): string {
  return format(value, (date) => longDate.format(date));
}
