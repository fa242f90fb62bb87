/** The API's answers about the admin's daily work on the lead desk (issue 35: notes, the date filter). */
export const leadDeskApiMessages = {
  invalidDay: 'Data non valida: indica un giorno che esiste, dal 2000 al 2999.',
  createdRangeReversed: 'La data «Dal» non può essere successiva alla data «Al».',
  noteRequired: 'Scrivi il testo della nota.',
  noteOnErasedLead: 'I dati personali di questa richiesta sono stati cancellati: non si possono aggiungere note.',
} as const;
