import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type InvoiceFile,
  type InvoiceTransmitter,
  InvoicingHttpError,
  InvoicingWebhookError,
  type SdiOutcome,
  type SdiState,
  type WebhookHeaders,
} from './invoice-transmitter.ts';

/** Invoicetronic's production base URL (an `ik_test_` key selects its sandbox on the same URL). */
export const INVOICETRONIC_API_URL = 'https://api.invoicetronic.com/v1';

/** How far a webhook's signed timestamp may be from now, either way, in seconds (a replay is refused after it). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface InvoicetronicOptions {
  /** `ik_live_…` (the SdI) or `ik_test_…` (Invoicetronic's sandbox): the Basic-auth user name, empty password. */
  readonly apiKey: string;
  /** Unset: INVOICETRONIC_API_URL. */
  readonly apiUrl?: string | undefined;
  /** The secret Invoicetronic gave when the webhook was created; unset: polling only. */
  readonly webhookSecret?: string | undefined;
  readonly timeoutMs?: number;
  /** The clock for webhook timestamps (tests). */
  readonly now?: () => Date;
}

/** Invoicetronic's states (the `state` of an Update, `latest_state` of a Send), from its OpenAPI description. */
export type InvoicetronicState =
  | 'Inviato'
  | 'Consegnato'
  | 'NonConsegnato'
  | 'Scartato'
  | 'AccettatoDalDestinatario'
  | 'RifiutatoDalDestinatario'
  | 'ImpossibilitaDiRecapito'
  | 'DecorrenzaTermini'
  | 'AttestazioneTrasmissioneFattura';

/**
 * Invoicetronic's words for the SdI's notifications, to ours. Inviato: handed to the SdI. Consegnato: RC.
 * ImpossibilitaDiRecapito: MC (available in the cassetto fiscale). Scartato: NS. The other five are the public
 * administration's flow (FPA12: NonConsegnato, esito committente, decorrenza termini, attestazione): we send only
 * FPR12 to businesses, so none of them can come; they are dropped (not guessed at) if one ever does.
 */
export const STATE_OF: Readonly<Record<InvoicetronicState, SdiState | null>> = {
  Inviato: 'sent',
  Consegnato: 'delivered',
  ImpossibilitaDiRecapito: 'not_delivered',
  Scartato: 'rejected',
  NonConsegnato: null,
  AccettatoDalDestinatario: null,
  RifiutatoDalDestinatario: null,
  DecorrenzaTermini: null,
  AttestazioneTrasmissioneFattura: null,
};

/** The fields of Invoicetronic's `Send` this client reads. */
interface SendResource {
  readonly id: number;
  readonly file_name?: string | null;
}

/** The fields of Invoicetronic's `Update` this client reads. */
interface UpdateResource {
  readonly id: number;
  readonly send_id: number;
  readonly last_update: string;
  readonly state: InvoicetronicState;
  readonly description?: string | null;
  readonly errors?: readonly { code?: string | null; description?: string | null; hint?: string | null }[] | null;
  readonly send?: { meta_data?: Record<string, string> | null } | null;
}

/** Invoicetronic's webhook body: an `Event` (a log entry of the API request that created the resource). */
interface EventResource {
  readonly endpoint?: string;
  readonly method?: string;
  readonly resource_id?: number | null;
}

const PAGE_SIZE = 200;
/** A bound on one poll (100,000 notifications), should the API ever ignore `page`. */
const MAX_PAGES = 500;
/** The metadata key under which the file name rides along with each file, so updates name it. */
const FILE_NAME_KEY = 'file_name';

/**
 * The Invoicetronic API (https://invoicetronic.com, OpenAPI description github.com/invoicetronic/openapi) over plain
 * `fetch`: `POST /send` (the file as base64 with its name), `GET /send?file_name=` (idempotency), `GET /update`
 * (polling), `GET /update/{id}` (what a webhook refers to). Basic auth: the key as user name, empty password.
 */
export class InvoicetronicTransmitter implements InvoiceTransmitter {
  readonly name = 'invoicetronic';
  readonly #apiUrl: string;
  readonly #authorization: string;
  readonly #webhookSecret: string | undefined;
  readonly #timeoutMs: number;
  readonly #now: () => Date;

  constructor(options: InvoicetronicOptions) {
    this.#apiUrl = (options.apiUrl ?? INVOICETRONIC_API_URL).replace(/\/+$/, '');
    this.#authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
    this.#webhookSecret = options.webhookSecret;
    this.#timeoutMs = options.timeoutMs ?? 20_000;
    this.#now = options.now ?? (() => new Date());
  }

  get acceptsWebhooks(): boolean {
    return this.#webhookSecret !== undefined;
  }

