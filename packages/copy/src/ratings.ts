import { formatNumber } from './formatters.ts';
import type { LegalDocument } from './privacy-site.ts';
import { PRODUCT_NAME } from './product.ts';

/** A rating as the landing page's header shows it (the API's `rating` of a landing page, product §23 Ratings). */
export interface RatingFigures {
  average: number;
  count: number;
  scope: 'province' | 'region';
  placeName: string;
}

/** The regions whose name takes an article after «in» («nel Lazio», «nelle Marche»). */
const REGION_PHRASES: Readonly<Record<string, string>> = { Lazio: 'nel Lazio', Marche: 'nelle Marche' };

/**
 * Where the reviews of a rating come from, as a sentence says it: «in provincia di Parma», «in provincia
 * dell’Aquila», «in provincia della Spezia», «in Emilia-Romagna», «nelle Marche». The Valle d’Aosta is a
 * province and a region at once: «in Valle d’Aosta/Vallée d’Aoste».
 */
export function ratingPlace(scope: RatingFigures['scope'], placeName: string): string {
  if (scope === 'region' || placeName.startsWith("Valle d'Aosta")) return REGION_PHRASES[placeName] ?? `in ${placeName}`;
  if (placeName.startsWith("L'")) return `in provincia dell’${placeName.slice(2)}`;
  if (placeName.startsWith('La ')) return `in provincia della ${placeName.slice(3)}`;
  return `in provincia di ${placeName}`;
}

/** A review may hold a comment of this many characters at most (the `reviews` table's check). */
const MAX_COMMENT_LENGTH = 1000;

export const ratingsCopy = {
  /** «4,6 su 5 · 37 recensioni verificate»: a rating always counts at least 5 reviews. */
  figures: (rating: Pick<RatingFigures, 'average' | 'count'>) =>
    `${formatNumber(rating.average, 1)} su 5 · ${formatNumber(rating.count)} recensioni verificate`,
  /** Read out instead of the star and the figures. */
  label: (rating: RatingFigures) =>
    `Valutazione media ${formatNumber(rating.average, 1)} su 5, da ${formatNumber(rating.count)} recensioni verificate ${ratingPlace(rating.scope, rating.placeName)}`,
  /** Under the figures: where the reviews come from. */
  scope: (rating: RatingFigures) => ratingPlace(rating.scope, rating.placeName),
  policyLink: 'Come verifichiamo le recensioni',
};

/** What the reviews' page says from the deployment's settings (`GET /api/legal`). */
export interface ReviewsPolicyFacts {
  reviewRequestDays: number;
  reviewReplyDays: number;
}

const days = (n: number) => (n === 1 ? 'un giorno' : `${n} giorni`);

/**
 * `/recensioni` (product §23 Ratings): how reviews are collected and checked, and how the landing pages' rating is
 * made from them, as the code does it. Written as a legal document (title, intro, sections), without a version.
 */
export function reviewsPolicy(facts: ReviewsPolicyFacts): LegalDocument {
  return {
    title: 'Come verifichiamo le recensioni',
    description: `Chi può scrivere una recensione su ${PRODUCT_NAME}, come la controlliamo e come calcoliamo il voto medio mostrato nelle pagine dei servizi.`,
    intro: `Il voto che vedi nelle pagine dei servizi di ${PRODUCT_NAME} è la media delle recensioni dei clienti che hanno davvero ricevuto il lavoro di un’azienda tramite ${PRODUCT_NAME}. Ecco come le raccogliamo, come le controlliamo e come calcoliamo la media.`,
    sections: [
      {
        heading: 'Chi può scrivere una recensione',
        paragraphs: [
          `Solo un cliente la cui richiesta è stata acquistata da un’azienda partner. ${days(facts.reviewRequestDays)} dopo l’acquisto gli inviamo un’email con un link personale per ciascuna azienda che l’ha acquistata.`,
        ],
        items: [
          'Il link vale per una sola recensione: una per ogni acquisto, non di più.',
          'Senza quel link non si può scrivere una recensione: né le aziende né noi possiamo scriverne.',
          `La recensione è un voto da 1 a 5 stelle con un commento facoltativo (al massimo ${formatNumber(MAX_COMMENT_LENGTH)} caratteri).`,
        ],
      },
      {
        heading: 'La risposta dell’azienda',
        paragraphs: [
          `Avvisiamo l’azienda della recensione: ha ${days(facts.reviewReplyDays)} per rispondere. La sua risposta, se c’è, viene pubblicata accanto alla recensione.`,
        ],
      },
      {
        heading: 'Il controllo prima della pubblicazione',
        paragraphs: [
          'Una recensione aspetta la risposta dell’azienda o la fine dei giorni concessi; poi un amministratore la pubblica oppure la nasconde indicando il motivo. Ogni decisione viene registrata, con la data e chi l’ha presa.',
          'Una recensione non viene mai nascosta per il voto che dà: quelle positive e quelle negative contano allo stesso modo.',
        ],
      },
      {
        heading: 'Come calcoliamo il voto',
        paragraphs: [
          'Il voto di una pagina è la media delle recensioni pubblicate per lavori della stessa categoria nella provincia della pagina; se la provincia ne ha meno di 5, quella delle recensioni della regione. Con meno di 5 recensioni anche nella regione non mostriamo nessun voto.',
          'Contano tutte le recensioni pubblicate, buone o cattive. La media è calcolata dalle recensioni salvate, con un decimale, e cambia appena una recensione viene pubblicata o nascosta.',
        ],
      },
      {
        heading: 'Se il cliente cancella i suoi dati',
        paragraphs: [
          'Se un cliente ci chiede di cancellare i suoi dati, le sue recensioni restano ma diventano anonime: il suo nome non viene più mostrato e il voto continua a contare nella media.',
        ],
      },
    ],
  };
}
