import { placePreposition } from './hero-headline.ts';

/**
 * Generated Italian sentences use a comune and a keyword the same way everywhere (the landing hero, the
 * chat's welcome, the landing subtitle, the emails).
 */

/** «a Milano», «ad Ancona»; empty when the place is unknown, so no sentence says «a Non specificata». */
export function inPlace(municipality: string | null | undefined): string {
  const place = municipality?.trim() ?? '';
  return place === '' ? '' : `${placePreposition(place)} ${place}`;
}

/**
 * A keyword or a category used inside a sentence: the capital a title or a list gives it goes
 * («Elettricisti» → «elettricisti», «Idraulico» → «idraulico»); an acronym stays («TV», «UPS»).
 */
export function inSentence(term: string): string {
  const text = term.trim().replace(/\s+/g, ' ');
  const [first = ''] = text.split(' ');
  if (first.length > 1 && first === first.toUpperCase() && /\p{Lu}/u.test(first)) return text;
  return text.charAt(0).toLocaleLowerCase('it-IT') + text.slice(1);
}
