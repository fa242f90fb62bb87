import { formatDate, formatEuro } from './formatters.ts';
import type { LegalDocument } from './privacy-site.ts';
import { PRODUCT_NAME } from './product.ts';

/**
 * The terms for businesses (`/termini-aziende`, EU Regulation 2019/1150 «P2B», issue 33), their acceptance at
 * sign-up and at checkout, and the email announcing a new version. The figures come from `GET /api/legal` and
 * the domain's rules (prices, discount), never written here.
 */

/** What the terms state: who runs the service (`GET /api/legal`), the product's figures and the version in force. */
export interface BusinessTermsFacts {
  companyName: string;
  companyVat: string;
  companyAddress: string;
  privacyEmail: string;
  complaintsEmail: string;
  leadMaxBuyers: number;
  leadDiscountAfterHours: number;
  discountPercent: number;
  guaranteeDays: number;
  /** The price of a new lead of each category («Idraulico», "25.00"), and of any other. */
  categoryPrices: readonly { category: string; price: string }[];
  defaultPrice: string;
  /** The version in force and the day it took effect (yyyy-MM-dd). */
  version: string;
  effectiveOn: string;
  /** Days of notice before a new version is in force. */
  noticeDays: number;
}

/** Days within which a complaint is answered (P2B art. 11). */
export const COMPLAINT_ANSWER_DAYS = 15;
/** Days of notice before the service is stopped for a business (P2B art. 4.2). */
const TERMINATION_NOTICE_DAYS = 30;

const businesses = (n: number) => (n === 1 ? 'una sola azienda' : `${n} aziende`);

export const businessTermsCopy = {
  title: 'Termini per le aziende',
  footerLink: 'Termini aziende',
  versionLine: (version: string, effectiveOn: string) => `Versione ${version} · in vigore dal ${formatDate(effectiveOn)}`,

  // The sign-up form's box (public site, «Diventa partner») and its check.
  signupBefore: 'Ho letto e accetto i ',
  signupLink: 'Termini per le aziende',
  signupRequired: 'Per inviare la richiesta devi accettare i Termini per le aziende.',

  // The checkout's box (business-checkout, company step).
  checkoutLabelBefore: 'Ho letto e accetto i ',
  checkoutLink: 'Termini per le aziende',
  checkoutLabelAfter: (version: string) => ` (versione ${version})`,
  checkoutHint: 'Si accettano al primo acquisto e a ogni nuova versione. Il link si apre in una nuova scheda.',
  checkoutRequired: 'Per continuare devi accettare i Termini per le aziende.',

  // The API's refusals.
  apiSignupRequired: 'Per iscriverti devi accettare i Termini per le aziende.',
  apiPurchaseRequired: 'Per acquistare devi accettare la versione in vigore dei Termini per le aziende.',

  // The admin's partner detail.
  adminTitle: 'Termini per le aziende',
  adminNone: 'Non ancora accettati: li accetterà al primo acquisto.',
  adminAccepted: (version: string, acceptedAt: string, context: 'signup' | 'purchase') =>
    `Versione ${version}, accettata il ${formatDate(acceptedAt)} ${context === 'signup' ? 'all’iscrizione' : 'a un acquisto'}`,
  adminOutdated: 'È stata pubblicata una versione più recente: la accetterà al prossimo acquisto.',
} as const;

/** The email announcing a new version to every business that accepted an earlier one (P2B art. 3.2). */
export const businessTermsEmailTexts = {
  subject: `Nuovi Termini per le aziende di ${PRODUCT_NAME}`,
  paragraphs: (input: { businessName: string; version: string; effectiveOn: string; url: string; noticeDays: number }) => [
    `Gentile ${input.businessName},`,
    `abbiamo aggiornato i Termini per le aziende di ${PRODUCT_NAME}. La nuova versione (${input.version}) entra in vigore il ${formatDate(input.effectiveOn)}, almeno ${input.noticeDays} giorni dopo questo avviso.`,
    `Puoi leggerla qui: ${input.url}`,
    'Ti chiederemo di accettarla al tuo prossimo acquisto. Se non sei d’accordo puoi smettere di usare il servizio in qualsiasi momento, senza costi: basta non acquistare più e, se vuoi, chiederci di cancellare la tua azienda rispondendo a questa email.',
  ],
};

