import { formatEuro } from './formatters.ts';
import { leadOfferEmailTexts } from './emails-lead-offer.ts';
import { partnerEmailTexts } from './partners-api.ts';
import { leadChoiceEmailTexts } from './customer-choices.ts';
import { customerRequestListItem } from './customer-request.ts';
import { reviewEmailTexts } from './reviews.ts';

/** Admin dashboard, 'Template & Messaggi' tab (product §2 Templates tab, §5 Template create, §8 Templates). */
export const adminTemplates = {
  title: 'Template & Messaggi',
  description:
    'I testi delle email e dei messaggi della chat. I segnaposto tra graffe, come {userName}, vengono sostituiti all’invio; per scrivere una graffa usa {{ o }}.',
  emailTab: 'Template Email',
  chatTab: 'Messaggi Chat',
  newTemplate: 'Nuovo Template',
  seed: 'Popola Template',
  empty: 'Nessun template presente. Popola i template predefiniti per iniziare.',
  emptyOfType: 'Nessun template di questo tipo.',
  loadError: 'Impossibile caricare i template.',
  active: 'Attivo',
  inactive: 'Inattivo',
  subjectPrefix: 'Oggetto:',
  variableCount: (n: number) => (n === 1 ? '1 variabile' : `${n} variabili`),
  edit: 'Modifica',
  editLabel: (name: string) => `Modifica ${name}`,
  createTitle: 'Nuovo Template',
  editTitle: 'Modifica Template',
  type: 'Tipo',
  typeOptions: { email: 'Email', chat: 'Messaggio chat' },
  name: 'Nome',
  namePlaceholder: 'es. welcome_message',
  subject: 'Oggetto',
  content: 'Contenuto',
  isActive: 'Attivo',
  placeholders: 'Segnaposto disponibili',
  insertPlaceholder: (name: string) => `Inserisci {${name}}`,
  cancel: 'Annulla',
  create: 'Crea Template',
  save: 'Salva',
  requiredTitle: 'Campi obbligatori',
  requiredMessage: 'Nome e contenuto sono obbligatori',
  createdTitle: 'Template creato',
  createdMessage: (name: string) => `Il template «${name}» è stato creato`,
  updatedTitle: 'Template aggiornato',
  updatedMessage: (name: string) => `Il template «${name}» è stato salvato`,
  seededTitle: 'Template popolati',
  seededMessage: (created: number, skipped: number) => `Creati: ${created}, già presenti: ${skipped}`,
  createError: 'Errore durante la creazione del template',
  updateError: "Errore durante l'aggiornamento del template",
  seedError: 'Errore durante il popolamento dei template',

  // Issue 29: what each template is, the placeholders of its message, the preview, the test email, the reset.
  technicalName: 'Nome tecnico',
  customBadge: 'Personalizzato',
  noPlaceholders: 'Questo messaggio non usa segnaposto.',
  customNoPlaceholders:
    'Nessun messaggio usa questo template, quindi non viene mai inviato né mostrato e i segnaposto non verrebbero sostituiti: non sono disponibili.',
  preview: 'Anteprima',
  previewNote: 'Con dati di esempio, come la riceverebbe il destinatario.',
  previewChatNote: 'Con dati di esempio, come lo vede il cliente nella chat.',
  previewBlocked: 'L’anteprima torna appena il testo non ha più errori.',
  previewHtml: 'Email',
  previewText: 'Solo testo',
  previewFrameTitle: 'Anteprima dell’email',
  previewOfferFooter: 'In fondo a ogni offerta aggiungiamo sempre il link per non ricevere più offerte:',
  sendTest: 'Invia una prova',
  sendTestHint: 'Invia il testo attuale, anche se non è salvato, al tuo indirizzo, con i dati di esempio.',
  testSentTitle: 'Prova inviata',
  testSentMessage: (email: string) => `L’email di prova arriverà a ${email} tra pochi istanti.`,
  testSendError: 'Impossibile inviare la prova',
  reset: 'Ripristina testo predefinito',
  resetTitle: 'Ripristinare il testo predefinito?',
  resetMessage: (title: string) =>
    `Il testo di «${title}» torna quello predefinito di TrovaPro: l’oggetto e il contenuto attuali, anche se salvati, andranno persi.`,
  resetConfirm: 'Ripristina',
  resetDoneTitle: 'Testo predefinito ripristinato',
  resetDoneMessage: (title: string) => `«${title}» usa di nuovo il testo predefinito.`,
  resetError: 'Impossibile ripristinare il testo predefinito',
  fixErrors: 'Correggi gli errori segnalati sotto i campi prima di salvare.',
} as const;

