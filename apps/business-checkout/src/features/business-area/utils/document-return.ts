/** Router state a document link carries: the list's search (`?q=&page=`) to go back to. */
export interface DocumentReturn {
  listSearch: string;
}

/** The purchases' address to go back to from a document, as the list was when the document was opened. */
export function purchasesReturnSearch(state: unknown): string {
  const search = typeof state === 'object' && state !== null ? (state as { listSearch?: unknown }).listSearch : undefined;
  return typeof search === 'string' && (search === '' || search.startsWith('?')) ? search : '';
}
