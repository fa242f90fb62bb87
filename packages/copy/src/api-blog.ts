/** The API's blog feature: its Italian error messages and the default call to action (product §3, §9). */
export const apiBlog = {
  defaultCallToAction: 'Richiedi un preventivo gratuito',
  notFound: 'Articolo non trovato',
  slugTaken: 'Questo slug è già usato da un altro articolo',
  alreadyPublished: "L'articolo è già pubblicato",
  keywordRequired: "Inserisci una parola chiave per generare l'articolo",
  /** A required field blank after trimming. */
  fieldRequired: (label: string) => `Il campo «${label}» è obbligatorio`,
  fieldLabels: {
    title: 'Titolo',
    slug: 'Slug',
    excerpt: 'Estratto',
    content: 'Contenuto',
    metaDescription: 'Meta description',
  },
} as const;
