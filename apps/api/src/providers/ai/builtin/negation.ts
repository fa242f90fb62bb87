import type { Token } from './normalize.ts';

/**
 * Negation of a need, not of a symptom. "non è un problema elettrico", "non mi serve un idraulico",
 * "cerco un elettricista, non un idraulico" negate what follows; "non scarica", "non si avvia",
 * "non funziona la luce" describe the problem and stay positive cues.
 * A negation starts at "non" followed by one of these openings and lasts until a clause boundary.
 */
const ARTICLES = ['un', 'una', 'uno', 'il', 'lo', 'la', 'l', 'i', 'gli', 'le'];
const COPULA_OBJECTS = [
  ...ARTICLES,
  'di',
  'del',
  'dello',
  'della',
  'dell',
  'dei',
  'degli',
  'delle',
  'per',
  'problema',
  'questione',
  'compito',
  'lavoro',
  'roba',
  'colpa',
];

const OPENINGS: readonly (readonly string[])[] = [
  ...['e', 'era', 'sara', 'riguarda', 'sembra'].flatMap((verb) => COPULA_OBJECTS.map((object) => [verb, object])),
  ['si', 'tratta'],
  ['c', 'entra'],
  ...[
    'serve',
    'servono',
    'servirebbe',
    'occorre',
    'interessa',
    'cerco',
    'cerchiamo',
    'voglio',
    'vogliamo',
    'vorrei',
    'chiamo',
    'chiamare',
    'contattare',
    'cercando',
  ].map((verb) => [verb]),
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

/**
 * "no elettricista", "niente giardiniere", "nessun idraulico" at the start of a clause negate what follows;
 * not when a verb or pronoun follows ("no se verze", "no funziona" describe the problem).
 */
const BARE_NEGATIONS = new Set(['no', 'niente', 'nessun', 'nessuno', 'nessuna']);
const NOT_NEGATED_AFTER_NO = new Set([
  'se',
  'si',
  'mi',
  'ti',
  'ci',
  'vi',
  'ne',
  'xe',
  'ga',
  'go',
  'va',
  'funziona',
  'grazie',
  'problem',
  'problema',
  'more',
  'longer',
]);

/**
 * A job the visitor does or someone else does ("le pulizie le faccio da sola", "quelli li faccio io",
 * "lo sgombero lo fa mio fratello"): a clitic, a form of "fare", then who does it.
 */
const CLITICS = new Set(['lo', 'la', 'li', 'le', 'l']);
const DO_FORMS = new Set([
  'faccio',
  'facciamo',
  'fa',
  'fanno',
  'fara',
  'faranno',
  'faro',
  'faremo',
  'sistemo',
  'sistemiamo',
  'pensa',
  'penso',
  'pensiamo',
]);
// Not «un», «il», «la»: «la fa un rumore strano» is the thing doing it (a northern subject clitic), not a person.
const DOERS = new Set(['io', 'noi', 'da', 'mio', 'mia', 'miei', 'mie', 'lui', 'lei', 'gia', 'loro', 'nostro', 'nostra']);
const DEMONSTRATIVES = new Set(['quello', 'quella', 'quelli', 'quelle', 'questo', 'questa', 'questi', 'queste', 'ma', 'e', 'pero', 'invece']);

/** «sono un idraulico», «siamo un'impresa di pulizie»: the visitor is the professional, not one looking for them. */
const SELF = new Set(['sono', 'siamo']);
const INDEFINITE = new Set(['un', 'uno', 'una']);

/** A past job is context, not the request: "trasloco fatto", "dopo l'imbiancatura", "ho fatto una festa". */
const DONE_AFTER = new Set(['fatto', 'fatta', 'fatti', 'fatte', 'finito', 'finita', 'finiti', 'terminato', 'terminata', 'concluso', 'conclusa']);
const NOT_DONE_BEFORE = new Set(['ho', 'hai', 'ha', 'abbiamo', 'hanno', 'e', 'sono', 'era', 'stato', 'stata', 'ben', 'mal', 'non']);
const MADE_OF = new Set(['di', 'a', 'in', 'da', 'con', 'bene', 'male', 'su', 'come']);

/** Words between "dopo" and the past job it names ("dopo aver fatto i lavori", "dopo la"). */
const AFTER_DOPO = new Set([
  ...ARTICLES,
  'aver',
  'avere',
  'aver',
  'fatto',
  'il',
  'dei',
  'degli',
  'delle',
  'del',
  'della',
  'dell',
  'mio',
  'mia',
  'nostro',
  'nostra',
  'ultimo',
  'ultima',
]);

/** How a word is negated: not at all, wholly, or only as the name of a professional ("no corrente" is a symptom). */
export const Negation = { None: 0, Whole: 1, NamesOnly: 2 } as const;
export type Negation = (typeof Negation)[keyof typeof Negation];

function markScope(negated: Negation[], tokens: readonly Token[], from: number, openingEnd: number, level: Negation = Negation.Whole): void {
  for (let j = from, counted = 0; j < tokens.length && counted < MAX_SCOPE + (openingEnd - from); j++, counted++) {
    const token = tokens[j]!;
    if (j >= openingEnd && (token.breakBefore || CLAUSE_END.has(token.word))) break;
    negated[j] = level;
  }
}

/** Marks the clause before `at` (back to the last break), and the one before it when only "quelli" stands there. */
function markClauseBefore(negated: Negation[], tokens: readonly Token[], at: number): void {
  let start = at;
  while (start > 0 && !tokens[start]!.breakBefore) start--;
  if (tokens.slice(start, at).every((token) => DEMONSTRATIVES.has(token.word) || CLITICS.has(token.word)) || start === at) {
    while (start > 0 && !tokens[start - 1]!.breakBefore) start--;
    if (start > 0) start--;
    while (start > 0 && !tokens[start]!.breakBefore) start--;
  }
  negated.fill(Negation.Whole, start, at);
}

/** For each word, whether it lies in a negated clause (or names a job already done, or done by someone else). */
export function negatedWords(tokens: readonly Token[]): Negation[] {
  const negated = new Array<Negation>(tokens.length).fill(Negation.None);
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!.word;
    const next = tokens[i + 1];
    if (word === 'non') {
      const length = openingLength(tokens, i + 1);
      // The opening itself may carry the need's word ("non un idraulico"): the scope starts right after "non".
      if (length > 0) markScope(negated, tokens, i + 1, i + 1 + length);
    } else if (BARE_NEGATIONS.has(word) && next && !next.breakBefore && !NOT_NEGATED_AFTER_NO.has(next.word)) {
      const startsClause = tokens[i]!.breakBefore || i === 0 || CLAUSE_END.has(tokens[i - 1]!.word);
      // "no elettricista" rules the electrician out; "no corrente", "niente acqua" are the problem itself.
      if (startsClause || word !== 'no') markScope(negated, tokens, i + 1, i + 1 + Number(ARTICLES.includes(next.word)), Negation.NamesOnly);
    } else if (CLITICS.has(word) && next && DO_FORMS.has(next.word) && DOERS.has(tokens[i + 2]?.word ?? '') && i > 0) {
      markClauseBefore(negated, tokens, i);
    } else if (SELF.has(word) && INDEFINITE.has(next?.word ?? '') && !next!.breakBefore) {
      markScope(negated, tokens, i + 1, i + 2, Negation.NamesOnly);
    } else if (word === 'dopo') {
      // "pulizia dopo l'imbiancatura": only the job named right after is past; "dopo il temporale il salvavita
      // scatta" still asks for the salvavita.
      let j = i + 1;
      while (j < tokens.length && AFTER_DOPO.has(tokens[j]!.word)) j++;
      negated.fill(Negation.Whole, i + 1, Math.min(j + 1, tokens.length));
    } else if ((word === 'ho' || word === 'abbiamo') && next?.word === 'fatto') {
      markScope(negated, tokens, i + 1, i + 1);
    } else if (
      DONE_AFTER.has(word) &&
      i > 0 &&
      !NOT_DONE_BEFORE.has(tokens[i - 1]!.word) &&
      !tokens[i]!.breakBefore &&
      !MADE_OF.has(next?.word ?? '')
    ) {
      negated[i - 1] = Negation.Whole;
    }
  }
  return negated;
}

