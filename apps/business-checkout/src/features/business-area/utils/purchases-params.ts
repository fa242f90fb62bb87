/** The longest search the API takes (`BusinessPurchasesQuerySchema`). */
export const SEARCH_MAX_LENGTH = 200;

/** `?page=3` → 3; anything but a whole number from 1 up → 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** `?q=` as the API may take it: trimmed, and cut to its limit (a hand-edited URL must not make the list fail). */
export function parseSearch(value: string | null): string {
  return (value ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
}

/** The URL's search params with a new search (back to page 1) or page; an empty search and page 1 are left out. */
export function withSearch(params: URLSearchParams, q: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (q === '') next.delete('q');
  else next.set('q', q);
  next.delete('page');
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}