/** Each template a message uses, by type and technical name: its Italian name and when it is sent. */
export const templateCatalog: Readonly<Record<'email' | 'chat', Readonly<Record<string, { readonly title: string; readonly description: string }>>>> =
  {
    email: {
      verification_code_email: {
        title: 'Codice di verifica al cliente',
        description: 'Al cliente che lascia la sua email nella chat: il codice a 4 cifre per confermarla.',
      },
      lead_confirmation_email: {
        title: 'Conferma della richiesta al cliente',
        description: 'Al cliente appena la richiesta è registrata: la riepiloga e contiene il link per cancellare i suoi dati.',
      },
      lead_offer_email: {
        title: 'Offerta della richiesta alle aziende',
        description: 'A ogni azienda a cui invii una richiesta: il lavoro senza i contatti del cliente, il prezzo e il link per acquistarla.',
      },
      purchase_contacts_email: {
        title: 'Contatti del cliente all’azienda',
        description: 'All’azienda appena ha pagato una richiesta: i contatti del cliente.',
      },
      refund_notice_email: {
        title: 'Rimborso all’azienda',
        description: 'All’azienda che ha pagato quando i posti erano già esauriti: il pagamento le viene rimborsato.',
      },
      lead_purchased_customer_email: {
        title: 'Avviso al cliente dell’acquisto',
        description: 'Al cliente ogni volta che un’azienda acquista la sua richiesta, con i contatti dell’azienda.',
      },
      partner_signup_code_email: {
        title: 'Codice di conferma all’azienda',
        description: 'All’azienda che si iscrive da «Diventa partner»: il codice per confermare la sua email.',
      },
      partner_signup_received_email: {
        title: 'Iscrizione ricevuta',
        description: 'All’azienda appena conferma il codice: cosa succede ora ed entro quando riceverà l’esito.',
      },
      partner_approved_email: {
        title: 'Azienda approvata',
        description: 'All’azienda quando la approvi da «Da approvare».',
      },
      partner_refused_email: {
        title: 'Azienda non approvata',
        description: 'All’azienda quando rifiuti la sua iscrizione, con il motivo se lo scrivi.',
      },
      purchase_receipt_email: {
        title: 'Fattura dell’acquisto',
        description: 'All’azienda dopo ogni pagamento: importi e link alla copia di cortesia della fattura.',
      },
      lead_choice_email: {
        title: 'Scelta delle aziende',
        description: 'Al cliente, con la scelta del cliente attiva: le aziende proposte e il link per scegliere quali ricevono la richiesta.',
      },
      customer_request_link_email: {
        title: 'Link alle richieste del cliente',
        description: 'Al cliente che chiede di nuovo il link dalla pagina «La mia richiesta»: il link di ogni sua richiesta.',
      },
      customer_stop_notice_email: {
        title: 'Il cliente non vuole altri contatti',
        description: 'A ogni azienda che ha acquistato la richiesta, quando il cliente la chiude con «Non voglio altri contatti».',
      },
      review_request_email: {
        title: 'Richiesta di recensione al cliente',
        description: 'Al cliente qualche giorno dopo ogni acquisto della sua richiesta (una volta per azienda): il link per recensirla.',
      },
      review_received_email: {
        title: 'Nuova recensione all’azienda',
        description: 'All’azienda appena un cliente la recensisce: il voto, il commento e fino a quando può rispondere dall’Area aziende.',
      },
    },
    chat: {
      welcome_message: {
        title: 'Benvenuto',
        description: 'Il primo messaggio della chat (le landing page con servizio e comune usano un saluto su misura).',
      },
      clarification_request: {
        title: 'Richiesta di dettagli',
        description: 'Quando la richiesta non basta per capire il servizio o il comune, prima delle domande.',
      },
      email_request: {
        title: 'Richiesta dell’email',
        description: 'Quando la chat ha capito il servizio: chiede l’email per i preventivi.',
      },
      verification_code_message: {
        title: 'Codice inviato',
        description: 'Dopo l’invio del codice di verifica: chiede di inserirlo.',
      },
      lead_confirmation: {
        title: 'Richiesta registrata',
        description: 'L’ultimo messaggio della chat, quando la richiesta è registrata.',
      },
    },
  };