/** Words that may stand between a professional and what they did: «il muratore mi ha già fatto…». */
const DONE_FILLERS = new Set(['gia', 'appena', 'ormai', 'pure', 'anche', 'mi', 'ci', 'gli', 'le', 'l', 'lo', 'la', 'li', 'ne', 'tutto', 'bene']);
const AUXILIARIES = new Set(['ha', 'hanno', 'e', 'sono', 'aveva', 'avevano', 'era', 'erano']);
/** With «è», «sono» only a visit is a job done («il muratore è già passato»); «la ditta è specializzata» is no past. */
const BE = new Set(['e', 'sono', 'era', 'erano']);
const VISITED = /^(passat|venut|arrivat|intervenut|tornat|stat)[oaie]$/;
const PARTICIPLE =
  /(at[oaie]|ut[oaie]|it[oaie]|fatt[oaie]|mess[oaie]|post[oaie]|chius[oaie]|apert[oaie]|tolt[oaie]|stes[oaie]|dipint[oaie]|rifatt[oaie])$/;
/** What a professional said or found is a report, not their finished job: «l'idraulico ha detto che serve…». */
const REPORTING = /^(dett|consigliat|suggerit|spiegat|confermat|vist|trovat|scritt|chiest|propost|preventivat|guardat|controllat|verificat)/;
/** Where the next job starts: «… il massetto, ora serve…», «… il massetto e adesso…». */
const NEXT_JOB = new Set([...CLAUSE_END, 'ora', 'adesso', 'poi', 'quindi', 'mentre', 'dopodiche']);
/** «la ditta dei traslochi ha…»: what a doer's complement starts with. */
const OF = new Set(['di', 'del', 'dello', 'della', 'dell', 'dei', 'degli', 'delle']);
/** Before a professional who did a job: «il muratore ha fatto…», «la ditta delle pulizie ha finito». */
const BEFORE_DOER = new Set([...ARTICLES, ...OF]);
/** Words for someone who works, whatever the trade: «la ditta ha già posato il parquet». */
const GENERIC_DOERS = new Set(['ditta', 'impresa', 'tecnico', 'tecnici', 'operaio', 'operai', 'squadra', 'installatore', 'installatori']);

