/** Lowercase without accents: "Forlì" → "forli", "È" → "e". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A word of the text, folded, with what the original spelling and punctuation around it say. */
export interface Token {
  /** Folded word ("l'auto" gives "l" and "auto"; "Forlì" gives "forli"). */
  word: string;
  /** The word as typed. */
  raw: string;
  /** Typed with a capital first letter (and not all in capitals, like "EUR"). */
  capitalized: boolean;
  /** First word of the text or of a sentence (after . ! ? or a new line). */
  sentenceStart: boolean;
  /** Punctuation (, ; : ( ) . ! ? or a new line) stands between this word and the previous one. */
  breakBefore: boolean;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const BREAK = /[,;:()[\]\n.!?«»"“”]/;
const SENTENCE_END = /[.!?\n]/;

/** Splits text into words; apostrophes, hyphens, slashes and every other punctuation separate words. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(WORD)) {
    const raw = match[0];
    const gap = text.slice(previousEnd, match.index);
    const first = raw.charAt(0);
    tokens.push({
      word: foldText(raw),
      raw,
      capitalized: first !== first.toLowerCase() && raw.length > 1 && raw !== raw.toUpperCase(),
      // "2. Lavagna" in a numbered answer starts an item, not a sentence.
      sentenceStart: tokens.length === 0 || (SENTENCE_END.test(gap) && !(/^\d+$/.test(tokens.at(-1)!.word) && /^[.)]\s*$/.test(gap))),
      breakBefore: tokens.length > 0 && BREAK.test(gap),
    });
    previousEnd = match.index + raw.length;
  }
  return tokens;
}

/** Folded words of a phrase, as the lexicons write them ("l'auto" → ["l", "auto"]). */
export function phraseWords(phrase: string): string[] {
  return tokenize(phrase).map((token) => token.word);
}
