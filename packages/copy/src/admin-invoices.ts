// Admin console, «Fatture» tab (issue 32): invoices and credit notes, their SdI state, XML, monthly ZIP and CSV.

/** Every state of a tax document (the API's InvoiceState), as the console and the CSV name it. */
export const invoiceStateLabels = {
  invalid: 'Non valida',
  exported: 'Da esportare',
  queued: 'In coda',
  sent: 'Inviata',
  delivered: 'Consegnata',
  not_delivered: 'Non consegnata (nel cassetto fiscale)',
  rejected: 'Scartata',
  send_failed: 'Invio non riuscito',
  replaced: 'Sostituita (nuovo numero)',
} as const;

type DocumentKind = 'invoice' | 'credit_note';
/** A document named inside a sentence, with its article (both feminine: one agreement for every sentence). */
const documentNames: Record<DocumentKind, string> = { invoice: 'la fattura', credit_note: 'la nota di credito' };
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const invoiceKindLabels = {
  invoice: 'Fattura',
  credit_note: 'Nota di credito',
} as const;

export const adminInvoices = {
  title: 'Fatture',
  description: 'Fatture elettroniche e note di credito emesse per gli acquisti, con il loro esito presso il Sistema di Interscambio (SdI).',
  monthFilter: 'Mese',
  monthPlaceholder: 'Scegli il mese',
  stateFilter: 'Stato',
  allStates: 'Tutti gli stati',
  searchLabel: 'Cliente',
  searchPlaceholder: 'Nome, partita IVA o codice fiscale',
  zip: 'ZIP del mese',
  csv: 'CSV',
  columns: {
    number: 'Numero',
    date: 'Data',
    kind: 'Tipo',
    buyer: 'Cliente',
    total: 'Totale',
    vat: 'IVA',
    state: 'Stato',
    actions: 'Azioni',
  },
  xml: 'XML',
  /** The menu of what a document's state allows (correct, send again, refund). */
  actions: 'Azioni',
  actionsLabel: (kind: DocumentKind, number: string) => `Azioni per ${documentNames[kind]} ${number}`,
  xmlLabel: (number: string) => `Scarica l’XML della fattura ${number}`,
  /** A credit note's line under its number. */
  credits: (number: string) => `Storna la fattura ${number}`,
  showProblems: 'Motivi',
  hideProblems: 'Nascondi motivi',
  problemsTitle: {
    invalid: 'Perché non è valida (non è stata inviata)',
    rejected: 'Motivi dello scarto indicati dallo SdI',
    send_failed: 'Perché l’invio non è riuscito',
  },
  noProblems: 'Nessun motivo indicato',
  /** A replaced document's line under its number. */
  replacedBy: (number: string) => `Sostituita dalla n. ${number}`,
  empty: 'Nessuna fattura in questo mese',
  total: (n: number) => (n === 1 ? '1 documento in totale' : `${n} documenti in totale`),
  loadError: 'Impossibile caricare le fatture.',
  /** «Rimborsa»: the sale given back by card, and the invoice's credit note issued and sent to the SdI. */
  refund: {
    action: 'Rimborsa',
    title: (number: string) => `Rimborsare la fattura n. ${number}?`,
    message: (amount: string, buyer: string) =>
      `L’importo di ${amount} torna a ${buyer} sulla carta usata per il pagamento. Viene emessa una nota di credito che storna la fattura, e la nota viene inviata allo SdI. L’operazione non si può annullare.`,
    confirm: 'Rimborsa',
    doneTitle: 'Rimborso eseguito',
    creditNoteIssued: (number: string) => `Emessa la nota di credito n. ${number}, inviata allo SdI.`,
    noCreditNote: 'Non è servita una nota di credito: la fattura non era ancora stata emessa.',
    error: 'Il rimborso non è riuscito. Riprova.',
  },
  /** «Correggi e reinvia»: an invalid or rejected document's buyer data corrected, and the document sent again. */
  correction: {
    action: 'Correggi e reinvia',
    title: (kind: DocumentKind, number: string) => `Correggi e reinvia ${documentNames[kind]} n. ${number}`,
    rule: {
      invalid: (kind: DocumentKind) =>
        `${capitalized(documentNames[kind])} non è mai stata inviata: dopo la correzione mantiene il suo numero e la sua data.`,
      rejected: (kind: DocumentKind) =>
        `Se la correggi entro 5 giorni dallo scarto, ${documentNames[kind]} mantiene numero e data; dopo, viene emessa di nuovo con un nuovo numero e la data di oggi. Il sistema applica la regola al momento dell’invio.`,
    },
    buyerSection: 'Dati del cliente',
    buyerName: 'Ragione sociale o nome',
    taxId: 'Partita IVA o codice fiscale',
    street: 'Indirizzo',
    streetPlaceholder: 'Via e numero civico',
    postalCode: 'CAP',
    city: 'Comune',
    province: 'Provincia (sigla)',
    provincePlaceholder: 'Es. MI',
    sdiCode: 'Codice destinatario',
    sdiCodePlaceholder: '7 caratteri',
    pec: 'PEC',
    pecPlaceholder: 'azienda@pec.it',
    deliveryHint: 'Indica il codice destinatario oppure la PEC; senza nessuno dei due la fattura arriva nel cassetto fiscale del cliente.',
    required: 'Campo obbligatorio',
    taxIdInvalid: 'Partita IVA o codice fiscale non valido',
    postalCodeInvalid: 'Il CAP ha 5 cifre',
    provinceInvalid: 'Scrivi la sigla di 2 lettere, ad esempio MI',
    sdiCodeInvalid: 'Il codice destinatario ha 7 caratteri, lettere o cifre',
    pecInvalid: 'Indirizzo PEC non valido',
    submit: 'Correggi e reinvia',
    sameNumberTitle: (kind: DocumentKind) => `${capitalized(documentNames[kind].replace(/^la /, ''))} corretta e reinviata`,
    sameNumber: (kind: DocumentKind, number: string, state: string) =>
      `${capitalized(documentNames[kind])} n. ${number} mantiene numero e data. Stato: ${state}.`,
    renumberedTitle: (kind: DocumentKind) => `${capitalized(documentNames[kind].replace(/^la /, ''))} emessa con un nuovo numero`,
    renumbered: (kind: DocumentKind, oldNumber: string, newNumber: string) =>
      `${capitalized(documentNames[kind])} n. ${oldNumber} è stata sostituita dalla n. ${newNumber}, con la data di oggi.`,
    error: 'La correzione non è riuscita. Riprova.',
  },
  /** «Invia di nuovo»: a send_failed document's same file sent again. */
  resend: {
    action: 'Invia di nuovo',
    doneTitle: 'Fattura inviata di nuovo',
    done: (number: string, state: string) => `Fattura n. ${number}. Stato: ${state}.`,
    error: 'L’invio non è riuscito. Riprova.',
  },
} as const;

