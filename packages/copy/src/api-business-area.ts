/** The API's answers and emails of the «Area aziende» (issue 33). */
export const apiBusinessAreaMessages = {
  /** The same answer whether or not the email belongs to a business. */
  linkSent: 'Se l’indirizzo è di un’azienda registrata su TrovaPro, ti abbiamo inviato un link per entrare, valido 15 minuti.',
} as const;
