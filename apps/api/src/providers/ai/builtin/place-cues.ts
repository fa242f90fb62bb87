import type { Token } from './normalize.ts';

/**
 * When a request names two places, the words before each tell which is where the work is: «la casa è a
 * Thiene», «sono fermo a Terralba» beat «io abito a Vicenza», «mentre andavo a Oristano», «vicino a Bassano»,
 * «non a Bergamo». `placeRole` scores a place by its clause; the gazetteer adds it to the evidence when ranking.
 */
export const ROLE = { job: 5, work: 3, plain: 0, residence: -2, away: -4, negated: -6 } as const;

const PREPOSITIONS = new Set(['a', 'ad', 'in', 'al', 'allo', 'alla', 'all', 'nel', 'nello', 'nella', 'nell', 'presso', 'zona', 'sul', 'sulla']);
/** Words that close the clause a place belongs to ("io abito a Vicenza ma la casa è a Thiene"). */
const CLAUSE_WORDS = new Set(['ma', 'e', 'mentre', 'invece', 'oppure', 'quindi', 'poi']);
/** Going or coming somewhere is not being there: «per andare a Latina», «salire a Livigno». */
const TRAVEL = new Set([
  'andare',
  'andavo',
  'andando',
  'vado',
  'andiamo',
  'andavamo',
  'andato',
  'andata',
  'andati',
  'salire',
  'salgo',
  'salendo',
  'salivo',
  'scendere',
  'scendo',
  'scendendo',
  'tornare',
  'torno',
  'tornando',
  'tornavo',
  'tornato',
  'venire',
  'vengo',
  'venendo',
  'partire',
  'parto',
  'partito',
  'partita',
  'passare',
  'passando',
  'passo',
  'rientrare',
  'rientro',
  'arrivare',
  'guidare',
  'guidando',
  'viaggio',
  'viaggiando',
  'direzione',
  'verso',
]);
/** Places named relative to another: «vicino a Bassano» is Bassano's neighbour. */
const NEAR = new Set(['vicino', 'vicina', 'vicini', 'accanto', 'dietro', 'confine', 'lontano', 'lontana']);
/** A lake named after its town («lago di Como», «lago di Garda»). */
const LAKE = new Set(['lago', 'laghi']);
/** The visitor's own home or job: «io abito a», «noi stiamo a», «io lavoro a». */
const RESIDENCE = new Set([
  'abito',
  'abitiamo',
  'vivo',
  'viviamo',
  'sto',
  'stiamo',
  'risiedo',
  'risiediamo',
  'residente',
  'residenti',
  'lavoro',
  'lavoriamo',
  'studio',
  'studiamo',
  'stong',
  'staiu',
  'stau',
]);
const ORIGIN = new Set(['sono', 'siamo', 'vengo', 'veniamo', 'originario', 'originaria', 'originari', 'nato', 'nata', 'nati']);
const SUBJECTS = new Set(['io', 'noi', 'ci', 'mi']);
/** Verbs that are also nouns: a verb only after a subject or at the clause start. */
const NOUN_OR_VERB = new Set(['lavoro', 'studio']);
/** The state of a thing to fix where it is: «in panne a», «sono fermo a», «si trova a», «qui a». */
const WORK_STATE = new Set([
  'fermo',
  'ferma',
  'fermi',
  'ferme',
  'panne',
  'bloccato',
  'bloccata',
  'bloccati',
  'rimasto',
  'rimasta',
  'rimasti',
  'trova',
  'trovano',
  'situato',
  'situata',
  'ubicato',
  'ubicata',
  'parcheggiato',
  'parcheggiata',
  'tengo',
  'teniamo',
  'qui',
  'qua',
]);
/** What the work is on or who does it: «la casa di mia madre a», «il negozio … è a», «un elettricista a». */
const WORK_NOUNS = new Set([
  'casa',
  'casetta',
  'villa',
  'villetta',
  'villino',
  'appartamento',
  'abitazione',
  'attico',
  'mansarda',
  'monolocale',
  'bilocale',
  'trilocale',
  'condominio',
  'palazzo',
  'palazzina',
  'stabile',
  'immobile',
  'negozio',
  'bar',
  'ristorante',
  'pizzeria',
  'locale',
  'ufficio',
  'uffici',
  'capannone',
  'magazzino',
  'laboratorio',
  'garage',
  'box',
  'cantina',
  'giardino',
  'terreno',
  'orto',
  'uliveto',
  'vigneto',
  'masseria',
  'cascina',
  'agriturismo',
  'hotel',
  'albergo',
  'chalet',
  'baita',
  'rustico',
  'taverna',
  'seconda',
  'macchina',
  'auto',
  'automobile',
  'moto',
  'furgone',
  'camper',
  'scooter',
  'vettura',
  'caldaia',
  'impianto',
  'idraulico',
  'elettricista',
  'imbianchino',
  'pittore',
  'meccanico',
  'carrozziere',
  'gommista',
  'elettrauto',
  'giardiniere',
  'tecnico',
  'impresa',
  'ditta',
  'intervento',
  'lavoro',
  'lavori',
  'servizio',
  'sopralluogo',
  'preventivo',
  'pulizia',
  'pulizie',
]);

