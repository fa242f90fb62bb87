import { PRODUCT_NAME } from './product.ts';

/**
 * Privacy on the public site (issue 18): the chat's consent, the footer, the informativa `/privacy`, the
 * terms `/termini` and the self-erase page `/privacy/cancella`. The facts come from `GET /api/legal`.
 */

/** What the notice states about the company and the processing (the shape of `GET /api/legal`). */
export interface PrivacyNoticeFacts {
  companyName: string;
  companyVat: string;
  companyAddress: string;
  privacyEmail: string;
  noticeVersion: string;
  leadRetentionMonths: number;
  leadMaxBuyers: number;
  usesOpenAi: boolean;
}

/** A section of a legal page: a heading, paragraphs, then an optional list. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export interface LegalDocument {
  title: string;
  description: string;
  intro: string;
  sections: readonly LegalSection[];
  /** «Versione …» under the title (none on a page that is not a versioned document, e.g. `/recensioni`). */
  version?: string;
}

const companies = (n: number) => (n === 1 ? 'una azienda' : `${n} aziende`);

export const privacySite = {
  // The chat (product §4 steps 3 and 6).
  emailNotice: 'Useremo la tua email solo per questa richiesta.',
  emailNoticeLink: 'Informativa privacy',
  /**
   * The consent box of the details step, stating both limits the server enforces (issue 34): how many businesses may be
   * offered the request (LEAD_MAX_OFFERS; with CUSTOMER_CHOOSES only those the customer picks) and how many may buy it and so
   * receive the contacts (LEAD_MAX_BUYERS). `category` is the trade after «aziende di» (`serviceTrades`: «idraulica»), or
   * empty; `limits` null while `GET /api/legal` has not answered.
   */
  consentLabel: (limits: { maxOffers: number; maxBuyers: number; customerChooses: boolean } | null, category: string) => {
    const trade = category === '' ? '' : ` di ${category}`;
    if (limits === null) return `Acconsento a condividere nome, email e telefono con un numero limitato di aziende${trade} della mia zona`;
    const buyers = limits.maxBuyers === 1 ? 'una sola azienda' : `al massimo ${limits.maxBuyers} aziende`;
    const offered = limits.maxOffers === 1 ? 'a una sola azienda' : `al massimo a ${limits.maxOffers}`;
    const proposed = limits.customerChooses
      ? `la richiesta è proposta solo a quelle che scelgo, ${limits.maxOffers === 1 ? 'una sola' : `al massimo ${limits.maxOffers}`}`
      : `la richiesta è proposta ${offered}`;
    return `Acconsento a condividere nome, email e telefono con ${buyers}${trade} della mia zona (${proposed})`;
  },
  consentRequired: 'Per inviare la richiesta devi acconsentire a condividere i tuoi dati con le aziende.',
  consentRequiredTitle: 'Consenso necessario',
  consentHint: 'Le aziende ti contatteranno per il preventivo.',

  // The footer of every page.
  footerLegalLabel: 'Informazioni legali',
  vatLabel: 'P.IVA',
  privacyLink: 'Privacy',
  termsLink: 'Termini',
  legalUnavailable: `© ${PRODUCT_NAME}`,

  // The pages' titles.
  privacyTitle: 'Informativa sulla privacy',
  termsTitle: 'Termini di utilizzo',
  documentTitle: (title: string) => `${title} | ${PRODUCT_NAME}`,
  versionLabel: (version: string) => `Versione ${version}`,
  homeLink: 'Torna alla home',
  unavailableTitle: 'Pagina momentaneamente non disponibile',
  unavailableText: 'Non riusciamo a mostrare questa pagina in questo momento. Riprova tra qualche minuto.',

  // `/privacy/cancella?t=`.
  eraseTitle: 'Cancella i tuoi dati',
  erasePreview: (requests: number, maskedEmail: string) => `Stai per cancellare i dati delle tue richieste (${requests}) inviate da ${maskedEmail}.`,
  eraseExplain:
    'Nome, email, telefono e testo delle richieste verranno eliminati dai nostri sistemi. Le aziende che hanno già ricevuto i tuoi contatti ne sono titolari autonome: per quei dati rivolgiti direttamente a loro.',
  eraseConfirm: 'Conferma la cancellazione',
  eraseDone: 'I tuoi dati sono stati cancellati.',
  eraseInvalidTitle: 'Link non valido',
  eraseInvalid: 'Questo link di cancellazione non è valido. Controlla di averlo copiato per intero dall’email che hai ricevuto.',
  eraseUsedTitle: 'Dati già cancellati',
  eraseUsed: 'I dati collegati a questo link sono già stati cancellati: non c’è più niente da cancellare.',
  eraseLimitedTitle: 'Troppi tentativi',
  eraseFailed: 'Non è stato possibile completare la cancellazione. Riprova tra qualche minuto.',
} as const;

