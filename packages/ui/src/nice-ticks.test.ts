import { describe, expect, it } from 'vitest';
import { niceTicks } from './nice-ticks.ts';

describe('niceTicks', () => {
  it('covers the largest value from zero in round steps', () => {
    expect(niceTicks(87, 4)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(100, 4)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(1250, 4)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(7, 4)).toEqual([0, 2, 4, 6, 8]);
  });

  it('keeps small decimal steps exact', () => {
    expect(niceTicks(0.3, 4)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('draws an axis even when every value is zero', () => {
    expect(niceTicks(0, 4)).toEqual([0, 1]);
  });
});
