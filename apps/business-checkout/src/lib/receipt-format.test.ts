import { describe, expect, it } from 'vitest';
import { formatBillingAddress, formatDocumentDate, formatVatRate, receiptItem } from './receipt-format.ts';

const ID = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';

describe('receipt formatting', () => {
  it('writes the VAT rate the Italian way', () => {
    expect(formatVatRate('22')).toBe('22%');
    expect(formatVatRate('10.5')).toBe('10,5%');
    expect(formatVatRate('4')).toBe('4%');
    expect(formatVatRate('5.25')).toBe('5,25%');
  });

  it("writes the document's day (Rome's, from the API) as dd/MM/yyyy", () => {
    expect(formatDocumentDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDocumentDate('2026-01-01')).toBe('01/01/2026');
  });

  it('writes the address on one line', () => {
    expect(formatBillingAddress({ street: 'Via Roma 1', postalCode: '20121', city: 'Milano', province: 'MI' })).toBe('Via Roma 1, 20121 Milano (MI)');
  });

  it('names the item by category and place, or by category alone', () => {
    expect(receiptItem({ id: ID, category: 'Idraulico', location: { municipality: 'Fano', province: 'Pesaro e Urbino' } })).toBe(
      'Lead: Idraulico – Fano (Pesaro e Urbino)',
    );
    expect(receiptItem({ id: ID, category: 'Pulizie', location: null })).toBe('Lead: Pulizie');
  });
});
