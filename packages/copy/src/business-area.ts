/**
 * «Area aziende» (issue 33): the business's own pages on the checkout host — the request of a sign-in link (`/area`),
 * the page the link opens (`/area/accesso`), its purchases (`/area/acquisti`) and their documents (`/area/documenti/:id`).
 */
export const businessArea = {
  title: 'Area aziende',
  /** The checkout's top bar links here, so a business finds its area from any checkout page. */
  headerLink: 'Area aziende',

  // `/area`: the sign-in link's request.
  intro: 'Qui trovi i lead che hai acquistato, i contatti dei clienti e le tue fatture.',
  howItWorks: 'Non serve una password: ti inviamo via email un link di accesso, valido 15 minuti e utilizzabile una sola volta.',
  emailLabel: 'Email aziendale',
  emailDescription: 'L’indirizzo a cui ricevi le offerte di TrovaPro.',
  emailPlaceholder: 'nome@azienda.it',
  emailRequired: 'Inserisci l’email della tua azienda',
  emailInvalid: 'Inserisci un indirizzo email valido',
  submit: 'Ricevi il link di accesso',
  checkingSession: 'Verifica dell’accesso…',
  sentTitle: 'Controlla la tua email',
  /** Under the API's message (the same for any address): where it went. */
  sentTo: 'Indirizzo indicato:',
  sentHint: 'Non trovi l’email? Controlla anche nella posta indesiderata.',
  sendAgain: 'Invia di nuovo',
  sentAgain: 'Link inviato di nuovo',
  changeEmail: 'Cambia email',
  tooManyTitle: 'Troppe richieste',
  /** A 429: when to try again, from its `Retry-After` (minutes, rounded up), or vaguely without one. */
  tooMany: (minutes: number | null) =>
    minutes === null
      ? 'Hai chiesto troppi link in poco tempo. Riprova tra qualche minuto.'
      : minutes <= 1
        ? 'Hai chiesto troppi link in poco tempo. Riprova tra un minuto.'
        : `Hai chiesto troppi link in poco tempo. Riprova tra ${minutes} minuti.`,
  /** A 429 on opening a link: too many tried from this address. */
  tooManyTries: (minutes: number | null) =>
    minutes === null
      ? 'Troppi tentativi di accesso da questa connessione. Riprova tra qualche minuto.'
      : minutes <= 1
        ? 'Troppi tentativi di accesso da questa connessione. Riprova tra un minuto.'
        : `Troppi tentativi di accesso da questa connessione. Riprova tra ${minutes} minuti.`,
  sendFailureTitle: 'Link non inviato',
  sendFailure: 'Non è stato possibile inviare il link. Riprova tra poco.',
  sessionExpiredTitle: 'Sessione scaduta',
  sessionExpired: 'La sessione è scaduta: chiedi un nuovo link.',
  signedOut: 'Sei uscito dall’Area aziende.',

  // `/area/accesso#<token>`: the page the emailed link opens.
  signingIn: 'Accesso in corso…',
  linkExpiredTitle: 'Link scaduto',
  linkExpired: 'Il link di accesso vale 15 minuti ed è scaduto. Chiedine uno nuovo: arriva in pochi secondi.',
  linkUsedTitle: 'Link già usato',
  linkUsed: 'Questo link di accesso è già stato usato: ogni link vale una sola volta. Se sei stato tu, chiedine uno nuovo per rientrare.',
  linkInvalidTitle: 'Link non valido',
  linkInvalid: 'Il link di accesso non è valido: forse è stato copiato a metà. Aprilo dall’email o chiedine uno nuovo.',
  signInFailureTitle: 'Accesso non riuscito',
  signInFailure: 'Non è stato possibile completare l’accesso. Riprova tra poco chiedendo un nuovo link.',
  askNewLink: 'Chiedi un nuovo link',

  // `/area/acquisti`: the purchases.
  signOut: 'Esci',
  signOutFailure: 'Non è stato possibile uscire. Riprova.',
  paused: 'Le offerte di nuovi lead sono sospese: puoi comunque consultare i tuoi acquisti.',
  purchasesTitle: 'I tuoi acquisti',
  searchLabel: 'Cerca negli acquisti',
  searchPlaceholder: 'Richiesta, categoria, comune o nome del cliente',
  loadingPurchases: 'Caricamento degli acquisti…',
  purchasesLoadError: 'Non è stato possibile caricare i tuoi acquisti.',
  total: (count: number) => (count === 1 ? '1 acquisto' : `${count} acquisti`),
  emptyTitle: 'Non hai ancora acquistato lead',
  empty: 'Quando acquisti un lead dal link di un’email di offerta, lo trovi qui con i contatti del cliente e le fatture.',
  noMatchTitle: 'Nessun acquisto trovato',
  noMatch: (query: string) => `Nessun acquisto corrisponde a «${query}».`,
  clearSearch: 'Cancella la ricerca',
  /** «Idraulico · Fano (Pesaro e Urbino)». */
  purchaseTitle: (category: string, place: string | null) => (place ? `${category} · ${place}` : category),
  purchasedOn: (date: string) => `Acquistato il ${date}`,
  vatIncluded: 'IVA inclusa',
  paid: 'Pagato',
  refundedOn: (date: string) => `Rimborsato il ${date}`,
  requestTitle: 'Richiesta del cliente',
  contactsTitle: 'Contatti del cliente',
  contactNameLabel: 'Nome',
  contactPhoneLabel: 'Telefono',
  contactEmailLabel: 'Email',
  phoneMissing: 'Non indicato',
  contactsRefunded: 'Contatti non disponibili: acquisto rimborsato',
  contactsErased: 'Il cliente ha cancellato i suoi dati',
  documentsTitle: 'Documenti',
  noDocuments: 'Nessun documento per questo acquisto.',
  /** «Fattura n. 12/2026», «Nota di credito n. 13/2026», «Ricevuta n. 4/2025». */
  documentLink: (kind: 'receipt' | 'invoice' | 'credit_note', number: string) =>
    kind === 'invoice' ? `Fattura n. ${number}` : kind === 'credit_note' ? `Nota di credito n. ${number}` : `Ricevuta n. ${number}`,

  // `/area/documenti/:id`: a document's courtesy copy.
  backToPurchases: 'Torna agli acquisti',
  documentNotFoundTitle: 'Documento non trovato',
  documentNotFound: 'Questo documento non è tra quelli della tua azienda. Aprilo dall’elenco dei tuoi acquisti.',
} as const;