/** The subject of a test email («Invia una prova»): marked, so nobody takes it for a real message. */
export const templateTestSubject = (subject: string) => `[Prova] ${subject}`;

/** A template an admin created whose name no message uses. */
export const customTemplateDescription = 'Template personalizzato: nessun messaggio lo usa, quindi non viene inviato.';

/** What each placeholder becomes, for the chips' tooltips. */
export const placeholderDescriptions: Readonly<Record<string, string>> = {
  userEmail: 'L’email del cliente',
  userRequest: 'La richiesta del cliente (nell’offerta alle aziende, senza i contatti)',
  category: 'La categoria del servizio, ad esempio Idraulico',
  location: 'Il comune con la provincia, ad esempio Fano (Pesaro e Urbino); per le aziende, la loro zona',
  inLocation: 'Il comune dentro una frase, ad esempio «a Bologna»; niente se il comune non è noto',
  price: 'Il prezzo della richiesta, IVA inclusa',
  businessName: 'Il nome dell’azienda',
  businessEmail: 'L’email dell’azienda',
  businessPhone: 'Il telefono dell’azienda',
  leadId: 'Il codice della richiesta',
  verificationUrl: 'Il link di verifica',
  purchaseUrl: 'Il link personale dell’azienda per acquistare la richiesta',
  userName: 'Il nome del cliente',
  userPhone: 'Il telefono del cliente',
  verificationCode: 'Il codice a 4 cifre',
  maxBuyers: 'Quante aziende al massimo possono acquistare una richiesta, ad esempio 3',
  eraseUrl: 'Il link personale del cliente per cancellare i suoi dati',
  receiptNumber: 'Il numero della fattura',
  receiptUrl: 'Il link alla copia di cortesia della fattura',
  netAmount: 'L’imponibile',
  vatRate: 'L’aliquota IVA',
  vatAmount: 'L’importo dell’IVA',
  refusalReason: 'Il motivo del rifiuto, se lo scrivi; altrimenti una frase generica',
  availability: 'Quante aziende possono acquistarla e quanti posti restano, ad esempio «Possono acquistarla al massimo 3 aziende: ne restano 3.»',
  nearby: '«della zona» se l’azienda è dello stesso comune o della stessa provincia della richiesta; altrimenti niente',
  approvalTime: 'Entro quanto l’azienda riceve l’esito, ad esempio «2 giorni lavorativi»',
  maxOffers: 'A quante aziende al massimo può essere proposta una richiesta, ad esempio 5',
  proposals: 'Quante aziende sono state proposte al cliente, ad esempio «3 aziende»',
  choiceLimit: 'Quante aziende può scegliere il cliente, ad esempio «puoi sceglierne al massimo 3»',
  requestUrl: 'Il link personale del cliente alla pagina della sua richiesta («La mia richiesta»)',
  requestList: 'Le richieste del cliente, ciascuna con la categoria, il comune, il giorno e il suo link personale',
};

/**
 * The values of the preview and of the test email: a real-looking case (a leak under the sink in Bologna, a
 * plumber, 30,00 €), the same in the console and in the API. Links point at the deployment, with tokens that
 * open nothing.
 */
