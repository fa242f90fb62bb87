import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Invoicetronic (the SdI intermediary), answering the endpoints the client uses with the shapes
 * of its OpenAPI description (github.com/invoicetronic/openapi, openapi.yml 1.13): `POST /send`, `GET /send`,
 * `GET /update`, `GET /update/{id}`, Basic auth (the key as user name). Each file received gets an `Inviato` update
 * at once, then the next outcome queued (`deliverNext`, `notDeliverNext`, `rejectNext`, `holdNext`; delivered when
 * nothing is queued). A subscribed webhook receives each update's event signed as Invoicetronic signs it.
 */

export type FakeState = 'Inviato' | 'Consegnato' | 'ImpossibilitaDiRecapito' | 'Scartato';

export interface FakeSdiError {
  readonly code: string;
  readonly description: string;
  readonly hint?: string;
}

/** What comes after `Inviato` for a file: an SdI outcome, or nothing until `settle`. */
export type FakeOutcome =
  | { readonly state: 'Consegnato' | 'ImpossibilitaDiRecapito' }
  | { readonly state: 'Scartato'; readonly errors: readonly FakeSdiError[] }
  | 'hold';

export interface ReceivedFile {
  /** Invoicetronic's Send id: the client's transmissionId. */
  readonly id: number;
  readonly fileName: string;
  /** The XML decoded from the payload. */
  readonly xml: string;
  readonly metaData: Record<string, string>;
  /** The query of the POST (validate, signature). */
  readonly query: Record<string, string>;
}

export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

/** An Update as Invoicetronic answers it. */
export interface UpdateResource {
  readonly id: number;
  readonly created: string;
  readonly version: number;
  readonly user_id: number;
  readonly company_id: number;
  readonly send_id: number;
  readonly last_update: string;
  readonly state: FakeState;
  readonly description: string | null;
  readonly message_id: string | null;
  readonly errors: readonly FakeSdiError[] | null;
  readonly is_read: boolean;
  readonly send: {
    identifier: string | null;
    prestatore: string | null;
    meta_data: Record<string, string> | null;
    documents: null;
    date_sent: string | null;
    latest_state: FakeState | null;
  };
}

export interface SignedDelivery {
  readonly headers: Record<string, string>;
  readonly body: string;
}

export interface FakeSdiIntermediary {
  /** Base URL for INVOICING_API_URL (as Invoicetronic's `https://api.invoicetronic.com/v1`). */
  readonly url: string;
  /** The only key it accepts. */
  readonly apiKey: string;
  /**
   * The same controls over HTTP, for a test in another process (the end-to-end suite), outside the API's `/v1`,
   * without auth: `GET /control/files`; `POST /control/next` `{ state, errors? }` (state `Consegnato`,
   * `ImpossibilitaDiRecapito`, `Scartato` or `hold`); `POST /control/settle` `{ file, state, errors? }`;
   * `POST /control/subscribe` `{ url, secret }`.
   */
  readonly controlUrl: string;
  readonly files: ReceivedFile[];
  readonly requests: ReceivedRequest[];
  readonly updates: UpdateResource[];
  /** The next files received get these outcomes, in order. */
  deliverNext(): void;
  notDeliverNext(): void;
  rejectNext(errors: readonly FakeSdiError[]): void;
  /** The next file stays `Inviato` until `settle`. */
  holdNext(): void;
  /** Gives a held (or any) file, by Send id or file name, an outcome now; answers the new update. */
  settle(file: number | string, outcome: Exclude<FakeOutcome, 'hold'>): UpdateResource;
  /** The next answers of the API carry these statuses (401, 500 …) instead of their own, in order. */
  failNext(...statuses: number[]): void;
  /** The next `POST /send` fails Invoicetronic's pre-flight validation (422, ProblemDetails). */
  invalidNext(detail: string): void;
  /** From now on each new update is POSTed to `url`, signed with `secret`. */
  subscribe(url: string, secret: string): void;
  /** Resolves when every webhook call started so far has been answered; their statuses, in order. */
  webhookStatuses(): Promise<number[]>;
  /** The webhook call for an update, signed with `secret` at `timestamp` (unix seconds; default now). */
  webhookFor(updateId: number, secret: string, timestamp?: number): SignedDelivery;
  close(): Promise<void>;
}

