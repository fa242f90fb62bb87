/** Product §4 Bulk progress and §9: ids in batches of 100, progress every 10 items, by-filters capped at 90%. */
export const ID_BATCH_SIZE = 100;
export const PROGRESS_EVERY_ITEMS = 10;
export const FILTER_PROGRESS_CAP = 90;
export const FILTER_PROGRESS_STEP = 5;
export const FILTER_PROGRESS_INTERVAL_MS = 500;
export const PROGRESS_HIDE_AFTER_MS = 1000;

export interface BatchOutcome {
  succeeded: number;
  failed: number;
  /** The last failure, for its message. */
  error: unknown;
}

/**
 * Sends `ids` to `call` 100 at a time, one batch after the other. A failed batch counts its ids as
 * failures and the next batches still run. Progress (0–100) is reported every 10 items done.
 */
export async function runInBatches(
  ids: readonly string[],
  call: (batch: string[]) => Promise<unknown>,
  onProgress: (percent: number) => void,
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { succeeded: 0, failed: 0, error: undefined };
  let done = 0;
  let reported = 0;
  for (let start = 0; start < ids.length; start += ID_BATCH_SIZE) {
    const batch = ids.slice(start, start + ID_BATCH_SIZE);
    try {
      await call(batch);
      outcome.succeeded += batch.length;
    } catch (error) {
      outcome.failed += batch.length;
      outcome.error = error;
    }
    done += batch.length;
    if (done - reported >= PROGRESS_EVERY_ITEMS || done === ids.length) {
      reported = done;
      onProgress(Math.round((done / ids.length) * 100));
    }
  }
  return outcome;
}

/**
 * While a by-filters call runs, the bar rises 5% every 500 ms up to 90%; the caller sets 100% when the
 * server answers. Returns the function that stops it.
 */
export function simulateProgress(onProgress: (percent: number) => void): () => void {
  let percent = 0;
  onProgress(percent);
  const timer = setInterval(() => {
    percent = Math.min(FILTER_PROGRESS_CAP, percent + FILTER_PROGRESS_STEP);
    onProgress(percent);
    if (percent >= FILTER_PROGRESS_CAP) clearInterval(timer);
  }, FILTER_PROGRESS_INTERVAL_MS);
  return () => clearInterval(timer);
}
