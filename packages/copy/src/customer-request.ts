import { formatNumber } from './formatters.ts';
import { italianList } from './services.ts';

/**
 * «La mia richiesta» (issue 34): the customer's page of their request (`/la-mia-richiesta?t=`), the API's answers
 * about it, and the built-in texts of its two emails.
 */

const businesses = (count: number) => (count === 1 ? '1 azienda' : `${count} aziende`);

/** The API's answers. */
export const customerRequestApiMessages = {
  linkSent:
    'Se a questo indirizzo corrisponde una richiesta, ti abbiamo appena inviato un’email con il link. Controlla la posta, anche nella cartella spam.',
  tooManyLinks: 'Troppe richieste di link per questo indirizzo o da questa connessione. Riprova tra qualche minuto.',
  tooManyRequests: 'Troppe richieste da questa connessione. Riprova tra qualche minuto.',
  invalidToken: 'Il link della tua richiesta non è valido. Copia l’indirizzo completo dall’email che hai ricevuto, oppure chiedi un nuovo link.',
  erased: 'Richiesta cancellata: i dati di questa richiesta non ci sono più.',
  stopped: 'Fatto: la tua richiesta è chiusa. Non la invieremo ad altre aziende e nessuna potrà più acquistarla.',
  stoppedBuyersTold:
    'Fatto: la tua richiesta è chiusa. Non la invieremo ad altre aziende, nessuna potrà più acquistarla e abbiamo chiesto a chi l’ha già acquistata di non contattarti più.',
  alreadyClosed: 'La tua richiesta era già chiusa: non la inviamo ad altre aziende e nessuna può più acquistarla.',
} as const;

/** One request in the link email's `{requestList}`: what and where, the day it was written, its link. */
export const customerRequestListItem = (request: { category: string; inLocation: string; day: string; url: string }) =>
  `${request.category}${request.inLocation === '' ? '' : ` ${request.inLocation}`}, richiesta del ${request.day}:\n${request.url}`;

/** Built-in texts of the two emails of the request page, keyed by their template names. */
export const customerRequestEmailTemplates = {
  customer_request_link_email: {
    subject: 'Il link alle tue richieste su TrovaPro',
    content: [
      'Ciao {userName},',
      'ecco il link personale di ogni richiesta che hai inviato con l’indirizzo {userEmail}:',
      '{requestList}',
      'Dalla pagina della richiesta vedi a che punto è, quali aziende hanno ricevuto i tuoi contatti e le loro recensioni, e puoi chiedere di non essere più contattato.',
      'Non hai chiesto tu questo link? Puoi ignorare questa email: senza il link nessuno può vedere le tue richieste.',
      'Il team TrovaPro',
    ].join('\n\n'),
  },
  customer_stop_notice_email: {
    subject: 'Il cliente chiede di non essere più contattato: {category}',
    content: [
      'Buongiorno {businessName},',
      '{userName}, il cliente della richiesta della categoria {category} {inLocation} che avete acquistato, ha chiuso la richiesta e chiede di non essere più contattato.',
      'Vi chiediamo quindi di non chiamarlo e di non scrivergli più per questa richiesta. Se avete già preso accordi con lui, sarà il cliente a ricontattarvi.',
      'Codice richiesta: {leadId}',
      'Il team TrovaPro',
    ].join('\n\n'),
  },
} as const;

