import type { ApiClient } from '@trovapro/api-client';
import { routes, type LandingPageFilters } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { runInBatches, simulateProgress } from '../utils/bulk-progress.ts';
import { LANDING_LIST } from './use-landing-page-mutations.ts';

export type BulkAction = 'publish' | 'hide' | 'delete';

export interface BulkRequest {
  action: BulkAction;
  /** The ticked rows (sent ≤ 100 a call), or every page matching the filters (one call). */
  target: { ids: readonly string[] } | { filters: LandingPageFilters };
  onProgress: (percent: number) => void;
}

/** How a bulk run ended; `error` is the last failure when nothing succeeded (its message is the toast's). */
export interface BulkOutcome {
  succeeded: number;
  failed: number;
  error: unknown;
}

/**
 * One bulk run as one mutation (product §4): by ids, POST …/bulk or …/bulk/delete in batches with progress; by
 * filters, …/publish-by-filters or …/delete-by-filters with a simulated progress. The list is refreshed once, at
 * the end. A by-filters call that fails rejects; failed batches are counted in the outcome instead.
 */
export function useBulkLandingPages() {
  return useApiMutation('landing-pages/bulk', runBulk, { ...LANDING_LIST, alsoAfterRefusal: true });
}

async function runBulk(client: ApiClient, { action, target, onProgress }: BulkRequest): Promise<BulkOutcome> {
  const isPublished = action === 'publish';
  if ('ids' in target) {
    return runInBatches(
      target.ids,
      (ids) =>
        action === 'delete'
          ? client.call(routes.adminBulkDeleteLandingPages, { body: { ids } })
          : client.call(routes.adminBulkUpdateLandingPages, { body: { ids, updates: { isPublished } } }),
      onProgress,
    );
  }
  const stop = simulateProgress(onProgress);
  try {
    const result =
      action === 'delete'
        ? await client.call(routes.adminDeleteLandingPagesByFilters, { body: target.filters })
        : await client.call(routes.adminPublishLandingPagesByFilters, { body: { ...target.filters, isPublished } });
    return { succeeded: result.successCount, failed: result.failureCount, error: undefined };
  } finally {
    stop();
  }
}
