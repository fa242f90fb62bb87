/**
 * Built-in texts of the emails a purchase sends, keyed by the names of `EMAIL_TEMPLATE_NAMES`
 * (purchaseContacts, refundNotice) in @trovapro/domain. Plain text: blank lines separate paragraphs.
 */
export const purchaseEmailTemplates = {
  /** To the business that paid: the visitor's contacts. */
  purchase_contacts_email: {
    subject: 'I contatti del cliente: {category} {inLocation}',
    content: [
      'Buongiorno {businessName},',
      'grazie per l’acquisto su TrovaPro. Ecco i contatti del cliente che ha richiesto un professionista della categoria {category}:',
      'Nome: {userName}\nEmail: {userEmail}\nTelefono: {userPhone}\nZona: {location}',
      'La richiesta del cliente:\n«{userRequest}»',
      'Ti consigliamo di contattarlo al più presto: il cliente attende i preventivi.',
      'Importo pagato: {price}\nCodice richiesta: {leadId}',
      'Il team TrovaPro',
    ].join('\n\n'),
  },
  /** To a business whose payment arrived after the lead was sold out or closed: refunded in full. */
  refund_notice_email: {
    subject: 'Rimborso del tuo acquisto su TrovaPro',
    content: [
      'Buongiorno {businessName},',
      'il tuo pagamento per la richiesta della categoria {category} {inLocation} è arrivato quando la richiesta non era più in vendita: era già stata acquistata dal numero massimo di aziende, era stata chiusa, oppure l’avevi già acquistata con questa email.',
      'Ti abbiamo rimborsato l’intero importo di {price} sulla stessa carta. Il rimborso può richiedere alcuni giorni lavorativi per comparire sull’estratto conto.',
      'Per un pagamento rimborsato non emettiamo alcuna ricevuta.',
      'Ci scusiamo per l’inconveniente. Codice richiesta: {leadId}',
      'Il team TrovaPro',
    ].join('\n\n'),
  },
} as const;

/** Values the purchase emails show in place of a missing one. */
export const purchaseEmailTexts = {
  phoneMissing: 'Non indicato',
} as const;
