import { adminBusinesses } from './admin-businesses.ts';

/**
 * The «Aziende Partner» tab, issue 20: sign-ups waiting for approval («Da approvare»), approve and refuse,
 * why a partner is paused, and its partita IVA, reach and billing data in the details.
 */
export const partnerApproval = {
  /** The list's views: every partner (the refused ones apart), the sign-ups waiting, the refused ones. */
  viewsLabel: 'Quali aziende mostrare',
  views: {
    all: 'Tutte',
    pending: 'Da approvare',
    refused: 'Rifiutate',
  },
  /** The badge's accessible text beside «Da approvare». */
  pendingCount: (n: number) => (n === 1 ? '1 iscrizione in attesa' : `${n} iscrizioni in attesa`),
  /** On a phone the sign-ups are cards in a list, named so. */
  pendingListLabel: 'Iscrizioni da approvare',
  pendingEmpty: 'Nessuna iscrizione da approvare',
  refusedEmpty: 'Nessuna azienda rifiutata',
  pendingTotal: (n: number) => (n === 1 ? '1 iscrizione da approvare' : `${n} iscrizioni da approvare`),
  columns: {
    business: 'Azienda',
    phone: 'Telefono',
    vatNumber: 'P.IVA',
    category: 'Categoria',
    area: 'Comune',
    reach: 'Copertura',
    signedUp: 'Iscritta',
    actions: 'Azioni',
  },
  none: '—',
  approve: 'Approva',
  refuse: 'Rifiuta',
  approvedTitle: 'Azienda approvata',
  approvedMessage: (name: string) => `${name} ora riceve le offerte e le abbiamo scritto per avvisarla.`,
  approveError: "Errore durante l'approvazione dell'azienda",
  refuseTitle: (name: string) => `Rifiutare ${name}?`,
  refuseMessage: "L'azienda non riceverà offerte e le scriveremo che la sua iscrizione non è stata accolta.",
  refuseReason: 'Motivo (facoltativo)',
  refuseReasonHint: "Se lo scrivi, lo riportiamo nell'email all'azienda.",
  refusedTitle: 'Azienda rifiutata',
  refusedMessage: (name: string) => `Abbiamo scritto a ${name} che la sua iscrizione non è stata accolta.`,
  refuseError: "Errore durante il rifiuto dell'azienda",
  /** Reactivating a business that stopped the offers itself asks first. */
  reactivateTitle: (name: string) => `Riattivare ${name}?`,
  reactivateMessage: (date?: string) =>
    `L'azienda ha disattivato le offerte dal link nelle nostre email${date ? ` il ${date}` : ''}. Riattivala solo se te l'ha chiesto lei.`,
  /** A business's status, wherever it is shown. */
  status: {
    // The product's words (Status «Attiva» or «Inattiva»): active, and paused by the admin.
    active: adminBusinesses.active,
    paused: adminBusinesses.inactive,
    unsubscribed: "Offerte disattivate dall'azienda",
    pending: 'Da approvare',
    refused: 'Rifiutata',
  },
  /** Under a paused partner's status: since when (dd/MM/yyyy). */
  since: (date: string) => `dal ${date}`,
  /** How far a partner works from its seat. */
  reach: {
    comune: 'Solo il comune',
    comuni: 'Elenco di comuni',
    province: 'Tutta la provincia',
    region: 'Tutta la regione',
  },
  /** An admin-added partner has no reach: it is a candidate for every lead of its category. */
  noReach: 'Nessun limite di zona',
  detail: {
    vatNumber: 'P.IVA',
    reach: 'Copertura',
    signedUp: 'Registrata il',
    billingTitle: 'Dati di fatturazione',
    noBilling: 'Non ancora indicati: li darà al primo acquisto.',
    taxIdKind: {
      partita_iva: 'Partita IVA',
      codice_fiscale: 'Codice fiscale',
    },
    address: 'Indirizzo',
    sdiCode: 'Codice SDI',
    pec: 'PEC',
  },
} as const;
