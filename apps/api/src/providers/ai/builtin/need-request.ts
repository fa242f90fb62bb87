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
  'collegare',
  'allacciare',
  'attaccare',
  'al',
  'allo',
  'alla',
  'ai',
  'agli',
  'alle',
  'all',
  'aiuto',
  'to',
  'the',
]);

const WINDOW = 5;

/** "da" asks for a job only before an infinitive: "da pitturare", not "la presa da cucina". */
const INFINITIVE = /(are|ere|ire|rre)$/;
/** "va", "vanno" ask for a job before a participle: "va verniciato", "vanno lavate", not "va bene", "non va". */
const DUTY = new Set(['va', 'vanno', 'andrebbe', 'andrebbero']);
const PARTICIPLE = /(at[oaie]|ut[oaie]|it[oaie]|tolt[oaie]|mess[oaie]|fatt[oaie]|dipint[oaie])$/;

/** Whether a word opens the request: an opener, "da" before an infinitive, "va" before a participle. */
function opensRequest(tokens: readonly Token[], i: number): boolean {
  const word = tokens[i]!.word;
  if (word === 'da') return INFINITIVE.test(tokens[i + 1]?.word ?? '');
  if (DUTY.has(word)) return PARTICIPLE.test(tokens[i + 1]?.word ?? '');
  return OPENERS.has(word);
}

/** A clause that opens with an infinitive is the job itself, as in a list or a headline: «pitturare il vano scala». */
function opensWithInfinitive(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i]!;
  return (i === 0 || token.breakBefore) && token.word.length > 5 && INFINITIVE.test(token.word);
}

const ARTICLES = new Set(['il', 'lo', 'la', 'l', 'i', 'gli', 'le']);

/**
 * The thing a clause singles out as the problem: «…, è l'interruttore a muro che è rotto», «è la pompa della
 * lavatrice», «il problema è il frigorifero». `i` is the «è» (folded «e»), which must open its clause or follow
 * «problema», so the conjunction «e» («la tapparella e la porta») is not read as one.
 */
function singlesOut(tokens: readonly Token[], i: number): boolean {
  if (tokens[i]!.word !== 'e' || !ARTICLES.has(tokens[i + 1]?.word ?? '') || tokens[i + 1]!.breakBefore) return false;
  if (tokens[i - 1]?.word === 'problema') return true;
  if (i > 0 && !tokens[i]!.breakBefore) return false;
  // A cleft names its subject then «che»; «è la pompa della lavatrice» ends the clause instead.
  for (let j = i + 2; j < tokens.length && j <= i + 2 + WINDOW; j++) {
    if (tokens[j]!.breakBefore) return true;
    if (tokens[j]!.word === 'che') return true;
  }
  return i + 2 + WINDOW >= tokens.length;
}

/** Marks the first word of the clause that holds `at` that is no filler, when it comes before `at`. */
function markClauseSubject(tokens: readonly Token[], at: number, requested: boolean[]): void {
  let start = at;
  while (start > 0 && !tokens[start]!.breakBefore) start--;
  for (let j = start; j < at; j++) {
    if (FILLERS.has(tokens[j]!.word)) continue;
    requested[j] = true;
    return;
  }
}

/**
 * For each word, whether it starts the requested job: the first word after an opener («devo», «da pitturare»,
 * «va verniciato») that is no filler, an infinitive that opens a clause together with that first word after it
 * («spostare le prese»), and the thing a clause singles out as the problem («è l'interruttore che non fa
 * contatto»).
 */
export function requestedWords(tokens: readonly Token[]): boolean[] {
  const requested = new Array<boolean>(tokens.length).fill(false);
  for (let i = 0; i < tokens.length; i++) {
    const infinitive = opensWithInfinitive(tokens, i);
    if (infinitive) requested[i] = true;
    if (!infinitive && !singlesOut(tokens, i) && !opensRequest(tokens, i)) continue;
    // «la caldaia va revisionata»: the thing the duty is about is asked as much as the job.
    if (DUTY.has(tokens[i]!.word)) markClauseSubject(tokens, i, requested);
    for (let j = i + 1; j < tokens.length && j <= i + WINDOW && !tokens[j]!.breakBefore; j++) {
      if (FILLERS.has(tokens[j]!.word)) continue;
      requested[j] = true;
      break;
    }
  }
  return requested;
}
