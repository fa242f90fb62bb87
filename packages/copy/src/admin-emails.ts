/** Admin dashboard, email log tab (additive: the outbox, so an operator sees what left). */
export const emailStatusLabels = {
  pending: 'In coda',
  sent: 'Inviata',
  failed: 'Non recapitata',
} as const;

/** Why a message was sent; an unknown purpose shows its raw value. */
export const emailPurposeLabels: Readonly<Record<string, string>> = {
  'lead-offer': 'Offerta lead',
};

export const adminEmails = {
  title: 'Email',
  description: 'I messaggi in uscita: in coda, inviati o non recapitati dopo i tentativi previsti.',
  statusFilter: 'Stato',
  allStatuses: 'Tutti gli stati',
  columns: {
    to: 'Destinatario',
    subject: 'Oggetto',
    purpose: 'Tipo',
    status: 'Stato',
    attempts: 'Tentativi',
    lastError: 'Ultimo errore',
    createdAt: 'Data',
  },
  noError: '—',
  empty: 'Nessuna email trovata',
  total: (n: number) => (n === 1 ? '1 email in totale' : `${n} email in totale`),
  loadError: 'Impossibile caricare le email.',
} as const;