/** The informativa of `/privacy` (GDPR art. 13), from the facts of `GET /api/legal`. */
export function privacyNotice(facts: PrivacyNoticeFacts): LegalDocument {
  const recipients = [
    `Le aziende partner della categoria e della zona della tua richiesta: al massimo ${companies(facts.leadMaxBuyers)} per richiesta ricevono nome, email, telefono (se indicato) e il testo della richiesta, solo con il tuo consenso, e ti contattano per il preventivo. Ciascuna tratta poi i tuoi dati come titolare autonomo.`,
    'Postmark (ActiveCampaign LLC), il fornitore che invia le nostre email (codici di verifica, conferme), come responsabile del trattamento.',
    'Stripe, il fornitore dei pagamenti con cui le aziende acquistano le richieste: riceve i dati di pagamento delle aziende, non i tuoi.',
    ...(facts.usesOpenAi
      ? [
          'OpenAI, che analizza il testo che scrivi in chat per capire il servizio e il comune, come responsabile del trattamento: riceve solo le parole della richiesta, non la tua email né il telefono.',
        ]
      : []),
    'Il fornitore dell’infrastruttura su cui gira il servizio, come responsabile del trattamento.',
  ];
  return {
    title: privacySite.privacyTitle,
    description: `Come ${PRODUCT_NAME} tratta i dati di chi invia una richiesta e delle aziende partner: finalità, basi giuridiche, destinatari, conservazione e diritti.`,
    version: privacySite.versionLabel(facts.noticeVersion),
    intro: `Questa informativa spiega come ${PRODUCT_NAME} tratta i dati personali di chi usa la chat per chiedere un preventivo e, nell’ultima parte, quelli delle aziende partner che ricevono e acquistano le richieste, ai sensi dell’art. 13 del Regolamento (UE) 2016/679 (GDPR).`,
    sections: [
      {
        heading: 'Titolare del trattamento',
        paragraphs: [`${facts.companyName}, P.IVA ${facts.companyVat}, ${facts.companyAddress}. Email: ${facts.privacyEmail}.`],
      },
      {
        heading: 'Quali dati trattiamo',
        paragraphs: [
          'Il testo della tua richiesta (servizio e comune), la tua email, il tuo nome e, se lo indichi, il telefono; il codice di verifica inviato alla tua email; l’indirizzo IP e i dati tecnici della connessione, per la sicurezza del servizio.',
        ],
      },
      {
        heading: 'Finalità e basi giuridiche',
        paragraphs: [],
        items: [
          'Gestire la tua richiesta: verificare la tua email, registrare la richiesta e inviarti le conferme. Base giuridica: l’esecuzione di misure precontrattuali richieste da te (art. 6.1.b GDPR).',
          `Condividere nome, email e telefono con al massimo ${companies(facts.leadMaxBuyers)} della categoria e della zona della richiesta, perché ti contattino. Base giuridica: il tuo consenso (art. 6.1.a GDPR), che dai con la casella della chat e puoi revocare in ogni momento; senza consenso la richiesta non può essere inviata.`,
          'Proteggere il servizio da abusi (limiti di invio, registri di sicurezza). Base giuridica: il legittimo interesse del titolare (art. 6.1.f GDPR).',
        ],
      },
      {
        heading: 'Destinatari',
        paragraphs: ['Non vendiamo i tuoi dati a terzi e non li usiamo per pubblicità. Possono riceverli:'],
        items: recipients,
      },
      {
        heading: 'Conservazione',
        paragraphs: [],
        items: [
          'I codici di verifica: 24 ore.',
          'Il testo delle email che ti inviamo: 30 giorni.',
          `Le richieste: sono rese anonime (nome, email, telefono e testo cancellati) dopo ${facts.leadRetentionMonths} mesi; restano solo categoria, comune e dati contabili degli acquisti delle aziende.`,
          'Le fatture elettroniche e le note di credito emesse alle aziende, con i loro dati di fatturazione: 10 anni, come richiede la legge (art. 2220 del Codice civile). Non contengono i dati di chi invia una richiesta, e una cancellazione dei tuoi dati non le modifica.',
        ],
      },
      {
        heading: 'Se sei un’azienda partner: quali dati trattiamo',
        paragraphs: ['Dei titolari, dei dipendenti e dei referenti delle aziende partner (e delle ditte individuali) trattiamo:'],
        items: [
          'i dati dell’iscrizione («Diventa partner» o inseriti dall’amministratore): ragione sociale, email, telefono, sito, partita IVA, categoria, comune della sede e zona di lavoro, e la versione dei Termini per le aziende accettata con la data;',
          'le preferenze dell’Area aziende: categorie, zona, prezzo massimo, tetto di spesa settimanale, pausa;',
          'i dati di fatturazione indicati al pagamento (partita IVA o codice fiscale, sede, codice destinatario o PEC), gli acquisti con importi e date, le fatture elettroniche e le note di credito, i rimborsi;',
          'le segnalazioni della «Garanzia contatto valido», con il motivo, la nota e l’esito, e la quota di acquisti rimborsati;',
          'gli accessi all’Area aziende: i link di accesso inviati per email e le sessioni, con l’indirizzo IP e i dati tecnici della connessione, per la sicurezza.',
        ],
      },
      {
        heading: 'Se sei un’azienda partner: finalità, basi giuridiche e conservazione',
        paragraphs: [],
        items: [
          'Gestire l’iscrizione, proporti le richieste secondo le tue preferenze, vendere le richieste che acquisti, gestire l’Area aziende, le segnalazioni e i rimborsi, e comunicarti le modifiche dei termini. Base giuridica: l’esecuzione del contratto e delle misure precontrattuali (art. 6.1.b GDPR). I dati dell’iscrizione restano finché l’azienda è iscritta; a una richiesta di cancellazione cancelliamo quelli che la legge non ci obbliga a conservare.',
          'Emettere e conservare fatture e note di credito e tenere la contabilità. Base giuridica: un obbligo di legge (art. 6.1.c GDPR). Fatture, note di credito e i dati degli acquisti a cui si riferiscono sono conservati 10 anni (art. 2220 del Codice civile).',
          'Proteggere il servizio da abusi (limiti di invio, registri degli accessi, segnalazioni ripetute). Base giuridica: il legittimo interesse del titolare (art. 6.1.f GDPR). I link di accesso sono cancellati un giorno dopo la scadenza, le sessioni dopo 30 giorni di inattività.',
          'Li ricevono, come responsabili del trattamento, Postmark (le email), Stripe (i pagamenti), l’intermediario che trasmette le fatture al Sistema di Interscambio e il fornitore dell’infrastruttura; le fatture arrivano all’Agenzia delle Entrate tramite il Sistema di Interscambio. I diritti elencati qui sotto valgono anche per te.',
        ],
      },
      {
        heading: 'I tuoi diritti',
        paragraphs: [
          `Puoi chiedere l’accesso ai tuoi dati, la rettifica, la cancellazione, la limitazione del trattamento, la portabilità, e opporti al trattamento; puoi revocare il consenso in ogni momento, senza effetto sul trattamento già avvenuto. Scrivi a ${facts.privacyEmail}. L’email di conferma di ogni richiesta contiene anche un link per cancellare subito i tuoi dati.`,
          'Hai il diritto di proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).',
        ],
      },
      {
        heading: 'Contatti',
        paragraphs: [`Per ogni domanda sui tuoi dati: ${facts.privacyEmail}.`],
      },
    ],
  };
}

