import { PRODUCT_NAME } from './product.ts';

/** «3 aziende», «un’azienda». */
const businesses = (count: number) => (count === 1 ? 'un’azienda' : `${count} aziende`);

/** Issue 34: how many businesses a request may be offered to (LEAD_MAX_OFFERS), and the customer's choice (CUSTOMER_CHOOSES). */
export const offerLimitMessages = {
  tooMany: (maxOffers: number, left: number) =>
    left === 0
      ? `Questa richiesta è già stata proposta al numero massimo di aziende (${maxOffers}): non può essere proposta ad altre.`
      : `Questa richiesta può essere proposta al massimo a ${businesses(maxOffers)} in tutto: puoi sceglierne ancora ${left === 1 ? 'una' : left}.`,
  notChosen: (name: string) =>
    `«${name}» non è tra le aziende scelte dal cliente: con la scelta del cliente attiva, ricevono la richiesta solo quelle.`,
} as const;

/** The API's answers to the admin's proposals and to the customer's choice. */
export const customerChoiceApiMessages = {
  choiceOff: 'La scelta del cliente non è attiva (CUSTOMER_CHOOSES): invia la richiesta direttamente alle aziende.',
  alreadyProposed: (name: string) => `«${name}» è già stata proposta al cliente per questa richiesta.`,
  tooManyProposals: (max: number) => `Puoi proporre al cliente al massimo ${businesses(max)} in tutto per una richiesta.`,
  invalidLink: 'Il link non è valido. Controlla di averlo copiato per intero dall’email, oppure chiedine uno nuovo.',
  requestClosed: 'Questa richiesta è chiusa: non viene più proposta ad altre aziende.',
  requestErased: 'I dati di questa richiesta sono stati cancellati.',
  nothingToChoose: 'Non ci sono aziende da scegliere per questa richiesta: la tua scelta è già stata registrata.',
  unknownChoice: 'Una delle aziende indicate non è tra quelle proposte per la tua richiesta. Ricarica la pagina e scegli di nuovo.',
  tooManyChoices: (max: number) => (max === 1 ? 'Puoi sceglierne una sola.' : `Puoi sceglierne al massimo ${max}.`),
  unavailable: 'Una delle aziende scelte non può più ricevere richieste. Ricarica la pagina e scegli tra le altre.',
  tooManyAttempts: 'Troppi tentativi: riprova tra qualche minuto.',
  chosen: (count: number) =>
    count === 1
      ? 'Fatto: la tua richiesta è stata inviata all’azienda che hai scelto. Solo lei potrà acquistare i tuoi contatti.'
      : `Fatto: la tua richiesta è stata inviata alle ${count} aziende che hai scelto. Solo loro potranno acquistare i tuoi contatti.`,
} as const;

/** The admin's «Seleziona Aziende» dialog: the places left and, with CUSTOMER_CHOOSES, the proposals. */
export const offerPlacesTexts = {
  placesLeft: (left: number, maxOffers: number) =>
    left === 0
      ? `Già proposta al numero massimo di aziende (${maxOffers}).`
      : `Puoi proporla ancora a ${businesses(left)} (al massimo ${maxOffers} in tutto).`,
  overLimit: (left: number) => `Hai selezionato più aziende di quante la richiesta possa raggiungere (${left}).`,
  customerChooses: 'Scelta del cliente attiva: le aziende selezionate vengono proposte al cliente, che sceglie quali ricevono la richiesta.',
  propose: (count: number) => (count === 1 ? 'Proponi 1 azienda al cliente' : `Proponi ${count} aziende al cliente`),
  proposedTitle: 'Proposte inviate',
  proposedMessage: (count: number) => (count === 1 ? 'Un’azienda proposta al cliente' : `${count} aziende proposte al cliente`),
  proposeError: 'Impossibile proporre le aziende al cliente',
  proposalsHeading: 'Già proposte al cliente',
  proposalWaiting: 'In attesa della scelta',
  proposalChosen: 'Scelta dal cliente',
  proposalNotChosen: 'Non scelta',
  loadError: 'Impossibile leggere le aziende già proposte',
} as const;

/** `lead_choice_email`: the customer is asked to choose among the businesses proposed. */
export const leadChoiceEmailTemplates = {
  lead_choice_email: {
    subject: 'Scegli chi può contattarti: {category}',
    content: [
      'Ciao {userName},',
      `abbiamo selezionato {proposals} per la tua richiesta della categoria {category} {inLocation}. Prima di inviarla, scegli tu quali possono riceverla ({choiceLimit}): solo quelle che scegli potranno acquistare i tuoi contatti.`,
      'Scegli le aziende da qui:\n{requestUrl}',
      'Codice richiesta: {leadId}',
      `Il team ${PRODUCT_NAME}`,
    ].join('\n\n'),
  },
} as const;

/** `{proposals}` and `{choiceLimit}` of `lead_choice_email`. */
export const leadChoiceEmailTexts = {
  proposals: businesses,
  choiceLimit: (max: number) => (max === 1 ? 'puoi sceglierne una' : `puoi sceglierne al massimo ${max}`),
} as const;
