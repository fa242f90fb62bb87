/**
 * Built-in text of the `lead_offer_email` template (EMAIL_TEMPLATE_NAMES.leadOffer): the offer of a lead
 * to a partner business, with the link to buy it. It describes the job as the business will see it before
 * paying — the request without the visitor's contacts — and never holds a contact detail of the visitor.
 */
export const leadOfferEmailTemplate = {
  subject: 'Nuova richiesta {inLocation}: {category}',
  content: [
    'Buongiorno {businessName},',
    'un cliente cerca un professionista della categoria {category} {inLocation}. Ecco la sua richiesta, senza i contatti:',
    '«{userRequest}»',
    'Zona: {location}\nPrezzo: {price}',
    'La inviamo solo ad alcune aziende selezionate {nearby}. {availability}',
    'Acquistala da questo link e ricevi subito i contatti del cliente:\n{purchaseUrl}',
    'Garanzia contatto valido: se telefono o email non sono validi o il cliente non risponde mai, segnalalo dall’Area aziende entro i giorni indicati nella pagina della richiesta. Se la segnalazione è accolta ti rimborsiamo l’intero importo.',
    'Codice richiesta: {leadId}',
    'Il team TrovaPro',
  ].join('\n\n'),
} as const;

/** The offer email's values that are phrases. */
export const leadOfferEmailTexts = {
  /** `{nearby}`: said only to a business of the lead's comune or province. */
  nearby: 'della zona',
  /**
   * `{availability}`: how many businesses may buy the request (LEAD_MAX_BUYERS) and how many places are left
   * when it is sent (the number the checkout shows).
   */
  availability: (maxBuyers: number, placesLeft: number) => {
    if (maxBuyers === 1) return 'Può acquistarla una sola azienda.';
    const left = placesLeft === 1 ? 'ne resta una' : `ne restano ${placesLeft}`;
    return `Possono acquistarla al massimo ${maxBuyers} aziende: ${left}.`;
  },
} as const;
