import { describe, expect, it } from 'vitest';
import { lastDays } from './default-range.ts';

describe('lastDays', () => {
  it('ends today and spans 7 days, across a month end', () => {
    expect(lastDays(7, new Date(2025, 2, 3, 15, 0))).toEqual({ startDate: '2025-02-25', endDate: '2025-03-03' });
    expect(lastDays(1, new Date(2025, 0, 1))).toEqual({ startDate: '2025-01-01', endDate: '2025-01-01' });
  });
});