const skipWhile = (tokens: readonly Token[], j: number, words: ReadonlySet<string>) => {
  while (words.has(tokens[j]?.word ?? '') && !tokens[j]!.breakBefore) j++;
  return j;
};

/**
 * A professional at work before this job: «il muratore ha già fatto il massetto», «l'elettricista ha finito le
 * tracce», «la ditta dei traslochi ha portato tutto». Given the professional's name ending at `end`, returns
 * where the clause of what they did ends (the job done, not the one asked), or `end` when they did nothing here.
 */
export function jobDoneBy(tokens: readonly Token[], end: number): number {
  let j = end;
  // «la ditta dei traslochi ha…»: a short complement before the verb.
  if (OF.has(tokens[j]?.word ?? '') && !tokens[j]!.breakBefore) {
    for (let k = j + 1; k <= j + 3 && k < tokens.length && !tokens[k]!.breakBefore; k++) {
      if (AUXILIARIES.has(tokens[k]!.word)) {
        j = k;
        break;
      }
    }
  }
  j = skipWhile(tokens, j, DONE_FILLERS);
  const auxiliary = tokens[j];
  if (!auxiliary || !AUXILIARIES.has(auxiliary.word) || auxiliary.breakBefore) return end;
  j = skipWhile(tokens, j + 1, DONE_FILLERS);
  const participle = tokens[j];
  if (!participle || participle.breakBefore || !PARTICIPLE.test(participle.word) || REPORTING.test(participle.word)) return end;
  if (BE.has(auxiliary.word) && !VISITED.test(participle.word)) return end;
  for (j++; j < tokens.length && !tokens[j]!.breakBefore && !NEXT_JOB.has(tokens[j]!.word); j++);
  return j;
}

/**
 * For each word, whether it tells a job another professional already did: the professional (`professionals`, the
 * spans of the words naming one, or a generic «la ditta», «il tecnico») with an article, then what they did.
 * That is the past, not the job asked: «il muratore ha già fatto il massetto, ora serve collegare lo scarico».
 */
export function doneByOthers(tokens: readonly Token[], professionals: readonly { start: number; end: number }[]): boolean[] {
  const done = new Array<boolean>(tokens.length).fill(false);
  const mark = (start: number, end: number) => {
    if (!BEFORE_DOER.has(tokens[start - 1]?.word ?? '')) return;
    const doneEnd = jobDoneBy(tokens, end);
    if (doneEnd > end) done.fill(true, start, doneEnd);
  };
  for (const { start, end } of professionals) mark(start, end);
  for (let i = 1; i < tokens.length; i++) if (GENERIC_DOERS.has(tokens[i]!.word)) mark(i, i + 1);
  return done;
}
