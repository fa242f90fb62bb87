import { formatDateTime } from './formatters.ts';

/** «1 azienda», «4 aziende». */
const businesses = (count: number) => (count === 1 ? '1 azienda' : `${count} aziende`);
const clock = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Rome' });
/** «10:42», Rome's time (the product's clock). */
const timeOf = (at: string) => clock.format(new Date(at));

/** «7 min», «1 h 05 min», «meno di un minuto». */
export function formatCountdown(ms: number): string {
  if (ms < 60_000) return 'meno di un minuto';
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')} min`;
}

/** «3 h», «1 g 4 h»: how long a lead has waited in the queue. */
export function formatWait(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest === 0 ? `${days} g` : `${days} g ${rest} h`;
}

/** Issue 35 §1: the console's «Automazione» section, one rule per category. */
export const adminAutomation = {
  title: 'Automazione',
  intro:
    'Con l’invio automatico attivo, una richiesta verificata viene approvata e inviata da sola alle prime aziende della classifica, dopo l’attesa indicata. Resta invece in coda, con il motivo, se:',
  conditions: [
    'la categoria o il comune non sono chiari dalla richiesta;',
    'è un possibile duplicato (stessa email o telefono e stessa categoria negli ultimi 30 giorni);',
    'il testo contiene dati di contatto o non supera i controlli anti-abuso;',
    'il prezzo non è quello della categoria;',
    'nessuna azienda del suo comune o della sua provincia ne accetta le preferenze (a quelle più lontane la invia solo un amministratore).',
  ],
  waves: (maxBuyers: number, maxOffers: number) =>
    `Se dopo le ore indicate meno di ${businesses(maxBuyers)} hanno acquistato, la richiesta viene offerta alle successive in classifica, mai oltre ${businesses(maxOffers)} in tutto.`,
  customerChooses:
    'La scelta del cliente è attiva: le aziende vengono proposte al cliente, che sceglie a chi inviare la richiesta. Non ci sono ondate automatiche: altre aziende si propongono al cliente dalla finestra «Seleziona Aziende».',
  enabled: 'Invio automatico',
  switchOffHint: 'Si salva subito. Spegnendolo, le richieste in attesa di invio automatico restano in coda per l’approvazione manuale.',
  topN: 'Aziende per richiesta',
  topNHint: (maxOffers: number) => `Da 1 a ${maxOffers}`,
  holdMinutes: 'Attesa prima dell’invio (minuti)',
  holdMinutesHint: 'Da 0 a 1440',
  waveHours: 'Ondata successiva dopo (ore)',
  waveHoursHint: 'Da 1 a 168',
  outOfRange: (min: number, max: number) => `Inserisci un numero intero da ${min} a ${max}.`,
  save: 'Salva',
  savedTitle: 'Regola salvata',
  savedMessage: (category: string) => `La regola di ${category} è stata salvata.`,
  switchedOn: (category: string) => `Invio automatico attivato per ${category}.`,
  switchedOff: (category: string) => `Invio automatico spento per ${category}: le richieste in attesa restano in coda.`,
  saveError: 'Impossibile salvare la regola. Riprova.',
  neverSaved: 'Mai modificata: valori predefiniti',
  savedBy: (by: string | null, at: string) => (by ? `Salvata da ${by} il ${formatDateTime(at)}` : `Salvata il ${formatDateTime(at)}`),
  loading: 'Caricamento delle regole…',
  loadError: 'Impossibile caricare le regole di invio automatico.',
} as const;

/** Issue 35 §2–§4: the leads list's queue, date filter, automatic sending and notes. */
export const adminDispatchLeads = {
  queueView: 'Coda',
  allView: 'Tutte',
  viewLabel: 'Vista',
  queueHint: 'Richieste in attesa, le più vecchie per prime',
  waitingFor: (wait: string) => `In attesa da ${wait}`,
  from: 'Dal',
  to: 'Al',
  datePlaceholder: 'gg/mm/aaaa',
  pickDate: (label: string) => `${label}: scegli dal calendario`,
  invalidDate: 'Data non valida: usa gg/mm/aaaa',
  clearDate: (label: string) => `Cancella «${label}»`,
  possibleDuplicate: 'Possibile duplicato',
  duplicateOfLink: 'Apri la richiesta precedente',
  duplicateWarning: 'Possibile duplicato: la stessa email o lo stesso telefono ha già chiesto questa categoria negli ultimi 30 giorni.',
  autoIn: (left: string) => `Invio automatico tra ${left}`,
  autoDue: 'Invio automatico in corso…',
  stop: 'Ferma',
  stopLabel: 'Ferma l’invio automatico',
  stopConfirmTitle: 'Fermare l’invio automatico?',
  stopConfirmMessage: 'La richiesta non verrà inviata automaticamente e resterà in coda per l’approvazione manuale.',
  stoppedTitle: 'Invio automatico fermato',
  stoppedMessage: 'La richiesta resta in coda.',
  stopError: 'Impossibile fermare l’invio automatico. Riprova.',
  reasonsLabel: 'In coda perché',
  approveAndSend: 'Approva e invia',
  approveAndPropose: 'Approva e proponi al cliente',
  approvedSentTitle: 'Richiesta approvata e inviata',
  approvedSentMessage: (count: number) => `Inviata a ${businesses(count)}.`,
  approvedProposedTitle: 'Richiesta approvata e proposta',
  approvedProposedMessage: (count: number) => `Proposta al cliente con ${businesses(count)}.`,
  approveAndSendError: 'Impossibile approvare e inviare la richiesta. Riprova.',
  notes: 'Note',
  noteLabel: 'Nuova nota',
  notePlaceholder: 'Scrivi una nota per gli altri amministratori',
  addNote: 'Aggiungi nota',
  noteAddedTitle: 'Nota aggiunta',
  noteError: 'Impossibile aggiungere la nota: il testo è stato conservato. Riprova.',
  noteTooLong: (max: number) => `Al massimo ${max} caratteri.`,
} as const;

/** Issue 35 §5: the timeline's lines for automatic steps and notes. */
export const dispatchEventLabels = {
  autoScheduled: (rule: string | undefined, dueAt: string | undefined) =>
    `Invio automatico programmato${rule ? ` (regola ${rule})` : ''}${dueAt ? ` per le ${timeOf(dueAt)}` : ''}`,
  autoHeld: (reasons: readonly string[]) => (reasons.length === 0 ? 'Resta in coda' : `Resta in coda: ${reasons.join(', ')}`),
  autoStopped: (by: string | undefined) => (by ? `Invio automatico fermato da ${by}` : 'Invio automatico fermato'),
  autoSent: (count: number | undefined, rule: string | undefined) =>
    `Inviato automaticamente a ${businesses(count ?? 0)}${rule ? `, regola ${rule}` : ''}`,
  autoProposed: (count: number | undefined, rule: string | undefined) =>
    `Proposto automaticamente al cliente con ${businesses(count ?? 0)}${rule ? `, regola ${rule}` : ''}`,
  waveSent: (count: number | undefined) => `Ondata successiva: offerto a ${businesses(count ?? 0)}`,
  note: (by: string | undefined, text: string | undefined) => `${by ? `Nota di ${by}` : 'Nota'}: ${text ?? ''}`,
} as const;

/** Issue 35 §3: a candidate's place in the ranking, «1°». */
export const candidatePosition = (position: number) => `${position}°`;
