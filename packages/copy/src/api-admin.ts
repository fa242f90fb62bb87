/** Messages of the admin API's refusals on leads and partner businesses (`{ code, message }`). */
export const apiAdminMessages = {
  leadNotFound: 'Lead non trovato',
  businessNotFound: 'Azienda non trovata',
  invalidTransition: 'Questo cambio di stato non è consentito',
  leadNotSendable: 'Il lead può essere inviato alle aziende solo dopo l’approvazione',
  unknownBusinesses: 'Alcune aziende selezionate non esistono',
  inactiveBusiness: (name: string) => `L’azienda «${name}» non è attiva`,
  alreadySent: (name: string) => `Il lead è già stato inviato a «${name}»`,
  duplicateBusinessEmail: "Esiste già un'azienda con questa email",
  /** `maximum` already in euro («500,00 €»). */
  priceAboveMaximum: (maximum: string) => `Il prezzo massimo di un lead è ${maximum}`,
} as const;
