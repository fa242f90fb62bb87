import type { Config } from '../../config.ts';
import type { InvoiceTransmitter } from './invoice-transmitter.ts';
import { InvoicetronicTransmitter } from './invoicetronic-transmitter.ts';
import { type InfoLogger, LocalInvoiceTransmitter } from './local-transmitter.ts';

export {
  type InvoiceFile,
  type InvoiceTransmitter,
  InvoicingHttpError,
  InvoicingWebhookError,
  type SdiError,
  type SdiOutcome,
  type SdiState,
  type WebhookHeaders,
} from './invoice-transmitter.ts';
export {
  INVOICETRONIC_API_URL,
  type InvoicetronicOptions,
  type InvoicetronicState,
  InvoicetronicTransmitter,
  STATE_OF,
  WEBHOOK_TOLERANCE_SECONDS,
} from './invoicetronic-transmitter.ts';
export { type InfoLogger, LocalInvoiceTransmitter } from './local-transmitter.ts';

/**
 * INVOICING=export: `undefined`, nothing is transmitted (the admin downloads each month's XML as a ZIP).
 * Otherwise Invoicetronic when INVOICING_API_KEY is set, else the local stand-in that transmits nothing
 * (outside production only: loadConfig refuses it there).
 */
export function createInvoiceTransmitter(config: Pick<Config, 'invoicing'>, logger: InfoLogger): InvoiceTransmitter | undefined {
  const { invoicing } = config;
  if (invoicing.mode === 'export') return undefined;
  if (invoicing.invoicetronic === undefined) return new LocalInvoiceTransmitter(logger);
  return new InvoicetronicTransmitter(invoicing.invoicetronic);
}
