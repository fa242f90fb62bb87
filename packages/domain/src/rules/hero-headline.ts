/** True when a word starts with a vowel, accented or not ("Ancona", "Elba", "Île"). */
export function startsWithVowel(word: string): boolean {
  const first = word.trim().normalize('NFD').charAt(0).toLowerCase();
  return 'aeiou'.includes(first) && first !== '';
}

/** The Italian "a" before a place: "ad" before a vowel ("ad Ancona"), else "a" ("a Milano"). */
export function placePreposition(municipality: string): 'ad' | 'a' {
  return startsWithVowel(municipality) ? 'ad' : 'a';
}

export interface HeroHeadlineInput {
  keyword: string;
  municipality: string;
  isPlural: boolean;
}

/**
 * Product §2 landing page headline, also the page title: "Trova il migliore idraulico a Milano",
 * "Trova i migliori elettricisti ad Ancona".
 */
export function heroHeadline({ keyword, municipality, isPlural }: HeroHeadlineInput): string {
  const opening = isPlural ? 'Trova i migliori' : 'Trova il migliore';
  const place = municipality.trim();
  return `${opening} ${keyword.trim()} ${placePreposition(place)} ${place}`;
}
