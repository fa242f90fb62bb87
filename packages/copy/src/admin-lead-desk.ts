/** The console's lead desk (issue 19): lead search, sort, selection, timeline, exports; partner search, edit, pause; recent activity. */

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const relative = new Intl.RelativeTimeFormat('it', { numeric: 'always' });
/** YYYY-MM-DD of an instant in Rome, where the desk works: the calendar day «ieri» refers to. */
const romeDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Whole calendar days between two instants, counted in Rome. */
function daysBetween(from: Date, to: Date): number {
  return Math.round((Date.parse(romeDay.format(to)) - Date.parse(romeDay.format(from))) / DAY_MS);
}

/**
 * How long ago `at` was, as the desk says it: «adesso» (under a minute, or a clock a little ahead), «5 minuti fa»,
 * «3 ore fa» (under a day), then by Rome's calendar: «ieri», «4 giorni fa», «2 settimane fa», «3 mesi fa», «1 anno fa».
 */
export function formatAge(at: string | number | Date, now: string | number | Date = new Date()): string {
  const [then, current] = [new Date(at), new Date(now)];
  const elapsed = current.getTime() - then.getTime();
  if (elapsed < MINUTE_MS) return 'adesso';
  if (elapsed < HOUR_MS) return relative.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return relative.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  const days = Math.max(1, daysBetween(then, current));
  if (days === 1) return 'ieri';
  if (days < 7) return relative.format(-days, 'day');
  if (days < 30) return relative.format(-Math.floor(days / 7), 'week');
  if (days < 365) return relative.format(-Math.floor(days / 30), 'month');
  return relative.format(-Math.floor(days / 365), 'year');
}

