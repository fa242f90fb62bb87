/** Admin dashboard, email log tab (additive: the outbox, so an operator sees what left). */
export const emailStatusLabels = {
  pending: 'In coda',
  sent: 'Inviata',
  failed: 'Non recapitata',
} as const;

/** Why a message was sent (the outbox's `purpose`), for every purpose the API writes. */
export const emailPurposeLabels: Readonly<Record<string, string>> = {
  'verification-code': 'Codice di verifica',
  'lead-confirmation': 'Conferma della richiesta',
  'lead-offer': 'Offerta lead',
  'purchase-contacts': 'Contatti del cliente',
  'refund-notice': 'Avviso di rimborso',
  'lead-purchased-customer': 'Avviso al cliente dell’acquisto',
  'admin-new-lead': 'Avviso di nuova richiesta',
  'admin-lead-digest': 'Riepilogo giornaliero delle richieste',
  'partner-signup-code': 'Codice di conferma azienda',
  'partner-approved': 'Azienda approvata',
  'partner-refused': 'Azienda non approvata',
  'purchase-receipt': 'Fattura o ricevuta di acquisto',
  'credit-note': 'Nota di credito e rimborso',
  'admin-refund': 'Rimborso di un acquisto',
  'partner-signup-received': 'Iscrizione azienda ricevuta',
  'admin-new-partner': 'Avviso di nuova azienda da approvare',
  'template-test': 'Prova di un template',
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
  /** A purpose this console does not know yet (a newer API): said in Italian, not as the internal name. */
  otherPurpose: 'Altro',
} as const;
