import commonWords from '@zxcvbn-ts/language-it/src/commonWords.json' with { type: 'json' };
import firstNames from '@zxcvbn-ts/language-it/src/firstnames.json' with { type: 'json' };
import lastNames from '@zxcvbn-ts/language-it/src/lastnames.json' with { type: 'json' };

/**
 * What a reader knows of Italian words: the first names people are given (about 9,000, Italian and foreign),
 * common surnames (about 570: «Rossi», «Gatti», «Ricci», many of them words too) and the words of everyday
 * speech (a frequency list of about 19,500 spoken forms). All come from the Italian lists of zxcvbn-ts,
 * maintained for password checking. Keys are folded (lower case, no accents).
 */

let names: ReadonlySet<string> | undefined;
let surnames: ReadonlySet<string> | undefined;
let ranks: ReadonlyMap<string, number> | undefined;

/** Whether a folded word is a first name («ermenegildo», «ornella», «svetlana»); many are words too («rosa», «mia»). */
export function isFirstName(word: string): boolean {
  names ??= new Set(firstNames as string[]);
  return names.has(word);
}

/** Whether a folded word is a common surname («rossi», «esposito», «fabbri»), a word or not. */
export function isSurname(word: string): boolean {
  surnames ??= new Set(lastNames as string[]);
  return surnames.has(word);
}

/**
 * Whether a folded word is a word of everyday speech («caldaia», «porta», «green»). The list is spoken
 * Italian, so it holds the commonest first names too («maria», «marco»): ask `isFirstName` as well.
 */
export function isCommonWord(word: string): boolean {
  ranks ??= new Map((commonWords as string[]).map((entry, rank) => [entry, rank]));
  return ranks.has(word) || (word.endsWith('i') && ranks.has(`${word.slice(0, -1)}o`));
}

/**
 * A first name that is not also an everyday word: «ermenegildo», «ornella» are people wherever they stand;
 * «rosa», «franco», «mia», «vita» are read as names only where a name stands.
 */
export function isOnlyAName(word: string): boolean {
  return isFirstName(word) && !isEverydayWord(word);
}

/** Everyday words among the first names: the thousand commonest spoken forms («mia», «prima», «vero», «rosa» is not one). */
const EVERYDAY_RANK = 3000;
export function isEverydayWord(word: string): boolean {
  ranks ??= new Map((commonWords as string[]).map((entry, rank) => [entry, rank]));
  const rank = ranks.get(word);
  return rank !== undefined && rank < EVERYDAY_RANK;
}
