import { formatDate } from './formatters.ts';

/** «un’azienda», «4 aziende». */
const businesses = (count: number) => (count === 1 ? 'un’azienda' : `${count} aziende`);

/**
 * Issue 35: why a lead stayed in the manual queue, as the console shows it (codes of @trovapro/domain QUEUE_REASONS;
 * `possible_duplicate` names the earlier request's day).
 */
export const queueReasonTexts = {
  rule_off: 'automazione spenta per questa categoria',
  category_unclear: 'categoria incerta',
  place_ambiguous: 'comune ambiguo',
  place_unclear: 'comune non indicato nella richiesta',
  possible_duplicate: (earlierCreatedAt: string | null) =>
    earlierCreatedAt === null ? 'possibile duplicato' : `possibile duplicato di una richiesta del ${formatDate(earlierCreatedAt)}`,
  contact_data: 'la richiesta contiene dati di contatto',
  abuse: 'troppe richieste dalla stessa email o telefono in 24 ore',
  price_changed: 'prezzo diverso da quello della categoria',
  no_candidates: 'nessuna azienda disponibile',
  stopped: 'invio automatico fermato',
} as const;

/** The API's answers about the rules and the automatic sending. */
export const dispatchApiMessages = {
  topNAboveMaxOffers: (maxOffers: number) =>
    `Una richiesta può essere proposta al massimo a ${businesses(maxOffers)} in tutto (LEAD_MAX_OFFERS): scegli un numero fino a ${maxOffers}.`,
  notScheduled: 'Per questa richiesta non c’è un invio automatico in attesa: è già stata inviata, fermata o non era programmata.',
  leadNotApprovable: 'Si possono approvare e inviare solo le richieste in attesa di verifica o approvate e non ancora inviate.',
} as const;

/** Why a candidate stands where it stands (the selection dialog, issue 35). */
export const candidateRankingTexts = {
  accepts: 'Accetta le preferenze',
  refuses: 'Le preferenze non accettano la richiesta',
  otherCategory: 'Altra categoria',
  history: (purchases: number, refunds: number) => {
    if (purchases === 0) return 'Nessun acquisto negli ultimi 180 giorni';
    const bought = purchases === 1 ? '1 acquisto' : `${purchases} acquisti`;
    const refunded = refunds === 0 ? 'nessun rimborso' : refunds === 1 ? '1 rimborso' : `${refunds} rimborsi`;
    return `${bought} in 180 giorni, ${refunded}`;
  },
  highRefunds: 'Molti rimborsi: scende in classifica',
  suggested: 'Tra i primi scelti dall’automazione',
} as const;
