import type { Token } from './normalize.ts';

/**
 * Words saying a thing is broken or is to be replaced, repaired or fitted. With them an object several trades
 * work on («la porta», «il vetro») points to the trade that fits or repairs it: «il vetro della finestra si è
 * rotto», «cambiare la porta d'ingresso», «montaggio di una porta scorrevole». Without them it is only the
 * setting («le porte in legno da verniciare»). Prefixes of folded words; «sistemare» and «fare» are too vague
 * to count («c'è da sistemare di tutto»).
 */
const WORK_PREFIXES = [
  'rott',
  'rompe',
  'crepat',
  'crepa',
  'incrinat',
  'spaccat',
  'scheggiat',
  'bloccat',
  'incastrat',
  'inceppat',
  'gonfiat',
  'storta',
  'storto',
  'staccat',
  'cedut',
  'cambiar',
  'cambiat',
  'sostitu',
  'ripar',
  'aggiust',
  'montar',
  'montaggio',
  'installa',
  'posare',
  'posa',
  'costruir',
  'realizza',
  'nuova',
  'nuovo',
  'nuove',
  'nuovi',
];
const WORK = new RegExp(`^(${WORK_PREFIXES.join('|')})`);
/** «non chiude», «non si apre», «non funziona»: a fault, after «non» (and a «si»). */
const FAULT_AFTER_NOT = /^(chiud|apre|apro|funzion|scorr|gira|tien)/;

function isWorkWord(tokens: readonly Token[], i: number): boolean {
  const word = tokens[i]!.word;
  if (WORK.test(word)) return true;
  const before = tokens[i - 1]?.word === 'si' ? tokens[i - 2]?.word : tokens[i - 1]?.word;
  return before === 'non' && FAULT_AFTER_NOT.test(word);
}

/** For each word, whether its clause (between punctuation) says something is broken or to be worked on. */
export function workedOnWords(tokens: readonly Token[]): boolean[] {
  const worked = new Array<boolean>(tokens.length).fill(false);
  let start = 0;
  for (let i = 0; i <= tokens.length; i++) {
    if (i < tokens.length && (i === start || !tokens[i]!.breakBefore)) continue;
    let clauseWorked = false;
    for (let j = start; j < i && !clauseWorked; j++) clauseWorked = isWorkWord(tokens, j);
    if (clauseWorked) worked.fill(true, start, i);
    start = i;
  }
  return worked;
}
