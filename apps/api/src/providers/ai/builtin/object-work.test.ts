import { describe, expect, it } from 'vitest';
import { tokenize } from './normalize.ts';
import { workedOnWords } from './object-work.ts';

/** The words of the clauses that say something is broken or to be worked on. */
function worked(text: string): string[] {
  const tokens = tokenize(text);
  const flags = workedOnWords(tokens);
  return tokens.filter((_, index) => flags[index]).map((token) => token.word);
}

describe('workedOnWords', () => {
  it('marks a clause that says a thing is broken, stuck or does not close', () => {
    expect(worked('il vetro della finestra si è rotto')).toEqual(['il', 'vetro', 'della', 'finestra', 'si', 'e', 'rotto']);
    expect(worked('la porta è bloccata, il resto va bene')).toEqual(['la', 'porta', 'e', 'bloccata']);
    expect(worked('la porta del bagno non si chiude')).toEqual(['la', 'porta', 'del', 'bagno', 'non', 'si', 'chiude']);
  });

  it('marks a clause that asks to replace, repair or fit a thing', () => {
    expect(worked("vorremmo cambiare la porta d'ingresso")).toEqual(['vorremmo', 'cambiare', 'la', 'porta', 'd', 'ingresso']);
    expect(worked('montaggio di una porta scorrevole')).toEqual(['montaggio', 'di', 'una', 'porta', 'scorrevole']);
    expect(worked('sostituzione dei vetri, grazie')).toEqual(['sostituzione', 'dei', 'vetri']);
  });

  it('leaves a thing only named, painted or vaguely «sistemato»', () => {
    expect(worked('porta in legno massello')).toEqual([]);
    expect(worked('le porte in legno da verniciare')).toEqual([]);
    expect(worked("c'è da sistemare di tutto")).toEqual([]);
    expect(worked('la finestra del bagno dà sul cortile')).toEqual([]);
  });
});
