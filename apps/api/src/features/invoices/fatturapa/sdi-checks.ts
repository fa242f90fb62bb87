import { invoiceCheckMessages as m } from '@trovapro/copy';
import {
  centsToMoney,
  compactTaxId,
  isMoney,
  isValidEmail,
  isValidPartitaIva,
  isValidPersonalCodiceFiscale,
  moneyToCents,
  normalizeTaxId,
  parseDay,
  parseVatRate,
  romeDay,
} from '@trovapro/domain';
import { recipientOf } from './build.ts';
import type { InvoiceDocument } from './document.ts';

/** A codice fiscale: a company's 11 digits (the partita IVA's rule) or a person's 16 characters. */
function isValidCodiceFiscale(value: string): boolean {
  return isValidPartitaIva(value) || isValidPersonalCodiceFiscale(value);
}

/** VAT of a net amount at a rate in hundredths of a percent, rounded half up to the cent. Integers only. */
function vatCents(netCents: number, rateHundredths: number): number {
  return Math.floor((netCents * rateHundredths * 2 + 10_000) / 20_000);
}

/**
 * The SdI's own checks that the schema cannot express, as Italian messages for the admin (empty: none fails).
 * Both parties' identifiers valid, the totals consistent (net + VAT = total exactly; VAT = net × rate rounded to
 * the cent, with the SdI's tolerance of 1 cent), the date a real day not after today in Rome, the recipient code
 * of 7 characters and the PEC an address, an Italian transmitter's identifier a valid codice fiscale, a credit
 * note linked to an invoice not later than itself.
 */
export function sdiChecks(doc: InvoiceDocument, now: Date): string[] {
  const errors: string[] = [];
  const { seller, buyer } = doc;

  const sellerVat = compactTaxId(seller.vatNumber);
  if (!isValidPartitaIva(sellerVat)) errors.push(m.sellerVatNumberInvalid(seller.vatNumber));
  if (!isValidCodiceFiscale(compactTaxId(seller.taxCode))) errors.push(m.sellerTaxCodeInvalid(seller.taxCode));
  if (seller.name.trim() === '') errors.push(m.sellerNameMissing);

  const buyerId = compactTaxId(buyer.taxId);
  const kind = buyer.taxIdKind ?? normalizeTaxId(buyerId)?.kind;
  const buyerValid = kind === 'partita_iva' ? isValidPartitaIva(buyerId) : kind === 'codice_fiscale' ? isValidCodiceFiscale(buyerId) : false;
  if (!buyerValid) errors.push(m.buyerTaxIdInvalid(buyer.taxId));
  if (buyer.name.trim() === '') errors.push(m.buyerNameMissing);
  if (buyerValid && kind === 'partita_iva' && buyerId === sellerVat) errors.push(m.sameParty);

  const transmitter = compactTaxId(doc.transmitter.code);
  if (doc.transmitter.country.trim().toUpperCase() === 'IT' && !isValidCodiceFiscale(transmitter))
    errors.push(m.transmitterCodeInvalid(doc.transmitter.code));
  if (!/\d/.test(doc.number)) errors.push(m.numberWithoutDigits(doc.number));
  if (!/^[A-Za-z0-9]{1,10}$/.test(doc.progressive)) errors.push(m.progressiveInvalid(doc.progressive));
  const date = parseDay(doc.date);
  const today = romeDay(now);
  if (!date) errors.push(m.dateInvalid(doc.date));
  else if (doc.date > today) errors.push(m.dateInFuture(doc.date, today));

  const amounts = [doc.line.net, doc.totals.net, doc.totals.vat, doc.totals.total];
  const badAmounts = amounts.filter((amount) => !isMoney(amount));
  for (const amount of new Set(badAmounts)) errors.push(m.amountInvalid(amount));
  const rateHundredths = parseVatRate(doc.line.vatRate);
  if (rateHundredths === null || rateHundredths > 10_000) errors.push(m.vatRateInvalid(doc.line.vatRate));
  if (badAmounts.length === 0) {
    const net = moneyToCents(doc.totals.net);
    const vat = moneyToCents(doc.totals.vat);
    const total = moneyToCents(doc.totals.total);
    if (doc.line.net !== doc.totals.net) errors.push(m.lineNetMismatch(doc.line.net, doc.totals.net));
    if (net + vat !== total) errors.push(m.totalMismatch(doc.totals.net, doc.totals.vat, doc.totals.total));
    if (rateHundredths !== null && rateHundredths <= 10_000) {
      const expected = vatCents(net, rateHundredths);
      if (Math.abs(vat - expected) > 1) errors.push(m.vatMismatch(doc.totals.vat, centsToMoney(expected)));
    }
  }

  const given = buyer.sdiCode?.replace(/\s/g, '') ?? '';
  const recipient = recipientOf(buyer);
  if (given !== '' && !/^[A-Z0-9]{7}$/.test(recipient.code)) errors.push(m.recipientCodeInvalid(buyer.sdiCode ?? ''));
  const pec = buyer.pec?.trim() ?? '';
  if (pec !== '' && (!isValidEmail(pec) || pec.length > 256)) errors.push(m.pecInvalid(pec));

  if (doc.kind === 'credit_note') {
    const linked = doc.linkedInvoice;
    if (!linked || linked.number.trim() === '' || !parseDay(linked.date)) errors.push(m.linkedInvoiceMissing);
    else if (date && linked.date > doc.date) errors.push(m.linkedInvoiceAfter(doc.date, linked.date));
  }
  return errors;
}
