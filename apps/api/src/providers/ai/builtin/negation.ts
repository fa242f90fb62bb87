import type { Token } from './normalize.ts';

/**
 * Negation of a need, not of a symptom. "non è un problema elettrico", "non mi serve un idraulico",
 * "cerco un elettricista, non un idraulico" negate what follows; "non scarica", "non si avvia",
 * "non funziona la luce" describe the problem and stay positive cues.
 * A negation starts at "non" followed by one of these openings and lasts until a clause boundary.
 */
const ARTICLES = ['un', 'una', 'uno', 'il', 'lo', 'la', 'l', 'i', 'gli', 'le'];
const COPULA_OBJECTS = [...ARTICLES, 'di', 'del', 'dello', 'della', 'dell', 'dei', 'degli', 'delle', 'per', 'problema', 'questione', 'compito', 'lavoro', 'roba', 'colpa'];

const OPENINGS: readonly (readonly string[])[] = [
  ...['e', 'era', 'sara', 'riguarda', 'sembra'].flatMap((verb) => COPULA_OBJECTS.map((object) => [verb, object])),
  ['si', 'tratta'],
  ['c', 'entra'],
  ...['serve', 'servono', 'servirebbe', 'occorre', 'interessa', 'cerco', 'cerchiamo', 'voglio', 'vogliamo', 'vorrei', 'chiamo', 'chiamare', 'contattare', 'cercando'].map((verb) => [verb]),
  ...['mi', 'ci'].flatMap((pronoun) => ['serve', 'servono', 'servirebbe', 'occorre', 'interessa'].map((verb) => [pronoun, verb])),
  ...['ho', 'abbiamo'].map((verb) => [verb, 'bisogno']),
  ['c', 'e', 'bisogno'],
  ['sto', 'cercando'],
  ...ARTICLES.map((article) => [article]),
];

/** Words that close a negated clause ("non è l'impianto elettrico ma lo scarico"). */
const CLAUSE_END = new Set(['ma', 'bensi', 'pero', 'invece', 'piuttosto', 'anzi', 'e', 'ed', 'semmai', 'quanto', 'solo', 'soltanto']);
const MAX_SCOPE = 6;

function openingLength(tokens: readonly Token[], at: number): number {
  for (const opening of OPENINGS) {
    if (opening.every((word, k) => tokens[at + k]?.word === word)) return opening.length;
  }
  return 0;
}

/** For each word, whether it lies in a negated clause. */
export function negatedWords(tokens: readonly Token[]): boolean[] {
  const negated = new Array<boolean>(tokens.length).fill(false);
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.word !== 'non') continue;
    const length = openingLength(tokens, i + 1);
    if (length === 0) continue;
    // The opening itself may carry the need's word ("non un idraulico"): the scope starts right after "non".
    for (let j = i + 1, counted = 0; j < tokens.length && counted < MAX_SCOPE + length; j++, counted++) {
      const token = tokens[j]!;
      if (j > i + length && (token.breakBefore || CLAUSE_END.has(token.word))) break;
      negated[j] = true;
    }
  }
  return negated;
}
