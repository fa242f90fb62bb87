// The admin's «Contestazioni» (issue 33): the businesses' guarantee reports, and refunds with a reason.

const percent = (rate: number) => `${(rate * 100).toLocaleString('it-IT', { maximumFractionDigits: 1 })}%`;

export const adminReports = {
  title: 'Contestazioni',
  description:
    'Le segnalazioni delle aziende sulla «Garanzia contatto valido». Quelle che il sistema può verificare (email rimbalzata, doppione) sono decise da sole, fino al limite mensile per azienda.',
  stateFilter: 'Stato',
  allStates: 'Tutte',
  states: { pending: 'Da decidere', accepted: 'Accolta', refused: 'Respinta' },
  loadError: 'Impossibile caricare le contestazioni',
  empty: 'Nessuna contestazione',
  total: (count: number) => (count === 1 ? '1 contestazione' : `${count} contestazioni`),
  reason: 'Motivo',
  note: 'Nota dell’azienda',
  noNote: 'Nessuna nota',
  purchase: (amount: string, date: string) => `Acquisto di ${amount} del ${date}`,
  reportedOn: (date: string) => `Segnalata il ${date}`,
  openLead: 'Apri il lead',
  refundRate: 'Tasso di rimborso',
  refundRateValue: (rate: number, refunded: number, purchases: number) => `${percent(rate)} (${refunded} su ${purchases})`,
  allTime: 'Da sempre',
  thisMonth: 'Questo mese',
  acceptedThisMonth: (count: number, limit: number) => `Accolte questo mese: ${count} (decisione automatica fino a ${limit})`,
  overLimit: 'Oltre il limite mensile: anche le segnalazioni verificabili passano da te.',
  decidedBy: {
    'auto:bounce': 'Accolta automaticamente: l’email al cliente è tornata indietro',
    'auto:duplicate': 'Accolta automaticamente: stesso cliente e categoria già acquistati',
    admin: (name: string | null) => (name ? `Decisa da ${name}` : 'Decisa dall’amministratore'),
  },
  decisionReason: (reason: string) => `Motivo: ${reason}`,
  timeline: 'Cronologia del lead',
  showTimeline: 'Mostra la cronologia',
  hideTimeline: 'Nascondi la cronologia',
  timelineError: 'Impossibile caricare la cronologia',
  accept: 'Accogli e rimborsa',
  refuse: 'Respingi',
  acceptTitle: 'Accogliere la segnalazione?',
  acceptMessage: (amount: string, business: string) =>
    `Rimborsiamo ${amount} a ${business} sulla stessa carta, emettiamo la nota di credito e glielo comunichiamo via email.`,
  accepted: 'Segnalazione accolta',
  acceptedMessage: 'Acquisto rimborsato, nota di credito emessa.',
  acceptError: 'Impossibile accogliere la segnalazione',
  refuseTitle: 'Respingere la segnalazione?',
  refuseMessage: 'L’azienda riceve un’email con il motivo; l’acquisto resta valido.',
  refuseReason: 'Motivo',
  refuseReasonHint: 'Lo leggerà l’azienda.',
  refuseReasonRequired: 'Scrivi il motivo',
  refused: 'Segnalazione respinta',
  refuseError: 'Impossibile respingere la segnalazione',
} as const;

/** The admin's refund of a purchase with a reason, from the lead's and the partner's detail. */
export const adminPurchaseRefund = {
  button: 'Rimborsa',
  title: 'Rimborsare l’acquisto?',
  message: (amount: string, business: string) =>
    `Rimborsiamo ${amount} a ${business} sulla stessa carta, emettiamo la nota di credito e glielo comunichiamo via email.`,
  reason: 'Motivo del rimborso',
  reasonHint: 'Resta nella cronologia del lead.',
  reasonRequired: 'Scrivi il motivo',
  confirm: 'Rimborsa',
  done: 'Acquisto rimborsato',
  creditNote: (number: string) => `Nota di credito n. ${number} emessa.`,
  noCreditNote: 'Nessuna nota di credito necessaria.',
  error: 'Impossibile rimborsare l’acquisto',
} as const;

/** The reports and refund rate in a partner's detail. */
export const partnerGuaranteeTexts = {
  title: 'Contestazioni e rimborsi',
  none: 'Nessuna contestazione',
  refundRate: (allTime: string, month: string) => `Tasso di rimborso: ${allTime} da sempre, ${month} questo mese`,
  rate: (rate: number, refunded: number, purchases: number) => `${percent(rate)} (${refunded}/${purchases})`,
} as const;
