import { describe, expect, it } from 'vitest';
import { guaranteeDaysLeft } from './guarantee.ts';

describe('guaranteeDaysLeft', () => {
  const until = '2026-03-12T10:00:00.000Z';
  it('counts a day begun as one, and never below zero', () => {
    expect(guaranteeDaysLeft(until, new Date('2026-03-05T10:00:00.000Z'))).toBe(7);
    expect(guaranteeDaysLeft(until, new Date('2026-03-05T10:00:01.000Z'))).toBe(7);
    expect(guaranteeDaysLeft(until, new Date('2026-03-11T10:00:01.000Z'))).toBe(1);
    expect(guaranteeDaysLeft(until, new Date('2026-03-13T10:00:00.000Z'))).toBe(0);
  });
});
