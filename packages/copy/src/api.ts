/** Messages of the API's error answers (`{ code, message }`), read by people in the apps. */
export const apiErrorMessages = {
  validationInvalidField: 'Il campo «{field}» non è valido',
  validationRequiredField: 'Il campo «{field}» è obbligatorio',
  invalidRequest: 'Richiesta non valida',
  invalidPhone: 'Numero di telefono non valido: scrivilo con il prefisso, ad esempio 333 1234567 o +39 02 1234567.',
  unsupportedMediaType: 'Formato della richiesta non supportato',
  payloadTooLarge: 'Richiesta troppo grande',
  notFound: 'Risorsa non trovata',
  internalError: 'Errore interno del server',
  unauthorized: 'Accesso non autorizzato',
  forbiddenOrigin: 'Origine della richiesta non consentita',
  invalidCredentials: 'Credenziali non valide',
  tooManyAttempts: 'Troppi tentativi di accesso. Riprova tra qualche minuto.',
  tooManyAnalyses: 'Troppe richieste in poco tempo. Riprova tra qualche istante.',
  tooManyVerificationRequests: 'Troppe richieste di verifica. Riprova tra qualche minuto.',
  tooManyCompletions: 'Troppe richieste inviate in poco tempo. Riprova tra qualche minuto.',
  invalidVerificationCode: 'Codice di verifica non valido o scaduto',
  verificationBlocked: 'Troppi tentativi errati. Richiedi un nuovo codice.',
  emailNotVerified: 'Conferma la tua email prima di inviare la richiesta.',
  requestDescribesNoJob: 'Descrivi il lavoro che ti serve prima di inviare la richiesta.',
  /** `services`: the six, as `italianList` writes them. */
  serviceNotOffered: (services: string) => `Possiamo inoltrare richieste solo per questi servizi: ${services}.`,
  unknownComune: 'Scegli il comune dall’elenco.',
  resendTooSoon: 'Ti abbiamo appena inviato un codice: controlla la posta, anche nello spam. Riprova tra poco se non arriva.',
} as const;

/** Messages of the API's success answers (`{ success: true, message }`) shown by the chat. */
export const apiSuccessMessages = {
  verificationSent: 'Codice di verifica inviato',
  emailVerified: 'Email verificata',
  leadCreated: 'Richiesta inviata',
} as const;
