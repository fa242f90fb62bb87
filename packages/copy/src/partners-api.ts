/**
 * The API's partner texts (issue 20): sign-up and approval messages, the emails' built-in texts (keyed by
 * `EMAIL_TEMPLATE_NAMES` of @trovapro/domain; plain text, blank lines between paragraphs), the offer
 * emails' stop link and the receipts.
 */
export const apiPartnerMessages = {
  signupCodeSent: 'Ti abbiamo inviato un codice a 4 cifre: inseriscilo per confermare la tua email.',
  signupConfirmed: 'Email confermata: la tua richiesta è arrivata. Ti scriveremo appena la tua azienda sarà approvata.',
  invalidVatNumber: 'La partita IVA non è valida: controlla le 11 cifre.',
  unknownComune: 'Scegli il comune della sede dall’elenco.',
  /** `supportEmail`: SUPPORT_EMAIL of the deployment. */
  duplicateEmail: (supportEmail: string) => `Esiste già un’azienda partner con questa email. Per assistenza scrivi a ${supportEmail}.`,
  tooManySignups: 'Troppe richieste di iscrizione. Riprova tra qualche minuto.',
  invalidCode: 'Codice non valido o scaduto. Controlla l’email o richiedi un nuovo codice.',
  codeBlocked: 'Troppi tentativi con questo codice. Ripeti l’iscrizione per riceverne uno nuovo.',
  notPending: 'Questa azienda non è in attesa di approvazione.',
  notApproved: 'Questa azienda non è stata approvata: approvala da «Da approvare» prima di attivarla.',
  unsubscribed: 'Fatto: non riceverai più offerte di lavoro da TrovaPro.',
  /** A stop link cannot resume offers the admin paused, or of a business not approved. */
  resumeRefused: (supportEmail: string) => `Le offerte di questa azienda non si possono riattivare da qui: scrivi a ${supportEmail}.`,
  invalidTaxId: 'Inserisci una partita IVA (11 cifre) o un codice fiscale (16 caratteri) valido.',
  invalidSdiCode: 'Il codice SDI ha 7 caratteri, lettere o cifre.',
  invalidProvince: 'Indica la sigla della provincia, ad esempio MI.',
  receiptNotFound: 'Documento non trovato.',
} as const;

/** The comune and reach a sign-up names, as the business's «Zona». */
export const partnerAreaTexts = {
  comune: (place: string) => place,
  province: (province: string) => `Provincia di ${province}`,
  region: (region: string) => region,
} as const;

/** The line every offer email ends with (after the admin's own text, which cannot drop it). */
export const offerUnsubscribeFooter = (url: string) =>
  `Non vuoi più ricevere richieste di lavoro da TrovaPro? Interrompi le offerte con un clic: ${url}`;

