/** FatturaPA documents (issue 32): build the XML, validate it against the official schema, run the SdI's checks. */
export { buildFatturaPA, fatturaFileName, recipientOf } from './build.ts';
export {
  FATTURAPA_NAMESPACE,
  type InvoiceAddress,
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceRea,
  type InvoiceSeller,
  NO_RECIPIENT_CODE,
  type RegimeFiscale,
} from './document.ts';
export { type SchemaValidation, validateAgainstSchema } from './schema.ts';
export { sdiChecks } from './sdi-checks.ts';
export { schemaText } from './text.ts';
