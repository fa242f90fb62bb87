import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import {
  ApiError,
  matchPath,
  pageOf,
  SESSION_COOKIE,
  startContractFake,
  startFakeServer,
  type ContractCall,
  type FakeReply,
  type RouteName,
  type RouteRequest,
} from '@trovapro/api-client/testing';
import { apiBusinessAreaMessages, apiGuaranteeMessages } from '@trovapro/copy';
import {
  PAGE_SIZES,
  routes,
  type BusinessAccount,
  type BusinessPreferences,
  type BusinessPurchase,
  type LeadReportReason,
  type Receipt,
} from '@trovapro/domain';
import { defaultPreferences, searchComuni, updatePreferences } from './fake-business-preferences.ts';

/**
 * The API's six «Area aziende» routes for the component tests: the shared contract fake answers them (it refuses a
 * request the contract refuses, and fails the test on an answer that breaks it), with a session cookie as the API's.
 * A thin HTTP front before it answers what the contract fake cannot: a 429 with its `Retry-After`, and a scripted
 * reply for the next call of a route (`failNext`).
 */
export const BUSINESS: BusinessAccount = {
  id: '7d1e4c2a-9b3f-4a5e-8c6d-2f1a3b4c5d6e',
  name: 'Idraulica Rossi Srl',
  email: 'info@idraulicarossi.it',
  paused: false,
};
/** Sign-in link tokens the fake knows: a good one (usable once), an expired one, a used one; any other is unknown. */
export const AREA_TOKENS = { good: 'g'.repeat(43), expired: 'e'.repeat(43), used: 'u'.repeat(43) } as const;
/** Asking a link for this email answers 429, to try again in `RETRY_AFTER_SECONDS`. */
export const RATE_LIMITED_EMAIL = 'troppi@idraulicarossi.it';
export const RETRY_AFTER_SECONDS = 540;

type AreaRoute = Extract<
  RouteName,
  | 'businessRequestLink'
  | 'businessOpenSession'
  | 'businessMe'
  | 'businessSignOut'
  | 'businessListPurchases'
  | 'businessDocument'
  | 'businessGetPreferences'
  | 'businessUpdatePreferences'
  | 'comuneSearch'
  | 'businessReportPurchase'
>;
const AREA_ROUTES: readonly AreaRoute[] = [
  'businessRequestLink',
  'businessOpenSession',
  'businessMe',
  'businessSignOut',
  'businessListPurchases',
  'businessDocument',
  'businessGetPreferences',
  'businessUpdatePreferences',
  'comuneSearch',
  'businessReportPurchase',
];

export interface FakeBusinessAreaApi {
  origin: string;
  /** Every call, with the route it matched (`route`), in order. */
  calls: ContractCall[];
  callsTo(route: AreaRoute): ContractCall[];
  /** The signed-in business's purchases, newest first (as the API orders them). */
  purchases: BusinessPurchase[];
  /** Its documents, by id. */
  documents: Map<string, Receipt>;
  /** Its «Preferenze» (issue 33; test/fake-business-preferences.ts). */
  preferences: BusinessPreferences;
  /** The business the sessions belong to. */
  account: BusinessAccount;
  /** Routes answering 500 until removed. */
  failing: Set<RouteName>;
  /** The next call of `route` answers `reply` instead. */
  failNext(route: AreaRoute, reply: FakeReply): void;
  /** Opens a session, as a redeemed link would; the page sends it as the session cookie. */
  openSession(): string;
  /** Ends every session, as their expiry would: each later call answers 401. */
  expireSessions(): void;
  /** While set, every answer waits for it (to see loading states). */
  hold: Promise<void> | null;
  close(): Promise<void>;
}

const UNAUTHORIZED = new ApiError(401, 'unauthorized', 'Accesso richiesto');

/** Lower case without accents, as the API's search compares. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The fields the API's `q` looks into: the request, category, comune and the customer's name. */
const searched = (purchase: BusinessPurchase) =>
  fold([purchase.request ?? '', purchase.category, purchase.place ?? '', purchase.contacts?.name ?? ''].join('\n'));

