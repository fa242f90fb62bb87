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
    // A house left a mess is cleaning; a cellar «un disastro» may be damp, flooded or crammed.
    expect(need('la cantina è un disastro')).toBeNull();
    expect(need('pulizia dopo imbiancatura, tre stanze')).toBe('Pulizie');
    expect(need("l'imbianchino ha lasciato schizzi di pittura sui vetri, mi serve una pulizia")).toBe('Pulizie');
  });

  it('keeps an absence a symptom: "no corrente" is the electrician\'s', () => {
    expect(need('no corrente in tutta la casa')).toBe('Elettricista');
  });
  it('hides a capitalised word written right after a place: a district, not a job («Roma Prati»)', () => {
    const tokens = tokenize('la tapparella è bloccata, si è rotta la cinghia, Roma Prati');
    const skip = tokens.map((token) => token.raw === 'Roma');
    expect(classifyNeed(tokens, skip)).toBe('Serramentista');
    expect(need('devo seminare i prati della villa')).toBe('Giardinaggio');
  });
});

describe('a room, a material or an object is not a trade by itself', () => {
  it("keeps a painting job the painter's whatever the room or the material", () => {
    expect(need('pitturare la cucina')).toBe('Imbianchino');
    expect(need('le porte in legno da verniciare')).toBe('Imbianchino');
    expect(need('le porte in legno vanno riverniciate, sono sette')).toBe('Imbianchino');
    expect(need('verniciare la pergola in legno del giardino')).toBe('Imbianchino');
    expect(need('la ringhiera in ferro del balcone è arrugginita, va riverniciata')).toBe('Imbianchino');
    expect(need('smalto all acqua per le porte interne, sono sei porte')).toBe('Imbianchino');
    expect(need('pitturare la sala da pranzo prima della festa di compleanno')).toBe('Imbianchino');
    expect(need('il cancelletto in ferro del giardino va verniciato')).toBe('Imbianchino');
    expect(need('la caldaia va revisionata entro ottobre')).toBe('Idraulico');
  });

  it('asks when the words name only rooms, materials or objects, or nothing precise', () => {
    for (const text of [
      "c'è da sistemare di tutto",
      "c'è da sistemare un po' di tutto, dalla cucina al bagno",
      'porta in legno massello',
      'il cancello di ferro',
      'tavolo in legno, sedie e un divano',
      'sistemare alcune cose in cucina e in bagno',
      'appartamento con tre camere, cucina abitabile e due bagni',
      'ci sarebbero diverse cose da aggiustare in casa',
      "ho comprato casa, c'è tanto da fare",
    ]) {
      expect(need(text), text).toBeNull();
    }
  });

  it('reads an object broken or to be replaced or fitted as the job of the trade that works on it', () => {
    expect(need("vorremmo cambiare la porta d'ingresso")).toBe('Falegname');
    expect(need('la porta della cantina si è staccata dai cardini')).toBe('Falegname');
    expect(need('ho la finestra del soggiorno con il vetro spaccato')).not.toBeNull();
    expect(need("c'è un vetro incrinato nella porta della cucina")).toBe('Vetraio');
    expect(need('vorrei cambiare il pavimento della cucina')).toBe('Pavimentista');
  });

  it("does not take a person's description or a feeling for a need", () => {
    expect(need('sono una signora anziana, mi perde il rubinetto del lavandino')).toBe('Idraulico');
    expect(need("ho l'ansia che si allaghi di nuovo la cantina, la pompa non parte")).toBe('Idraulico');
    expect(need("ho ereditato una casa vecchia, l'impianto elettrico è da rifare")).toBe('Elettricista');
  });

  it('does not take the visitor who is a professional for one looking for them', () => {
    expect(need('sono un idraulico, come mi iscrivo per ricevere lavori?')).toBeNull();
    expect(need("siamo un'impresa di pulizie, volevamo collaborare con voi")).toBeNull();
    expect(need('sono un elettricista e mi serve un imbianchino per il mio negozio')).toBe('Imbianchino');
  });
});

describe('the last job asked decides, not one another trade has done', () => {
  it('reads past the job another professional did', () => {
    expect(need('il muratore ha già fatto il massetto, ora serve collegare lo scarico del piatto doccia')).toBe('Idraulico');
    expect(need('piatto doccia nuovo da collegare allo scarico, il muratore ha già fatto il massetto')).toBe('Idraulico');
    expect(need("l'elettricista ha già finito le tracce, adesso bisogna chiuderle e tinteggiare")).toBe('Imbianchino');
    expect(need('il falegname ha montato la cucina, ora va allacciato il lavello')).toBe('Idraulico');
    expect(need("l'imbianchino ha già pitturato, ora serve una pulizia di fino")).toBe('Pulizie');
    expect(need("il giardiniere ha già tagliato l'erba, ma serve qualcuno per la luce del vialetto")).toBe('Elettricista');
    expect(need('i muratori hanno demolito la parete, ora serve spostare le prese della corrente')).toBe('Elettricista');
    expect(need('la ditta delle pulizie ha finito, ora però perde il rubinetto della cucina')).toBe('Idraulico');
  });

  it('still reads what a professional said is needed', () => {
    expect(need("l'idraulico ha detto che serve un elettricista per la pompa")).toBe('Elettricista');
    expect(need("il tecnico ha visto che c'è una perdita nel tubo del bagno")).toBe('Idraulico');
  });

  it('keeps a job of the same trade asked after the one done', () => {
    expect(need("il muratore ha fatto il massetto, ora c'è da rifare l'intonaco esterno")).toBe('Muratore');
  });

  it('reads the thing singled out as the problem', () => {
    expect(need("il motore della tapparella va, è l'interruttore a muro che è rotto e non fa contatto")).toBe('Elettricista');
    expect(need('la lavatrice non scarica, ho già controllato: è la pompa della lavatrice')).toBe('Tecnico degli elettrodomestici');
    expect(need('la caldaia funziona, il problema è il termostato ambiente che non comanda')).toBe('Elettricista');
  });

  it('asks a visitor who says they do not know whom to call, unless one need is clear and alone', () => {
    expect(need("c'è una macchia strana sul muro del bagno e una puzza di bruciato, non capisco da dove venga")).toBeNull();
    expect(need("c'è acqua per terra vicino al frigo e la presa lì dietro è nera, chi devo chiamare?")).toBeNull();
    // Without the doubt, the stain is the painter's.
    expect(need("c'è una macchia strana sul muro del bagno")).toBe('Imbianchino');
    // A professional named, or one clear need, answers the doubt.
    expect(need('chi devo chiamare? mi serve un idraulico per il lavandino')).toBe('Idraulico');
    expect(need('non so a chi rivolgermi: il rubinetto del bagno gocciola e lo scarico del lavandino è otturato')).toBe('Idraulico');
  });
});
