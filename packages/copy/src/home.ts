import { PRODUCT_NAME } from './product.ts';

/** Home sections beyond the hero (spec §2 Home, marketing lines of spec §1). The hero is in public.ts. */
export const homeCopy = {
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

  footer: `© ${PRODUCT_NAME}. Preventivi gratuiti dalle aziende della tua zona.`,
} as const;