export async function startFakeBusinessAreaApi(): Promise<FakeBusinessAreaApi> {
  const spent = new Set<string>();
  const scripted = new Map<AreaRoute, FakeReply[]>();
  /** A route of the signed-in business: 401 without a session, as the API's hook answers. */
  const signedIn =
    <T>(handler: (request: RouteRequest) => T) =>
    (request: RouteRequest): T => {
      if (!request.session) throw UNAUTHORIZED;
      return handler(request);
    };

  const contract = await startContractFake({
    businessRequestLink: () => ({ body: { success: true, message: apiBusinessAreaMessages.linkSent } }),
    businessOpenSession: ({ body }) => {
      const token = body.token as string;
      if (token === AREA_TOKENS.expired) throw new ApiError(410, 'link_expired', 'Il link è scaduto');
      if (token === AREA_TOKENS.used || spent.has(token)) throw new ApiError(410, 'link_already_used', 'Il link è già stato usato');
      if (token !== AREA_TOKENS.good) throw new ApiError(400, 'invalid_token', 'Link non valido');
      spent.add(token);
      return { body: api.account, headers: { 'set-cookie': `${SESSION_COOKIE}=${contract.openSession()}; Path=/; HttpOnly; SameSite=Lax` } };
    },
    businessMe: signedIn(() => ({ body: api.account })),
    businessSignOut: signedIn(({ session }) => {
      if (session) contract.endSession(session);
      return { body: { success: true }, headers: { 'set-cookie': `${SESSION_COOKIE}=; Path=/; Max-Age=0` } };
    }),
    businessListPurchases: signedIn(({ query }) => {
      const q = fold(String(query.q ?? '').trim());
      const found = q === '' ? api.purchases : api.purchases.filter((purchase) => searched(purchase).includes(q));
      return { body: pageOf('purchases', found, query, PAGE_SIZES.businessPurchases) };
    }),
    businessGetPreferences: signedIn(() => ({ body: api.preferences })),
    businessUpdatePreferences: signedIn((request) => {
      api.preferences = updatePreferences(api.preferences, request);
      return { body: api.preferences };
    }),
    comuneSearch: ({ query }) => ({ body: { comuni: searchComuni(String(query.q)) } }),
    businessReportPurchase: signedIn(({ params, body }) => {
      const purchase = api.purchases.find((entry) => entry.id === params.id);
      if (!purchase) throw new ApiError(404, 'not_found', 'Non trovato');
      if (purchase.guarantee.report !== null) throw new ApiError(409, 'conflict', apiGuaranteeMessages.alreadyReported);
      const { reason, note } = body as { reason: LeadReportReason; note?: string };
      const report = {
        id: randomUUID(),
        reason,
        note: note ?? null,
        state: 'pending' as const,
        createdAt: new Date().toISOString(),
        decidedAt: null,
        decisionReason: null,
      };
      purchase.guarantee = { ...purchase.guarantee, open: false, report };
      return { body: report };
    }),
    businessDocument: signedIn(({ params }) => {
      const document = params.id === undefined ? undefined : api.documents.get(params.id);
      if (!document) throw new ApiError(404, 'not_found', 'Documento non trovato');
      return { body: document };
    }),
  });

  const front = await startFakeServer(
    async (request): Promise<FakeReply> => {
      await api.hold;
      const route = AREA_ROUTES.find((name) => matchPath(routes[name], request.method, request.path) !== null);
      const next = route === undefined ? undefined : scripted.get(route)?.shift();
      if (next) {
        contract.calls.push({ ...request, route });
        return next;
      }
      if (route === 'businessRequestLink' && (request.body as { email?: unknown } | undefined)?.email === RATE_LIMITED_EMAIL) {
        contract.calls.push({ ...request, route });
        return {
          status: 429,
          body: { code: 'too_many_requests', message: 'Troppe richieste' },
          headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
        };
      }
      return forward(`${contract.origin}${request.url}`, request);
    },
    { cutConnectionsOnClose: true },
  );

  const api: FakeBusinessAreaApi = {
    origin: front.origin,
    calls: contract.calls,
    callsTo: (route) => contract.calls.filter((call) => call.route === route),
    purchases: [],
    documents: new Map(),
    preferences: defaultPreferences(),
    account: BUSINESS,
    failing: contract.failing,
    failNext(route, reply) {
      scripted.set(route, [...(scripted.get(route) ?? []), reply]);
    },
    openSession: contract.openSession,
    expireSessions: contract.expireSessions,
    hold: null,
    async close() {
      await front.close();
      await contract.close();
    },
  };
  return api;
}

