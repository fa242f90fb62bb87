import type { LeadSort } from '@trovapro/domain';

/** The table's sortable columns: the date (newest ↔ oldest) and the price (highest first). */
export type SortColumn = 'date' | 'price';

/**
 * The order after a click on a column's header: the date flips newest ↔ oldest (from the price order, newest);
 * the price turns its order on, and off again (back to newest).
 */
export function nextSort(column: SortColumn, current: LeadSort): LeadSort {
  if (column === 'date') return current === 'newest' ? 'oldest' : 'newest';
  return current === 'price' ? 'newest' : 'price';
}

/** The header's `aria-sort`: which column orders the list, and which way. */
export function ariaSort(column: SortColumn, current: LeadSort): 'ascending' | 'descending' | undefined {
  if (column === 'date') return current === 'newest' ? 'descending' : current === 'oldest' ? 'ascending' : undefined;
  return current === 'price' ? 'descending' : undefined;
}