/**
 * The job itself as the subject: «il lavoro è a Imola», «l'intervento serve a Imola». It names where the work is
 * more surely than a house bought or a relative's home mentioned earlier in a long story.
 */
const JOB_NOUNS = new Set(['lavoro', 'lavori', 'lavoretto', 'intervento', 'interventi', 'sopralluogo', 'cantiere', 'riparazione']);
/** Words that make the next one a noun: «il lavoro» is the job, «io lavoro» the visitor's own work. */
const DETERMINERS = new Set(['il', 'lo', 'l', 'la', 'i', 'gli', 'le', 'un', 'uno', 'una', 'questo', 'questa', 'quel', 'quello', 'nostro', 'mio']);
/** «sede legale a Lodi»: where a company is registered, like where a person lives, is not where the work is. */
const REGISTERED_SEAT = new Set(['legale', 'amministrativa']);

/** The folded words before `start` in its clause, nearest first (at most 8). */
function clauseBefore(tokens: readonly Token[], start: number): string[] {
  const words: string[] = [];
  if (tokens[start]?.breakBefore || tokens[start]?.sentenceStart) return words;
  for (let i = start - 1; i >= 0 && words.length < 8; i--) {
    const token = tokens[i]!;
    // «e» closes a clause, «è» («la casa è a») does not.
    if (CLAUSE_WORDS.has(token.word) && token.raw.length === token.word.length && !/[èé]/i.test(token.raw)) break;
    words.push(token.word);
    if (token.breakBefore || token.sentenceStart) break;
  }
  return words;
}

/** How the words before a place name relate it to the job (a `ROLE` value). */
export function placeRole(tokens: readonly Token[], start: number): number {
  const before = clauseBefore(tokens, start);
  const [preposition, verb, subject] = before;
  if (preposition === undefined) return ROLE.plain;
  if (before.slice(1, 3).includes('non')) return ROLE.negated;
  if (TRAVEL.has(preposition) || NEAR.has(preposition) || TRAVEL.has(verb ?? '') || NEAR.has(verb ?? '')) return ROLE.away;
  // «sul lago di Como», «vista lago di Garda»: a lake's name, not the comune where the work is.
  if (preposition === 'di' && LAKE.has(verb ?? '')) return ROLE.away;
  // «sono di Napoli», «vengo da Bari»: where the visitor comes from.
  if ((preposition === 'di' || preposition === 'da') && ORIGIN.has(verb ?? '')) return ROLE.residence;
  if (!PREPOSITIONS.has(preposition)) return ROLE.plain;
  // «io lavoro a Ferrara» is the visitor's job; «il lavoro è a Imola» is the job to do.
  if (verb !== undefined && RESIDENCE.has(verb) && (subject === undefined || SUBJECTS.has(subject) || !NOUN_OR_VERB.has(verb))) return ROLE.residence;
  if (REGISTERED_SEAT.has(verb ?? '') && subject === 'sede') return ROLE.residence;
  if (WORK_STATE.has(verb ?? '')) return ROLE.work;
  for (const [index, word] of before.entries()) {
    if (index === 0) continue;
    const noun = !NOUN_OR_VERB.has(word) || DETERMINERS.has(before[index + 1] ?? '');
    if (JOB_NOUNS.has(word) && noun) return ROLE.job;
    if (RESIDENCE.has(word) || TRAVEL.has(word)) return ROLE.plain;
    if (WORK_NOUNS.has(word)) return ROLE.work;
  }
  return ROLE.plain;
}
