import { PRODUCT_NAME } from './product.ts';

/** Home sections beyond the hero (product §2 Home, marketing lines of product §1). The hero is in public.ts. */
export const homeCopy = {
  /** The server-rendered Home's title and description (search results, link previews). */
  documentTitle: `${PRODUCT_NAME} - Preventivi gratuiti dai professionisti della tua zona`,
  metaDescription:
    'Descrivi in chat il servizio che ti serve e dove: ricevi gratis via email i preventivi di aziende verificate della tua zona, in pochi minuti.',
  organizationDescription: 'Il servizio che mette in contatto chi cerca un professionista con le aziende verificate della sua zona.',

  heroBadge: 'Preventivi gratuiti in pochi minuti',
  heroCta: 'Inizia la richiesta',
  heroPoints: ['Gratuito per te', 'Solo aziende verificate', 'Preventivi in pochi minuti'],

  stepsTitle: 'Come funziona',
  steps: [
    {
      title: 'Descrivi cosa ti serve',
      text: 'Scrivi nella chat il servizio di cui hai bisogno e dove: il nostro assistente AI capisce la tua richiesta.',
    },
    {
      title: 'Conferma la tua email',
      text: 'Inserisci il codice che ti inviamo via email per ricevere i contatti delle aziende.',
    },
    {
      title: 'Ricevi preventivi personalizzati',
      text: 'Le aziende più adatte alla tua richiesta ti inviano via email i loro preventivi.',
    },
  ],

  chatTitle: 'Descrivi la tua richiesta',
  chatSubtitle: 'Il nostro assistente AI capisce di cosa hai bisogno e seleziona le aziende adatte a te.',

  whyTitle: `Perché scegliere ${PRODUCT_NAME}`,
  why: [
    {
      title: 'AI intelligente',
      text: 'Il nostro assistente AI capisce di cosa hai bisogno e seleziona le aziende più adatte alla tua richiesta.',
    },
    {
      title: 'Sicurezza garantita',
      text: 'I tuoi dati vengono condivisi solo con aziende verificate.',
    },
    {
      title: 'Veloce e gratuito',
      text: 'Il servizio è completamente gratuito per te e i preventivi arrivano in pochi minuti.',
    },
  ],
} as const;
