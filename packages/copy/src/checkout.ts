/** Business checkout strings (product §2 Business lead page and Payment-complete, §5 Purchase, §8 Purchase). */

/** The support mailbox offered on the payment-complete screen (the API's `SUPPORT_EMAIL` default). */
export const SUPPORT_EMAIL = 'supporto@trovapro.it';

export const checkoutCommon = {
  /** The top bar's right-hand label on every checkout screen. */
  area: 'Area Aziende',
  home: 'Torna alla home',
  loadingLead: 'Caricamento del lead…',
} as const;

export const checkoutLeadUnavailable = {
  missingTitle: 'Lead non trovato',
  missingMessage: 'Il link che hai aperto non indica un lead valido. Controlla il link ricevuto via email.',
  unavailableTitle: 'Lead Non Disponibile',
  unavailableMessage: 'Questo lead non è più disponibile oppure è già stato venduto.',
} as const;

/** The purchase link opened again by the business that bought: what it bought, its contacts, its receipt. */
export const checkoutOwnPurchase = {
  title: 'Hai acquistato questa richiesta',
  paidOn: (date: string, amount: string) => `Acquistata il ${date} per ${amount} IVA inclusa.`,
  sentTo: (email: string) => `Abbiamo inviato i contatti del cliente a ${email}.`,
  contactsTitle: 'Contatti del cliente',
  nameLabel: 'Nome',
  emailLabel: 'Email',
  phoneLabel: 'Telefono',
  phoneMissing: 'Non indicato',
  requestTitle: 'La richiesta',
  areaLabel: 'Zona',
  erasedTitle: 'Dati del cliente cancellati',
  erasedMessage:
    'Il cliente ha chiesto la cancellazione dei propri dati personali: per legge non possiamo più mostrarli. Se li hai già ricevuti via email, trattali secondo la normativa sulla privacy.',
  receiptTitle: { receipt: 'Ricevuta', invoice: 'Fattura', credit_note: 'Nota di credito' },
  noReceipt: 'Per questo acquisto non è stata emessa una ricevuta numerata.',
  loading: 'Caricamento del tuo acquisto…',
  loadError: 'Non è stato possibile caricare il tuo acquisto.',
} as const;

export const checkoutLead = {
  discountBadge: 'SCONTO 50%',
  requestLabel: 'Richiesta del cliente',
  /** Under the request: the placeholders of `hiddenBeforePurchase` stand where the visitor wrote personal data. */
  hiddenDataNote: 'Nome, indirizzo e recapiti del cliente sono nascosti: li ricevi via email subito dopo il pagamento.',
  areaLabel: 'Zona',
  priceLabel: 'Prezzo',
  originalPriceLabel: 'Prezzo originale',
  placesLeft: (n: number) => (n === 1 ? 'Ancora 1 posto disponibile' : `Ancora ${n} posti disponibili`),
  receiveTitle: 'Cosa ricevi',
  receive: ["L'email completa del cliente", 'I dettagli della richiesta', 'I recapiti per contattarlo', 'Accesso immediato dopo il pagamento'],
} as const;

export const checkoutCompany = {
  title: 'Acquista questo lead',
  subtitle: "Indica la tua azienda: riceverai i contatti del cliente all'email aziendale.",
  nameLabel: 'Nome azienda',
  namePlaceholder: 'Es. Idraulica Rossi Srl',
  emailLabel: 'Email aziendale',
  emailPlaceholder: 'info@azienda.it',
  submit: 'Procedi al Pagamento',
  requiredTitle: 'Campi obbligatori',
  requiredMessage: 'Inserisci nome azienda e email',
  invalidEmailTitle: 'Email non valida',
  invalidEmailMessage: 'Inserisci un indirizzo email aziendale valido, ad esempio info@azienda.it',
  errorTitle: 'Errore',
  errorMessage: 'Errore durante la preparazione del pagamento',
  buyingAs: (name: string, email: string) => `Acquisto per ${name} (${email})`,
} as const;

export const checkoutPayment = {
  title: 'Pagamento con carta',
  /** 'Acquista Lead - €12,50': the price with a comma decimal separator. */
  payButton: (price: string) => `Acquista Lead - €${price}`,
  failedTitle: 'Pagamento fallito',
  failedMessage: 'Il pagamento è stato rifiutato. Prova con un’altra carta.',
  errorTitle: 'Errore',
  errorMessage: "Si è verificato un errore durante l'elaborazione del pagamento",
  successTitle: 'Pagamento confermato!',
  successMessage: 'Ti stiamo portando alla conferma dell’acquisto.',
  stripeLoading: 'Caricamento del modulo di pagamento…',
  stripeUnavailable: 'Impossibile caricare il modulo di pagamento. Ricarica la pagina e riprova.',
  /** The lead stopped being on sale while the card form was open (sold out, or closed): nothing was charged. */
  withdrawnTitle: 'Lead Non Disponibile',
  withdrawnMessage: 'Questa richiesta non è più in vendita: il pagamento è stato annullato e non ti è stato addebitato nulla.',
} as const;

/** The built-in test gateway's card form (no real charge). */
export const checkoutTestGateway = {
  noticeTitle: 'Ambiente di pagamento di prova',
  noticeMessage: 'Nessun addebito reale. Usa una scadenza futura e un CVC qualsiasi.',
  cards: [
    { label: 'Pagamento riuscito', number: '4242 4242 4242 4242' },
    { label: 'Pagamento rifiutato', number: '4000 0000 0000 0002' },
    { label: 'Carta scaduta', number: '4000 0000 0000 0069' },
    { label: 'CVC errato', number: '4000 0000 0000 0127' },
    { label: 'Fondi insufficienti', number: '4000 0000 0000 9995' },
  ],
  cardNumberLabel: 'Numero della carta',
  cardNumberPlaceholder: '1234 1234 1234 1234',
  expiryLabel: 'Scadenza (MM/AA)',
  expiryPlaceholder: 'MM/AA',
  cvcLabel: 'CVC',
  cvcPlaceholder: '123',
  invalidTitle: 'Dati della carta non validi',
  invalidCardNumber: 'Inserisci un numero di carta valido (da 12 a 19 cifre)',
  invalidExpiry: 'Inserisci la scadenza nel formato MM/AA',
  invalidCvc: 'Inserisci un CVC di 3 o 4 cifre',
} as const;

export const checkoutResult = {
  successTitle: 'Pagamento Completato',
  successMessage: "Grazie per l'acquisto! Riceverai a breve un'email con i dettagli di contatto del cliente.",
  successHint: 'Se non la trovi, controlla anche la cartella spam.',
  failureTitle: 'Pagamento Non Completato',
  failureMessage: 'Il pagamento non è andato a buon fine. Puoi riprovare dal link del lead ricevuto via email.',
  home: 'Torna alla home',
  contactSupport: 'Contatta il supporto',
} as const;
