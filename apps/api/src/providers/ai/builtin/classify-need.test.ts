import { describe, expect, it } from 'vitest';
import { classifyNeed } from './classify-need.ts';
import { tokenize } from './normalize.ts';

const need = (text: string) => classifyNeed(tokenize(text));

describe('classifyNeed', () => {
  it('counts every inflection of a lexicon word (Italian stems)', () => {
    expect(need('ho la sala da pitturare')).toBe('Imbianchino');
    expect(need('il lavandino è otturato, i rubinetti gocciolano')).toBe('Idraulico');
    expect(need('vorrei le siepi potate')).toBe('Giardinaggio');
  });

  it('does not let a stem join unrelated words', () => {
    // "preso" is not "presa", "cerchiamo" is not "cerchi", "dentistico" does not name the dentist, "Bosch" (a name) is not "bosco".
    expect(need('ho preso casa in affitto e cerchiamo qualcuno')).toBeNull();
    expect(need('studio dentistico da tinteggiare, tre stanze')).toBe('Imbianchino');
    expect(need('la lavatrice è una Bosch')).not.toBe('Giardinaggio');
  });

  it('gives the job asked for precedence over its setting', () => {
    expect(need('devo imbiancare uno studio legale')).toBe('Imbianchino');
    expect(need('vorrei verniciare le porte interne in legno')).toBe('Imbianchino');
    expect(need('devo riverniciare il cancello di ferro e la recinzione')).toBe('Imbianchino');
    expect(need('vorrei far pulire bene le fughe delle piastrelle')).toBe('Pulizie');
    expect(need('canna fumaria da pulire prima dell inverno')).toBe('Spazzacamino');
  });

  it('gives neighbouring trades the job that is theirs', () => {
    expect(need("l'aria condizionata della macchina butta aria calda")).toBe('Meccanico');
    expect(need('la mia auto perde acqua dal radiatore')).toBe('Meccanico');
    expect(need('quando accendo il condizionatore salta tutto e resto al buio')).toBe('Elettricista');
    expect(need('vorrei delle luci esterne, tipo segnapasso nel vialetto')).toBe('Elettricista');
    expect(need('la caldaia non parte, la spia rossa lampeggia')).toBe('Idraulico');
    expect(need('la caldaia a pellet va in allarme')).toBe('Spazzacamino');
    expect(need('perdita dal soffitto del bagno, la macchia cresce')).toBe('Idraulico');
    expect(need('devo rifare il bagno da zero, piastrelle nuove')).not.toBe('Idraulico');
  });

  it('reads the trades in English, German, French and dialect', () => {
    expect(need('the toilet is leaking on the floor')).toBe('Idraulico');
    expect(need('wir möchten die Wohnung streichen lassen')).toBe('Imbianchino');
    expect(need("il faut couper l'herbe")).toBe('Giardinaggio');
    expect(need('vogghiu pittari a casa')).toBe('Imbianchino');
    expect(need("'a machina nun parte")).toBe('Meccanico');
  });

  it('rules out a negated need, a job done already and one the visitor does', () => {
    expect(need('no elettricista, la luce funziona, è lo scarico della lavatrice')).toBe('Idraulico');
    expect(need('le pulizie le faccio da sola, mi serve qualcuno per le prese')).toBe('Elettricista');
    expect(need('il problema non è il giardino: il faro esterno non si accende')).toBe('Elettricista');
    expect(need('mi serve un idraulico non un meccanico')).toBe('Idraulico');
    expect(need('mi serve un elettricista per le luci del giardino, non un giardiniere')).toBe('Elettricista');
    expect(need('ho fatto una festa e la casa è un disastro')).toBe('Pulizie');
    expect(need('pulizia dopo imbiancatura, tre stanze')).toBe('Pulizie');
    expect(need("l'imbianchino ha lasciato schizzi di pittura sui vetri, mi serve una pulizia")).toBe('Pulizie');
  });

  it('keeps an absence a symptom: "no corrente" is the electrician\'s', () => {
    expect(need('no corrente in tutta la casa')).toBe('Elettricista');
  });
});
