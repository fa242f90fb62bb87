import commonWords from '@zxcvbn-ts/language-it/src/commonWords.json' with { type: 'json' };

/**
 * Ordinary Italian words, from a frequency list of spoken Italian (about 20,000 forms, inflections included):
 * a comune named like one of them ("Noto", "Siano", "Bianchi") is read as a place only with a place cue.
 */
let words: ReadonlySet<string> | undefined;
/** The list is by frequency: past this rank words are rare («lodi», «gela»), and the place is the likelier reading. */
const COMMON_RANK = 12_000;

/** Whether a folded single word is an ordinary Italian word, or the plural of one ("camini" from "camino"). */
export function isCommonWord(word: string): boolean {
  words ??= new Set((commonWords as string[]).slice(0, COMMON_RANK));
  if (words.has(word)) return true;
  const stem = word.slice(0, -1);
  if (word.endsWith('i')) return words.has(`${stem}o`) || words.has(`${stem}e`);
  if (word.endsWith('e')) return words.has(`${stem}a`);
  return false;
}
