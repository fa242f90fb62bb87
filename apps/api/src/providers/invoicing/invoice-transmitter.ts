/**
 * Transmission of FatturaPA files to the Agenzia delle Entrate's exchange system (SdI) through an accredited
 * intermediary, and the SdI's outcomes for them. The invoices feature writes and validates the XML; this only
 * carries it and reports what happened to it.
 */

/** One FatturaPA file: its SdI file name (`IT01234567890_00001.xml`) and its XML, already validated. */
export interface InvoiceFile {
  readonly fileName: string;
  readonly xml: string;
}

/**
 * What the SdI said about a file, in the SdI's own terms:
 * - `sent`: the intermediary handed it to the SdI (no outcome yet);
 * - `delivered`: ricevuta di consegna (RC), the buyer's channel received it;
 * - `not_delivered`: ricevuta di impossibilità di recapito (MC), the invoice is issued and available in the buyer's
 *   cassetto fiscale, though its channel did not take it;
 * - `rejected`: notifica di scarto (NS), the invoice is NOT issued; `errors` holds the SdI's codes (e.g. 00305).
 */
export type SdiState = 'sent' | 'delivered' | 'not_delivered' | 'rejected';

export interface SdiError {
  readonly code: string;
  readonly description: string;
}

export interface SdiOutcome {
  /** The intermediary's id of the transmission, as `send` answered it. */
  readonly transmissionId: string;
  /** The intermediary's id of this notification: the same notification read twice has the same id. */
  readonly notificationId: string;
  readonly fileName?: string | undefined;
  readonly state: SdiState;
  /** When the SdI (or the intermediary, for `sent`) produced it. */
  readonly at: Date;
  /** The SdI's errors, on a rejection; empty otherwise. */
  readonly errors: readonly SdiError[];
}

/** Headers as Node and Fastify give them. */
export type WebhookHeaders = Readonly<Record<string, string | readonly string[] | undefined>>;

export interface InvoiceTransmitter {
  /** For logs and the console: `invoicetronic`, `local`. */
  readonly name: string;
  /** Whether `receiveWebhook` can accept anything (a webhook secret is configured). */
  readonly acceptsWebhooks: boolean;
  /**
   * Hands one file to the intermediary. Idempotent by file name: sending a file name already accepted answers the
   * first transmission's id and sends nothing. Throws `InvoicingHttpError` when the intermediary refuses (422: its
   * pre-flight validation) or fails, and on a timeout.
   */
  send(file: InvoiceFile): Promise<{ transmissionId: string }>;
  /**
   * Polling: every notification the intermediary recorded at or after `since`, oldest first. The caller keeps
   * the latest `at` it stored as the next `since` and skips `notificationId`s it already has (the bound is inclusive).
   */
  outcomes(since: Date): Promise<SdiOutcome[]>;
  /**
   * The intermediary's webhook: checks the signature of the raw body (throws `InvoicingWebhookError`: answer 400),
   * then fetches what the notification refers to. Events about anything else answer `[]`.
   */
  receiveWebhook(headers: WebhookHeaders, rawBody: string | Buffer): Promise<SdiOutcome[]>;
}

/** The intermediary answered with an HTTP error (or did not answer in time: `status` 0). */
export class InvoicingHttpError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(message: string, status: number, body: string) {
    super(`${message}: HTTP ${status}${body === '' ? '' : ` ${body.slice(0, 2000)}`}`);
    this.name = 'InvoicingHttpError';
    this.status = status;
    this.body = body;
  }

  /** Worth trying again later: a timeout or network failure, 408, 429, a 5xx. A 4xx otherwise needs a person. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

/** A webhook call that does not come from the intermediary: no, wrong or stale signature, or no secret configured. */
export class InvoicingWebhookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvoicingWebhookError';
  }
}
