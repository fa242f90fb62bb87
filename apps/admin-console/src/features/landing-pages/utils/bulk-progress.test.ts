import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInBatches, simulateProgress } from './bulk-progress.ts';
import { NO_SELECTION, selectionSize, togglePageRows, toggleRow } from './selection.ts';

afterEach(() => {
  vi.useRealTimers();
});

const ids = (count: number) => Array.from({ length: count }, (_, index) => `id-${index}`);

describe('bulk by ids', () => {
  it('sends batches of at most 100 and reports progress after each', async () => {
    const batches: number[] = [];
    const progress: number[] = [];
    const outcome = await runInBatches(
      ids(250),
      async (batch) => void batches.push(batch.length),
      (percent) => progress.push(percent),
    );
    expect(batches).toEqual([100, 100, 50]);
    expect(progress).toEqual([40, 80, 100]);
    expect(outcome).toEqual({ succeeded: 250, failed: 0, error: undefined });
  });

  it('counts a failed batch as failures and goes on', async () => {
    let call = 0;
    const failure = new Error('500');
    const outcome = await runInBatches(
      ids(210),
      async () => {
        call += 1;
        if (call === 2) throw failure;
      },
      () => {},
    );
    expect(outcome).toEqual({ succeeded: 110, failed: 100, error: failure });
  });
});

describe('bulk by filters', () => {
  it('rises 5% every 500 ms and stops at 90% until the server answers', () => {
    vi.useFakeTimers();
    const progress: number[] = [];
    const stop = simulateProgress((percent) => progress.push(percent));
    vi.advanceTimersByTime(1500);
    expect(progress).toEqual([0, 5, 10, 15]);
    vi.advanceTimersByTime(60_000);
    expect(progress.at(-1)).toBe(90);
    expect(Math.max(...progress)).toBe(90);
    stop();
  });
});

describe('selection', () => {
  it('clears the all-matching selection when a row is ticked', () => {
    expect(toggleRow({ mode: 'all-matching', count: 300 }, 'a')).toEqual(NO_SELECTION);
    const two = toggleRow(toggleRow(NO_SELECTION, 'a'), 'b');
    expect(selectionSize(two)).toBe(2);
    expect(selectionSize(toggleRow(two, 'a'))).toBe(1);
    expect(selectionSize(togglePageRows(two, ['a', 'b', 'c']))).toBe(3);
    expect(selectionSize(togglePageRows(togglePageRows(two, ['a', 'b', 'c']), ['a', 'b', 'c']))).toBe(0);
  });
});
