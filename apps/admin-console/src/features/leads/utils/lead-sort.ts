import type { LeadSort } from '@trovapro/domain';

/** The table's sortable columns: the date (newest ↔ oldest) and the price (highest ↔ lowest). */
export type SortColumn = 'date' | 'price';

/**
 * The order after a click on a column's header: each column flips its own two orders — the date newest ↔ oldest,
 * the price highest ↔ lowest — and a click on the other column starts it from newest, or highest.
 */
export function nextSort(column: SortColumn, current: LeadSort): LeadSort {
  if (column === 'date') return current === 'newest' ? 'oldest' : 'newest';
  return current === 'price_desc' ? 'price_asc' : 'price_desc';
}

/** The header's `aria-sort`: which column orders the list, and which way. */
export function ariaSort(column: SortColumn, current: LeadSort): 'ascending' | 'descending' | undefined {
  const [descending, ascending]: [LeadSort, LeadSort] = column === 'date' ? ['newest', 'oldest'] : ['price_desc', 'price_asc'];
  return current === descending ? 'descending' : current === ascending ? 'ascending' : undefined;
}

/** What a click on the column's header does, for its tooltip. */
export function sortHint(
  column: SortColumn,
  current: LeadSort,
  hints: Record<'newest' | 'oldest' | 'priceDesc' | 'priceAsc' | 'byDate' | 'byPrice', string>,
): string {
  if (column === 'date') return current === 'newest' ? hints.newest : current === 'oldest' ? hints.oldest : hints.byDate;
  return current === 'price_desc' ? hints.priceDesc : current === 'price_asc' ? hints.priceAsc : hints.byPrice;
}
