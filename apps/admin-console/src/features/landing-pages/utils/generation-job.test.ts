import type { GenerationJob } from '@trovapro/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GenerationJobFailedError, waitForGenerationJob } from './generation-job.ts';

afterEach(() => {
  vi.useRealTimers();
});

const JOB: GenerationJob = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  status: 'queued',
  keyword: 'Idraulico',
  province: 'Ancona',
  total: 5,
  done: 0,
  generated: null,
};

/** A fetchJob answering these states (or throwing these errors) in turn. */
function answers(...states: (Partial<GenerationJob> | Error)[]) {
  return vi.fn(async () => {
    const next = states.shift();
    if (next instanceof Error) throw next;
    return { ...JOB, ...next };
  });
}

describe('waiting for a generation job', () => {
  it('polls every second, reports each state, and resolves to the done job', async () => {
    vi.useFakeTimers();
    const fetchJob = answers({ status: 'running', done: 2 }, { status: 'done', done: 5, generated: 5 });
    const progress: string[] = [];
    const waiting = waitForGenerationJob(JOB, {
      fetchJob,
      onProgress: (job) => progress.push(`${job.status} ${job.done}`),
    });
    expect(progress).toEqual(['queued 0']);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchJob).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchJob).toHaveBeenCalledTimes(1);
    expect(progress).toEqual(['queued 0', 'running 2']);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(waiting).resolves.toMatchObject({ status: 'done', generated: 5 });
    expect(progress).toEqual(['queued 0', 'running 2', 'done 5']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with the failed job', async () => {
    const fetchJob = answers({ status: 'failed', done: 1 });
    const waiting = waitForGenerationJob(JOB, { fetchJob, onProgress: () => {}, intervalMs: 1 });
    await expect(waiting).rejects.toBeInstanceOf(GenerationJobFailedError);
  });

  it('retries a failed request up to 3 times in a row, and gives up at the fourth failure', async () => {
    const offline = new Error('offline');
    const options = { onProgress: () => {}, intervalMs: 1 };
    // Three failures, a success (which resets the count), three more: still fine.
    const recovering = answers(offline, offline, offline, { status: 'running' }, offline, offline, offline, { status: 'done', generated: 5 });
    await expect(waitForGenerationJob(JOB, { ...options, fetchJob: recovering })).resolves.toMatchObject({ generated: 5 });
    const down = answers(offline, offline, offline, offline, { status: 'done', generated: 5 });
    await expect(waitForGenerationJob(JOB, { ...options, fetchJob: down })).rejects.toBe(offline);
    expect(down).toHaveBeenCalledTimes(4);
  });
});
