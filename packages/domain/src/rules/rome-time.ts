/**
 * Europe/Rome time, the one clock of the business: receipts' years, "today" on the dashboard and in analytics,
 * dates in CSVs and emails. Every conversion between an instant and Rome's calendar goes through here, so
 * the server's or the browser's time zone never matters. Day keys are `YYYY-MM-DD` strings.
 */
export const ROME_TIME_ZONE = 'Europe/Rome';

const DAY_MS = 24 * 60 * 60 * 1000;

// 'en-CA' with h23 gives plain numeric parts; built once, since a formatter costs far more than a format call.
const romeClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: ROME_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** What a wall clock in Rome shows at an instant; zero-padded. */
export interface RomeWallClock {
  readonly year: string;
  readonly month: string;
  readonly day: string;
  readonly hour: string;
  readonly minute: string;
  readonly second: string;
}

export function romeWallClock(at: Date): RomeWallClock {
  const part = Object.fromEntries(romeClock.formatToParts(at).map(({ type, value }) => [type, value]));
  return { year: part.year, month: part.month, day: part.day, hour: part.hour, minute: part.minute, second: part.second } as RomeWallClock;
}

/** The Rome day of an instant: 2025-03-30T22:30Z → '2025-03-31'. */
export function romeDay(at: Date): string {
  const { year, month, day } = romeWallClock(at);
  return `${year}-${month}-${day}`;
}

/** The year in Rome (a receipt issued at 23:30 UTC on 31 December belongs to the next year). */
export function romeYear(at: Date): number {
  return Number(romeWallClock(at).year);
}

/** The hour (0–23) on Rome's clocks. */
export function romeHour(at: Date): number {
  return Number(romeWallClock(at).hour);
}

/** «dd/MM/yyyy» in Rome, as Italians write a date. */
export function formatRomeDate(at: Date): string {
  const { year, month, day } = romeWallClock(at);
  return `${day}/${month}/${year}`;
}

/** «dd/MM/yyyy HH:mm» in Rome. */
export function formatRomeDateTime(at: Date): string {
  const { hour, minute } = romeWallClock(at);
  return `${formatRomeDate(at)} ${hour}:${minute}`;
}

/** A real calendar day as UTC midnight, or undefined ('2025-02-30' is not one). */
export function parseDay(day: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? undefined : date;
}

function dayAsUtcMidnight(day: string): Date {
  const date = parseDay(day);
  if (date === undefined) throw new RangeError(`not a day: ${day}`);
  return date;
}

/** The day `days` calendar days after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return new Date(dayAsUtcMidnight(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `start` to `end`, both included. */
export function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Days from `start` to `end`, both included (1 for a single day). */
export function dayCount(start: string, end: string): number {
  return Math.round((dayAsUtcMidnight(end).getTime() - dayAsUtcMidnight(start).getTime()) / DAY_MS) + 1;
}

/** Whole calendar days between two instants, counted on Rome's calendar (23:59 → 00:01 is one day). */
export function romeDaysBetween(from: Date, to: Date): number {
  return dayCount(romeDay(from), romeDay(to)) - 1;
}

/** How far Rome's clocks are ahead of UTC at an instant, in ms (1 h in winter, 2 h in summer). */
function romeOffsetMs(at: Date): number {
  const { year, month, day, hour, minute, second } = romeWallClock(at);
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant a Rome day begins. Rome changes its clocks at 02:00/03:00, never at midnight, so midnight
 * always exists once; the offset is read at the guess and read again at the result, which settles it on
 * the days the clocks change.
 */
export function romeMidnight(day: string): Date {
  const wallMidnight = dayAsUtcMidnight(day).getTime();
  const guess = new Date(wallMidnight - romeOffsetMs(new Date(wallMidnight)));
  return new Date(wallMidnight - romeOffsetMs(guess));
}

/** The instant Rome's day of `at` began. */
export function startOfRomeDay(at: Date): Date {
  return romeMidnight(romeDay(at));
}

/** The instant Rome's week of `at` began: Monday, 00:00 in Rome. */
export function startOfRomeWeek(at: Date): Date {
  const day = romeDay(at);
  const sinceMonday = (dayAsUtcMidnight(day).getUTCDay() + 6) % 7;
  return romeMidnight(addDays(day, -sinceMonday));
}
