import { PRODUCT_NAME } from './product.ts';

/**
 * The «Diventa partner» page `/aziende` of the public site (issue 20): what a partner gets and pays, and
 * the sign-up form (company data → the emailed 4-digit code → done), plus the links to it from Home and
 * from every footer. Prices and the number of businesses per request come from the domain and the API.
 */

const businesses = (n: number) => (n === 1 ? 'una sola azienda' : `${n} aziende`);

export type PartnerSignupField = 'companyName' | 'email' | 'phone' | 'vatNumber' | 'category' | 'comune' | 'serviceReach' | 'privacy' | 'terms';

export const partnerSignupCopy = {
  // The page's head.
  documentTitle: `Diventa partner ${PRODUCT_NAME}: ricevi richieste dai clienti della tua zona`,
  metaDescription: `Iscrivi la tua azienda a ${PRODUCT_NAME}: ricevi via email le richieste dei clienti della tua zona e paghi con carta solo quelle che vuoi, senza abbonamento.`,

  // The hero.
  badge: 'Per le aziende',
  title: `Diventa partner ${PRODUCT_NAME}`,
  subtitle: 'Ricevi via email le richieste dei clienti della tua zona e paghi solo quelle che ti interessano.',
  heroCta: 'Iscrivi la tua azienda',

  // How it works.
  stepsTitle: 'Come funziona',
  steps: [
    {
      title: 'Ti iscrivi e confermi l’email',
      text: 'Compila il modulo con i dati della tua azienda e conferma l’email con il codice a 4 cifre che ti inviamo.',
    },
    {
      title: 'Approviamo la tua azienda',
      text: 'Controlliamo la tua iscrizione e ti scriviamo appena la tua azienda è approvata.',
    },
    {
      title: 'Ricevi le richieste e scegli',
      text: 'Ti inviamo via email le richieste della tua zona: paghi con carta solo quelle che vuoi, senza abbonamento.',
    },
  ],

  // What a request costs.
  pricesTitle: 'Quanto costa una richiesta',
  pricesIntro: 'Il prezzo dipende dalla categoria. Paghi con carta solo le richieste che scegli di acquistare: nessun abbonamento.',
  pricesLabel: 'Prezzo di una richiesta per categoria',
  vatIncluded: 'IVA inclusa',
  discountNote: (percent: number) => `Se nessuna azienda la acquista entro un paio di giorni dall’invio, la richiesta costa il ${percent}% in meno.`,
  /** How many businesses may buy one request (`GET /api/legal`), or a general line while the API cannot say. */
  buyersNote: (maxBuyers: number | null) =>
    maxBuyers === null
      ? 'Ogni richiesta può essere acquistata solo da poche aziende: solo loro ricevono i contatti del cliente.'
      : `Ogni richiesta può essere acquistata al massimo da ${businesses(maxBuyers)}: solo ${maxBuyers === 1 ? 'lei riceve' : 'loro ricevono'} i contatti del cliente.`,

  // The form (step 1).
  formTitle: 'Iscrivi la tua azienda',
  formIntro: 'Tutti i campi sono obbligatori.',
  companyNameLabel: 'Nome azienda',
  emailLabel: 'Email',
  emailHint: 'Qui ricevi il codice di conferma e le richieste dei clienti.',
  phoneLabel: 'Telefono',
  phonePlaceholder: '333 123 4567',
  vatNumberLabel: 'Partita IVA',
  vatNumberHint: '11 cifre',
  categoryLabel: 'Categoria',
  categoryPlaceholder: 'Scegli la categoria',
  comuneLabel: 'Comune della sede',
  comunePlaceholder: 'Scrivi almeno 2 lettere',
  comuneOptionsLabel: 'Comuni trovati',
  comuneOption: (name: string, province: string) => `${name} (${province})`,
  comuneSearching: 'Ricerca dei comuni…',
  comuneNoResults: 'Nessun comune trovato: controlla come l’hai scritto.',
  comuneResults: (count: number) =>
    count === 1 ? '1 comune trovato: scegli con le frecce e premi Invio.' : `${count} comuni trovati: scegli con le frecce e premi Invio.`,
  comuneSearchFailed: 'Non riusciamo a cercare i comuni in questo momento. Riprova tra poco.',
  reachLegend: 'Dove lavori',
  reachOptions: {
    comune: 'Solo nel mio comune',
    province: 'In tutta la provincia',
    region: 'In tutta la regione',
  },
  privacyBefore: 'Ho letto l’',
  privacyLink: 'informativa privacy',
  privacyMiddle: ' e accetto i ',
  termsLink: 'termini di utilizzo',
  // The terms for businesses (issue 33, `/termini-aziende`): their own box.
  businessTermsBefore: 'Ho letto e accetto i ',
  businessTermsLink: 'Termini per le aziende',
  submit: 'Invia richiesta',
  noScript: 'Per inviare la richiesta serve JavaScript: attivalo nel browser e ricarica la pagina.',

  // Checks before sending (each shown under its field).
  required: {
    companyName: 'Scrivi il nome della tua azienda.',
    email: 'Scrivi l’email della tua azienda.',
    phone: 'Scrivi un numero di telefono.',
    vatNumber: 'Scrivi la partita IVA.',
    category: 'Scegli la categoria.',
    comune: 'Scegli il comune della sede.',
    serviceReach: 'Scegli dove lavori.',
    privacy: 'Per inviare la richiesta devi accettare l’informativa privacy e i termini di utilizzo.',
    terms: 'Per inviare la richiesta devi accettare i Termini per le aziende.',
  } satisfies Record<PartnerSignupField, string>,
  emailInvalid: 'Email non valida: scrivila per intero, ad esempio info@tuaazienda.it.',
  phoneInvalid: 'Numero di telefono non valido: scrivilo come 333 123 4567 o 02 1234567.',
  vatNumberLength: 'La partita IVA ha 11 cifre.',
  vatNumberCheckDigit: 'Questa partita IVA non esiste: la cifra di controllo (l’ultima) non corrisponde. Controlla di averla scritta bene.',
  comuneNotChosen: 'Scegli il comune dall’elenco dei suggerimenti.',

  // Step 2: the code.
  codeTitle: 'Conferma la tua email',
  codeSentBefore: 'Ti abbiamo inviato un codice a 4 cifre a ',
  codeHint: 'Il codice vale 15 minuti. Se non lo trovi, guarda anche nella posta indesiderata.',
  codeLabel: 'Codice a 4 cifre',
  codeInvalid: 'Il codice ha 4 cifre.',
  codeSubmit: 'Conferma',
  editDetails: 'Modifica i dati',

  // Step 3: done.
  doneTitle: 'Richiesta inviata',
  doneText: 'Ti scriveremo appena la tua azienda sarà approvata.',

  // Failures without a message of the API's.
  networkError: 'Non riusciamo a contattare il server: controlla la connessione e riprova.',
  genericError: 'Qualcosa non ha funzionato. Riprova tra qualche minuto.',

  // Links to the page: Home's section and the footers.
  homeTitle: 'Sei un’azienda? Diventa partner',
  homeText: 'Ricevi via email le richieste dei clienti della tua zona e paghi solo quelle che ti interessano, senza abbonamento.',
  homeCta: 'Scopri come diventare partner',
  footerLink: 'Sei un’azienda? Diventa partner',
} as const;
