import { useEffect } from 'react';
import type { ListParams } from './use-list-params.ts';

/**
 * Keeps a server-paged list on a page that exists: an action (a deletion, an approval that moves a lead
 * out of the filter) or an old link can point past the last page, so once `totalPages` is known and `page`
 * is past it, step back to the last one (page 1 for an empty list), replacing the URL's entry.
 * `totalPages` undefined while loading.
 */
export function usePageInRange(page: number, totalPages: number | undefined, setPage: ListParams<string>['setPage']): void {
  const lastPage = totalPages === undefined ? undefined : Math.max(1, totalPages);
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage, { replace: true });
  }, [page, lastPage, setPage]);
}
