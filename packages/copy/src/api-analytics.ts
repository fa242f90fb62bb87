/** The API's analytics feature: the source label of direct visits and its Italian error messages. */
export const apiAnalytics = {
  /** Traffic source of a visit with neither utm source nor an external referrer. */
  directSource: 'Diretto',
  /** Browser of a user agent ua-parser-js does not recognise. */
  unknownBrowser: 'Altro',
  invalidDate: 'La data «{field}» non è valida: usa il formato AAAA-MM-GG',
  endBeforeStart: 'La data di fine deve essere uguale o successiva alla data di inizio',
  rangeTooLong: 'Il periodo selezionato non può superare 366 giorni',
  pathTooLong: 'Il percorso della pagina non può superare 500 caratteri',
  tooManyPageViews: 'Troppe visualizzazioni in poco tempo. Riprova tra qualche istante.',
} as const;
