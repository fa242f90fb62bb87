import { describe, expect, it } from 'vitest';
import { cardProblem, formatCardNumber, formatCvc, formatExpiry } from './card.ts';

describe('card formatting', () => {
  it('groups the card number by four and keeps at most 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000 0000-0000.0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('adds the slash of the expiry once the month is typed', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('12/28')).toBe('12/28');
    expect(formatExpiry('122899')).toBe('12/28');
    // Deleting back over the slash leaves the month.
    expect(formatExpiry('12/')).toBe('12');
  });

  it('keeps at most four digits of the CVC', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});

describe('cardProblem', () => {
  const valid = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

  it('accepts a complete card', () => {
    expect(cardProblem(valid)).toBeNull();
    expect(cardProblem({ ...valid, cvc: '1234' })).toBeNull();
  });

  it('names the first problem', () => {
    expect(cardProblem({ ...valid, cardNumber: '4242 4242 424' })).toBe('Inserisci un numero di carta valido (da 12 a 19 cifre)');
    expect(cardProblem({ ...valid, cardNumber: '' })).toBe('Inserisci un numero di carta valido (da 12 a 19 cifre)');
    expect(cardProblem({ ...valid, expiry: '13/30' })).toBe('Inserisci la scadenza nel formato MM/AA');
    expect(cardProblem({ ...valid, expiry: '1/30' })).toBe('Inserisci la scadenza nel formato MM/AA');
    expect(cardProblem({ ...valid, cvc: '12' })).toBe('Inserisci un CVC di 3 o 4 cifre');
  });
});
