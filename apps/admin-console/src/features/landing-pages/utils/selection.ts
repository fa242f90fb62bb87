/**
 * Product §4 landing page selection: individual ids, or 'all matching the current filters' holding the
 * match count. Ticking a row while in all-matching mode clears the selection.
 */
export type Selection = { mode: 'ids'; ids: ReadonlySet<string> } | { mode: 'all-matching'; count: number };

export const NO_SELECTION: Selection = { mode: 'ids', ids: new Set() };

export function toggleRow(selection: Selection, id: string): Selection {
  if (selection.mode === 'all-matching') return NO_SELECTION;
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { mode: 'ids', ids };
}

/** The header checkbox: selects the rows of the page, or unselects them when all already are. */
export function togglePageRows(selection: Selection, pageIds: readonly string[]): Selection {
  if (selection.mode === 'all-matching') return NO_SELECTION;
  const ids = new Set(selection.ids);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => ids.has(id));
  for (const id of pageIds) {
    if (allSelected) ids.delete(id);
    else ids.add(id);
  }
  return { mode: 'ids', ids };
}

export function isSelected(selection: Selection, id: string): boolean {
  return selection.mode === 'all-matching' || selection.ids.has(id);
}

export function selectionSize(selection: Selection): number {
  return selection.mode === 'all-matching' ? selection.count : selection.ids.size;
}
