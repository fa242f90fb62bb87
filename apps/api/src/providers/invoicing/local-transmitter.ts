import { type InvoiceFile, type InvoiceTransmitter, InvoicingWebhookError, type SdiOutcome } from './invoice-transmitter.ts';

export interface InfoLogger {
  info(details: object, message: string): void;
}

/**
 * The embedded default when no intermediary key is set (refused in production): NOT a transmission. Nothing leaves
 * the process; each file is logged, and reported `sent` then `delivered` at once, so the whole flow runs locally.
 * It remembers only in memory: after a restart it has nothing more to report (what it reported was stored).
 */
export class LocalInvoiceTransmitter implements InvoiceTransmitter {
  readonly name = 'local';
  readonly acceptsWebhooks = false;
  readonly #logger: InfoLogger;
  readonly #byFileName = new Map<string, string>();
  readonly #outcomes: SdiOutcome[] = [];
  readonly #now: () => Date;

  constructor(logger: InfoLogger, now: () => Date = () => new Date()) {
    this.#logger = logger;
    this.#now = now;
  }

  async send(file: InvoiceFile): Promise<{ transmissionId: string }> {
    const known = this.#byFileName.get(file.fileName);
    if (known !== undefined) return { transmissionId: known };
    const transmissionId = `local-${this.#byFileName.size + 1}`;
    this.#byFileName.set(file.fileName, transmissionId);
    const at = this.#now();
    for (const state of ['sent', 'delivered'] as const) {
      this.#outcomes.push({ transmissionId, notificationId: `${transmissionId}-${state}`, fileName: file.fileName, state, at, errors: [] });
    }
    this.#logger.info(
      { fileName: file.fileName, bytes: Buffer.byteLength(file.xml) },
      'invoice not transmitted (no intermediary configured: INVOICING_API_KEY unset), reported delivered',
    );
    return { transmissionId };
  }

  async outcomes(since: Date): Promise<SdiOutcome[]> {
    return this.#outcomes.filter((outcome) => outcome.at.getTime() >= since.getTime());
  }

  async receiveWebhook(): Promise<SdiOutcome[]> {
    throw new InvoicingWebhookError('no intermediary configured: no webhook is expected');
  }
}
