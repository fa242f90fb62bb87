import { formatDate, formatEuro } from './formatters.ts';

/**
 * Issue 32: why a FatturaPA document cannot be sent to the SdI, said to the admin. The schema's own refusals
 * are libxml2's messages, placed at their line; the rest are the SdI's checks that the schema cannot express.
 */
export const invoiceCheckMessages = {
  schemaError: (line: number, message: string) => (line > 0 ? `Schema FatturaPA, riga ${line}: ${message}` : `Schema FatturaPA: ${message}`),
  notXml: (message: string) => `Il file non è un XML leggibile: ${message}`,
  sellerVatNumberInvalid: (value: string) => `La partita IVA del venditore («${value}») non è valida.`,
  sellerTaxCodeInvalid: (value: string) => `Il codice fiscale del venditore («${value}») non è valido.`,
  sellerNameMissing: 'Manca la denominazione del venditore.',
  buyerTaxIdInvalid: (value: string) => `La partita IVA o il codice fiscale del cliente («${value}») non è valido.`,
  buyerNameMissing: 'Manca la denominazione del cliente.',
  sameParty: 'Venditore e cliente hanno la stessa partita IVA: una fattura non può essere intestata a chi la emette.',
  numberWithoutDigits: (value: string) => `Il numero del documento («${value}») deve contenere almeno una cifra.`,
  dateInvalid: (value: string) => `La data del documento («${value}») non è una data valida.`,
  dateInFuture: (date: string, today: string) => `La data del documento (${formatDate(date)}) è successiva a oggi (${formatDate(today)}).`,
  vatRateInvalid: (value: string) => `L’aliquota IVA («${value}») non è valida: scrivila come 22.00.`,
  lineNetMismatch: (line: string, net: string) =>
    `L’imponibile della riga (${formatEuro(line)}) è diverso dall’imponibile del documento (${formatEuro(net)}).`,
  totalMismatch: (net: string, vat: string, total: string) =>
    `Imponibile (${formatEuro(net)}) più IVA (${formatEuro(vat)}) non fa il totale (${formatEuro(total)}).`,
  vatMismatch: (vat: string, expected: string) =>
    `L’IVA (${formatEuro(vat)}) non è l’imponibile per l’aliquota arrotondato al centesimo (${formatEuro(expected)}).`,
  amountInvalid: (value: string) => `L’importo «${value}» non è scritto come 12.30.`,
  recipientCodeInvalid: (value: string) => `Il codice destinatario SDI («${value}») deve avere 7 caratteri, lettere maiuscole o cifre.`,
  pecInvalid: (value: string) => `La PEC del cliente («${value}») non è un indirizzo email valido.`,
  transmitterCodeInvalid: (value: string) => `Il codice fiscale del trasmittente («${value}») non è valido.`,
  progressiveInvalid: (value: string) => `Il progressivo di invio («${value}») deve avere da 1 a 10 lettere o cifre.`,
  linkedInvoiceMissing: 'La nota di credito non indica la fattura a cui si riferisce (numero e data).',
  linkedInvoiceAfter: (date: string, linked: string) =>
    `La nota di credito (${formatDate(date)}) non può essere anteriore alla fattura a cui si riferisce (${formatDate(linked)}).`,
} as const;
