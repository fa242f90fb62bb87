import { useEffect } from 'react';

/**
 * Keeps a server-paged list on a page that exists: an action (a deletion, an approval that moves a lead
 * out of the filter) can empty the last page, so once `totalPages` is known and `page` is past it, step
 * back to the last one (page 1 for an empty list). `totalPages` undefined while loading.
 */
export function usePageInRange(page: number, totalPages: number | undefined, setPage: (page: number) => void): void {
  const lastPage = totalPages === undefined ? undefined : Math.max(1, totalPages);
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
}
