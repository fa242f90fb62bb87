/**
 * Business checkout, issue 20: the billing data of the company step, «IVA inclusa» on the prices, the
 * receipt page (`/business/receipt/:id`) and the offers' stop page (`/business/unsubscribe`).
 */

/** The company step's fields, each problem said at its field. */
export const checkoutBilling = {
  sectionTitle: 'Dati di fatturazione',
  sectionHint: 'Li useremo per intestarti la fattura elettronica dell’acquisto.',
  nameRequired: 'Inserisci il nome dell’azienda',
  emailRequired: 'Inserisci l’email aziendale',
  emailInvalid: 'Inserisci un’email valida, ad esempio info@azienda.it',
  taxIdLabel: 'Partita IVA o codice fiscale',
  taxIdPlaceholder: 'Es. 12345678903',
  taxIdRequired: 'Inserisci la partita IVA o il codice fiscale',
  taxIdInvalid: 'Partita IVA o codice fiscale non valido: controlla di averlo scritto per intero',
  streetLabel: 'Indirizzo',
  streetPlaceholder: 'Via e numero civico',
  streetRequired: 'Inserisci via e numero civico',
  postalCodeLabel: 'CAP',
  postalCodePlaceholder: '20121',
  postalCodeRequired: 'Inserisci il CAP',
  postalCodeInvalid: 'Il CAP ha 5 cifre',
  cityLabel: 'Comune',
  cityPlaceholder: 'Es. Milano',
  cityRequired: 'Inserisci il comune',
  provinceLabel: 'Provincia',
  provincePlaceholder: 'Es. MI',
  provinceRequired: 'Inserisci la sigla della provincia',
  provinceInvalid: 'Scrivi la sigla di 2 lettere, ad esempio MI',
  sdiLabel: 'Codice SDI',
  sdiPlaceholder: '7 caratteri',
  sdiInvalid: 'Il codice SDI ha 7 caratteri, lettere o cifre',
  pecLabel: 'PEC',
  pecPlaceholder: 'azienda@pec.it',
  pecInvalid: 'Inserisci un indirizzo PEC valido',
  eInvoiceHint:
    'Per ricevere la fattura elettronica indica il codice SDI oppure la PEC. Senza codice SDI né PEC la fattura ti viene recapitata nel tuo cassetto fiscale sul sito dell’Agenzia delle Entrate.',
  /** The toast when only billing fields need fixing (name and email keep the product's own toasts). */
  invalidTitle: 'Dati di fatturazione da completare',
  invalidMessage: 'Correggi i campi indicati nel modulo.',
} as const;

/** Prices are IVA included: said next to the lead's price and near the pay button. */
export const checkoutVat = {
  included: 'IVA inclusa',
  payNote: 'Prezzo IVA inclusa. Dopo il pagamento riceverai via email la copia di cortesia della fattura.',
} as const;

/**
 * `/business/receipt/:id?t=`: the courtesy copy of a purchase's invoice or credit note (issue 32), or the numbered
 * receipt of a purchase paid before invoices.
 */
