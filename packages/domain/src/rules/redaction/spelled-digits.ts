/**
 * Italian number words read as the digits a person means when dictating a phone number: «tre» → "3",
 * «ventiquattro» → "24", «trecentotrentotto» → "338", and digit words run together, «zerocinquequattro» → "054".
 * Hand-written: number-word libraries parse English, or whole quantities («duemila»), not dictated digits.
 */

const UNITS = ['zero', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove'];
const TEENS = ['dieci', 'undici', 'dodici', 'tredici', 'quattordici', 'quindici', 'sedici', 'diciassette', 'diciotto', 'diciannove'];
const TENS = ['venti', 'trenta', 'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta'];

/** Every spelling of 0–999 with its value, longest first, so «ventiquattro» is 24 and not 20 then 4. */
const NUMBER_WORDS: readonly [string, number][] = (() => {
  const words = new Map<string, number>();
  for (const [value, word] of UNITS.entries()) words.set(word, value);
  words.set('un', 1);
  for (const [index, word] of TEENS.entries()) words.set(word, 10 + index);
  for (const [index, tens] of TENS.entries()) {
    const value = 20 + index * 10;
    words.set(tens, value);
    for (let unit = 1; unit <= 9; unit++) {
      // «ventuno», «trentotto»: the tens drop their vowel before «uno» and «otto».
      const stem = unit === 1 || unit === 8 ? tens.slice(0, -1) : tens;
      words.set(stem + (UNITS[unit] as string), value + unit);
    }
  }
  const belowHundred = [...words.entries()].filter(([, value]) => value > 0);
  for (let hundreds = 1; hundreds <= 9; hundreds++) {
    const prefix = `${hundreds === 1 ? '' : UNITS[hundreds]}cento`;
    words.set(prefix, hundreds * 100);
    // «centotto» beside «centootto»: both are written.
    for (const [word, value] of belowHundred) {
      if (word === 'un') continue;
      words.set(prefix + word, hundreds * 100 + value);
      if (word.startsWith('o')) words.set(prefix.slice(0, -1) + word, hundreds * 100 + value);
    }
  }
  return [...words.entries()].sort((a, b) => b[0].length - a[0].length);
})();

/** The same, by their first two letters: most words of a text start like no number and are dismissed at once. */
const BY_START = new Map<string, [string, number][]>();
for (const entry of NUMBER_WORDS) {
  const start = entry[0].slice(0, 2);
  BY_START.set(start, [...(BY_START.get(start) ?? []), entry]);
}

/** Accents off («tré», «ventitré»), lower case. */
const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The digits a token stands for: itself when it is digits, the dictated digits when it is one or more
 * number words run together; null when it is anything else.
 */
export function spelledDigits(token: string): string | null {
  if (/^\d+$/.test(token)) return token;
  let rest = fold(token);
  if (rest === '' || !/^[a-z]+$/.test(rest)) return null;
  let digits = '';
  while (rest !== '') {
    const found = BY_START.get(rest.slice(0, 2))?.find(([word]) => rest.startsWith(word));
    if (found === undefined) return null;
    const [word, value] = found;
    // A lone «un» is the article, not a digit.
    if (word === 'un' && digits === '' && rest === word) return null;
    digits += String(value);
    rest = rest.slice(word.length);
  }
  return digits;
}
