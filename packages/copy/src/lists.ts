/** Strings of the shared list pieces (pager, loading skeleton, load error). */
export const lists = {
  pagerLabel: 'Paginazione',
  previousPage: 'Pagina precedente',
  nextPage: 'Pagina successiva',
  page: (n: number) => `Pagina ${n}`,
  loading: 'Caricamento in corso',
} as const;
