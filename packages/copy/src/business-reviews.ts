/**
 * Reviews as businesses meet them (issue 34): «Recensioni» of the «Area aziende» (`/area/recensioni`) with the
 * business's reply, the API's answers to it, and the rating and ranking rule of the admin's candidate list.
 */
import { formatDateTime, formatNumber } from './formatters.ts';

/** «4,6» from the API's «4.6». */
const decimal = (average: string) => formatNumber(Number(average), 1);

/** A review's stars in words, for those who cannot see the ★ (and as the stars' accessible name). */
const starsInWords = (stars: number) => (stars === 1 ? '1 stella su 5' : `${stars} stelle su 5`);

/** The area's section «Recensioni». */
export const businessReviewsPage = {
  /** The area header's link, after «Preferenze». */
  navLink: 'Recensioni',
  title: 'Recensioni dei clienti',
  intro:
    'I clienti che hanno acquistato tramite TrovaPro possono lasciarti una recensione. Prima che la pubblichiamo hai alcuni giorni per rispondere: la tua risposta comparirà accanto alla recensione.',
  loading: 'Caricamento delle recensioni…',
  loadError: 'Non è stato possibile caricare le recensioni.',
  total: (count: number) => (count === 1 ? '1 recensione' : `${count} recensioni`),
  /** The business's rating: «★ 4,6 su 5 · 12 recensioni pubblicate». */
  rating: (average: string, count: number) =>
    `★ ${decimal(average)} su 5 · ${count === 1 ? '1 recensione pubblicata' : `${count} recensioni pubblicate`}`,
  noRating: 'Nessuna recensione pubblicata finora.',
  awaitingReply: (count: number) => (count === 1 ? '1 recensione aspetta la tua risposta.' : `${count} recensioni aspettano la tua risposta.`),
  emptyTitle: 'Nessuna recensione per ora',
  empty: 'Circa una settimana dopo ogni acquisto chiediamo al cliente com’è andata. Le sue recensioni compariranno qui.',

  stars: starsInWords,
  /** The author of an anonymised review (the customer erased their data). */
  anonymous: 'Cliente',
  /** «Idraulico · Fano (Pesaro e Urbino)». */
  requestTitle: (category: string, place: string | null) => (place ? `${category} · ${place}` : category),
  requestedOn: (date: string) => `Richiesta del ${date}`,
  reviewedOn: (date: string) => `Recensione del ${date}`,
  noComment: 'Il cliente non ha scritto un commento.',
  /** As the business may see the status (the admin's reason for hiding one is not shown). */
  statuses: {
    pending: 'In attesa di pubblicazione',
    published: 'Pubblicata',
    hidden: 'Non pubblicata',
  },
  hiddenNote: 'Questa recensione non è visibile al pubblico e non conta nella tua valutazione.',
  replyTitle: 'La tua risposta',
  repliedOn: (date: string) => `Inviata il ${date}`,
  /** While the business may reply: until when (the review's `replyUntil`), «fino al 05/12/2026 alle 14:05». */
  replyUntil: (until: string) => {
    const [date, time] = formatDateTime(until).split(' ');
    return `Puoi rispondere fino al ${date} alle ${time}.`;
  },
  replyClosed: 'Il tempo per rispondere è terminato.',
  reply: 'Rispondi',
  editReply: 'Modifica la risposta',
  /** The buttons' accessible names, naming the review. */
  replyTo: (author: string, date: string) => `Rispondi alla recensione di ${author} del ${date}`,
  editReplyTo: (author: string, date: string) => `Modifica la risposta alla recensione di ${author} del ${date}`,

  dialogTitle: 'Rispondi alla recensione',
  dialogIntro:
    'Rispondi con cortesia e senza dati personali del cliente. Puoi modificare la risposta finché la recensione non è pubblicata, entro il termine indicato.',
  replyLabel: 'Risposta',
  /** Under the field: characters used of the maximum. */
  replyCount: (used: number, max: number) => `${used}/${max} caratteri`,
  replyRequired: 'Scrivi la risposta.',
  replyTooLong: (max: number) => `La risposta può avere al massimo ${max} caratteri.`,
  save: 'Invia la risposta',
  cancel: 'Annulla',
  saved: 'Risposta salvata',
  savedMessage: 'La vedrai accanto alla recensione quando sarà pubblicata.',
  saveFailure: 'Non è stato possibile salvare la risposta. Riprova.',
  tooMany: 'Hai salvato troppe risposte in poco tempo. Riprova tra qualche minuto.',
  /** Closing the dialog with text changed. */
  discardTitle: 'Vuoi chiudere senza salvare?',
  discardMessage: 'La risposta che hai scritto non è stata salvata e andrà persa.',
  keepWriting: 'Continua a scrivere',
  discard: 'Chiudi senza salvare',
} as const;

/** The API's answers of «Recensioni». */
export const apiBusinessReviewsMessages = {
  reviewNotFound: 'Recensione non trovata.',
  replyRequired: 'Scrivi la risposta.',
  replyTimeOver: 'Il tempo per rispondere a questa recensione è terminato: la risposta non può più essere inviata né modificata.',
  alreadyModerated: 'Questa recensione è già stata pubblicata o esclusa: la risposta non può più essere inviata né modificata.',
  tooManyReplies: 'Troppe risposte salvate in poco tempo. Riprova tra qualche minuto.',
} as const;

/** The admin's candidate list (the send dialog): each business's rating and the order of the list. */
export const candidateRanking = {
  /** The rule, stated as the server applies it (REVIEW_SCORE_PRIOR of @trovapro/domain: 5 reviews of 3 stars). */
  order:
    'Ordine: prima le aziende le cui preferenze accettano il lead, poi le più vicine (stesso comune, provincia, regione, altrove); a parità di zona, il punteggio più alto: la media delle stelle delle recensioni pubblicate, calcolata come se ogni azienda partisse con 5 recensioni da 3 stelle (così una sola recensione da 5 stelle non supera cinquanta da 4,8), più fino a 0,25 per gli acquisti degli ultimi 180 giorni, meno 2 × i rimborsi diviso (acquisti + 5); a parità di punteggio, per nome. L’automazione sceglie le prime che accettano il lead e sono del suo comune o della sua provincia.',
  /** «★ 4,6 (12)». */
  rating: (average: string, count: number) => `★ ${decimal(average)} (${count})`,
  /** Its accessible name. */
  ratingLabel: (average: string, count: number) =>
    `Valutazione ${decimal(average)} su 5, ${count === 1 ? '1 recensione pubblicata' : `${count} recensioni pubblicate`}`,
  noReviews: 'Nessuna recensione',
} as const;
