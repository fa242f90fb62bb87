/** Messages the frontends' Node servers answer with (JSON `{ code, message }`, like the API). */
export const frontendServerCopy = {
  apiUnavailable: 'Servizio temporaneamente non disponibile. Riprova tra qualche momento.',
  notFound: 'Risorsa non trovata.',
  badRequest: 'Richiesta non valida.',
  /** A body larger than the API accepts, refused before it is proxied (413). */
  payloadTooLarge: 'La richiesta è troppo grande.',
  internalError: 'Si è verificato un errore interno. Riprova più tardi.',
  /** The public site's /sitemap.xml and /sitemaps/* while the API cannot list the pages (503, plain text). */
  sitemapUnavailable: 'Sitemap temporaneamente non disponibile',
} as const;