  async send(file: InvoiceFile): Promise<{ transmissionId: string }> {
    // The API takes no idempotency key: a file name already there (a retry after a lost answer) is that transmission.
    const existing = await this.#request<SendResource[]>('GET', `/send?${new URLSearchParams({ file_name: file.fileName, page_size: '1' })}`);
    const previous = existing.find((send) => send.file_name === file.fileName);
    if (previous !== undefined) return { transmissionId: String(previous.id) };

    // validate: Invoicetronic's pre-flight check refuses a bad file with 422 instead of an NS hours later.
    // signature=None: an invoice between businesses (FPR12) needs no qualified signature.
    const created = await this.#request<SendResource>('POST', `/send?${new URLSearchParams({ validate: 'true', signature: 'None' })}`, {
      id: 0,
      file_name: file.fileName,
      format: 'FPR12',
      encoding: 'Base64',
      payload: Buffer.from(file.xml, 'utf8').toString('base64'),
      meta_data: { [FILE_NAME_KEY]: file.fileName },
    });
    return { transmissionId: String(created.id) };
  }

  async outcomes(since: Date): Promise<SdiOutcome[]> {
    const found: SdiOutcome[] = [];
    for (let page = 1; ; page += 1) {
      const query = new URLSearchParams({
        last_update_from: since.toISOString(),
        sort: 'last_update',
        page: String(page),
        page_size: String(PAGE_SIZE),
      });
      const updates = await this.#request<UpdateResource[]>('GET', `/update?${query}`);
      for (const update of updates) {
        const outcome = outcomeOf(update);
        if (outcome !== null) found.push(outcome);
      }
      if (updates.length < PAGE_SIZE) return found;
      if (page >= MAX_PAGES) throw new InvoicingHttpError(`Invoicetronic GET /update gave more than ${MAX_PAGES} pages`, 200, '');
    }
  }

  async receiveWebhook(headers: WebhookHeaders, rawBody: string | Buffer): Promise<SdiOutcome[]> {
    if (this.#webhookSecret === undefined) throw new InvoicingWebhookError('no webhook secret configured (INVOICING_WEBHOOK_SECRET)');
    const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
    verifySignature(headerValue(headers, 'invoicetronic-signature'), body, this.#webhookSecret, this.#now());
    let event: EventResource;
    try {
      event = JSON.parse(body) as EventResource;
    } catch {
      throw new InvoicingWebhookError('the webhook body is not JSON');
    }
    // `update` with a resource: a new notification from the SdI (event update.add). Anything else is not ours.
    if (event.endpoint?.replace(/^\/+/, '') !== 'update' || typeof event.resource_id !== 'number') return [];
    const update = await this.#request<UpdateResource>('GET', `/update/${event.resource_id}`);
    const outcome = outcomeOf(update);
    return outcome === null ? [] : [outcome];
  }

  async #request<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.#apiUrl}${path}`, {
        method,
        headers: {
          authorization: this.#authorization,
          accept: 'application/json',
          // Error descriptions in Italian: they may reach the admin's console.
          'accept-language': 'it',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new InvoicingHttpError(`Invoicetronic ${method} ${path.split('?')[0]} did not answer (${reason})`, 0, '');
    }
    const text = await response.text();
    if (!response.ok) throw new InvoicingHttpError(`Invoicetronic ${method} ${path.split('?')[0]} failed`, response.status, text);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new InvoicingHttpError(`Invoicetronic ${method} ${path.split('?')[0]} answered something that is not JSON`, response.status, text);
    }
  }
}

function outcomeOf(update: UpdateResource): SdiOutcome | null {
  const state = STATE_OF[update.state];
  if (state === undefined || state === null) return null;
  const errors = (update.errors ?? []).map((error) => ({
    code: error.code ?? '',
    description: [error.description, error.hint].filter((part) => part !== undefined && part !== null && part !== '').join(' — '),
  }));
  return {
    transmissionId: String(update.send_id),
    notificationId: String(update.id),
    fileName: update.send?.meta_data?.[FILE_NAME_KEY] ?? undefined,
    state,
    at: new Date(update.last_update),
    // A rejection without itemised errors still says why.
    errors: state === 'rejected' && errors.length === 0 && update.description ? [{ code: '', description: update.description }] : errors,
  };
}

function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return typeof entry === 'string' ? entry : entry?.[0];
}

/**
 * Invoicetronic signs each webhook call like Stripe: `Invoicetronic-Signature: t=<unix seconds>,v1=<hex>`, where the
 * hex is HMAC-SHA256(secret, `${t}.${raw body}`). Refused: no header, a wrong signature, a timestamp more than
 * WEBHOOK_TOLERANCE_SECONDS away from now (a replay).
 */
export function verifySignature(header: string | undefined, rawBody: string, secret: string, now: Date): void {
  if (header === undefined) throw new InvoicingWebhookError('no Invoicetronic-Signature header');
  const parts = new Map<string, string[]>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const key = part.slice(0, at).trim();
    parts.set(key, [...(parts.get(key) ?? []), part.slice(at + 1).trim()]);
  }
  const timestamp = parts.get('t')?.[0];
  const signatures = parts.get('v1') ?? [];
  if (timestamp === undefined || !/^\d+$/.test(timestamp) || signatures.length === 0) {
    throw new InvoicingWebhookError('malformed Invoicetronic-Signature header');
  }
  const expected = Buffer.from(signWebhookPayload(rawBody, secret, Number(timestamp)), 'utf8');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new InvoicingWebhookError('the webhook signature does not match');
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new InvoicingWebhookError('the webhook signature is too old (or from the future)');
  }
}

/** The hex HMAC-SHA256 Invoicetronic puts in `v1=` for a body signed at `timestamp` (unix seconds). */
export function signWebhookPayload(rawBody: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}
