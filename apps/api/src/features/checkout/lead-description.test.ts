import { describe, expect, it } from 'vitest';
import { requestBeforePurchase } from './lead-description.ts';

describe('requestBeforePurchase', () => {
  it('keeps the comune and the quarters the gazetteer knows, and hides the people in the request', () => {
    expect(
      requestBeforePurchase({
        userRequest: "Perdita sotto il lavello. Venezia Mestre, chiedete pure, c'è la Loretta Busato che vi apre. Grazie, Anselmo",
        userName: 'Anselmo Ferro',
      }),
    ).toBe("Perdita sotto il lavello. Venezia Mestre, chiedete pure, c'è la [nome nascosto] che vi apre. Grazie, [nome nascosto]");
  });
});
