import type { GenerationJob } from '@trovapro/domain';

/** How often the generator asks for the progress of a province's generation job. */
export const GENERATION_POLL_INTERVAL_MS = 1000;
/** A poll request that fails is retried at the next tick, up to this many times in a row; one more failure ends the wait. */
export const GENERATION_POLL_RETRIES = 3;

/** The job ended `failed` on the server. */
export class GenerationJobFailedError extends Error {
  readonly job: GenerationJob;
  constructor(job: GenerationJob) {
    super(`Generation job ${job.id} (${job.province}) failed`);
    this.name = 'GenerationJobFailedError';
    this.job = job;
  }
}

export interface WaitForGenerationJobOptions {
  /** Fetches the job's current state (GET /api/admin/landing-generation-jobs/:id). */
  fetchJob: (id: string, signal?: AbortSignal) => Promise<GenerationJob>;
  /** Sees the job as first answered, then after each successful poll. */
  onProgress: (job: GenerationJob) => void;
  /** Aborting it stops the wait at once: the pending timer is cleared and the wait rejects with the signal's reason. */
  signal?: AbortSignal;
  intervalMs?: number;
}

/**
 * Polls `job` every `intervalMs` until it is `done`, and resolves to the done job. Rejects with a
 * `GenerationJobFailedError` when the job fails, with the request's error when it fails more than
 * `GENERATION_POLL_RETRIES` times in a row, or with the signal's reason when aborted.
 */
export async function waitForGenerationJob(job: GenerationJob, options: WaitForGenerationJobOptions): Promise<GenerationJob> {
  const { fetchJob, onProgress, signal = new AbortController().signal, intervalMs = GENERATION_POLL_INTERVAL_MS } = options;
  let current = job;
  let failuresInARow = 0;
  onProgress(current);
  while (current.status !== 'done') {
    if (current.status === 'failed') throw new GenerationJobFailedError(current);
    await abortableDelay(intervalMs, signal);
    try {
      current = await fetchJob(current.id, signal);
    } catch (error) {
      signal.throwIfAborted();
      failuresInARow += 1;
      if (failuresInARow > GENERATION_POLL_RETRIES) throw error;
      continue;
    }
    failuresInARow = 0;
    onProgress(current);
  }
  return current;
}

/** Resolves after `ms`; rejects with the signal's reason (and clears its timer) as soon as `signal` aborts. */
function abortableDelay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
