import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from './load-error.tsx';
import { Pager } from './pager.tsx';
import { TableSkeleton } from './table-skeleton.tsx';

/** What a list answers for one page: its rows (under a name of its own), the total and the page count. */
export interface ListPage {
  total: number;
  totalPages: number;
}

export interface PagedListTexts {
  loadError: string;
  empty: string;
  /** e.g. '120 lead in totale'. */
  total: (count: number) => string;
}

export interface PagedListProps<Data extends ListPage, Row> {
  /** The loaded page; undefined while the first load runs or after it failed. */
  data: Data | undefined;
  error: unknown;
  isLoading: boolean;
  onRetry: () => void;
  /** The rows of the loaded page, e.g. `(data) => data.leads`. */
  rowsOf: (data: Data) => Row[];
  /** A list's copy: its load error, empty text and total label. */
  texts: PagedListTexts;
  page: number;
  onPageChange: (page: number) => void;
  /** Shown above the rows unless the first load failed: what comes with the list (summary cards, filters). */
  header?: ReactNode;
  /** The table of the page's rows. */
  children: (rows: Row[]) => ReactNode;
}

/**
 * A server-paged admin list in its four states: the load error with a retry (only when nothing was loaded
 * yet), a table skeleton while loading, the empty text, or the rows and the pager.
 */
export function PagedList<Data extends ListPage, Row>(props: PagedListProps<Data, Row>) {
  const { data, error, isLoading, onRetry, rowsOf, texts, page, onPageChange, header, children } = props;
  if (error && !data) return <LoadError message={texts.loadError} onRetry={onRetry} />;
  const rows = data && !isLoading ? rowsOf(data) : undefined;
  return (
    <>
      {header}
      {!data || !rows ? (
        <TableSkeleton />
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {texts.empty}
        </Text>
      ) : (
        <>
          {children(rows)}
          <Pager page={page} totalPages={data.totalPages} onChange={onPageChange} totalLabel={texts.total(data.total)} />
        </>
      )}
    </>
  );
}