export const partnerEmailTemplates = {
  partner_signup_code_email: {
    subject: 'Conferma l’email della tua azienda su TrovaPro',
    content: [
      'Buongiorno {businessName},',
      'il codice per confermare l’indirizzo {businessEmail} è: {verificationCode}',
      'Inseriscilo nella pagina «Diventa partner» di TrovaPro. Il codice scade tra 15 minuti.',
      'Se non hai chiesto tu di iscrivere la tua azienda, puoi ignorare questa email.',
      'Il team TrovaPro',
    ].join('\n\n'),
  },
  /** When the code is confirmed: what happens next, and within how long the answer comes (PARTNER_APPROVAL_DAYS). */
  partner_signup_received_email: {
    subject: 'Abbiamo ricevuto l’iscrizione di {businessName}',
    content: [
      'Buongiorno {businessName},',
      'grazie per aver iscritto la tua azienda a TrovaPro: l’indirizzo {businessEmail} è confermato.',
      'Categoria: {category}\nZona: {location}',
      'Ora controlliamo i dati della tua azienda e ti scriviamo l’esito entro {approvalTime}. Se la approviamo, da quel momento ricevi via email le richieste dei clienti della tua zona e paghi con carta solo quelle che scegli, senza abbonamento.',
      'Fino ad allora non devi fare nulla.',
      'Il team TrovaPro',
    ].join('\n\n'),
  },
  partner_approved_email: {
    subject: 'La tua azienda è stata approvata su TrovaPro',
    content: [
      'Buongiorno {businessName},',
      'abbiamo approvato la tua azienda: da oggi riceverai via email le richieste dei clienti della categoria {category} nella tua zona ({location}).',
      'Ogni email descrive la richiesta e il prezzo, IVA inclusa: se ti interessa, la acquisti con carta dal link e ricevi subito i contatti del cliente. Nessun abbonamento, paghi solo le richieste che scegli.',
      'Ogni email ha anche un link per smettere di ricevere offerte, quando vuoi.',
      'Il team TrovaPro',
    ].join('\n\n'),
  },
  partner_refused_email: {
    subject: 'La tua richiesta di iscrizione a TrovaPro',
    content: [
      'Buongiorno {businessName},',
      'abbiamo esaminato la richiesta di iscrizione della tua azienda e per ora non possiamo approvarla.',
      '{refusalReason}',
      'Se pensi che si tratti di un errore, rispondi a questa email: ricontrolleremo volentieri.',
      'Il team TrovaPro',
    ].join('\n\n'),
  },
  /** Issue 32: the invoice of the purchase, `{receiptNumber}` its number and `{receiptUrl}` its courtesy copy. */
  purchase_receipt_email: {
    subject: 'Fattura n. {receiptNumber} del tuo acquisto su TrovaPro',
    content: [
      'Buongiorno {businessName},',
      'grazie per l’acquisto della richiesta della categoria {category} {inLocation}. Abbiamo emesso la fattura n. {receiptNumber}:',
      'Imponibile: {netAmount}\nIVA {vatRate}: {vatAmount}\nTotale pagato: {price}',
      'Puoi vederne e stamparne la copia di cortesia qui: {receiptUrl}',
      'La fattura valida ai fini fiscali è quella recapitata dal Sistema di Interscambio (SdI) al tuo codice destinatario o PEC, e disponibile nel tuo cassetto fiscale.',
      'Codice richiesta: {leadId}',
      'Il team TrovaPro',
    ].join('\n\n'),
  },
} as const;

/**
 * The email of a receipt (no invoice): only for a purchase started before the checkout asked for billing data, which
 * keeps the receipt it was promised. Fixed text, not an editable template: the editable `purchase_receipt_email`
 * speaks of the invoice (issue 32), which such a purchase does not get.
 */
export const purchaseReceiptOnlyEmailTemplate = {
  subject: 'Ricevuta n. {receiptNumber} del tuo acquisto su TrovaPro',
  content: [
    'Buongiorno {businessName},',
    'grazie per l’acquisto della richiesta della categoria {category} {inLocation}. Ecco la ricevuta n. {receiptNumber}:',
    'Imponibile: {netAmount}\nIVA {vatRate}: {vatAmount}\nTotale pagato: {price}',
    'Puoi vederla e stamparla qui: {receiptUrl}',
    'Codice richiesta: {leadId}',
    'Il team TrovaPro',
  ].join('\n\n'),
} as const;

/**
 * Issue 32: to a business whose purchase the admin refunded, when the refund has its credit note (sent once the note
 * passed the checks: at the refund, or after the admin corrected it). Fixed text, like the receipt's.
 */
export const creditNoteEmailTemplate = {
  subject: 'Nota di credito n. {receiptNumber}: rimborso del tuo acquisto su TrovaPro',
  content: [
    'Buongiorno {businessName},',
    'ti abbiamo rimborsato l’intero importo di {price} pagato per la richiesta della categoria {category} {inLocation}, sulla stessa carta. Il rimborso può richiedere alcuni giorni lavorativi per comparire sull’estratto conto.',
    'Abbiamo emesso la nota di credito n. {receiptNumber}, che storna la fattura di questo acquisto:',
    'Imponibile: {netAmount}\nIVA {vatRate}: {vatAmount}\nTotale: {price}',
    'Puoi vederne e stamparne la copia di cortesia, con il numero della fattura stornata, qui: {receiptUrl}',
    'La nota di credito valida ai fini fiscali è quella recapitata dal Sistema di Interscambio (SdI) al tuo codice destinatario o PEC, e disponibile nel tuo cassetto fiscale.',
    'Codice richiesta: {leadId}',
    'Il team TrovaPro',
  ].join('\n\n'),
} as const;

/**
 * Issue 32: to a business whose purchase the admin refunded when no credit note goes with it yet (the invoice had
 * not been issued, or the note awaits the admin's correction: its own email follows then).
 */
