/** Analytics days are Europe/Rome calendar days, written YYYY-MM-DD. */
export const ANALYTICS_TIME_ZONE = 'Europe/Rome';

const romeDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: ANALYTICS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Europe/Rome day of an instant: 2025-03-30T22:30Z → '2025-03-31'. */
export function romeDay(at: Date): string {
  return romeDate.format(at);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A real calendar day as UTC midnight, or undefined ('2025-02-30' is not one). */
export function parseDay(day: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? undefined : date;
}

export function addDays(day: string, days: number): string {
  const date = parseDay(day);
  if (date === undefined) throw new Error(`not a day: ${day}`);
  return new Date(date.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `start` to `end`, both included. */
export function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Days from `start` to `end`, both included (1 for a single day). */
export function dayCount(start: string, end: string): number {
  const from = parseDay(start);
  const to = parseDay(end);
  if (from === undefined || to === undefined) throw new Error(`not days: ${start}, ${end}`);
  return Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
}
