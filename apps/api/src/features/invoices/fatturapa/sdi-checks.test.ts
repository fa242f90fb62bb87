import { invoiceCheckMessages as m } from '@trovapro/copy';
import { centsToMoney, splitVat } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from './document.ts';
import { sdiChecks } from './sdi-checks.ts';
import { creditNote, invoice, NOW, seller } from './test-documents.ts';

const buyer = invoice().buyer;
const withBuyer = (changes: Partial<InvoiceDocument['buyer']>) => invoice({ buyer: { ...buyer, ...changes } });

describe('sdiChecks: the SdI’s checks the schema cannot express', () => {
  it('passes a correct invoice, a correct credit note and a buyer with a codice fiscale and a PEC', () => {
    expect(sdiChecks(invoice(), NOW)).toEqual([]);
    expect(sdiChecks(creditNote(), NOW)).toEqual([]);
    expect(sdiChecks(withBuyer({ taxId: 'RSSMRA85T10A562S', sdiCode: null, pec: 'mario@pec.it' }), NOW)).toEqual([]);
    expect(sdiChecks(withBuyer({ taxId: 'IT 007 431 101 57', sdiCode: '' }), NOW)).toEqual([]);
    // A 16-character codice fiscale for a sole trader seller, and RF19.
    expect(sdiChecks(invoice({ seller: { ...seller, taxCode: 'RSSMRA85T10A562S', regimeFiscale: 'RF19' } }), NOW)).toEqual([]);
  });

  it('the seller’s partita IVA and codice fiscale', () => {
    expect(sdiChecks(invoice({ seller: { ...seller, vatNumber: '12345678901' } }), NOW)).toEqual([m.sellerVatNumberInvalid('12345678901')]);
    expect(sdiChecks(invoice({ seller: { ...seller, taxCode: 'RSSMRA85T10A562X' } }), NOW)).toEqual([m.sellerTaxCodeInvalid('RSSMRA85T10A562X')]);
    expect(sdiChecks(invoice({ seller: { ...seller, name: '  ' } }), NOW)).toEqual([m.sellerNameMissing]);
  });

  it('the buyer’s partita IVA or codice fiscale, by its declared kind', () => {
    expect(sdiChecks(withBuyer({ taxId: '00743110158' }), NOW)).toEqual([m.buyerTaxIdInvalid('00743110158')]);
    expect(sdiChecks(withBuyer({ taxId: 'RSSMRA85T10A562T' }), NOW)).toEqual([m.buyerTaxIdInvalid('RSSMRA85T10A562T')]);
    // Declared a partita IVA, given a (valid) codice fiscale: not what was declared.
    expect(sdiChecks(withBuyer({ taxId: 'RSSMRA85T10A562S', taxIdKind: 'partita_iva' }), NOW)).toEqual([m.buyerTaxIdInvalid('RSSMRA85T10A562S')]);
    expect(sdiChecks(withBuyer({ name: '' }), NOW)).toEqual([m.buyerNameMissing]);
    expect(sdiChecks(withBuyer({ taxId: 'IT12345678903' }), NOW)).toEqual([m.sameParty]);
  });

  it('net + VAT = total, and the line’s net is the document’s', () => {
    const doc = invoice();
    expect(sdiChecks({ ...doc, totals: { ...doc.totals, total: '15.01' } }, NOW)).toEqual([m.totalMismatch('12.30', '2.70', '15.01')]);
    expect(sdiChecks({ ...doc, line: { ...doc.line, net: '12.31' } }, NOW)).toEqual([m.lineNetMismatch('12.31', '12.30')]);
    expect(sdiChecks({ ...doc, totals: { ...doc.totals, total: '15,00' } }, NOW)).toEqual([m.amountInvalid('15,00')]);
  });

  it('VAT = net × rate rounded to the cent, with the SdI’s tolerance of 1 cent', () => {
    // 12.30 × 22 % = 2.706 → 2.71; the split of 15.00 gives 2.70: 1 cent, tolerated.
    const doc = invoice();
    expect(sdiChecks(doc, NOW)).toEqual([]);
    expect(sdiChecks({ ...doc, totals: { net: '12.30', vat: '2.72', total: '15.02' } }, NOW)).toEqual([]);
    expect(sdiChecks({ ...doc, totals: { net: '12.30', vat: '2.68', total: '14.98' } }, NOW)).toEqual([m.vatMismatch('2.68', '2.71')]);
    expect(sdiChecks({ ...doc, line: { ...doc.line, vatRate: '10.00' } }, NOW)).toEqual([m.vatMismatch('2.70', '1.23')]);
    expect(sdiChecks({ ...doc, line: { ...doc.line, vatRate: 'ventidue' } }, NOW)).toEqual([m.vatRateInvalid('ventidue')]);
  });

  it('every total split by splitVat at 22 %, 10 % and 4 % passes the VAT check (0.01 € to 100.00 €)', () => {
    const doc = invoice();
    for (const rate of [2200, 1000, 400]) {
      for (let cents = 1; cents <= 10_000; cents += 1) {
        const total = centsToMoney(cents);
        const { net, vat } = splitVat(total, rate);
        const vatRate = `${rate / 100}.00`;
        const errors = sdiChecks({ ...doc, line: { ...doc.line, net, vatRate }, totals: { net, vat, total } }, NOW);
        if (errors.length > 0) throw new Error(`${total} at ${vatRate}: ${errors.join(' ')}`);
      }
    }
  });

  it('the date: a real day, not after today in Rome', () => {
    // 23:30 UTC on 31 December is already 1 January in Rome: a document dated 1 January is not in the future.
    const newYearInRome = new Date('2026-12-31T23:30:00Z');
    expect(sdiChecks(invoice({ date: '2027-01-01' }), newYearInRome)).toEqual([]);
    expect(sdiChecks(invoice({ date: '2027-01-02' }), newYearInRome)).toEqual([m.dateInFuture('2027-01-02', '2027-01-01')]);
    expect(sdiChecks(invoice({ date: '2026-02-30' }), NOW)).toEqual([m.dateInvalid('2026-02-30')]);
  });

  it('the recipient code has 7 characters; the PEC is an address', () => {
    expect(sdiChecks(withBuyer({ sdiCode: 'ABCDEFGH' }), NOW)).toEqual([m.recipientCodeInvalid('ABCDEFGH')]);
    expect(sdiChecks(withBuyer({ sdiCode: 'ABC123' }), NOW)).toEqual([m.recipientCodeInvalid('ABC123')]);
    expect(sdiChecks(withBuyer({ sdiCode: 'AB-1234' }), NOW)).toEqual([m.recipientCodeInvalid('AB-1234')]);
    expect(sdiChecks(withBuyer({ sdiCode: null, pec: 'non-una-pec' }), NOW)).toEqual([m.pecInvalid('non-una-pec')]);
  });

  it('an Italian transmitter is identified by a valid codice fiscale (its partita IVA for a company)', () => {
    expect(sdiChecks(invoice({ transmitter: { country: 'IT', code: '12345678901' } }), NOW)).toEqual([m.transmitterCodeInvalid('12345678901')]);
    expect(sdiChecks(invoice({ transmitter: { country: 'IT', code: 'RSSMRA85T10A562S' } }), NOW)).toEqual([]);
  });

  it('the number has a digit; the progressive is 1–10 letters or digits', () => {
    expect(sdiChecks(invoice({ number: 'A/B' }), NOW)).toEqual([m.numberWithoutDigits('A/B')]);
    expect(sdiChecks(invoice({ progressive: '00000000001' }), NOW)).toEqual([m.progressiveInvalid('00000000001')]);
    expect(sdiChecks(invoice({ progressive: '0_1' }), NOW)).toEqual([m.progressiveInvalid('0_1')]);
  });

  it('a credit note names its invoice, not later than itself', () => {
    expect(sdiChecks(creditNote({ linkedInvoice: null }), NOW)).toEqual([m.linkedInvoiceMissing]);
    expect(sdiChecks(creditNote({ linkedInvoice: { number: ' ', date: '2026-03-17' } }), NOW)).toEqual([m.linkedInvoiceMissing]);
    expect(sdiChecks(creditNote({ linkedInvoice: { number: '17/2026', date: '2026-03-21' } }), NOW)).toEqual([
      m.linkedInvoiceAfter('2026-03-20', '2026-03-21'),
    ]);
  });

  it('reports every fault at once', () => {
    const doc = invoice();
    expect(
      sdiChecks({ ...doc, date: '2026-05-01', buyer: { ...doc.buyer, sdiCode: '12345678' }, totals: { ...doc.totals, total: '16.00' } }, NOW),
    ).toHaveLength(3);
  });
});