/** The terms of `/termini-aziende`, from the facts of `GET /api/legal`, the domain's prices and the version in force. */
export function businessTerms(facts: BusinessTermsFacts): LegalDocument {
  const prices = facts.categoryPrices.map(({ category, price }) => `${category}: ${formatEuro(price)}`);
  return {
    title: businessTermsCopy.title,
    description: `Le condizioni con cui le aziende acquistano le richieste di ${PRODUCT_NAME}: prezzi, garanzia, fatture, come scegliamo le aziende, reclami.`,
    version: businessTermsCopy.versionLine(facts.version, facts.effectiveOn),
    intro: `Questi termini regolano il rapporto tra ${facts.companyName} (P.IVA ${facts.companyVat}, ${facts.companyAddress}), che gestisce ${PRODUCT_NAME}, e le aziende che ricevono e acquistano le richieste dei clienti, ai sensi del Regolamento (UE) 2019/1150 sui servizi di intermediazione online. Li accetti quando ti iscrivi o al tuo primo acquisto.`,
    sections: [
      {
        heading: '1. Il servizio',
        paragraphs: [
          `${PRODUCT_NAME} raccoglie le richieste di preventivo dei clienti (chi cerca un idraulico, un elettricista, un imbianchino…) e le propone alle aziende della categoria e della zona. Ogni richiesta proposta ti arriva per email, senza i contatti del cliente: decidi tu se acquistarla.`,
          'Paghi solo le richieste che scegli di acquistare: nessun abbonamento, nessun canone, nessun costo di iscrizione. Dopo il pagamento ricevi subito nome, email e telefono del cliente e li ritrovi nell’Area aziende.',
          `Ogni richiesta può essere acquistata al massimo da ${businesses(facts.leadMaxBuyers)}, ciascuna una sola volta. Il contratto per il lavoro è tra te e il cliente: ${PRODUCT_NAME} non esegue lavori e non garantisce che il cliente ti affidi l’incarico.`,
        ],
      },
      {
        heading: '2. Prezzi',
        paragraphs: ['Il prezzo di una richiesta dipende dalla sua categoria ed è sempre IVA inclusa. Una richiesta nuova costa:'],
        items: [
          ...prices,
          `Altre categorie: ${formatEuro(facts.defaultPrice)}`,
          `Una richiesta che nessuna azienda ha acquistato entro ${facts.leadDiscountAfterHours} ore dal primo invio costa il ${facts.discountPercent}% in meno; le aziende che la acquistano prima pagano il prezzo pieno.`,
          'In casi particolari (una richiesta molto ampia o molto semplice) l’amministratore può cambiare il prezzo di una richiesta prima di proporla. Il prezzo che paghi è sempre quello mostrato nella pagina di acquisto al momento del pagamento.',
        ],
      },
      {
        heading: '3. Garanzia contatto valido e rimborsi',
        paragraphs: [
          `Entro ${facts.guaranteeDays} giorni dall’acquisto puoi segnalare un problema con una richiesta dall’Area aziende, scegliendo uno di questi motivi:`,
        ],
        items: [
          'il telefono o l’email del cliente non sono validi;',
          'il cliente non è mai stato raggiungibile dopo ripetuti tentativi;',
          'è un doppione di una richiesta che hai già acquistato;',
          'la categoria o il luogo non sono quelli indicati;',
          'il cliente dice di non aver mai chiesto un preventivo.',
        ],
      },
      {
        heading: '3.1 Come decidiamo una segnalazione',
        paragraphs: [
          'Alcune segnalazioni sono decise automaticamente, perché il sistema ha già la prova: un’email inviata al cliente dopo il tuo acquisto è tornata indietro (indirizzo inesistente), oppure hai acquistato lo stesso cliente nella stessa categoria negli ultimi 30 giorni. Le altre, e quelle di un’azienda con molte segnalazioni accolte nello stesso mese, le decide un nostro amministratore, che vede il motivo, la tua nota e la storia della richiesta.',
          'Se la segnalazione è accolta ti rimborsiamo l’intero importo sullo stesso metodo di pagamento ed emettiamo una nota di credito; se è respinta ti scriviamo il motivo. Puoi fare una sola segnalazione per acquisto.',
        ],
      },
      {
        heading: '4. Fatture',
        paragraphs: [
          'Per ogni acquisto emettiamo una fattura elettronica trasmessa al Sistema di Interscambio (SdI) con i dati di fatturazione che indichi al pagamento (partita IVA o codice fiscale, sede, codice destinatario o PEC), e te ne inviamo una copia di cortesia. Per ogni rimborso emettiamo una nota di credito, trasmessa allo stesso modo. Tieni aggiornati i tuoi dati di fatturazione: le fatture emesse non possono essere modificate.',
        ],
      },
      {
        heading: '5. Come scegliamo le aziende a cui proporre una richiesta',
        paragraphs: [
          'Ogni richiesta è proposta a un numero limitato di aziende. Un amministratore le sceglie tra quelle che il sistema indica come adatte; i parametri principali, in ordine di importanza, sono:',
        ],
        items: [
          'la categoria: solo le aziende della categoria della richiesta;',
          'il luogo: prima le aziende con sede nel comune della richiesta, poi quelle della stessa provincia e della stessa regione, secondo la zona in cui dichiari di lavorare;',
          'le tue preferenze: categorie, zona (comune, elenco di comuni, provincia o regione), prezzo massimo delle richieste, tetto di spesa settimanale e pausa. Una richiesta fuori dalle tue preferenze non ti viene proposta, e quando il tetto settimanale sarebbe superato le proposte si fermano fino al lunedì successivo;',
          'la tua storia: gli acquisti fatti e la quota di acquisti rimborsati, che l’amministratore vede quando sceglie.',
          `Nessuna azienda può pagare per ricevere più richieste o per essere proposta prima delle altre, e ${PRODUCT_NAME} non offre servizi propri in concorrenza con le aziende iscritte.`,
        ],
      },
      {
        heading: '6. Sospensione e cessazione',
        paragraphs: [
          'Possiamo sospendere le proposte a un’azienda (pausa) per motivi seri: dati falsi o non più validi, segnalazioni pretestuose ripetute, uso dei contatti dei clienti per scopi diversi dal preventivo richiesto, comportamenti scorretti verso i clienti, mancati pagamenti. Ti comunichiamo per email i motivi della sospensione al più tardi quando diventa efficace.',
          `Se decidiamo di non offrirti più il servizio te lo comunichiamo per email, con i motivi, almeno ${TERMINATION_NOTICE_DAYS} giorni prima, salvo che un obbligo di legge o di un’autorità ci imponga di interrompere subito, o che tu abbia violato ripetutamente questi termini o abbia agito in modo fraudolento: in questi casi la cessazione è immediata, sempre con l’indicazione dei motivi.`,
          'In ogni caso puoi chiarire i fatti o contestare la decisione con un reclamo (punto 8); se la decisione si rivela infondata riattiviamo subito il servizio. Puoi smettere di usare il servizio quando vuoi: basta non acquistare più, o chiederci di cancellare la tua azienda.',
        ],
      },
      {
        heading: '7. Modifiche ai termini',
        paragraphs: [
          `Ti avvisiamo per email di ogni modifica di questi termini almeno ${facts.noticeDays} giorni prima che entri in vigore, con il link alla nuova versione. Ti chiediamo di accettare la nuova versione al primo acquisto successivo; se non sei d’accordo puoi smettere di usare il servizio prima che entri in vigore, senza costi. Le modifiche non valgono per gli acquisti già fatti.`,
        ],
      },
      {
        heading: '8. Reclami e mediazione',
        paragraphs: [
          `Per ogni reclamo (una segnalazione respinta, una sospensione, un problema tecnico, il trattamento ricevuto) scrivi a ${facts.complaintsEmail} indicando la tua azienda e l’oggetto del reclamo. Il servizio è gratuito; esaminiamo ogni reclamo e ti rispondiamo per email entro ${COMPLAINT_ANSWER_DAYS} giorni, con l’esito e i motivi.`,
          'Se il reclamo non risolve la questione, siamo disponibili a tentare una mediazione ai sensi dell’art. 12 del Regolamento (UE) 2019/1150, presso un organismo di mediazione imparziale che indicheremo su tua richiesta; i costi della mediazione sono a nostro carico in misura ragionevole. La mediazione è volontaria e non ti impedisce di rivolgerti al giudice.',
        ],
      },
      {
        heading: '9. I tuoi obblighi e i dati dei clienti',
        paragraphs: [
          'Usa i contatti dei clienti solo per rispondere alla loro richiesta di preventivo, come titolare autonomo del trattamento: non cederli a terzi e non usarli per pubblicità. Indica dati veri della tua azienda e tienili aggiornati.',
          `Hai accesso, nell’Area aziende, alle richieste che hai acquistato con i contatti dei clienti, alle fatture e note di credito e alle tue preferenze. Come trattiamo i dati della tua azienda è spiegato nell’informativa sulla privacy (/privacy); per i dati scrivi a ${facts.privacyEmail}.`,
        ],
      },
      {
        heading: '10. Legge applicabile',
        paragraphs: [
          'Questi termini sono regolati dalla legge italiana. Per ogni controversia è competente il foro della sede di chi gestisce il servizio, salvo diversa disposizione di legge.',
        ],
      },
    ],
  };
}
