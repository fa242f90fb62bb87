import { describe, expect, it } from 'vitest';
import { missingContactsReason, phoneHref, purchaseState } from './purchase-text.ts';

describe('how a purchase reads', () => {
  it('dials a phone number without its spaces', () => {
    expect(phoneHref('+39 333 123 4567')).toBe('tel:+393331234567');
    expect(phoneHref('0721 80.12.34')).toBe('tel:0721801234');
  });

  it('says paid, or refunded with the day', () => {
    expect(purchaseState({ status: 'paid', refundedAt: null })).toBe('Pagato');
    expect(purchaseState({ status: 'refunded', refundedAt: '2026-02-12T15:30:00.000Z' })).toBe('Rimborsato il 12/02/2026');
  });

  it('says why the contacts are missing', () => {
    expect(missingContactsReason({ status: 'refunded' })).toBe('Contatti non disponibili: acquisto rimborsato');
    expect(missingContactsReason({ status: 'paid' })).toBe('Il cliente ha cancellato i suoi dati');
  });
});
