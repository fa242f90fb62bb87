import { splitVat } from '@trovapro/domain';
import type { InvoiceDocument } from './document.ts';

/** Documents for the tests: a valid TD01 and its TD04, each overridable field by field. */

const { net, vat } = splitVat('15.00', 2200);

export const seller: InvoiceDocument['seller'] = {
  name: 'TrovaPro S.r.l.',
  vatNumber: '12345678903',
  taxCode: '12345678903',
  address: { street: 'Via dell’Indipendenza 10', postalCode: '40121', city: 'Bologna', province: 'BO' },
};

export function invoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    kind: 'invoice',
    number: '17/2026',
    date: '2026-03-17',
    progressive: '00017',
    transmitter: { country: 'IT', code: '12345678903' },
    seller,
    buyer: {
      name: 'Idraulica Rossi S.n.c.',
      taxId: '00743110157',
      address: { street: 'Via Roma 1', postalCode: '20121', city: 'Milano', province: 'MI' },
      sdiCode: 'M5UXCR1',
    },
    line: { description: 'Richiesta di preventivo: Idraulico a Bologna, codice TP-7F3K', net, vatRate: '22.00' },
    totals: { net, vat, total: '15.00' },
    ...overrides,
  };
}

export function creditNote(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return invoice({
    kind: 'credit_note',
    number: '3/2026',
    date: '2026-03-20',
    linkedInvoice: { number: '17/2026', date: '2026-03-17' },
    ...overrides,
  });
}

/** A day after every document above, in Rome. */
export const NOW = new Date('2026-04-01T10:00:00Z');