/** Every word of the page `/la-mia-richiesta`. */
export const customerRequestPage = {
  documentTitle: 'La mia richiesta | TrovaPro',
  title: 'La mia richiesta',
  requestHeading: 'La tua richiesta',
  categoryLabel: 'Categoria',
  locationLabel: 'Zona',
  nameLabel: 'Nome',
  emailLabel: 'Email',
  phoneLabel: 'Telefono',
  createdLabel: 'Inviata il',
  notGiven: 'Non indicato',
  locationUnknown: 'Non specificata',

  stateHeading: 'A che punto è',
  stateNow: 'Stato attuale:',
  timelineLabel: 'Cronologia della richiesta',
  state: {
    pending: 'In verifica',
    approved: 'Approvata',
    awaiting_choice: 'In attesa della tua scelta',
    sent: (count: number) => `Inviata a ${businesses(count)}`,
    bought: (names: readonly string[]) => `Acquistata da ${italianList(names)}`,
    rejected: 'Non accettata',
    closedByYou: 'Chiusa su tua richiesta',
    closedByAdmin: 'Chiusa dall’amministratore',
  },
  stateExplain: {
    pending: 'Controlliamo la tua richiesta prima di inviarla alle aziende.',
    approved: 'La richiesta è approvata: la invieremo presto alle aziende adatte della tua zona.',
    awaiting_choice: 'Scegli qui sotto le aziende a cui vuoi che la inviamo: solo loro potranno acquistarla.',
    sent: 'Le aziende che l’hanno ricevuta possono acquistarla: quando una lo fa ti scriviamo e la trovi qui sotto con i suoi contatti.',
    bought: 'Le aziende qui sotto hanno ricevuto il tuo nome, la tua email e il tuo telefono per contattarti con un preventivo.',
    rejected: 'Non abbiamo potuto accettare la richiesta: non l’abbiamo inviata a nessuna azienda.',
    closedByYou: 'Hai chiesto di non ricevere altri contatti: non la inviamo più ad altre aziende e nessuna può più acquistarla.',
    closedByAdmin: 'L’abbiamo chiusa noi: non la inviamo più ad altre aziende e nessuna può più acquistarla.',
  },
  step: {
    received: 'Richiesta ricevuta, in verifica',
    approved: 'Approvata',
    rejected: 'Non accettata',
    restored: 'Di nuovo in verifica',
    awaiting_choice: 'Aziende proposte, in attesa della tua scelta',
    chosen: (count: number) => `Hai scelto ${businesses(count)}`,
    sent: (count: number) => `Inviata a ${businesses(count)}`,
    bought: (name: string) => `Acquistata da ${name}`,
    closedByYou: 'Chiusa su tua richiesta',
    closedByAdmin: 'Chiusa dall’amministratore',
  },

  buyersHeading: 'Chi ha ricevuto i tuoi contatti',
  noBuyers: 'Nessuna azienda ha ancora acquistato la tua richiesta.',
  vatLabel: 'Partita IVA',
  municipalityLabel: 'Comune',
  boughtOn: (day: string) => `Ha acquistato la richiesta il ${day}.`,
  reviewsHeading: (name: string) => `Recensioni di ${name}`,
  rating: (average: number, count: number) => `★ ${formatNumber(average, 1)} · ${count === 1 ? '1 recensione' : `${count} recensioni`}`,
  ratingLabel: (average: number, count: number) =>
    `Valutazione media ${formatNumber(average, 1)} su 5, ${count === 1 ? '1 recensione' : `${count} recensioni`}`,
  noReviews: 'Nessuna recensione',
  reviewStars: (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`,
  reviewStarsLabel: (rating: number) => `${rating} su 5`,
  reviewBy: (author: string | null, day: string) => `${author ?? 'Cliente'} · ${day}`,
  reply: (day: string) => `Risposta dell’azienda, ${day}:`,

  choiceHeading: 'Scegli le aziende',
  choiceIntro: 'Abbiamo selezionato queste aziende per la tua richiesta. Spunta quelle da cui vuoi essere contattato: la invieremo solo a loro.',
  choiceMax: (max: number) => (max === 1 ? 'Puoi sceglierne al massimo 1.' : `Puoi sceglierne al massimo ${max}.`),
  choiceNoneLeft: 'La richiesta è già stata proposta al numero massimo di aziende: non puoi sceglierne altre.',
  choiceLegend: 'Aziende proposte',
  choiceSubmit: 'Invia la mia scelta',
  choiceNoneTicked: 'Spunta almeno un’azienda per inviare la tua scelta.',
  choiceAnswered: 'Hai già scelto: la richiesta va solo alle aziende che hai spuntato.',
  chosen: 'Scelta da te',
  notChosen: 'Non scelta',

  stopHeading: 'Non voglio altri contatti',
  stopExplain:
    'Chiudi la richiesta: non la invieremo ad altre aziende, nessuna potrà più acquistarla e chiederemo a chi l’ha già acquistata di non contattarti più.',
  stopButton: 'Non voglio altri contatti',
  stopConfirmTitle: 'Sei sicuro?',
  stopConfirmText:
    'Se chiudi la richiesta non potrai riaprirla: per un nuovo preventivo dovrai inviarne un’altra. Le aziende che l’hanno già acquistata conservano i tuoi contatti, ma chiederemo loro di non usarli più.',
  stopConfirm: 'Sì, chiudi la richiesta',
  stopCancel: 'No, torna alla richiesta',
  backToRequest: 'Torna alla richiesta',

  eraseHeading: 'I tuoi dati',
  eraseText: 'Puoi cancellare i tuoi dati da TrovaPro in qualsiasi momento.',
  eraseLink: 'Cancella i miei dati',

  linkHeading: 'Ricevi di nuovo il link',
  linkText: 'Scrivi l’indirizzo email con cui hai inviato la richiesta: ti mandiamo il link di ciascuna delle tue richieste.',
  linkEmailLabel: 'La tua email',
  linkSubmit: 'Inviami il link',
  linkEmailInvalid: 'Scrivi un indirizzo email valido, ad esempio nome@esempio.it.',
  linkSentTitle: 'Controlla la posta',

  noTokenTitle: 'Apri il link dell’email',
  noToken: 'Per vedere la tua richiesta apri il link dell’email che ti abbiamo mandato, oppure chiedi qui sotto un nuovo link.',
  invalidTitle: 'Link non valido',
  invalid: 'Questo link non è valido o è incompleto. Copia l’indirizzo completo dall’email che hai ricevuto, oppure chiedi qui sotto un nuovo link.',
  erasedTitle: 'Richiesta cancellata',
  erased: 'I dati di questa richiesta sono stati cancellati: non c’è più niente da mostrare.',
  limitedTitle: 'Troppi tentativi',
  limitedFallback: 'Troppe richieste in poco tempo. Riprova tra qualche minuto.',
  failedTitle: 'Servizio non disponibile',
  failed: 'In questo momento non riusciamo a caricare la tua richiesta. Riprova tra qualche minuto.',
  actionFailed: 'Non è stato possibile completare l’operazione. Riprova tra qualche minuto.',
  doneTitle: 'Fatto',
  homeLink: 'Vai alla home',
} as const;
