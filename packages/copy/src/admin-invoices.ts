/** Admin console, «Fatture» tab (issue 32): invoices and credit notes, their SdI state, XML, monthly ZIP and CSV. */
export const adminInvoicesTab = {
  invoices: { label: 'Fatture' },
} as const;

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
  xmlLabel: (number: string) => `Scarica l’XML della fattura ${number}`,
  /** A credit note's line under its number. */
  credits: (number: string) => `Storna la fattura ${number}`,
  showProblems: 'Motivi',
  hideProblems: 'Nascondi motivi',
  problemsTitle: {
    invalid: 'Perché non è valida (non è stata inviata)',
    rejected: 'Motivi dello scarto indicati dallo SdI',
  },
  noProblems: 'Nessun motivo indicato',
  empty: 'Nessuna fattura in questo mese',
  total: (n: number) => (n === 1 ? '1 documento in totale' : `${n} documenti in totale`),
  loadError: 'Impossibile caricare le fatture.',
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
