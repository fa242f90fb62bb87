import { SHORTENINGS } from './place-abbreviations.ts';

/** Lowercase without accents: "Forlì" → "forli", "È" → "e". */
export function foldText(text: string): string {
  return NON_ASCII.test(text) ? text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() : text.toLowerCase();
}
const NON_ASCII = /[\u0080-\uffff]/;

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
  /**
   * How the word may be a shortening: `prefix` when a dot follows it or it is a single letter or a known
   * shortening («S.», «Magg.», «Sta»), `contraction` for first letter + ending («V.to» → "vto" for «Veneto»).
   */
  abbreviation?: 'prefix' | 'contraction';
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Punctuation that closes a clause; a hyphen only with a space beside it («pulizie - Cosenza», not «Forlì-Cesena»). */
const BREAK = /[,;:()[\]\n.!?«»"“”–—]|\s-|-\s/;
const SENTENCE_END = /[.!?\n]/;
/** «V.to», «S.ta», «M.te»: one letter, a dot, then the word's ending. */
const CONTRACTION = /^(\p{L})\.(\p{Ll}{1,3})(?![\p{L}\p{N}])/u;

/** A single consonant or a known shortening followed by a dot: «S. Giovanni», «Reggio Cal.». */
function isShortening(word: string): boolean {
  return SHORTENINGS.has(word) || (word.length === 1 && !/[aeio\d]/.test(word));
}

/** Splits text into words; apostrophes, hyphens, slashes and every other punctuation separate words. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  const words = WORD;
  words.lastIndex = 0;
  for (let match = words.exec(text); match; match = words.exec(text)) {
    let raw = match[0];
    let word = foldText(raw);
    let abbreviation: Token['abbreviation'];
    const shortLetter = word.length === 1 && isShortening(word);
    const contraction = shortLetter && text[match.index + 1] === '.' ? CONTRACTION.exec(text.slice(match.index, match.index + 6)) : null;
    if (contraction) {
      raw = contraction[0];
      word = foldText(contraction[1]! + contraction[2]!);
      abbreviation = 'contraction';
      words.lastIndex = match.index + raw.length;
    } else if (
      word.length === 1
        ? shortLetter && (raw !== word || text[match.index + 1] === '.')
        : text[match.index + raw.length] === '.' || SHORTENINGS.has(word)
    ) {
      // «S.», «G», «Giov.», «Sta»; never the vowels «a», «e», «i», «o», which are words.
      abbreviation = 'prefix';
    }
    const gap = text.slice(previousEnd, match.index);
    const previous = tokens.at(-1);
    // The dot of «S.» or «V.to» shortens a word: it ends no sentence and breaks no clause.
    const afterShortening = previous?.abbreviation !== undefined && gap.trim() === '.' && isShortening(previous.word);
    const first = raw.charAt(0);
    tokens.push({
      word,
      raw,
      capitalized: first !== first.toLowerCase() && raw.length > 1 && raw !== raw.toUpperCase(),
      // "2. Lavagna" in a numbered answer starts an item, not a sentence.
      sentenceStart: tokens.length === 0 || (SENTENCE_END.test(gap) && !afterShortening && !(/^\d+$/.test(previous!.word) && /^[.)]\s*$/.test(gap))),
      breakBefore: tokens.length > 0 && BREAK.test(gap) && !afterShortening,
      abbreviation,
    });
    previousEnd = match.index + raw.length;
  }
  return tokens;
}

/** Folded words of a phrase, as the lexicons write them ("l'auto" → ["l", "auto"]). */
export function phraseWords(phrase: string): string[] {
  return tokenize(phrase).map((token) => token.word);
}