/** The request passed on to the contract fake with Node's HTTP client, its cookie in and its `set-cookie` out. */
export function forward(url: string, request: { method: string; body: unknown; headers: Record<string, unknown> }): Promise<FakeReply> {
  return new Promise((resolve, reject) => {
    const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
    const cookie = typeof request.headers.cookie === 'string' ? { cookie: request.headers.cookie } : {};
    const outgoing = httpRequest(
      url,
      {
        method: request.method,
        headers: { accept: 'application/json', ...cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () => {
          const setCookie = incoming.headers['set-cookie']?.[0];
          resolve({
            status: incoming.statusCode ?? 0,
            ...(text === '' ? {} : { body: JSON.parse(text) as unknown }),
            ...(setCookie ? { headers: { 'set-cookie': setCookie } } : {}),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** A paid purchase with its invoice, its customer's contacts shown. */
export function paidPurchase(overrides: Partial<BusinessPurchase> = {}): BusinessPurchase {
  return {
    id: randomUUID(),
    leadId: randomUUID(),
    status: 'paid',
    paidAt: '2026-03-05T10:15:00.000Z',
    refundedAt: null,
    amount: '25.00',
    category: 'Idraulico',
    place: 'Fano (Pesaro e Urbino)',
    request: 'Perdita sotto il lavello della cucina, chiamatemi dopo le 18.',
    contacts: { name: 'Giulia Bianchi', email: 'giulia.bianchi@example.it', phone: '+39 333 123 4567' },
    contactsErased: false,
    documents: [{ id: randomUUID(), kind: 'invoice', number: '12/2026', date: '2026-03-05' }],
    guarantee: { until: '2026-03-12T10:15:00.000Z', open: false, report: null },
    ...overrides,
  };
}

/** A refunded purchase: its contacts given back, its invoice and the credit note. */
export function refundedPurchase(overrides: Partial<BusinessPurchase> = {}): BusinessPurchase {
  return paidPurchase({
    status: 'refunded',
    paidAt: '2026-02-10T09:00:00.000Z',
    refundedAt: '2026-02-12T15:30:00.000Z',
    amount: '18.00',
    category: 'Elettricista',
    place: 'Pesaro (Pesaro e Urbino)',
    request: 'Salta la corrente quando accendo il forno.',
    contacts: null,
    documents: [
      { id: randomUUID(), kind: 'invoice', number: '7/2026', date: '2026-02-10' },
      { id: randomUUID(), kind: 'credit_note', number: '13/2026', date: '2026-02-12' },
    ],
    ...overrides,
  });
}

/** A purchase whose customer erased their data after it: no request, no contacts; a receipt from before invoices. */
export function erasedPurchase(overrides: Partial<BusinessPurchase> = {}): BusinessPurchase {
  return paidPurchase({
    paidAt: '2025-11-20T17:45:00.000Z',
    amount: '12.50',
    category: 'Pulizie',
    place: null,
    request: null,
    contacts: null,
    contactsErased: true,
    documents: [{ id: randomUUID(), kind: 'receipt', number: '4/2025', date: '2025-11-20' }],
    ...overrides,
  });
}
