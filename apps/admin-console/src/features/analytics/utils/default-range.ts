import type { DateRange } from '@trovapro/ui';

/** Spec §9: the analytics tab opens on the last 7 days, today included. */
export const DEFAULT_RANGE_DAYS = 7;

/** The browser's calendar day, YYYY-MM-DD. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function lastDays(days: number, today: Date = new Date()): DateRange {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { startDate: localDay(start), endDate: localDay(today) };
}
