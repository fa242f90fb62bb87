import type { DateRange } from '@trovapro/ui';

/** Product §9: the analytics tab opens on the last 7 days, today included. */
export const DEFAULT_RANGE_DAYS = 7;

const ROME_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });

/**
 * The calendar day in Rome, YYYY-MM-DD: the API counts Europe/Rome days, so "today" is Rome's whatever
 * the clock of the admin's browser says (at 23:30 UTC it is already tomorrow in Rome).
 */
export function romeDay(date: Date): string {
  return ROME_DAY.format(date);
}

export function lastDays(days: number, now: Date = new Date()): DateRange {
  const endDate = romeDay(now);
  const [year = 0, month = 1, day = 1] = endDate.split('-').map(Number);
  const start = new Date(Date.UTC(year, month - 1, day - (days - 1)));
  return { startDate: start.toISOString().slice(0, 10), endDate };
}
