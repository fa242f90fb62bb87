import { describe, expect, it } from 'vitest';
import { lastDays, romeDay } from './default-range.ts';

describe('lastDays', () => {
  it('ends today and spans 7 days, across a month end', () => {
    expect(lastDays(7, new Date('2025-03-03T15:00:00Z'))).toEqual({ startDate: '2025-02-25', endDate: '2025-03-03' });
    expect(lastDays(1, new Date('2025-01-01T09:00:00Z'))).toEqual({ startDate: '2025-01-01', endDate: '2025-01-01' });
  });

  it("counts Rome's days, whatever the browser's clock: at 23:30 UTC it is already tomorrow", () => {
    expect(romeDay(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(lastDays(7, new Date('2026-11-23T23:30:00Z'))).toEqual({ startDate: '2026-11-18', endDate: '2026-11-24' });
    // Summer time: 22:30 UTC is 00:30 in Rome.
    expect(romeDay(new Date('2026-07-31T22:30:00Z'))).toBe('2026-08-01');
  });
});
