/**
 * Italian texts of the API's privacy features (issue 18): the consent refusal, the self-erase link's
 * answers, the placeholders of erased data, the development defaults of the legal information, and the
 * built-in text of the email the customer gets when a business buys the request.
 */
export const privacyApiMessages = {
  consentRequired: 'Per inviare la richiesta serve il consenso a condividere i tuoi dati con le aziende.',
  invalidToken: 'Il link di cancellazione non è valido. Copia l’indirizzo completo dall’email di conferma.',
  alreadyErased: 'I dati di questo indirizzo email sono già stati cancellati.',
  erased: 'Fatto: abbiamo cancellato i tuoi dati. Le aziende che avevano già acquistato la richiesta conservano i contatti ricevuti.',
  tooManyErasures: 'Troppe richieste di cancellazione da questa connessione. Riprova più tardi.',
} as const;

/** What an anonymised lead keeps in place of the person's data (the columns are NOT NULL). */
export const erasedLeadTexts = {
  userName: 'cancellato',
  userEmail: '',
  userRequest: '[richiesta cancellata]',
} as const;

/** What replaces each kind of personal data in the text sent to OpenAI (see `hiddenBeforePurchase`). */
export const removedForAnalysis = {
  name: '[nome rimosso]',
  address: '[indirizzo rimosso]',
  contact: '[contatto rimosso]',
  identifier: '[dato personale rimosso]',
} as const;

/** Development defaults of the legal information: production refuses to start without the real values. */
export const legalPlaceholders = {
  companyName: '[Ragione sociale: imposta COMPANY_NAME]',
  companyVat: '[Partita IVA: imposta COMPANY_VAT]',
  companyAddress: '[Sede legale: imposta COMPANY_ADDRESS]',
  privacyEmail: 'privacy@trovapro.it',
} as const;

/** Keyed by `EMAIL_TEMPLATE_NAMES.leadPurchasedCustomer`: to the customer, when a business bought the request. */
export const leadPurchasedCustomerEmailTemplates = {
  lead_purchased_customer_email: {
    subject: 'Un’azienda ha ricevuto la tua richiesta: {category}',
    content: [
      'Ciao {userName},',
      'l’azienda {businessName} ha acquistato la tua richiesta della categoria {category} {inLocation} e ha ricevuto il tuo nome, la tua email e il tuo telefono per contattarti con un preventivo.',
      'I contatti dell’azienda:\nEmail: {businessEmail}\nTelefono: {businessPhone}',
      'Al massimo {maxBuyers} aziende possono ricevere la stessa richiesta.',
      'Sulla pagina della tua richiesta trovi le aziende che l’hanno ricevuta, con i loro contatti e le loro recensioni, e puoi chiedere di non essere più contattato: {requestUrl}',
      'Puoi cancellare i tuoi dati da qui: {eraseUrl}',
      'Il team TrovaPro',
    ].join('\n\n'),
  },
} as const;

/** Values the customer's email shows in place of a missing one. */
export const leadPurchasedCustomerTexts = {
  businessPhoneMissing: 'Non indicato',
} as const;
