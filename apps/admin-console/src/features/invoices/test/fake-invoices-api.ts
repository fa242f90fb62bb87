import { request as httpRequest } from 'node:http';
import { Value } from 'typebox/value';
import { matchPath, SESSION_COOKIE, startFakeServer, type FakeReply, type ReceivedRequest, type RouteName } from '@trovapro/api-client/testing';
import { ApiErrorSchema, CORRECTABLE_INVOICE_STATES, normalizeTaxId, routes, type AdminInvoice, type InvoiceCorrectionInput } from '@trovapro/domain';
import { startFakeAdminApi, type FakeAdminApi } from '../../../test/fake-admin-api.ts';
import { makeInvoice } from '../../../test/fixtures.ts';

/** The «Fatture» writes this fake answers itself; everything else goes to the console's admin fake. */
type WriteRoute = 'adminRefundInvoice' | 'adminCorrectInvoice' | 'adminResendInvoice';

/** An error answer `{ code, message, field? }` as the API sends it (a 400 on a field names it: `billing.province`). */
export interface Refusal {
  status: number;
  code: 'validation_error' | 'conflict' | 'not_found' | 'internal_error';
  message: string;
  field?: string;
}

export interface FakeInvoicesApi extends Pick<FakeAdminApi, 'origin' | 'data' | 'failing' | 'openSession' | 'close'> {
  /** Every request received, in order. */
  calls: ReceivedRequest[];
  /** The next answer of a write route, once, instead of its rule (e.g. the API's 400 on `billing.province`). */
  refusals: Map<WriteRoute, Refusal>;
  /** Whether a correction issues the document again under a new number (a rejection more than 5 days old). */
  renumberCorrections: boolean;
}

export const NOT_PAID_MESSAGE = 'Il rimborso non è possibile: l’acquisto non risulta pagato.';
export const INVALID_TAX_ID_MESSAGE = 'Partita IVA o codice fiscale non valido.';

/**
 * The «Fatture» tab's fake: the console's admin fake (sessions, the list, `failing`) behind a front that answers the
 * refund, the correction and the resend with the API's rules, kept simple, and can give the API's 400 naming a
 * field (which the shared contract fake cannot). Requests and answers are checked against the contract, as the
 * contract fake checks them, so a test cannot pass on something the real API would refuse.
 */
