/**
 * The «Preferenze» of the business area (issue 33, `/area/preferenze`), their errors from the API, and how the
 * admin's console shows them (the send dialog's candidate list, the partner's detail).
 */
import { formatEuro } from './formatters.ts';

/** Why a business's preferences refuse a lead, as the admin's send dialog shows it. */
export const preferenceMismatchTexts = {
  category: 'Categoria non scelta',
  reach: 'Fuori zona',
  /** With the business's highest price: «Prezzo oltre il massimo (30,00 €)». */
  price: (maxPrice: string | null) => (maxPrice === null ? 'Prezzo oltre il massimo' : `Prezzo oltre il massimo (${formatEuro(maxPrice)})`),
  cap: 'Tetto settimanale raggiunto',
  paused: 'In pausa',
} as const;

/** The reasons in words, in the order given («Fuori zona, In pausa»). */
export function preferenceMismatchList(mismatches: readonly string[], maxPrice: string | null): string {
  return mismatches
    .map((reason) =>
      reason === 'price'
        ? preferenceMismatchTexts.price(maxPrice)
        : (preferenceMismatchTexts[reason as Exclude<keyof typeof preferenceMismatchTexts, 'price'>] ?? reason),
    )
    .join(', ');
}

/** The API's messages. */
export const apiBusinessPreferencesMessages = {
  /** 409 on sending: «Idraulica Rossi» does not accept this lead, and why. */
  notAccepted: (name: string, reasons: string) => `${name} non riceve questa richiesta secondo le sue preferenze: ${reasons}.`,
  categoriesRequired: 'Scegli almeno una categoria.',
  comuniRequired: 'Scegli almeno un comune.',
  unknownComune: 'Uno dei comuni scelti non esiste: cercalo di nuovo.',
  noSeat: 'La sede della tua azienda non è riconosciuta: scegli un elenco di comuni, oppure scrivi all’assistenza.',
  invalidAmount: 'Scrivi un importo in euro, per esempio 22,50.',
  ambiguousAmount: 'Importo ambiguo: usa la virgola per i decimali, per esempio 1250 o 12,50.',
  amountZero: 'L’importo deve essere maggiore di zero; lascia vuoto per nessun limite.',
  amountTooHigh: 'Importo troppo alto.',
  invalidPhone: 'Inserisci un numero di telefono valido.',
  invalidWebsite: 'Inserisci un indirizzo che inizi con http:// o https://.',
  /** 409: the admin paused the business; the area cannot resume it. */
  pausedByAdmin: 'Le offerte sono state sospese da TrovaPro: per riattivarle scrivi all’assistenza.',
} as const;

/** The page `/area/preferenze`. */
export const businessPreferencesPage = {
  /** The area's navigation: its two pages. */
  navPurchases: 'Acquisti',
  navLink: 'Preferenze',
  title: 'Preferenze',
  intro: 'Scegli quali richieste vuoi ricevere: ti offriremo solo i lead che rispettano queste preferenze.',
  loading: 'Caricamento delle preferenze…',
  loadError: 'Non è stato possibile caricare le preferenze.',
  retry: 'Riprova',

  categoriesLegend: 'Categorie',
  categoriesDescription: 'I servizi per cui vuoi ricevere richieste.',

  reachLegend: 'Zona',
  reachDescription: 'Dove lavori: ricevi solo le richieste di questa zona.',
  reachOptions: {
    comune: 'Il mio comune',
    comuni: 'Elenco di comuni',
    province: 'La mia provincia',
    region: 'La mia regione',
    everywhere: 'Tutta Italia',
  },
  /** What the chosen reach means, from the seat. */
  reachMeans: {
    comune: (comune: string | null) => (comune ? `Solo le richieste di ${comune}.` : 'Solo le richieste del comune della tua sede.'),
    comuni: 'Solo le richieste dei comuni che scegli qui sotto.',
    province: (province: string | null) =>
      province ? `Le richieste di tutta la provincia (${province}).` : 'Le richieste di tutta la provincia della tua sede.',
    region: (region: string | null) =>
      region ? `Le richieste di tutta la regione (${region}).` : 'Le richieste di tutta la regione della tua sede.',
    everywhere: 'Le richieste di tutta Italia.',
  },
  comuniLabel: 'Comuni',
  comuniPlaceholder: 'Cerca un comune (almeno 2 lettere)',
  comuniNothingFound: 'Nessun comune trovato',
  comuniSearchError: 'Ricerca dei comuni non riuscita: riprova.',
  removeComune: (name: string) => `Togli ${name}`,

  pricesLegend: 'Prezzo e spesa',
  maxPriceLabel: 'Prezzo massimo di un lead (IVA inclusa)',
  maxPriceDescription: 'Non ti offriremo richieste più care. Lascia vuoto per nessun limite.',
  weeklyCapLabel: 'Tetto di spesa settimanale',
  weeklyCapDescription:
    'La settimana va dal lunedì alle 00:00 alla domenica (ora italiana). Non ti offriremo richieste che, se acquistate, lo supererebbero. Lascia vuoto per nessun limite.',
  amountPlaceholder: 'Nessun limite',
  /** «Speso questa settimana: 40,00 € di 100,00 €». */
  spentThisWeek: (spent: string, cap: string | null) =>
    cap === null ? `Speso questa settimana: ${formatEuro(spent)}` : `Speso questa settimana: ${formatEuro(spent)} di ${formatEuro(cap)}`,
  euro: '€',

  pauseLegend: 'Offerte',
  pauseLabel: 'Metti in pausa le offerte',
  pausedMeans: 'In pausa: non ricevi nuove offerte finché non le riattivi. Puoi comunque consultare i tuoi acquisti.',
  activeMeans: 'Attive: ricevi le offerte che rispettano le tue preferenze.',
  pausedByAdmin: 'Le offerte sono state sospese da TrovaPro: per riattivarle scrivi all’assistenza.',

  contactsLegend: 'Contatti',
  emailLabel: 'Email',
  emailHint: 'È l’indirizzo con cui accedi e a cui ricevi le offerte. Per cambiarlo scrivi all’assistenza.',
  phoneLabel: 'Telefono',
  websiteLabel: 'Sito web',
  websitePlaceholder: 'https://',

  billingLegend: 'Dati di fatturazione',
  billingDescription: 'Li useremo per precompilare il pagamento dei prossimi acquisti.',
  billingToggle: 'Salva i dati di fatturazione',

  save: 'Salva le preferenze',
  saved: 'Preferenze salvate',
  saveFailure: 'Non è stato possibile salvare le preferenze. Riprova.',
  fieldsInvalid: 'Controlla i campi evidenziati.',
  unsavedTitle: 'Modifiche non salvate',
  unsavedMessage: 'Hai modifiche non salvate. Vuoi uscire senza salvarle?',
  stay: 'Resta qui',
  leave: 'Esci senza salvare',
} as const;

/** The admin's partner detail. */
export const adminBusinessPreferencesTexts = {
  title: 'Preferenze',
  categories: 'Categorie',
  reach: 'Zona',
  comuni: 'Comuni',
  maxPrice: 'Prezzo massimo',
  weeklyCap: 'Tetto settimanale',
  spentThisWeek: 'Speso questa settimana',
  noLimit: 'Nessun limite',
  paused: 'Offerte',
  pausedYes: 'In pausa',
  pausedNo: 'Attive',
} as const;
