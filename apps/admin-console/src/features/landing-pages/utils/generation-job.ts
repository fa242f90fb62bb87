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
  fetchJob: (id: string) => Promise<GenerationJob>;
  /** Sees the job as first answered, then after each successful poll. */
  onProgress: (job: GenerationJob) => void;
  intervalMs?: number;
}

/**
 * Polls `job` every `intervalMs` until it is `done`, and resolves to the done job. Rejects with a
 * `GenerationJobFailedError` when the job fails, with the request's error when it fails more than
 * `GENERATION_POLL_RETRIES` times in a row. It is not cancelled when the tab is left: the run goes on and its toast
 * tells how it ended.
 */
export async function waitForGenerationJob(job: GenerationJob, options: WaitForGenerationJobOptions): Promise<GenerationJob> {
  const { fetchJob, onProgress, intervalMs = GENERATION_POLL_INTERVAL_MS } = options;
  let current = job;
  let failuresInARow = 0;
  onProgress(current);
  while (current.status !== 'done') {
    if (current.status === 'failed') throw new GenerationJobFailedError(current);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    try {
      current = await fetchJob(current.id);
    } catch (error) {
      failuresInARow += 1;
      if (failuresInARow > GENERATION_POLL_RETRIES) throw error;
      continue;
    }
    failuresInARow = 0;
    onProgress(current);
  }
  return current;
}
