/** Admin dashboard, lead management tab and business-selection dialog (product §2, §4, §5, §8). */

/** Product §4 labels, and `closed` (the terminal state); an unknown status shows its raw value. */
export const leadStatusLabels = {
  pending: 'In Attesa',
  approved: 'Approvato',
  approved_pending_companies: 'Selezione Aziende',
  rejected: 'Rifiutato',
  sent: 'Inviato',
  closed: 'Chiuso',
} as const;

/** Why a lead is closed, after its status («Chiuso · dati cancellati»). */
export const leadClosedReasonLabels = {
  erased: 'dati cancellati',
  customer_stop: 'fermato dal cliente',
  admin: 'chiuso dall’amministratore',
} as const;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const LOCATION_UNKNOWN = 'Non specificata';

export const adminLeads = {
  title: 'Gestione Lead',
  statusFilter: 'Status',
  allStatuses: 'Tutti gli status',
  categoryFilter: 'Categoria',
  allCategories: 'Tutte le categorie',
  columns: {
    lead: 'Lead',
    category: 'Categoria',
    email: 'Email',
    price: 'Prezzo',
    status: 'Status',
    actions: 'Azioni',
  },
  empty: 'Nessun lead trovato',
  total: (n: number) => plural(n, '1 lead in totale', `${n} lead in totale`),
  loadError: 'Impossibile caricare i lead.',
  approve: 'Approva',
  reject: 'Rifiuta',
  rejectConfirmTitle: 'Rifiutare questo lead?',
  rejectConfirmMessage: 'Il lead non sarà inviato alle aziende. Se cambi idea, potrai ripristinarlo dall’elenco dei lead rifiutati.',
  /** On a rejected lead: back to pending. */
  restore: 'Ripristina',
  selectBusinesses: 'Seleziona aziende',
  view: 'Visualizza',
  updatedTitle: 'Lead aggiornato',
  updatedMessage: 'Le modifiche sono state salvate',
  updateError: "Errore durante l'aggiornamento del lead",
  /** The plain alert of the view button (product §2). */
  details: (lead: { request: string; email: string; category: string; price: string; status: string; location: string | null }) =>
    [
      'Dettagli del lead',
      '',
      `Richiesta: ${lead.request}`,
      `Email: ${lead.email}`,
      `Categoria: ${lead.category}`,
      `Prezzo: ${lead.price}`,
      `Status: ${lead.status}`,
      `Località: ${lead.location ?? LOCATION_UNKNOWN}`,
    ].join('\n'),
  locationUnknown: LOCATION_UNKNOWN,
} as const;

export const businessSelection = {
  title: 'Seleziona Aziende per il Lead',
  request: 'Richiesta',
  category: 'Categoria',
  location: 'Località',
  price: 'Prezzo',
  editPrice: 'Modifica prezzo',
  newPrice: 'Nuovo prezzo (€)',
  save: 'Salva',
  cancel: 'Annulla',
  invalidPrice: 'Inserisci un prezzo valido',
  pricePlaceholder: 'es. 22,50',
  ambiguousPrice: (price: { typed: string; asWhole: string; asDecimal: string; writeWhole: string; writeDecimal: string }) =>
    `Non è chiaro se «${price.typed}» sia ${price.asWhole} o ${price.asDecimal}: scrivi ${price.writeWhole} oppure ${price.writeDecimal}`,
  priceJumpTitle: 'Confermi il nuovo prezzo?',
  priceJumpMessage: (change: { from: string; to: string; direction: 'up' | 'down' }) =>
    change.direction === 'up'
      ? `Il nuovo prezzo, ${change.to}, è più del triplo di quello attuale (${change.from}). Vuoi salvarlo?`
      : `Il nuovo prezzo, ${change.to}, è meno di un terzo di quello attuale (${change.from}). Vuoi salvarlo?`,
  priceJumpConfirm: 'Salva il prezzo',
  priceUpdatedTitle: 'Prezzo aggiornato',
  /** Product §8 'Nuovo prezzo: €{price}', the amount written the Italian way («1.250,00 €», issue 29). */
  priceUpdatedMessage: (price: string) => `Nuovo prezzo: ${price}`,
  /** Under the price field, before anything is asked: the server's LEAD_MAX_PRICE, in euro. */
  priceMaximum: (maximum: string) => `Massimo ${maximum}`,
  priceUpdateError: "Errore durante l'aggiornamento del prezzo",
  addManually: 'Aggiungi azienda manualmente',
  hideAddForm: 'Nascondi il modulo',
  addFormTitle: 'Nuova azienda',
  name: 'Nome',
  email: 'Email',
  phone: 'Telefono',
  businessLocation: 'Località',
  defaultsHint: 'Categoria e località, se vuote, sono quelle del lead.',
  addSubmit: 'Aggiungi',
  requiredFields: 'Compila tutti i campi obbligatori',
  invalidEmailTitle: 'Email non valida',
  invalidEmailMessage: 'Inserisci un indirizzo email valido',
  addedTitle: 'Azienda aggiunta',
  addedMessage: (name: string) => `${name} è tra le aziende candidate`,
  addError: "Errore durante l'aggiunta dell'azienda",
  candidatesTitle: 'Aziende candidate',
  candidatesLabel: 'Aziende candidate per questo lead',
  noCandidates: 'Nessuna azienda candidata trovata per questo lead.',
  candidatesError: 'Errore durante il caricamento delle aziende candidate',
  /** Where a candidate is, seen from the lead's comune (the order of the list). */
  placeRelations: {
    same_comune: 'Stesso comune',
    same_province: 'Stessa provincia',
    same_region: 'Stessa regione',
    elsewhere: 'Altra zona',
  },
  editBusiness: (name: string) => `Modifica ${name}`,
  businessUpdatedTitle: 'Azienda aggiornata',
  businessUpdateError: "Errore durante l'aggiornamento dell'azienda",
  selectedCount: (n: number) => plural(n, '1 azienda selezionata', `${n} aziende selezionate`),
  send: (n: number) => plural(n, 'Invia a 1 azienda', `Invia a ${n} aziende`),
  sentTitle: 'Email inviate',
  sentMessage: (n: number) => plural(n, 'Lead inviato a 1 azienda', `Lead inviato a ${n} aziende`),
  sendError: "Errore durante l'invio delle email",
} as const;
