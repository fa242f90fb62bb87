/** `phrase` after a space, or nothing when it is empty (a place that is not known). */
const spaced = (phrase: string) => (phrase === '' ? '' : ` ${phrase}`);

/**
 * The public landing page /p/{slug} (product §2 Landing page), server-rendered and in the SPA. Sentences take
 * the keyword as a sentence uses it («elettricisti», `inSentence`) and the place with its preposition
 * («ad Isernia», `inPlace`, empty when unknown) from @trovapro/domain.
 */
export const landingPage = {
  heroSubtitle: (service: string, inMunicipality: string) =>
    `Descrivi cosa ti serve: ricevi gratis i preventivi per servizi di ${service}${spaced(inMunicipality)} dai professionisti verificati della zona.`,
  howItWorksTitle: 'Come funziona',
  steps: [
    { title: 'Descrivi il servizio', text: 'Racconta in chat di cosa hai bisogno, con parole tue.' },
    { title: 'Ricevi preventivi gratuiti', text: 'Professionisti locali verificati ti inviano le loro offerte via email.' },
    { title: 'Scegli l’offerta migliore', text: 'Confronta i preventivi e contatta direttamente l’azienda che preferisci.' },
  ],
  chatTitle: 'Richiedi ora i preventivi',
  chatNoScript: 'Per usare la chat attiva JavaScript nel browser.',
  featuresTitle: 'Perché sceglierci',
  features: [
    { title: 'AI intelligente', text: 'Il nostro assistente capisce la tua richiesta e seleziona le aziende più adatte.' },
    { title: 'Sicurezza garantita', text: 'I tuoi dati sono condivisi solo con aziende verificate.' },
    { title: 'Veloce e gratuito', text: 'Il servizio è gratuito per te e i preventivi arrivano in pochi minuti.' },
  ],
  servicesTitle: (service: string, inMunicipality: string) => `Servizi di ${service}${spaced(inMunicipality)}`,
  documentTitle: (title: string, product: string) => `${title} | ${product} - Lead Generation`,
  breadcrumbHome: 'Home',
  homeLink: 'Torna alla home',
  notFoundTitle: 'Pagina non trovata',
  notFoundText: 'La pagina che cerchi non esiste o non è più disponibile.',
  unavailableTitle: 'Servizio momentaneamente non disponibile',
  unavailableText: 'Non riusciamo a mostrare questa pagina in questo momento. Riprova tra qualche minuto.',
  loading: 'Caricamento della pagina…',
  keywords: (keyword: string, municipality: string, province: string) => [
    keyword,
    `${keyword} ${municipality}`,
    `${keyword} provincia di ${province}`,
    `preventivi ${keyword}`,
    'preventivi gratuiti',
    municipality,
  ],
} as const;
