import { describe, expect, it } from 'vitest';
import { requestedWords } from './need-request.ts';
import { tokenize } from './normalize.ts';

function requested(text: string): string[] {
  const tokens = tokenize(text);
  const flags = requestedWords(tokens);
  return tokens.filter((_, index) => flags[index]).map((token) => token.word);
}

describe('requestedWords', () => {
  it('marks the first word of the job after «devo», «vorrei», «serve», «da» + infinitive', () => {
    expect(requested('devo imbiancare uno studio legale')).toEqual(['imbiancare']);
    expect(requested('vorrei far pulire le scale')).toEqual(['pulire']);
    expect(requested('ora serve collegare lo scarico del piatto doccia')).toEqual(['scarico']);
    expect(requested('quattro stanze da pitturare')).toEqual(['pitturare']);
    expect(requested('la presa da cucina')).toEqual([]);
  });

  it('marks a duty («va verniciato») and the thing it is about, not «va bene»', () => {
    expect(requested('il cancelletto in ferro del giardino va verniciato')).toEqual(['cancelletto', 'verniciato']);
    expect(requested('la caldaia va revisionata entro ottobre')).toEqual(['caldaia', 'revisionata']);
    expect(requested('la caldaia va bene, non va il termostato')).toEqual([]);
  });

  it('marks the thing a clause singles out as the problem', () => {
    expect(requested("il motore va, è l'interruttore a muro che è rotto")).toEqual(['interruttore']);
    expect(requested('ho controllato: è la pompa della lavatrice')).toEqual(['pompa']);
    expect(requested('la caldaia va, il problema è il termostato')).toEqual(['termostato']);
  });

  it('does not read the conjunction «e» as «è»', () => {
    expect(requested('la tapparella e la porta che non chiude')).toEqual([]);
    expect(requested('il bagno e la cucina')).toEqual([]);
  });
});
