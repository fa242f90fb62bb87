/**
 * «Garanzia contatto valido» (issue 33): what businesses read of it (offers, the lead page, the area), the API's
 * answers, the emails of a decision, and the reason a refund carries on the lead's timeline.
 */

/** The reasons a business may give, as it and the admin read them. */
export const leadReportReasonLabels = {
  phone_or_email_invalid: 'Telefono o email non validi',
  unreachable: 'Cliente mai raggiungibile dopo ripetuti tentativi',
  duplicate: 'Doppione di un lead già acquistato',
  wrong_category_or_place: 'Categoria o luogo diversi da quelli indicati',
  never_asked: 'Il cliente dice di non aver mai fatto la richiesta',
} as const;

/** The guarantee's line, on every offer, lead page and purchase. */
export const guaranteeTexts = {
  name: 'Garanzia contatto valido',
  /** On an offer and the checkout's lead page. */
  line: (days: number) =>
    `Garanzia contatto valido: se telefono o email non sono validi, il cliente non risponde mai o la richiesta non è quella indicata, hai ${days} giorni dall’acquisto per segnalarlo dall’Area aziende. Se la segnalazione è accolta ti rimborsiamo l’intero importo.`,
  /** On a purchase in the area, while the window is open. */
  daysLeft: (days: number) =>
    days <= 0
      ? 'Garanzia: ultimo giorno per segnalare un problema'
      : days === 1
        ? 'Garanzia: 1 giorno per segnalare un problema'
        : `Garanzia: ${days} giorni per segnalare un problema`,
  /** On a purchase in the area once the window closed without a report. */
  expired: 'Garanzia contatto valido: il periodo per segnalare un problema è terminato',
} as const;

/** The API's answers about reports and refunds. */
export const apiGuaranteeMessages = {
  windowOver: (days: number) => `Sono passati più di ${days} giorni dal pagamento: la garanzia contatto valido non copre più questo acquisto.`,
  alreadyReported: 'Hai già segnalato un problema per questo acquisto: ogni acquisto può essere segnalato una volta sola.',
  alreadyRefunded: 'Questo acquisto è già stato rimborsato.',
  tooManyReports: 'Hai inviato troppe segnalazioni in poco tempo. Riprova più tardi.',
  alreadyDecided: 'Questa segnalazione è già stata decisa.',
  reasonRequired: 'Scrivi il motivo.',
  invalidBounce: 'BouncedAt non è una data valida.',
} as const;

/** Why a purchase was refunded, as the lead's timeline and the admin read it (stored with the refund). */
export const refundNotes = {
  bounce: (reason: string) => `Garanzia accolta automaticamente (l’email al cliente è tornata indietro): ${reason}`,
  duplicate: (reason: string) => `Garanzia accolta automaticamente (stesso cliente e categoria già acquistati): ${reason}`,
  admin: (reason: string, words: string | undefined) =>
    words === undefined || words.trim() === ''
      ? `Garanzia accolta dall’amministratore: ${reason}`
      : `Garanzia accolta dall’amministratore: ${reason}. ${words.trim()}`,
  adminRefund: (words: string) => `Rimborso dell’amministratore: ${words.trim()}`,
} as const;

/** To the business whose report was refused: the reason, and that the purchase stays. */
export const reportRefusedEmailTemplate = {
  subject: 'La tua segnalazione su TrovaPro non è stata accolta',
  content: [
    'Buongiorno {businessName},',
    'abbiamo esaminato la segnalazione che hai inviato per la richiesta della categoria {category} {inLocation} e non possiamo accoglierla.',
    'Il motivo: {refusalReason}',
    'L’acquisto resta valido e non è previsto un rimborso. Se hai elementi nuovi rispondi a questa email.',
    'Codice richiesta: {leadId}',
    'Il team TrovaPro',
  ].join('\n\n'),
} as const;

/** To the business whose report was accepted when the refund has no credit note email yet (none needed, or invalid). */
export const reportAcceptedEmailTemplate = {
  subject: 'La tua segnalazione su TrovaPro è stata accolta',
  content: [
    'Buongiorno {businessName},',
    'abbiamo accolto la segnalazione che hai inviato per la richiesta della categoria {category} {inLocation}: ti rimborsiamo l’intero importo di {price} sulla stessa carta. Il rimborso può richiedere alcuni giorni lavorativi per comparire sull’estratto conto.',
    'Codice richiesta: {leadId}',
    'Il team TrovaPro',
  ].join('\n\n'),
} as const;

/** The report on a purchase in the «Area aziende» and its dialog. */
export const businessAreaGuarantee = {
  report: 'Segnala un problema',
  dialogTitle: 'Segnala un problema con questo lead',
  dialogIntro:
    'Scegli il motivo. Se possiamo verificarlo da soli (per esempio un’email al cliente tornata indietro) decidiamo subito, altrimenti decide il nostro staff e ti scriviamo.',
  reasonLabel: 'Motivo',
  reasonRequired: 'Scegli un motivo',
  noteLabel: 'Nota (facoltativa)',
  noteDescription: (max: number) => `Cosa è successo: tentativi fatti, quando, cosa hai trovato. Al massimo ${max} caratteri.`,
  noteTooLong: (max: number) => `Al massimo ${max} caratteri`,
  submit: 'Invia la segnalazione',
  cancel: 'Annulla',
  sent: 'Segnalazione inviata',
  acceptedNow: 'Segnalazione accolta: ti rimborsiamo l’intero importo.',
  pendingNow: 'Segnalazione inviata: la esaminiamo e ti scriviamo.',
  failure: 'Non è stato possibile inviare la segnalazione. Riprova tra poco.',
  tooMany: 'Hai inviato troppe segnalazioni in poco tempo. Riprova più tardi.',
  statePending: 'Segnalazione in verifica',
  stateAccepted: (date: string) => `Segnalazione accolta: rimborsato il ${date}`,
  stateRefused: (reason: string) => `Segnalazione non accolta: ${reason}`,
  reportedReason: (reason: string) => `Motivo: ${reason}`,
} as const;
