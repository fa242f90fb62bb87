/** Messages of the API's error answers (`{ code, message }`), read by people in the apps. */
export const apiErrorMessages = {
  validationInvalidField: 'Il campo «{field}» non è valido',
  validationRequiredField: 'Il campo «{field}» è obbligatorio',
  invalidRequest: 'Richiesta non valida',
  unsupportedMediaType: 'Formato della richiesta non supportato',
  payloadTooLarge: 'Richiesta troppo grande',
  notFound: 'Risorsa non trovata',
  internalError: 'Errore interno del server',
  unauthorized: 'Accesso non autorizzato',
  forbiddenOrigin: 'Origine della richiesta non consentita',
  invalidCredentials: 'Credenziali non valide',
  tooManyAttempts: 'Troppi tentativi di accesso. Riprova tra qualche minuto.',
} as const;
