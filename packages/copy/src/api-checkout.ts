/** Messages of the API's checkout and payment answers (`{ code, message }`), shown on the checkout pages. */
export const apiCheckoutMessages = {
  leadNotFound: 'Lead non trovato',
  leadUnavailable: 'Lead non più disponibile o già venduto',
  alreadyPurchased: 'Hai già acquistato questo lead',
  paymentNotFound: 'Pagamento non trovato',
  cardDeclined: 'La carta è stata rifiutata.',
  cardExpired: 'La carta è scaduta.',
  incorrectCvc: 'Il codice di sicurezza (CVC) non è corretto.',
  insufficientFunds: 'Fondi insufficienti sulla carta. Prova con un’altra carta.',
  processingError: 'Si è verificato un errore durante l’elaborazione della carta. Riprova tra qualche istante.',
  invalidExpiry: 'Data di scadenza della carta non valida',
  paymentProviderUnavailable: 'Il servizio di pagamento non è raggiungibile. Riprova tra qualche minuto.',
  tooManyPaymentRequests: 'Troppe richieste di pagamento in poco tempo. Riprova tra qualche minuto.',
  invalidSignature: 'Firma del webhook non valida',
  notRefundable: 'Questo acquisto non è pagato: non c’è nulla da rimborsare.',
} as const;

/**
 * What stands in the request a business reads before paying (the checkout's lead view, the offer email), for
 * each kind of personal data the visitor wrote: a name, a street address, a phone/email/link/handle, a code
 * (codice fiscale, IBAN, POD, number plate, door code, date of birth). The contacts email after payment has
 * the request as written, which `checkoutLead.hiddenDataNote` promises.
 */
export const hiddenBeforePurchase = {
  name: '[nome nascosto]',
  address: '[indirizzo nascosto]',
  contact: '[contatto nascosto]',
  identifier: '[dato personale nascosto]',
} as const;