/** The terms of use of `/termini`. */
export function termsOfUse(facts: PrivacyNoticeFacts): LegalDocument {
  return {
    title: privacySite.termsTitle,
    description: `Le condizioni d’uso di ${PRODUCT_NAME}: cosa fa il servizio, chi paga e quali garanzie dà.`,
    version: privacySite.versionLabel(facts.noticeVersion),
    intro: `${PRODUCT_NAME} è un servizio di ${facts.companyName} (P.IVA ${facts.companyVat}, ${facts.companyAddress}). Usando il sito accetti questi termini.`,
    sections: [
      {
        heading: 'Cosa fa il servizio',
        paragraphs: [
          `${PRODUCT_NAME} mette in contatto chi cerca un professionista con le aziende della sua zona. Descrivi in chat il lavoro che ti serve e dove, confermi la tua email e, con il tuo consenso, inviamo la richiesta con i tuoi contatti ad al massimo ${companies(facts.leadMaxBuyers)} della categoria e della zona, che ti contattano per il preventivo.`,
        ],
      },
      {
        heading: 'Costi',
        paragraphs: [
          'Il servizio è gratuito per chi invia una richiesta. Le aziende pagano per ricevere i contatti di una richiesta, al prezzo indicato prima dell’acquisto.',
        ],
      },
      {
        heading: 'Il tuo impegno',
        paragraphs: [
          'Invia solo richieste vere, con i tuoi dati e una email a cui hai accesso. Non usare il servizio per inviare pubblicità, contenuti illeciti o i dati di altre persone.',
        ],
      },
      {
        heading: 'Responsabilità',
        paragraphs: [
          `${PRODUCT_NAME} non esegue i lavori e non è parte del contratto tra te e l’azienda che scegli: preventivi, prezzi, tempi e qualità del lavoro sono responsabilità dell’azienda. Non garantiamo che un’azienda risponda, né il risultato del suo lavoro.`,
        ],
      },
      {
        heading: 'Dati personali',
        paragraphs: ['Come trattiamo i tuoi dati è spiegato nell’informativa sulla privacy (/privacy).'],
      },
      {
        heading: 'Legge applicabile',
        paragraphs: [
          'Questi termini sono regolati dalla legge italiana. Restano salvi i diritti che il Codice del consumo riconosce al consumatore, compreso il foro del suo luogo di residenza.',
        ],
      },
      {
        heading: 'Contatti',
        paragraphs: [`${facts.companyName}, ${facts.companyAddress}. Email: ${facts.privacyEmail}.`],
      },
    ],
  };
}
