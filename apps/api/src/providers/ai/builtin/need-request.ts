import type { Token } from './normalize.ts';

/**
 * Where the text says what it wants done: the words right after "devo", "vorrei", "mi serve", "cerco",
 * "necessito", "da" ("quattro stanze da pitturare")… The need named there is the job; the rest is the
 * setting ("devo imbiancare uno studio legale", "vorrei verniciare le porte in legno").
 */
const OPENERS = new Set([
  'devo',
  'dobbiamo',
  'dovrei',
  'dovremmo',
  'vorrei',
  'vorremmo',
  'voglio',
  'vogliamo',
  'vorria',
  'vulesse',
  'vogghiu',
  'serve',
  'servono',
  'servirebbe',
  'servirebbero',
  'occorre',
  'bisogna',
  'necessito',
  'necessitiamo',
  'cerco',
  'cerchiamo',
  'cercavo',
  'bisogno',
  'richiedo',
  'richiede',
  'richiediamo',
  'chiedo',
  'chiediamo',
  'preventivo',
  'da',
  'need',
  'needs',
  'want',
  'brauche',
  'brauchen',
  'urgente',
  'urgenza',
  'priorita',
]);

/** Words between the opener and the job that say nothing of it ("vorrei far pulire", "mi serve qualcuno per le prese"). */
const FILLERS = new Set([
  'un',
  'una',
  'uno',
  'il',
  'lo',
  'la',
  'l',
  'i',
  'gli',
  'le',
  'di',
  'del',
  'della',
  'dei',
  'delle',
  'a',
  'per',
  'mi',
  'ci',
  'far',
  'fare',
  'farmi',
  'farci',
  'farlo',
  'farla',
  'farli',
  'farle',
  'fa',
  'anche',
  'solo',
  'subito',
  'urgentemente',
  'qualcuno',
  'qualcosa',
  'persona',
  'che',
  'bene',
  'e',
  'aggiungere',
  'installare',
  'montare',
  'mettere',
  'sistemare',
  'riparare',
  'cambiare',
  'sostituire',
  'rifare',
  'aiuto',
  'to',
  'the',
]);

const WINDOW = 5;

/** "da" asks for a job only before an infinitive: "da pitturare", not "la presa da cucina". */
const INFINITIVE = /(are|ere|ire|rre)$/;

/** A clause that opens with an infinitive is the job itself, as in a list or a headline: «pitturare il vano scala». */
function opensWithInfinitive(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i]!;
  return (i === 0 || token.breakBefore) && token.word.length > 5 && INFINITIVE.test(token.word);
}

/**
 * For each word, whether it starts the requested job: the first word after an opener that is no filler, and
 * an infinitive that opens a clause together with that first word after it («spostare le prese»).
 */
export function requestedWords(tokens: readonly Token[]): boolean[] {
  const requested = new Array<boolean>(tokens.length).fill(false);
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!.word;
    const infinitive = opensWithInfinitive(tokens, i);
    if (infinitive) requested[i] = true;
    if (!infinitive && (!OPENERS.has(word) || (word === 'da' && !INFINITIVE.test(tokens[i + 1]?.word ?? '')))) continue;
    for (let j = i + 1; j < tokens.length && j <= i + WINDOW && !tokens[j]!.breakBefore; j++) {
      if (FILLERS.has(tokens[j]!.word)) continue;
      requested[j] = true;
      break;
    }
  }
  return requested;
}
