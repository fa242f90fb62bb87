// Reviews (issue 34): the request email, the customer's form (`/recensione?t=`), the email to the business, the API's
// answers. Dates dd/MM/yyyy; a rating is written with stars and in words («★★★★☆ (4 su 5)»).

/** The emails, keyed by `EMAIL_TEMPLATE_NAMES.reviewRequest` and `.reviewReceived`: stored, the admin edits them. */
export const reviewEmailTemplates = {
  review_request_email: {
    subject: 'Com’è andata con {businessName}?',
    content: [
      'Ciao {userName},',
      'qualche giorno fa l’azienda {businessName} ha ricevuto la tua richiesta della categoria {category} {inLocation}.',
      'Com’è andata? Lascia una recensione: bastano un voto da 1 a 5 stelle e, se vuoi, qualche parola. Aiuti altre persone a scegliere e l’azienda a migliorare.',
      'Scrivi la recensione da qui (il link vale solo per questa azienda):\n{reviewUrl}',
      'Pubblichiamo solo le recensioni di chi ha davvero ricevuto un contatto tramite TrovaPro, con il tuo nome e l’iniziale del cognome. L’azienda può rispondere prima della pubblicazione.',
      'Codice richiesta: {leadId}',
      'Il team TrovaPro',
    ].join('\n\n'),
  },
  review_received_email: {
    subject: 'Nuova recensione per {businessName}',
    content: [
      'Buongiorno {businessName},',
      'un cliente che ti ha conosciuto tramite TrovaPro (richiesta della categoria {category} {inLocation}) ha scritto una recensione:',
      'Voto: {rating}',
      '{reviewComment}',
      'Puoi rispondere entro il {replyUntil} dall’Area aziende: la tua risposta sarà pubblicata accanto alla recensione.\n{areaUrl}',
      'Codice richiesta: {leadId}',
      'Il team TrovaPro',
    ].join('\n\n'),
  },
} as const;

/** Stars out of five, in characters and in words. */
export const ratingStars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)} (${rating} su 5)`;

/** The values the emails are given in words. */
export const reviewEmailTexts = {
  rating: ratingStars,
  comment: (comment: string) => `Commento: «${comment}»`,
  noComment: 'Il cliente non ha scritto un commento.',
} as const;

/** The name the public sees for a review whose author's data was erased. */
export const reviewAnonymousAuthor = 'Cliente';

/** What stands in an anonymised comment for each kind of personal data. */
export const reviewRedaction = {
  name: '[nome rimosso]',
  address: '[indirizzo rimosso]',
  contact: '[contatto rimosso]',
  identifier: '[dato personale rimosso]',
} as const;

/** The API's answers about reviews. */
export const apiReviewMessages = {
  invalidToken: 'Questo link per la recensione non è valido. Usa il link dell’email che ti abbiamo inviato.',
  unavailable: 'Non è più possibile scrivere una recensione per questa richiesta. Grazie comunque per il tuo tempo.',
  alreadyWritten: 'Hai già scritto la recensione per questa azienda: grazie!',
  tooManyReviews: 'Troppi invii da questa connessione. Riprova tra qualche minuto.',
  notFound: 'Recensione non trovata',
  alreadyPublished: 'La recensione è già pubblicata.',
  alreadyHidden: 'La recensione è già nascosta.',
  replyPending: (until: string) => `L’azienda può ancora rispondere fino al ${until}: pubblica la recensione dopo la risposta o da quella data.`,
} as const;

/** The customer's page `/recensione?t=`. */
export const reviewSite = {
  documentTitle: (title: string) => `${title} | TrovaPro`,
  title: 'La tua recensione',
  intro: (businessName: string) => `Com’è andata con ${businessName}?`,
  requestOf: (businessName: string, category: string, place: string | null, date: string) =>
    `Richiesta della categoria ${category}${place ? ` – ${place}` : ''}. ${businessName} ha ricevuto i tuoi contatti il ${date}.`,
  ratingLegend: 'Il tuo voto',
  ratingHint: 'Da 1 stella (pessimo) a 5 stelle (ottimo)',
  ratingLabels: ['1 stella: pessimo', '2 stelle: scarso', '3 stelle: nella media', '4 stelle: buono', '5 stelle: ottimo'],
  commentLabel: 'Il tuo commento (facoltativo)',
  commentHint: (max: number) => `Racconta com’è andata: puntualità, cortesia, qualità del lavoro. Al massimo ${max} caratteri.`,
  /** «120 di 1000 caratteri»: the counter's words after the number (the page's script writes the number). */
  commentCountOf: (max: number) => `di ${max} caratteri`,
  commentCount: (used: number, max: number) => `${used} di ${max} caratteri`,
  commentPrivacy: 'Non scrivere numeri di telefono, indirizzi o altri dati personali.',
  publicNote:
    'La recensione sarà pubblicata con il tuo nome e l’iniziale del cognome dopo un controllo del nostro staff; l’azienda può rispondere entro qualche giorno.',
  submit: 'Invia la recensione',
  ratingRequired: 'Scegli un voto da 1 a 5 stelle.',
  commentTooLong: (max: number) => `Il commento può avere al massimo ${max} caratteri.`,
  errorSummary: 'Controlla il modulo:',
  thanksTitle: 'Grazie per la tua recensione!',
  thanks: 'L’abbiamo ricevuta e l’abbiamo segnalata all’azienda, che può rispondere. Dopo un controllo del nostro staff la pubblicheremo.',
  writtenTitle: 'Hai già scritto la recensione',
  written: (date: string) => `La tua recensione del ${date}:`,
  yourRating: 'Voto',
  yourComment: 'Commento',
  noComment: 'Nessun commento',
  invalidTitle: 'Link non valido',
  invalid: 'Questo link per la recensione non è valido. Usa il link dell’email che ti abbiamo inviato.',
  unavailableTitle: 'Recensione non disponibile',
  limitedTitle: 'Troppi tentativi',
  failed: 'Il servizio non è raggiungibile in questo momento. Riprova tra qualche minuto.',
  homeLink: 'Torna alla home',
} as const;