/** The accountant's CSV of a month (`GET /api/admin/invoices/export.csv`). */
export const invoicesCsv = {
  /** `month` is YYYY-MM. */
  filename: (month: string) => `fatture-${month}.csv`,
  headers: {
    number: 'Numero',
    date: 'Data',
    kind: 'Tipo',
    buyer: 'Cliente',
    taxId: 'P.IVA / Codice fiscale',
    net: 'Imponibile',
    vat: 'IVA',
    total: 'Totale',
    state: 'Stato',
    reason: 'Motivo',
  },
} as const;

/** The month's ZIP of FatturaPA files (`GET /api/admin/invoices/export.zip`). */
export const invoicesZip = {
  /** `month` is YYYY-MM. */
  filename: (month: string) => `fatture-xml-${month}.zip`,
} as const;

/** The API's answers about invoices. */
export const apiInvoiceMessages = {
  notFound: 'Fattura non trovata.',
  notCorrectable: 'Si possono correggere solo i documenti non validi o scartati dallo SdI.',
  notResendable: 'Si possono inviare di nuovo solo i documenti il cui invio non è riuscito.',
  /** Why a document is `send_failed`: the intermediary's last answer. */
  sendFailed: (attempts: number, reason: string) => `Invio all’intermediario non riuscito dopo ${attempts} tentativi: ${reason}`,
} as const;

const MONTH_NAMES = [
  'Gennaio',
  'Febbraio',
  'Marzo',
  'Aprile',
  'Maggio',
  'Giugno',
  'Luglio',
  'Agosto',
  'Settembre',
  'Ottobre',
  'Novembre',
  'Dicembre',
] as const;

/** «2026-03» → «Marzo 2026». */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1] ?? number} ${year}`;
}

/** The line of a tax document (its Descrizione), as the invoice and its credit note write it. */
export const invoiceLineTexts = {
  /** «Richiesta di preventivo: Idraulico a Bologna, codice 3F2A9C1B». */
  purchase: (category: string, municipality: string | null, code: string) =>
    `Richiesta di preventivo: ${category}${municipality === null ? '' : ` a ${municipality}`}, codice ${code}`,
  creditNote: (invoiceNumber: string, invoiceLine: string) => `Storno totale della fattura n. ${invoiceNumber}: ${invoiceLine}`,
} as const;