export const checkoutReceipt = {
  title: (document: 'receipt' | 'invoice' | 'credit_note', number: string) =>
    document === 'invoice'
      ? `Fattura n. ${number} — copia di cortesia`
      : document === 'credit_note'
        ? `Nota di credito n. ${number} — copia di cortesia`
        : `Ricevuta n. ${number}`,
  /** Under the title of an invoice or credit note. */
  courtesyNotice:
    'Questa è una copia di cortesia: la fattura valida ai fini fiscali è quella recapitata dal Sistema di Interscambio (SdI) al tuo codice destinatario o PEC, e disponibile nel tuo cassetto fiscale.',
  /** A credit note names the invoice it cancels. */
  creditsLabel: 'Storno della fattura',
  credits: (number: string, date: string) => `n. ${number} del ${date}`,
  sdiLabel: 'Sistema di Interscambio',
  sdi: {
    pending: 'In attesa di invio',
    sent: 'Inviata',
    delivered: 'Consegnata',
    available: 'Disponibile nel cassetto fiscale',
  },
  taxCodeLabel: 'C.F.',
  /** A seller whose codice fiscale is its partita IVA (a company). */
  vatNumberAndTaxCodeLabel: 'P.IVA e C.F.',
  reaLabel: 'REA',
  shareCapital: (amount: string) => `Capitale sociale ${amount}`,
  soleShareholder: 'Socio unico',
  dateLabel: 'Data',
  sellerTitle: 'Emessa da',
  buyerTitle: 'Intestata a',
  vatNumberLabel: 'P.IVA',
  taxIdLabel: { partita_iva: 'P.IVA', codice_fiscale: 'Codice fiscale' },
  sdiCodeLabel: 'Codice SDI',
  pecLabel: 'PEC',
  emailLabel: 'Email',
  itemTitle: 'Descrizione',
  item: (category: string, place: string | null) => (place ? `Lead: ${category} – ${place}` : `Lead: ${category}`),
  referenceLabel: 'Riferimento',
  amountLabel: 'Importo',
  net: 'Imponibile',
  vat: (rate: string) => `IVA ${rate}`,
  total: 'Totale',
  print: 'Stampa',
  loading: 'Caricamento del documento…',
  notFoundTitle: 'Documento non trovato',
  notFoundMessage: 'Il link non è valido o è incompleto. Apri il documento dal link dell’email che ti abbiamo inviato.',
  loadError: 'Non è stato possibile caricare il documento.',
} as const;

/** `/business/unsubscribe?b=&t=`: the offer emails' stop link (a page with a button, never an action on GET). */
export const checkoutUnsubscribe = {
  loading: 'Caricamento dello stato delle offerte…',
  loadErrorTitle: 'Stato delle offerte non disponibile',
  loadErrorMessage: 'Non è stato possibile leggere lo stato delle tue offerte. Riprova tra qualche momento.',
  retry: 'Riprova',
  title: 'Non vuoi più ricevere richieste di lavoro via email?',
  message:
    'Con un clic smetti di ricevere da TrovaPro le offerte di nuovi lead, e i link delle offerte già ricevute non funzioneranno più. Le richieste che hai già acquistato restano tue. Potrai riattivarle da questa pagina.',
  confirm: 'Non ricevere più offerte',
  stoppedToast: 'Offerte disattivate',
  /** «Le offerte sono sospese dal 28/11/2026». */
  stoppedTitle: (since: string | null) => (since === null ? 'Le offerte sono sospese' : `Le offerte sono sospese dal ${since}`),
  stoppedMessage:
    'Le hai disattivate tu: non ricevi nuove richieste di lavoro da TrovaPro. Le richieste che hai già acquistato restano tue. Puoi riattivarle quando vuoi.',
  resume: 'Riattiva le offerte',
  resumedToast: 'Offerte riattivate',
  resumedToastMessage: 'Riceverai di nuovo le offerte di nuovi lavori via email.',
  pausedTitle: 'Le offerte sono sospese da TrovaPro',
  pausedMessage: 'Non ricevi offerte perché le abbiamo sospese noi. Per sapere perché o per riattivarle scrivi a ',
  pendingTitle: 'La tua azienda è in attesa di approvazione',
  pendingMessage: 'Riceverai le offerte di lavoro dopo l’approvazione. Per qualsiasi domanda scrivi a ',
  refusedTitle: 'La tua azienda non è stata approvata',
  refusedMessage: 'Non ricevi offerte di lavoro da TrovaPro. Per informazioni scrivi a ',
  invalidTitle: 'Link non valido',
  invalidMessage: 'Il link che hai aperto non è valido o è incompleto. Usa il link dell’ultima email di offerta che hai ricevuto.',
  errorTitle: 'Errore',
  errorMessage: 'Non è stato possibile completare la richiesta. Riprova tra qualche momento.',
} as const;