export function templateSampleValues(links: { readonly publicSiteUrl: string; readonly checkoutUrl: string }) {
  const leadId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
  return {
    userName: 'Giulia Bianchi',
    userEmail: 'giulia.bianchi@example.it',
    userPhone: '+39 333 123 4567',
    userRequest:
      'Da ieri sera perde acqua dal sifone sotto il lavello della cucina e l’armadietto è bagnato. Abito al secondo piano, vorrei un intervento entro venerdì.',
    category: 'Idraulico',
    location: 'Bologna',
    inLocation: 'a Bologna',
    price: partnerEmailTexts.priceWithVat(formatEuro('30.00')),
    businessName: 'Idraulica Rossi',
    businessEmail: 'info@idraulicarossi.example.it',
    businessPhone: '051 123 4567',
    leadId,
    verificationUrl: `${links.publicSiteUrl}/`,
    purchaseUrl: `${links.checkoutUrl}/business/lead/${leadId}?t=esempio`,
    verificationCode: '4821',
    maxBuyers: '3',
    eraseUrl: `${links.publicSiteUrl}/privacy/cancella?t=esempio`,
    receiptNumber: '42/2025',
    receiptUrl: `${links.checkoutUrl}/business/receipt/${leadId}?t=esempio`,
    netAmount: formatEuro('24.59'),
    vatRate: '22%',
    vatAmount: formatEuro('5.41'),
    refusalReason: partnerEmailTexts.refusalReason('la partita IVA non risulta attiva.'),
    availability: leadOfferEmailTexts.availability(3, 3),
    nearby: leadOfferEmailTexts.nearby,
    approvalTime: partnerEmailTexts.approvalTime(2),
    maxOffers: '5',
    proposals: leadChoiceEmailTexts.proposals(3),
    choiceLimit: leadChoiceEmailTexts.choiceLimit(3),
    requestUrl: `${links.publicSiteUrl}/la-mia-richiesta?t=esempio`,
    requestList: customerRequestListItem({
      category: 'Idraulico',
      inLocation: 'a Bologna',
      day: '21/11/2025',
      url: `${links.publicSiteUrl}/la-mia-richiesta?t=esempio`,
    }),
    reviewUrl: `${links.publicSiteUrl}/recensione?t=esempio`,
    rating: reviewEmailTexts.rating(4),
    reviewComment: reviewEmailTexts.comment('Puntuale e gentile, ha risolto la perdita in mezz’ora.'),
    replyUntil: '21/11/2025',
    areaUrl: `${links.checkoutUrl}/area/recensioni`,
  };
}

const braced = (names: readonly string[]) => {
  const list = names.map((name) => `{${name}}`);
  return list.length < 2 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} e ${list.at(-1)}`;
};
const inField = { subject: 'Nell’oggetto', content: 'Nel contenuto' } as const;

/**
 * A template's text that breaks the rule (the API's 400 and the console's live check say the same): in which
 * field, and which placeholder or brace. `allowed`: the placeholders of its message; `shipped`: a message uses it.
 */
export type TemplateIssueText =
  | { readonly field: 'subject' | 'content'; readonly kind: 'unclosed' | 'unopened' | 'malformed'; readonly fragment: string }
  | { readonly field: 'subject' | 'content'; readonly kind: 'not_allowed'; readonly placeholders: readonly string[] };

export function templateIssueMessage(issue: TemplateIssueText, context: { readonly allowed: readonly string[]; readonly shipped: boolean }): string {
  const where = inField[issue.field];
  switch (issue.kind) {
    case 'unclosed':
      return `${where} la graffa di «${issue.fragment}» non è chiusa: scrivi il segnaposto come {nome}, o {{ per una graffa.`;
    case 'unopened':
      return `${where} c’è una «}» senza la graffa di apertura: scrivi }} per una graffa.`;
    case 'malformed':
      return `${where} «${issue.fragment}» non è un segnaposto: scrivilo senza spazi, come {userName}, o usa {{ e }} per le graffe.`;
    case 'not_allowed': {
      const names = braced(issue.placeholders);
      const verb = issue.placeholders.length === 1 ? 'non è disponibile' : 'non sono disponibili';
      if (!context.shipped) return `${where} ${names} ${verb}: nessun messaggio usa questo template, quindi nessun segnaposto verrebbe sostituito.`;
      if (context.allowed.length === 0) return `${where} ${names} ${verb}: questo messaggio non usa segnaposto.`;
      return `${where} ${names} ${verb} per questo messaggio. Puoi usare: ${braced(context.allowed)}.`;
    }
  }
}

/** Messages of the templates API's refusals (400/404/409/429). */
export const templateErrorMessages = {
  nameAndContentRequired: 'Nome e contenuto sono obbligatori',
  shippedNameFixed: 'Il nome di questo template non si può cambiare: è quello con cui il suo messaggio lo trova.',
  noDefault: 'Questo template non ha un testo predefinito: nessun messaggio lo usa.',
  tooManyTestEmails: 'Troppe email di prova in poco tempo. Riprova tra qualche minuto.',
  chatWithSubject: 'I messaggi della chat non hanno un oggetto',
  typeImmutable: 'Il tipo di un template non può essere modificato',
  duplicateName: 'Esiste già un template di questo tipo con questo nome',
  notFound: 'Template non trovato',
} as const;
