import { describe, expect, it } from 'vitest';
import { retryAfterMinutes } from './retry-after.ts';

const NOW = Date.parse('2026-03-05T10:00:00Z');

describe('retryAfterMinutes', () => {
  it('reads seconds as minutes, rounded up, at least one', () => {
    expect(retryAfterMinutes('540', NOW)).toBe(9);
    expect(retryAfterMinutes('541', NOW)).toBe(10);
    expect(retryAfterMinutes('5', NOW)).toBe(1);
    expect(retryAfterMinutes('0', NOW)).toBe(1);
  });

  it('reads an HTTP date', () => {
    expect(retryAfterMinutes('Thu, 05 Mar 2026 10:15:00 GMT', NOW)).toBe(15);
  });

  it('says nothing for a missing or unreadable header', () => {
    expect(retryAfterMinutes(null, NOW)).toBeNull();
    expect(retryAfterMinutes('', NOW)).toBeNull();
    expect(retryAfterMinutes('presto', NOW)).toBeNull();
  });
});
