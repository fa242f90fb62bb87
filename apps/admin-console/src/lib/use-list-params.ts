import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const PAGE_PARAM = 'page';

/** `?page=3` → 3; anything but a whole number from 1 up → 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The value among `options`, else undefined (a hand-edited URL names no filter). */
export function parseOption<T extends string>(value: string | undefined, options: readonly T[]): T | undefined {
  return options.find((option) => option === value);
}

export interface ListParams<F extends string> {
  /** Each filter's raw value in the URL; the list validates it (`parseOption`). */
  filters: Readonly<Record<F, string | undefined>>;
  page: number;
  /** A new filter value (undefined or '' clears it) and back to page 1: a new history entry. */
  setFilter: (name: F, value: string | undefined) => void;
  /** Several filters at once (undefined or '' clears one), back to page 1: one history entry. */
  setFilters: (values: Partial<Record<F, string | undefined>>) => void;
  /** Another page: a new history entry, or `replace` for a correction (a page past the last). */
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

/**
 * A list's filters and page kept in the search params of its section's route (`/admin/leads?status=…`): a reload or a
 * shared link shows the same list, and back/forward walk through the filters and pages the admin chose.
 * Page 1 and empty filters are left out of the URL.
 */
export function useListParams<F extends string>(filterNames: readonly F[]): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? undefined])) as Record<F, string | undefined>;

  const setFilter = useCallback(
    (name: F, value: string | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete(PAGE_PARAM);
        return next;
      }),
    [setParams],
  );

  const setFilters = useCallback(
    (values: Partial<Record<F, string | undefined>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(values) as [F, string | undefined][]) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete(PAGE_PARAM);
        return next;
      }),
    [setParams],
  );

  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (page > 1) next.set(PAGE_PARAM, String(page));
          else next.delete(PAGE_PARAM);
          return next;
        },
        { replace: options?.replace ?? false },
      ),
    [setParams],
  );

  return { filters, page: parsePage(params.get(PAGE_PARAM)), setFilter, setFilters, setPage };
}

/**
 * One search param that is not a list filter, such as the id of an open drawer (`lead=<id>`): setting or
 * clearing it is a history entry (back closes the drawer) and keeps the page and the filters.
 */
export function useUrlParam(name: string): [value: string | undefined, set: (value: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      }),
    [name, setParams],
  );
  return [params.get(name) ?? undefined, set];
}
