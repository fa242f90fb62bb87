import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayCount,
  daysOf,
  formatRomeDate,
  formatRomeDateTime,
  parseDay,
  romeDay,
  romeDaysBetween,
  romeHour,
  romeMidnight,
  romeYear,
  startOfRomeDay,
  startOfRomeWeek,
} from './rome-time.ts';

const at = (iso: string) => new Date(iso);

describe('Rome time', () => {
  it("gives Rome's calendar day, year and hour, not UTC's", () => {
    expect(romeDay(at('2025-03-30T22:30:00Z'))).toBe('2025-03-31'); // summer: UTC+2
    expect(romeDay(at('2025-01-15T22:59:59Z'))).toBe('2025-01-15'); // winter: UTC+1
    expect(romeDay(at('2025-01-15T23:00:00Z'))).toBe('2025-01-16');
    expect(romeYear(at('2025-12-31T23:30:00Z'))).toBe(2026);
    expect(romeYear(at('2025-12-31T22:59:00Z'))).toBe(2025);
    expect(romeHour(at('2025-07-01T00:00:00Z'))).toBe(2);
    expect(romeHour(at('2025-01-01T23:00:00Z'))).toBe(0);
  });

  it('writes dates and times as Italians do, on Rome clocks', () => {
    expect(formatRomeDate(at('2025-03-04T10:00:00Z'))).toBe('04/03/2025');
    expect(formatRomeDateTime(at('2025-03-04T08:05:00Z'))).toBe('04/03/2025 09:05');
    expect(formatRomeDateTime(at('2025-08-04T22:05:00Z'))).toBe('05/08/2025 00:05');
  });

  it('follows the clocks across both daylight-saving changes', () => {
    // 30 March 2025: 02:00 becomes 03:00 (01:00Z).
    expect(formatRomeDateTime(at('2025-03-30T00:59:00Z'))).toBe('30/03/2025 01:59');
    expect(formatRomeDateTime(at('2025-03-30T01:00:00Z'))).toBe('30/03/2025 03:00');
    // 26 October 2025: 03:00 becomes 02:00 again (01:00Z); 02:30 happens twice.
    expect(formatRomeDateTime(at('2025-10-26T00:30:00Z'))).toBe('26/10/2025 02:30');
    expect(formatRomeDateTime(at('2025-10-26T01:30:00Z'))).toBe('26/10/2025 02:30');
  });

  it('finds the instant a Rome day begins, including the days the clocks change and the days after', () => {
    expect(romeMidnight('2025-01-15').toISOString()).toBe('2025-01-14T23:00:00.000Z');
    expect(romeMidnight('2025-07-15').toISOString()).toBe('2025-07-14T22:00:00.000Z');
    expect(romeMidnight('2025-03-30').toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(romeMidnight('2025-03-31').toISOString()).toBe('2025-03-30T22:00:00.000Z');
    expect(romeMidnight('2025-10-26').toISOString()).toBe('2025-10-25T22:00:00.000Z');
    expect(romeMidnight('2025-10-27').toISOString()).toBe('2025-10-26T23:00:00.000Z');
    // The 25-hour and the 23-hour days.
    expect(romeMidnight('2025-10-27').getTime() - romeMidnight('2025-10-26').getTime()).toBe(25 * 3_600_000);
    expect(romeMidnight('2025-03-31').getTime() - romeMidnight('2025-03-30').getTime()).toBe(23 * 3_600_000);
    expect(() => romeMidnight('2025-02-30')).toThrow(RangeError);
  });

  it('starts the day and the week (Monday) in Rome', () => {
    expect(startOfRomeDay(at('2025-03-30T21:59:00Z')).toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(startOfRomeDay(at('2025-03-30T22:00:00Z')).toISOString()).toBe('2025-03-30T22:00:00.000Z');
    // Sunday 30 March 2025, the day summer time starts: the week began on Monday 24 March, in winter time.
    expect(startOfRomeWeek(at('2025-03-30T12:00:00Z')).toISOString()).toBe('2025-03-23T23:00:00.000Z');
    // Sunday 22:30Z is already Monday 31 March in Rome: a new week, in summer time.
    expect(startOfRomeWeek(at('2025-03-30T22:30:00Z')).toISOString()).toBe('2025-03-30T22:00:00.000Z');
    // A Monday starts its own week.
    expect(startOfRomeWeek(at('2025-10-27T00:30:00Z')).toISOString()).toBe('2025-10-26T23:00:00.000Z');
  });

  it('counts calendar days by Rome, whatever the hours between', () => {
    expect(romeDaysBetween(at('2025-03-29T22:59:00Z'), at('2025-03-29T23:01:00Z'))).toBe(1); // 23:59 → 00:01
    expect(romeDaysBetween(at('2025-10-25T21:00:00Z'), at('2025-10-27T22:00:00Z'))).toBe(2);
    expect(romeDaysBetween(at('2025-03-01T10:00:00Z'), at('2025-03-01T20:00:00Z'))).toBe(0);
  });

  it('does arithmetic on day keys and refuses days that do not exist', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-10-26', 1)).toBe('2025-10-27');
    expect(daysOf('2025-12-30', '2026-01-02')).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
    expect(dayCount('2025-03-30', '2025-03-30')).toBe(1);
    expect(dayCount('2025-01-01', '2025-12-31')).toBe(365);
    expect(parseDay('2025-02-30')).toBeUndefined();
    expect(parseDay('2025-2-3')).toBeUndefined();
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
  });
});
