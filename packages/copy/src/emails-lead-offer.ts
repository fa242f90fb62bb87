/**
 * Built-in text of the `lead_offer_email` template (EMAIL_TEMPLATE_NAMES.leadOffer): the offer of a lead
 * to a partner business, with the link to buy it. Never a contact detail of the visitor.
 */
export const leadOfferEmailTemplate = {
  subject: 'Nuova richiesta {inLocation}: {category}',
  content: [
    'Buongiorno {businessName},',
    'un cliente cerca un professionista della categoria {category} {inLocation}.',
    'Puoi acquistare la richiesta e ricevere subito i contatti del cliente per {price}:\n{purchaseUrl}',
    'La richiesta è offerta a poche aziende selezionate della zona: i posti sono limitati.',
    'Codice richiesta: {leadId}',
    'Il team TrovaPro',
  ].join('\n\n'),
} as const;