export async function startFakeInvoicesApi(): Promise<FakeInvoicesApi> {
  const admin = await startFakeAdminApi();
  const sessions = new Set<string>();
  const refusals = new Map<WriteRoute, Refusal>();

  const invoiceOf = (id: string | undefined): AdminInvoice => {
    const invoice = admin.data.invoices.find((candidate) => candidate.id === id);
    if (!invoice) throw refusal({ status: 404, code: 'not_found', message: 'Fattura non trovata.' });
    return invoice;
  };
  const nextNumber = () => {
    const year = new Date().getFullYear();
    const last = Math.max(0, ...admin.data.invoices.map((invoice) => Number(invoice.number.split('/')[0])));
    return `${last + 1}/${year}`;
  };
  const today = () => new Date().toISOString().slice(0, 10);

  const writes: Record<WriteRoute, (params: Record<string, string>, body: unknown) => unknown> = {
    adminRefundInvoice: (params) => {
      const invoice = invoiceOf(params.id);
      if (!invoice.refundable) throw refusal({ status: 409, code: 'conflict', message: NOT_PAID_MESSAGE });
      invoice.refundable = false;
      // An invoice never issued (invalid) needs no credit note.
      if (invoice.state === 'invalid') return { creditNote: null };
      const creditNote = makeInvoice({
        kind: 'credit_note',
        number: nextNumber(),
        date: today(),
        buyerName: invoice.buyerName,
        buyerTaxId: invoice.buyerTaxId,
        billing: invoice.billing,
        creditedNumber: invoice.number,
        state: 'queued',
        refundable: false,
      });
      admin.data.invoices.push(creditNote);
      return { creditNote: { id: creditNote.id, number: creditNote.number, state: creditNote.state } };
    },
    adminCorrectInvoice: (params, body) => {
      const invoice = invoiceOf(params.id);
      if (!CORRECTABLE_INVOICE_STATES.includes(invoice.state)) {
        throw refusal({ status: 409, code: 'conflict', message: 'Si possono correggere solo i documenti non validi o scartati dallo SdI.' });
      }
      const { buyerName, billing } = body as InvoiceCorrectionInput;
      const taxId = normalizeTaxId(billing.taxId);
      if (!taxId) throw refusal({ status: 400, code: 'validation_error', message: INVALID_TAX_ID_MESSAGE, field: 'billing.taxId' });
      const corrected = {
        buyerName: buyerName.trim(),
        buyerTaxId: taxId.value,
        billing: {
          taxId: taxId.value,
          taxIdKind: taxId.kind,
          street: billing.street.trim(),
          postalCode: billing.postalCode.trim(),
          city: billing.city.trim(),
          province: billing.province.trim().toUpperCase(),
          sdiCode: billing.sdiCode?.trim().toUpperCase() || null,
          pec: billing.pec?.trim().toLowerCase() || null,
        },
        state: 'queued' as const,
        problems: [],
      };
      if (!(api.renumberCorrections && invoice.state === 'rejected')) return { invoice: Object.assign(invoice, corrected), renumbered: false };
      const successor = makeInvoice({ ...invoice, ...corrected, id: crypto.randomUUID(), number: nextNumber(), date: today() });
      Object.assign(invoice, { state: 'replaced', replacedByNumber: successor.number, refundable: false });
      admin.data.invoices.push(successor);
      return { invoice: successor, renumbered: true };
    },
    adminResendInvoice: (params) => {
      const invoice = invoiceOf(params.id);
      if (invoice.state !== 'send_failed') {
        throw refusal({ status: 409, code: 'conflict', message: 'Si possono inviare di nuovo solo i documenti il cui invio non è riuscito.' });
      }
      return Object.assign(invoice, { state: 'sent', problems: [] });
    },
  };

  const server = await startFakeServer(async (request): Promise<FakeReply> => {
    for (const name of Object.keys(writes) as WriteRoute[]) {
      const route = routes[name];
      const params = matchPath(route, request.method, request.path);
      if (!params) continue;
      if (!sessions.has(sessionOf(request) ?? '')) return { status: 401, body: { code: 'unauthorized', message: 'Accesso richiesto' } };
      if (admin.failing.has(name as RouteName)) return { status: 500, body: { code: 'internal_error', message: 'Errore interno del server' } };
      if ('body' in route ? !Value.Check(route.body, request.body) : request.body !== undefined) {
        return { status: 400, body: { code: 'validation_error', message: `Dati non validi: ${JSON.stringify(request.body)}` } };
      }
      const refused = refusals.get(name);
      refusals.delete(name);
      try {
        if (refused) throw refusal(refused);
        const body = writes[name](params, request.body);
        if (!Value.Check(route.responses[200], body)) throw new Error(`fake API: its answer to ${name} breaks the contract: ${JSON.stringify(body)}`);
        return { status: 200, body };
      } catch (error) {
        if (!(error instanceof RefusalError)) throw error;
        if (!Value.Check(ApiErrorSchema, error.body)) throw new Error(`fake API: its refusal breaks the contract: ${JSON.stringify(error.body)}`);
        return { status: error.status, body: error.body };
      }
    }
    return forward(admin.origin, request);
  });

  const api: FakeInvoicesApi = {
    origin: server.origin,
    calls: server.requests,
    get data() {
      return admin.data;
    },
    failing: admin.failing,
    refusals,
    renumberCorrections: false,
    openSession() {
      const id = admin.openSession();
      sessions.add(id);
      return id;
    },
    async close() {
      await server.close();
      await admin.close();
    },
  };
  return api;
}

class RefusalError extends Error {
  readonly status: number;
  readonly body: Omit<Refusal, 'status'>;
  constructor({ status, ...body }: Refusal) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}
const refusal = (answer: Refusal) => new RefusalError(answer);

/**
 * Any other call, to the console's admin fake, answered as it answers (through node:http: the page's `fetch` is
 * the test DOM's, which would apply the page's CORS rules).
 */
function forward(origin: string, received: ReceivedRequest): Promise<FakeReply> {
  const payload = received.body === undefined ? undefined : JSON.stringify(received.body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${origin}${received.url}`,
      {
        method: received.method,
        headers: { cookie: received.headers.cookie ?? '', ...(payload !== undefined && { 'content-type': 'application/json' }) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve(text === '' ? { status: response.statusCode ?? 502 } : { status: response.statusCode ?? 502, body: JSON.parse(text) }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

function sessionOf(request: ReceivedRequest): string | undefined {
  const pair = (request.headers.cookie ?? '').split(/;\s*/).find((part) => part.startsWith(`${SESSION_COOKIE}=`));
  return pair?.slice(SESSION_COOKIE.length + 1);
}
