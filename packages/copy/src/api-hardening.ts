/** Messages of the API's answers to faults outside the request (a dependency down). */
export const apiHardeningMessages = {
  invalidCharacters: 'La richiesta contiene caratteri non consentiti.',
  serviceUnavailable: 'Servizio temporaneamente non disponibile. Riprova tra qualche momento.',
} as const;
