/**
 * «Offerte» of the «Area aziende» (issue 33): the leads offered to the business now (`/area/offerte`), bought from
 * there, and a purchase link opened again after the purchase.
 */
export const businessOffers = {
  /** The area header's link, next to «Acquisti». */
  navLabel: 'Sezioni dell’Area aziende',
  navOffers: 'Offerte',
  navPurchases: 'Acquisti',
  title: 'Offerte aperte',
  intro: 'I lead che ti abbiamo proposto e che puoi ancora acquistare. I contatti del cliente arrivano dopo il pagamento.',
  loading: 'Caricamento delle offerte…',
  loadError: 'Non è stato possibile caricare le offerte.',
  total: (count: number) => (count === 1 ? '1 offerta aperta' : `${count} offerte aperte`),
  emptyTitle: 'Nessuna offerta aperta in questo momento',
  empty: 'Quando ti proponiamo un nuovo lead lo trovi qui, oltre che nell’email di offerta.',
  pausedEmpty: 'Le offerte di nuovi lead sono sospese: per riprenderle usa il link nell’ultima email di offerta o scrivici.',
  /** «Idraulico · Fano (Pesaro e Urbino)». */
  offerTitle: (category: string, place: string | null) => (place ? `${category} · ${place}` : category),
  requestTitle: 'Richiesta del cliente',
  vatIncluded: 'IVA inclusa',
  /** The 48-hour discount, as the checkout shows it: the badge and the full price struck through. */
  discountBadge: 'SCONTO 50%',
  originalPriceLabel: 'Prezzo originale',
  hiddenDataNote: 'Nome, indirizzo e recapiti del cliente sono nascosti: li ricevi subito dopo il pagamento.',
  placesLeft: (count: number) => (count === 1 ? 'Ancora 1 posto' : `Ancora ${count} posti`),
  offeredOn: (date: string) => `Proposto il ${date}`,
  buy: 'Acquista',
  buying: 'Apertura del pagamento…',
  buyFailureTitle: 'Acquisto non avviato',
  buyFailure: 'Non è stato possibile aprire il pagamento. Riprova tra poco.',
  /** 409 / 410 on the link: the list is refreshed. */
  alreadyBought: 'Hai già acquistato questo lead: lo trovi negli acquisti.',
  noLongerOnSale: 'Questo lead non è più in vendita.',
  tooManyLinks: 'Troppe richieste in poco tempo. Riprova tra qualche minuto.',

  // The checkout's page of a purchase link already used (the business bought the lead).
  alreadyPurchasedTitle: 'Hai già acquistato questo lead',
  alreadyPurchasedText: 'Lo trovi sempre nell’Area aziende, con i contatti del cliente, la richiesta e le fatture.',
  openInArea: 'Apri l’acquisto nell’Area aziende',
} as const;

/** The API's answers of «Offerte». */
export const apiBusinessOffersMessages = {
  tooManyLinks: 'Troppi link di acquisto chiesti in poco tempo. Riprova tra qualche minuto.',
} as const;