/** Cuts a long text for a label or a list: «Perdita d’acqua sotto il lav…». */
export function shortText(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The «Gestione Lead» tab's additions. */
export const leadDesk = {
  searchLabel: 'Cerca lead',
  searchPlaceholder: 'Cerca per richiesta, email, nome, telefono o comune',
  columns: { age: 'Data' },
  /** The sortable headers' hints (their tooltip and description). */
  sortHints: {
    newest: 'Dal più recente: clic per il più vecchio',
    oldest: 'Dal più vecchio: clic per il più recente',
    priceDesc: 'Dal prezzo più alto: clic per il più basso',
    priceAsc: 'Dal prezzo più basso: clic per il più alto',
    byDate: 'Ordina per data',
    byPrice: 'Ordina per prezzo, dal più alto',
  },
  noPhone: 'Telefono non indicato',
  selectPage: 'Seleziona tutti i lead della pagina',
  selectRow: (request: string) => `Seleziona il lead «${shortText(request, 60)}»`,
  selectedCount: (n: number) => plural(n, '1 lead selezionato', `${n} lead selezionati`),
  bulkLabel: 'Azioni sui lead selezionati',
  approveSelected: 'Approva selezionati',
  rejectSelected: 'Rifiuta selezionati',
  clearSelection: 'Deseleziona',
  bulkRejectTitle: (n: number) => plural(n, 'Rifiutare 1 lead?', `Rifiutare ${n} lead?`),
  bulkRejectMessage: (n: number) =>
    plural(
      n,
      'Questo lead non sarà inviato alle aziende. Se cambi idea, potrai ripristinarlo.',
      'Questi lead non saranno inviati alle aziende. Se cambi idea, potrai ripristinarli uno per uno.',
    ),
  bulkRejectListLabel: 'Lead che saranno rifiutati',
  /** The selected leads that are not pending: only a pending lead can be rejected. */
  bulkRejectSkipped: (n: number) =>
    plural(
      n,
      'Un altro lead selezionato non è «In attesa»: non si può rifiutare e resterà com’è.',
      `Altri ${n} lead selezionati non sono «In attesa»: non si possono rifiutare e resteranno come sono.`,
    ),
  bulkRejectNoneTitle: 'Nessun lead da rifiutare',
  bulkRejectNoneDismiss: 'Ho capito',
  bulkRejectNoneMessage: (n: number) =>
    plural(
      n,
      'Il lead selezionato non è «In attesa»: si possono rifiutare solo i lead in attesa.',
      `Nessuno dei ${n} lead selezionati è «In attesa»: si possono rifiutare solo i lead in attesa.`,
    ),
  bulkRejectConfirm: (n: number) => plural(n, 'Rifiuta 1 lead', `Rifiuta ${n} lead`),
  bulkDoneTitle: 'Lead aggiornati',
  bulkPartialTitle: 'Completato con errori',
  bulkNoneTitle: 'Nessun lead aggiornato',
  bulkUpdated: (n: number, status: 'approved' | 'rejected') =>
    status === 'approved' ? plural(n, '1 lead approvato', `${n} lead approvati`) : plural(n, '1 lead rifiutato', `${n} lead rifiutati`),
  /** The leads left as they were: «Non aggiornati: «Caldaia…» (Solo un lead in attesa…); …». */
  bulkSkipped: (skipped: readonly { what: string; why: string }[], more: number) =>
    `Non aggiornati: ${skipped.map((item) => `«${item.what}» (${item.why})`).join('; ')}${more > 0 ? `; e altri ${more}` : ''}`,
  /** A lead of the answer that is no longer on the page. */
  unknownLead: 'lead non più in elenco',
  bulkError: "Errore durante l'aggiornamento dei lead",
  exportCsv: 'Esporta CSV',
  exportHint: 'Scarica i lead di questi filtri, ricerca e ordine, per Excel',
} as const;

/** The lead's timeline drawer. */
export const leadTimeline = {
  open: 'Cronologia del lead',
  title: 'Cronologia del lead',
  request: 'Richiesta',
  customer: 'Cliente',
  category: 'Categoria',
  municipality: 'Comune',
  price: 'Prezzo',
  status: 'Status',
  events: 'Eventi',
  noName: 'Nome non indicato',
  noPhone: 'Telefono non indicato',
  noEvents: 'Nessun evento registrato',
  notFound: 'Lead non trovato',
  loadError: 'Impossibile caricare la cronologia del lead.',
  loading: 'Caricamento della cronologia',
  /** An event's business whose name is gone. */
  someBusiness: 'un’azienda',
  eventLabels: {
    created: 'Richiesta creata',
    verified: 'Email verificata',
    approved: (by?: string) => (by ? `Approvato da ${by}` : 'Approvato'),
    rejected: (by?: string) => (by ? `Rifiutato da ${by}` : 'Rifiutato'),
    restored: (by?: string) => (by ? `Ripristinato da ${by}` : 'Ripristinato'),
    priceChanged: (from?: string, to?: string) => (from && to ? `Prezzo modificato da ${from} a ${to}` : 'Prezzo modificato'),
    priceChangedBy: (by: string) => `Modifica di ${by}`,
    sent: (business: string) => `Inviato a ${business}`,
    bought: (business: string, amount?: string) => (amount ? `Acquistato da ${business} per ${amount}` : `Acquistato da ${business}`),
    refunded: (business: string, amount?: string) => (amount ? `Rimborsato a ${business}: ${amount}` : `Rimborsato a ${business}`),
    email: (subject: string, to: string) => `Email «${subject}» a ${to}`,
    closed: {
      erased: 'Chiuso: i dati personali sono stati cancellati',
      customer_stop: 'Chiuso: il cliente non vuole altri contatti',
      admin: (by?: string) => (by ? `Chiuso da ${by}` : 'Chiuso dall’amministratore'),
    },
  },
} as const;

/** The «Aziende Partner» tab's additions. */
export const partnerDesk = {
  searchLabel: 'Cerca aziende',
  searchPlaceholder: 'Cerca per nome, email o zona',
  exportPurchases: 'Esporta acquisti (CSV)',
  details: 'Dettagli azienda',
  edit: 'Modifica azienda',
  pause: 'Metti in pausa',
  activate: 'Riattiva',
  pauseTitle: (name: string) => `Mettere in pausa ${name}?`,
  pauseMessage: 'Non riceverà nuovi lead finché non la riattivi. Puoi riattivarla in qualsiasi momento.',
  pausedTitle: 'Azienda in pausa',
  activatedTitle: 'Azienda riattivata',
  updateError: "Errore durante l'aggiornamento dell'azienda",
  editTitle: 'Modifica azienda',
  editSubmit: 'Salva modifiche',
  updatedTitle: 'Azienda aggiornata',
  required: 'Campo obbligatorio',
  detail: {
    contacts: 'Contatti',
    email: 'Email',
    phone: 'Telefono',
    website: 'Sito web',
    none: '—',
    category: 'Categoria',
    area: 'Zona',
    status: 'Status',
    counts: (received: number, bought: number) => `Lead ricevuti: ${received} · Acquistati: ${bought}`,
    receivedTitle: 'Lead ricevuti',
    receivedLabel: 'Lead ricevuti da questa azienda',
    /** When the list shows only the latest ones. */
    receivedShown: (shown: number, total: number) => `Gli ultimi ${shown} di ${total}`,
    noReceived: 'Nessun lead ricevuto finora',
    noMunicipality: 'Non specificato',
    bought: (amount: string) => `Acquistato ${amount}`,
    refunded: 'Rimborsato',
    notBought: 'Non acquistato',
    loadError: 'Impossibile caricare i dettagli dell’azienda.',
    notFound: 'Azienda non trovata',
    loading: 'Caricamento dei dettagli',
  },
} as const;

/** The overview's recent activity, from the leads' real events. */
export const recentActivityDesk = {
  title: 'Attività Recenti',
  empty: 'Nessuna attività recente',
  loadError: 'Impossibile caricare le attività recenti.',
  loading: 'Caricamento delle attività recenti',
  listLabel: 'Le ultime attività sui lead',
  someBusiness: 'un’azienda',
  /** One event in a short sentence with its lead's category. */
  sentence: {
    created: (category: string) => `Nuova richiesta ${category}`,
    verified: (category: string) => `Richiesta ${category} verificata`,
    approved: (category: string, by?: string) => (by ? `Lead ${category} approvato da ${by}` : `Lead ${category} approvato`),
    rejected: (category: string, by?: string) => (by ? `Lead ${category} rifiutato da ${by}` : `Lead ${category} rifiutato`),
    restored: (category: string, by?: string) => (by ? `Lead ${category} ripristinato da ${by}` : `Lead ${category} ripristinato`),
    priceChanged: (category: string, from?: string, to?: string) =>
      from && to ? `Prezzo del lead ${category} modificato da ${from} a ${to}` : `Prezzo del lead ${category} modificato`,
    sent: (category: string, business: string) => `Lead ${category} inviato a ${business}`,
    bought: (category: string, business: string) => `Lead ${category} acquistato da ${business}`,
    refunded: (category: string, business: string) => `Lead ${category} rimborsato a ${business}`,
    email: (category: string, subject: string) => `Email «${subject}» sul lead ${category}`,
  },
  /** The link of an item: it opens the lead's timeline. */
  openLead: 'Apri la cronologia del lead',
} as const;
