import { PRODUCT_NAME } from './product.ts';

/**
 * The public chat (product §4 Chat flow, §5 validation, §8 chat errors). Template-driven texts
 * (welcome, clarification, email request, code message, confirmation) are in chat-templates.ts.
 */
export const chatCopy = {
  assistantTitle: `Assistente ${PRODUCT_NAME}`,
  assistantStatus: 'Risponde in pochi secondi',
  logLabel: 'Conversazione con l’assistente',
  assistantSpeaker: 'Assistente:',
  userSpeaker: 'Tu:',
  messageLabel: 'Il tuo messaggio',
  messagePlaceholder: 'Scrivi la tua richiesta…',
  send: 'Invia messaggio',

  analysing: "L'assistente sta analizzando la tua richiesta...",
  creating: 'Creazione della richiesta...',
  analysisError: "Mi dispiace, si è verificato un errore nell'analisi della richiesta. Puoi riprovare?",
  questionsLabel: 'Domande dell’assistente',

  emailLabel: 'La tua email',
  emailPlaceholder: 'nome@esempio.it',
  emailSubmit: 'Invia codice',
  invalidEmailTitle: 'Email non valida',
  invalidEmailMessage: 'Inserisci un indirizzo email valido',
  sendErrorTitle: 'Errore',
  sendErrorMessage: "Errore nell'invio dell'email di verifica",
  connectionErrorTitle: 'Errore',
  sendConnectionError: 'Errore nella connessione. Riprova tra qualche momento.',

  codeLabel: 'Codice di verifica',
  codePlaceholder: '1234',
  codeSubmit: 'Verifica',
  codeRequiredTitle: 'Codice richiesto',
  codeRequiredMessage: 'Inserisci il codice di verifica ricevuto via email',
  codeInvalidTitle: 'Codice non valido',
  codeInvalidMessage: 'Codice di verifica non valido o scaduto',
  verifyConnectionError: 'Errore nella verifica. Riprova tra qualche momento.',

  detailsIntro:
    'Email verificata! Dimmi il tuo nome (il telefono è facoltativo): con il tuo consenso li passeremo, con la tua email, alle aziende della zona, che ti contatteranno.',
  nameLabel: 'Nome',
  namePlaceholder: 'Mario Rossi',
  phoneLabel: 'Telefono (facoltativo)',
  phonePlaceholder: '333 123 4567',
  detailsSubmit: 'Invia richiesta',
  nameRequiredTitle: 'Nome obbligatorio',
  nameRequiredMessage: 'Inserisci almeno il tuo nome',
  /** Beside the phone field when what was typed is not a phone number (the field keeps it for correcting). */
  phoneInvalid: 'Numero di telefono non valido: scrivilo come 333 123 4567 oppure lascia il campo vuoto.',

  completedTitle: 'Richiesta inviata',
  completedMessage: 'Le aziende della tua zona riceveranno i tuoi contatti e ti contatteranno',
  completionErrorTitle: 'Errore',
  completionErrorMessage: 'Si è verificato un errore. Riprova.',
  describeAgain: 'Non sono riuscito a registrare la tua richiesta. Puoi descrivermi di nuovo di cosa hai bisogno e dove?',

  newRequestQuestion: 'Vuoi fare una nuova richiesta?',
  newRequestYes: 'Sì',
  newRequestNo: 'No',
  thanks: `Grazie per aver scelto ${PRODUCT_NAME}! Quando ti servirà altro, scrivimi qui sotto o premi «Nuova richiesta».`,
  restart: 'Nuova richiesta',

  // The six services as buttons: a need outside them, or the service still unclear after two answers.
  servicesLabel: 'Servizi disponibili',
  /** `trade`: the need as the analysis named it, inside a sentence («avvocato»); `services`: the six, as a list. */
  serviceNotOffered: (trade: string, services: string) =>
    `Mi dispiace, ${PRODUCT_NAME} non offre questo servizio (${trade}). Possiamo aiutarti con ${services}: se ti serve uno di questi, sceglilo qui sotto; altrimenti puoi descrivermi un’altra richiesta.`,
  chooseService: 'Non ho ancora capito di quale servizio hai bisogno. Scegline uno qui sotto, oppure prova a descrivermi di nuovo il lavoro.',

  // A place that fits several comuni: its comuni as buttons, and the search for any other.
  placesLabel: 'Comuni possibili',
  otherComune: 'Un altro comune',

  // What was understood, before the email: editable.
  summaryLabel: 'Riepilogo della richiesta',
  summaryService: 'Servizio',
  summaryComune: 'Comune',
  summaryComuneMissing: 'Non indicato',
  edit: 'Modifica',
  editService: 'Modifica il servizio',
  editComune: 'Modifica il comune',
  cancelEdit: 'Annulla',
  cancelEditService: 'Annulla la modifica del servizio',
  cancelEditComune: 'Annulla la modifica del comune',
  comuneSearch: {
    label: 'Cerca il comune',
    placeholder: 'Scrivi almeno 2 lettere',
    optionsLabel: 'Comuni trovati',
    searching: 'Ricerca dei comuni…',
    noResults: 'Nessun comune trovato: controlla come l’hai scritto.',
    results: (count: number) =>
      count === 1 ? '1 comune trovato: scegli con le frecce e premi Invio.' : `${count} comuni trovati: scegli con le frecce e premi Invio.`,
    searchFailed: 'Non riusciamo a cercare i comuni in questo momento. Riprova tra poco.',
  },

  // The code step: a new code, or another address.
  resendCode: 'Invia di nuovo il codice',
  /** The resend button while the server does not accept another code yet («0:45»). */
  resendIn: (time: string) => `Invia di nuovo tra ${time}`,
  changeEmail: 'Cambia email',
  changeEmailPrompt: 'Nessun problema: scrivi l’indirizzo giusto e ti invio un nuovo codice.',
  codeResentTitle: 'Nuovo codice inviato',
  codeResentMessage: (email: string) => `Controlla la posta di ${email}: vale solo l’ultimo codice.`,
  resendErrorTitle: 'Codice non inviato',
} as const;