export const FAKE_INVOICETRONIC_KEY = 'ik_test_fake-sdi-intermediary';

export async function startFakeSdiIntermediary(options: { apiKey?: string } = {}): Promise<FakeSdiIntermediary> {
  const apiKey = options.apiKey ?? FAKE_INVOICETRONIC_KEY;
  const files: ReceivedFile[] = [];
  const requests: ReceivedRequest[] = [];
  const updates: UpdateResource[] = [];
  const sends = new Map<number, { file: ReceivedFile; identifier: string; dateSent: string; latest: FakeState; payload: string; encoding: string }>();
  const queued: FakeOutcome[] = [];
  const failures: number[] = [];
  const invalid: string[] = [];
  const pendingWebhooks: Promise<number>[] = [];
  let subscription: { url: string; secret: string } | undefined;
  let sequence = 0;
  let eventSequence = 0;

  const addUpdate = (sendId: number, state: FakeState, errors: readonly FakeSdiError[] | null): UpdateResource => {
    const send = sends.get(sendId);
    if (send === undefined) throw new Error(`no file with id ${sendId}`);
    sequence += 1;
    const now = new Date().toISOString();
    send.latest = state;
    const update: UpdateResource = {
      id: sequence,
      created: now,
      version: 0,
      user_id: 1,
      company_id: 1,
      send_id: sendId,
      last_update: now,
      state,
      description: DESCRIPTIONS[state],
      message_id: state === 'Inviato' ? null : String(90_000_000 + sequence),
      errors: errors === null ? null : [...errors],
      is_read: false,
      send: {
        identifier: send.identifier,
        prestatore: null,
        meta_data: send.file.metaData,
        documents: null,
        date_sent: send.dateSent,
        latest_state: state,
      },
    };
    updates.push(update);
    if (subscription !== undefined) pendingWebhooks.push(deliverWebhook(subscription, update.id));
    return update;
  };

  const webhookFor = (updateId: number, secret: string, timestamp = Math.floor(Date.now() / 1000)): SignedDelivery => {
    eventSequence += 1;
    // Invoicetronic's webhook body is an Event (the log entry of the request that made the resource).
    const body = JSON.stringify({
      id: eventSequence,
      created: new Date().toISOString(),
      version: 0,
      user_id: 1,
      api_key_id: 1,
      company_id: 1,
      method: 'POST',
      endpoint: 'update',
      api_version: 1,
      status_code: 201,
      date_time: new Date().toISOString(),
      error: null,
      resource_id: updateId,
      user_agent: null,
      success: true,
      response_body: null,
    });
    // Written here from Invoicetronic's documentation, not taken from the client: t=<unix>,v1=hex(HMAC-SHA256(secret, "t.body")).
    const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    return { headers: { 'content-type': 'application/json', 'invoicetronic-signature': `t=${timestamp},v1=${v1}` }, body };
  };

  const deliverWebhook = async (target: { url: string; secret: string }, updateId: number): Promise<number> => {
    const delivery = webhookFor(updateId, target.secret);
    try {
      const response = await fetch(target.url, {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  };

  const outcomeFor = (file: ReceivedFile): FakeOutcome => {
    // The SdI refuses a file name it has already received (error 00002), whatever was queued.
    if (files.some((other) => other !== file && other.fileName === file.fileName)) {
      return { state: 'Scartato', errors: [{ code: '00002', description: 'Nome file duplicato' }] };
    }
    return queued.shift() ?? { state: 'Consegnato' };
  };

  const applyOutcome = (sendId: number, outcome: Exclude<FakeOutcome, 'hold'>): UpdateResource =>
    addUpdate(sendId, outcome.state, outcome.state === 'Scartato' ? outcome.errors : null);

  const server: Server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const url = new URL(request.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    requests.push({ method: request.method ?? '', path: url.pathname, query, headers: request.headers, body });
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
      void response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(value));
    const problem = (status: number, title: string, detail?: string) =>
      void response.writeHead(status, { 'content-type': 'application/problem+json; charset=utf-8' }).end(
        JSON.stringify({
          type: `https://tools.ietf.org/html/rfc9110#section-15.${status >= 500 ? '6' : '5'}`,
          title,
          status,
          ...(detail ? { detail } : {}),
        }),
      );

    if (url.pathname.startsWith('/control/')) return control(request.method ?? '', url.pathname, body, json, problem);
    const failure = failures.shift();
    if (failure !== undefined) return problem(failure, failure === 401 ? 'Unauthorized' : `Errore simulato ${failure}`);
    if (!authorized(request, apiKey)) {
      response.setHeader('www-authenticate', 'Basic realm="Invoicetronic"');
      return problem(401, 'Unauthorized');
    }
    return route(request.method ?? '', url.pathname.replace(/^\/v1/, ''), query, body, json, problem);
  });

  function route(
    method: string,
    path: string,
    query: Record<string, string>,
    body: string,
    json: (status: number, value: unknown, headers?: Record<string, string>) => undefined,
    problem: (status: number, title: string, detail?: string) => undefined,
  ): undefined {
    if (method === 'POST' && path === '/send') {
      let send: { file_name?: string; payload?: string; encoding?: string; meta_data?: Record<string, string> | null };
      try {
        send = JSON.parse(body) as typeof send;
      } catch {
        return problem(400, 'Bad Request', 'The body is not JSON');
      }
      if (typeof send.payload !== 'string' || send.payload === '') return problem(422, 'Unprocessable Content', 'payload is required');
      const xml = send.encoding === 'Base64' ? Buffer.from(send.payload, 'base64').toString('utf8') : send.payload;
      const refusal = invalid.shift();
      if (query.validate === 'true' && (refusal !== undefined || !/<([\w-]+:)?FatturaElettronica[\s>]/.test(xml))) {
        return problem(422, 'Unprocessable Content', refusal ?? 'Il documento non è una FatturaPA');
      }
      const id = files.length + 1;
      const fileName = send.file_name ?? `IT01234567890_${String(id).padStart(5, '0')}.xml`;
      const file: ReceivedFile = { id, fileName, xml, metaData: send.meta_data ?? {}, query };
      files.push(file);
      const dateSent = new Date().toISOString();
      sends.set(id, {
        file,
        identifier: String(10_000_000 + id),
        dateSent,
        latest: 'Inviato',
        payload: send.payload,
        encoding: send.encoding ?? 'Xml',
      });
      addUpdate(id, 'Inviato', null);
      const outcome = outcomeFor(file);
      if (outcome !== 'hold') applyOutcome(id, outcome);
      return json(201, sendResource(id));
    }
    if (method === 'GET' && path === '/send') {
      const matching = [...sends.keys()].filter((id) => query.file_name === undefined || sends.get(id)?.file.fileName === query.file_name);
      return json(200, page(matching, query).map(sendResource), { 'invoicetronic-total-count': String(matching.length) });
    }
    if (method === 'GET' && path === '/update') {
      const from = query.last_update_from === undefined ? 0 : Date.parse(query.last_update_from);
      const matching = updates
        .filter((update) => Date.parse(update.last_update) >= from)
        .toSorted((a, b) => Date.parse(a.last_update) - Date.parse(b.last_update) || a.id - b.id);
      return json(200, page(matching, query), { 'invoicetronic-total-count': String(matching.length) });
    }
    const single = /^\/update\/(\d+)$/.exec(path);
    if (method === 'GET' && single !== null) {
      const update = updates.find((candidate) => candidate.id === Number(single[1]));
      return update === undefined ? problem(404, 'Not Found') : json(200, update);
    }
    return problem(404, 'Not Found');
  }

  function control(
    method: string,
    path: string,
    body: string,
    json: (status: number, value: unknown) => undefined,
    problem: (status: number, title: string, detail?: string) => undefined,
  ): undefined {
    if (method === 'GET' && path === '/control/files') return json(200, files);
    let order: { state?: string; errors?: FakeSdiError[]; file?: number | string; url?: string; secret?: string };
    try {
      order = JSON.parse(body === '' ? '{}' : body) as typeof order;
    } catch {
      return problem(400, 'Bad Request', 'The body is not JSON');
    }
    const outcome = outcomeOf(order.state, order.errors);
    if (method === 'POST' && path === '/control/next' && outcome !== undefined) {
      queued.push(outcome);
      return json(200, { queued: queued.length });
    }
    if (method === 'POST' && path === '/control/settle' && outcome !== undefined && outcome !== 'hold' && order.file !== undefined) {
      const file = files.find((candidate) => candidate.id === order.file || candidate.fileName === order.file);
      return file === undefined ? problem(404, 'Not Found', `no file ${order.file}`) : json(200, applyOutcome(file.id, outcome));
    }
    if (method === 'POST' && path === '/control/subscribe' && order.url !== undefined && order.secret !== undefined) {
      subscription = { url: order.url, secret: order.secret };
      return json(200, { subscribed: order.url });
    }
    return problem(400, 'Bad Request', 'Unknown control or missing fields');
  }

  function sendResource(id: number) {
    const send = sends.get(id);
    if (send === undefined) throw new Error(`no file with id ${id}`);
    return {
      id,
      created: send.dateSent,
      version: 0,
      user_id: 1,
      company_id: 1,
      committente: null,
      prestatore: null,
      identifier: send.identifier,
      file_name: send.file.fileName,
      format: 'FPR12',
      payload: send.payload,
      last_update: updates.findLast((update) => update.send_id === id)?.last_update ?? null,
      date_sent: send.dateSent,
      documents: null,
      encoding: send.encoding,
      nome_committente: null,
      meta_data: send.file.metaData,
      latest_state: send.latest,
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/v1`,
    controlUrl: `${origin}/control`,
    apiKey,
    files,
    requests,
    updates,
    deliverNext: () => void queued.push({ state: 'Consegnato' }),
    notDeliverNext: () => void queued.push({ state: 'ImpossibilitaDiRecapito' }),
    rejectNext: (errors) => void queued.push({ state: 'Scartato', errors }),
    holdNext: () => void queued.push('hold'),
    settle: (which, outcome) => {
      const file = files.find((candidate) => candidate.id === which || candidate.fileName === which);
      if (file === undefined) throw new Error(`no file ${which}`);
      return applyOutcome(file.id, outcome);
    },
    failNext: (...statuses) => void failures.push(...statuses),
    invalidNext: (detail) => void invalid.push(detail),
    subscribe: (url, secret) => {
      subscription = { url, secret };
    },
    webhookStatuses: () => Promise.all(pendingWebhooks),
    webhookFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const DESCRIPTIONS: Record<FakeState, string> = {
  Inviato: 'Inviato allo SDI',
  Consegnato: 'Ricevuta di consegna',
  ImpossibilitaDiRecapito: 'Ricevuta di impossibilità di recapito: il file è a disposizione del destinatario nella sua area riservata',
  Scartato: 'Notifica di scarto',
};

function outcomeOf(state: string | undefined, errors: readonly FakeSdiError[] | undefined): FakeOutcome | undefined {
  if (state === 'hold') return 'hold';
  if (state === 'Consegnato' || state === 'ImpossibilitaDiRecapito') return { state };
  if (state === 'Scartato') return { state, errors: errors ?? [] };
  return undefined;
}

function authorized(request: IncomingMessage, apiKey: string): boolean {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return false;
  const [user, password] = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8').split(':');
  return user === apiKey && (password ?? '') === '';
}

function page<T>(items: readonly T[], query: Record<string, string>): T[] {
  const size = Math.min(Number(query.page_size ?? 100), 200);
  const number = Math.max(Number(query.page ?? 1), 1);
  return items.slice((number - 1) * size, number * size);
}
