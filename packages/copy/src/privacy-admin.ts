// Admin dashboard, «Privacy» tab (issue 18): a person's data exported or erased on request (GDPR art. 15, 17, 20).

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

export const adminPrivacy = {
  title: 'Privacy',
  description:
    'Le richieste degli interessati: esporta tutti i dati legati a un indirizzo email, oppure cancellali. Le richieste restano nelle statistiche senza dati personali.',
  emailLabel: 'Email dell’interessato',
  emailPlaceholder: 'nome@esempio.it',
  emailRequired: 'Inserisci l’email della persona',
  emailInvalid: 'Inserisci un indirizzo email valido, ad esempio nome@esempio.it',
  export: 'Esporta dati',
  erase: 'Cancella dati',
  exportTitle: 'Dati esportati',
  /** What the downloaded file held. */
  exportSummary: (email: string) => `Scaricato il file con i dati di ${email}:`,
  exportFileName: (file: string) => `File: ${file}`,
  eraseTitle: 'Dati cancellati',
  eraseSummary: (email: string) => `Fatto: i dati personali di ${email} sono stati rimossi.`,
  nothingFound: (email: string) => `Nessun dato trovato per ${email}.`,
  counts: {
    requests: (n: number) => count(n, 'richiesta', 'richieste'),
    verifications: (n: number) => count(n, 'verifica', 'verifiche'),
    emails: (n: number) => count(n, 'email', 'email'),
    requestsAnonymised: (n: number) => count(n, 'richiesta anonimizzata', 'richieste anonimizzate'),
    requestsClosed: (n: number) => count(n, 'richiesta chiusa', 'richieste chiuse'),
    verificationsDeleted: (n: number) => count(n, 'verifica cancellata', 'verifiche cancellate'),
    emailsDeleted: (n: number) => count(n, 'email cancellata', 'email cancellate'),
  },
  confirm: {
    title: 'Cancellare i dati?',
    intro: (email: string) => `Stai per cancellare i dati personali di ${email}. L’operazione non si può annullare.`,
    removedTitle: 'Verranno rimossi',
    removed: ['nome, email, telefono e testo di ogni richiesta', 'le verifiche dell’indirizzo email', 'le email inviate a questo indirizzo'],
    closedNote:
      'Ogni sua richiesta ancora aperta viene chiusa: non sarà più offerta né venduta, e un pagamento in corso viene annullato o rimborsato.',
    keptTitle: 'Restano, senza dati personali',
    kept: ['categoria, comune e prezzo di ogni richiesta', 'acquisti e pagamenti delle aziende'],
    confirmLabel: 'Cancella definitivamente',
    cancel: 'Annulla',
  },
  errorTitle: 'Operazione non riuscita',
  exportError: 'Impossibile esportare i dati. Riprova tra poco.',
  eraseError: 'Impossibile cancellare i dati. Riprova tra poco: la cancellazione si può ripetere senza rischi.',
} as const;