export const adminRefundEmailTemplate = {
  subject: 'Rimborso del tuo acquisto su TrovaPro',
  content: [
    'Buongiorno {businessName},',
    'ti abbiamo rimborsato l’intero importo di {price} pagato per la richiesta della categoria {category} {inLocation}, sulla stessa carta. Il rimborso può richiedere alcuni giorni lavorativi per comparire sull’estratto conto.',
    'Codice richiesta: {leadId}',
    'Il team TrovaPro',
  ].join('\n\n'),
} as const;

/** Values of the partner emails in place of a missing one. */
export const partnerEmailTexts = {
  noRefusalReason: 'Non ci sono motivi particolari da segnalarti oltre a quelli del nostro controllo.',
  refusalReason: (reason: string) => `Il motivo: ${reason}`,
  /** `{approvalTime}`: PARTNER_APPROVAL_DAYS as the sign-up received email promises it. */
  approvalTime: (days: number) => (days === 1 ? '1 giorno lavorativo' : `${days} giorni lavorativi`),
  /** A price to a business: always IVA included. */
  priceWithVat: (euro: string) => `${euro} IVA inclusa`,
} as const;

/**
 * To the owner of an address someone tried to sign up with although a partner has it already: the sign-up
 * answers exactly as for a new address (no membership oracle), and the owner hears of it here instead.
 */
export const partnerSignupTakenEmailTexts = {
  subject: 'Qualcuno ha provato a registrarsi con il tuo indirizzo su TrovaPro',
  paragraphs: (details: { email: string; supportEmail: string }) => [
    'Buongiorno,',
    `qualcuno ha provato a registrarsi con il tuo indirizzo (${details.email}) come nuova azienda partner di TrovaPro. La tua azienda è già iscritta con questo indirizzo, quindi non abbiamo creato nulla e non abbiamo inviato codici.`,
    `Se sei stato tu, non serve una nuova iscrizione: continuerai a ricevere qui le richieste dei clienti. Per cambiare i dati della tua azienda scrivi a ${details.supportEmail}.`,
    'Se non sei stato tu, puoi ignorare questa email: senza accesso alla tua casella nessuno può usare il tuo indirizzo su TrovaPro.',
    'Il team TrovaPro',
  ],
} as const;

const partners = (n: number) => (n === 1 ? '1 azienda' : `${n} aziende`);

/**
 * The admins' notice of a confirmed sign-up (ADMIN_NOTIFY, like the new-lead notice): one email per sign-up
 * (`each`), or a section of the daily digest listing every sign-up still waiting (`digest`). The sign-up was
 * promised an answer within `approvalTime`.
 */
export const pendingPartnerNoticeTexts = {
  subject: (companyName: string) => `Nuova azienda da approvare: ${companyName}`,
  paragraphs: (partner: { name: string; category: string; area: string; vatNumber: string; approvalTime: string; url: string }) => [
    `Un’azienda si è iscritta e ha confermato la sua email. Le abbiamo scritto che riceverà l’esito entro ${partner.approvalTime}: approvala o rifiutala da «Da approvare».`,
    `Azienda: ${partner.name}\nCategoria: ${partner.category}\nZona: ${partner.area}\nPartita IVA: ${partner.vatNumber}`,
    `Le aziende da approvare nella console:\n${partner.url}`,
    'TrovaPro',
  ],
  /** The digest's subject: after the new leads' («…, 2 aziende da approvare»), or alone. */
  digestSubject: (count: number, leadsSubject: string | null) =>
    leadsSubject === null ? `TrovaPro: ${partners(count)} da approvare` : `${leadsSubject}, ${partners(count)} da approvare`,
  /** The digest's section: every sign-up still waiting, oldest first, and the link to them. */
  digestParagraphs: (digest: { count: number; lines: readonly string[]; url: string }) => [
    digest.count === 1 ? 'C’è 1 azienda in attesa di approvazione:' : `Ci sono ${digest.count} aziende in attesa di approvazione:`,
    digest.lines.join('\n'),
    `${digest.count === 1 ? 'Approvala o rifiutala' : 'Approvale o rifiutale'} da «Da approvare»:\n${digest.url}`,
  ],
  /** One waiting sign-up: «• Idraulica Rossi, Idraulico, Fano (Pesaro e Urbino), iscritta il 14/05/2025 09:30». */
  digestLine: (partner: { name: string; category: string; area: string; at: string }) =>
    `• ${partner.name}, ${partner.category}, ${partner.area}, iscritta il ${partner.at}`,
} as const;
