/**
 * Whether capitals say nothing in this text: written all in capitals («SONO TIZIANA, SERVE…») or with every
 * word capitalised. Then a capital cannot tell a name or a street from an ordinary word.
 */
export function capitalsCarryNoMeaning(text: string): boolean {
  // Title Case capitalises the little words too: a lower-case «in», «di» says the capitals were chosen
  // («Abito in Strada Provinciale 25, Cascina Bianca, Vigevano. Filippo Ghezzi»).
  return capitalisedShare(text) > 0.75 && !LITTLE_WORD.test(text);
}
const LITTLE_WORD = /(?<![\p{L}])(?:a|ad|in|di|da|per|con|su|il|lo|la|le|gli|e|del|della|al|alla|nel|nella|sul|che)(?![\p{L}])/u;

/** Whether the text is written without capitals («salve mi chiamo marco…»): a name cannot be told by one. */
export function writtenInLowerCase(text: string): boolean {
  return capitalisedShare(text) === 0;
}

/** The share of words that start with a capital; 0.5 (undecided) for a text of fewer than six words. */
function capitalisedShare(text: string): number {
  const words = text.match(/\p{L}{2,}/gu) ?? [];
  // A few words («Tel: 347 123 4567 (Marta)») say too little to judge.
  if (words.length < 6) return 0.5;
  return words.filter((word) => /^\p{Lu}/u.test(word)).length / words.length;
}

/** Lower case without accents, one UTF-16 unit for one: positions in the folded text are positions in the text. */
export function foldKeepingPositions(text: string): string {
  let folded = '';
  for (let index = 0; index < text.length; index++) {
    const unit = text[index] as string;
    const base = (unit.normalize('NFD')[0] ?? unit).toLowerCase();
    folded += base.length === 1 ? base : unit;
  }
  return folded;
}

/** Units after a number that make it a quantity, not a phone or a house number («180.000 km», «12 mq», «3 volte»). */
export const QUANTITY_UNIT = String.raw`(?:m|mt|metri|metro|mq|m2|m²|cm|mm|km|kg|gr|l|lt|litri|ml|w|kw|kwh|kwp|v|bar|btu|euro|eur|anni|anno|mesi|mese|giorni|giorno|settimane|ore|minuti|volte|piani|stanze|locali|vani|posti|persone|pezzi|elementi|ante|gradini|finestre|porte|prese|punti|faretti|rubinetti|piante|alberi|vasi|coperti|mila)(?![\p{L}\p{N}])`;
