import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Value } from 'typebox/value';
import { apiAdminMessages, formatEuro } from '@trovapro/copy';
import {
  canAdminSetStatus,
  canSendToBusinesses,
  moneyToCents,
  PLACE_RELATIONS,
  routes,
  sumMoney,
  totalPages,
  pageOffset,
  type Admin,
  type Business,
  type CandidateBusiness,
  type DashboardStats,
  type Lead,
  type OutboxEmail,
  type RouteContract,
} from '@trovapro/domain';
import { matchPath, readBody } from './contract-matching.ts';

/**
 * A stand-in for the API's admin routes, for the component tests only (the real API has its own
 * tests). It speaks real HTTP with a session cookie, like the API, checks every query and body
 * against the route contract (400 otherwise) and every answer it gives too, so a test cannot pass
 * on a request or a fixture the real API would refuse. Its rules are the spec's, kept simple.
 */
export const TEST_ADMIN: Admin & { password: string } = {
  id: 'a1',
  name: 'Giulia Bianchi',
  email: 'giulia@trovapro.it',
  password: 'password-giusta',
};
export const RATE_LIMITED_EMAIL = 'troppi@trovapro.it';
export const RATE_LIMIT_MESSAGE = 'Troppi tentativi di accesso. Riprova tra qualche minuto.';
export const INVALID_TRANSITION_MESSAGE = 'Transizione di stato non consentita';
export const DUPLICATE_EMAIL_MESSAGE = "Esiste già un'azienda con questa email";
/** The API's LEAD_MAX_PRICE default, and its answer to a price above it. */
export const LEAD_MAX_PRICE = '500.00';
export const PRICE_ABOVE_MAXIMUM_MESSAGE = apiAdminMessages.priceAboveMaximum(formatEuro(LEAD_MAX_PRICE));
const COOKIE = 'sid';

/** What the fake serves; tests set it before rendering and read it afterwards. */
export interface FakeAdminData {
  stats: DashboardStats;
  leads: Lead[];
  businesses: Business[];
  emails: OutboxEmail[];
  /** Business ids that already received each lead (they are no longer candidates). */
  sentTo: Map<string, Set<string>>;
  /** Where each candidate is relative to the lead, by business id; 'elsewhere' when not set. */
  placeRelations: Map<string, CandidateBusiness['placeRelation']>;
}

export interface RecordedCall {
  method: string;
  /** Path and query, as received. */
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeAdminApi {
  origin: string;
  /** Every request received, as "METHOD /path?query". */
  requests: string[];
  /** Every request received, with its parsed query and JSON body. */
  calls: RecordedCall[];
  data: FakeAdminData;
  /** Names of `routes` that answer 500 until removed, e.g. 'adminCandidateBusinesses'. */
  failing: Set<keyof typeof routes>;
  /** Opens a session and returns its cookie value, as a successful login would. */
  openSession(): string;
  /** Ends every open session, as their expiry would: each later admin call answers 401. */
  expireSessions(): void;
  failLogout: boolean;
  close(): Promise<void>;
}

class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

type Handler = (request: { params: Record<string, string>; query: Record<string, unknown>; body: unknown }) => {
  status: number;
  body: unknown;
};

export async function startFakeAdminApi(): Promise<FakeAdminApi> {
  const sessions = new Set<string>();
  const api: FakeAdminApi = {
    origin: '',
    requests: [],
    calls: [],
    data: { stats: emptyStats(), leads: [], businesses: [], emails: [], sentTo: new Map(), placeRelations: new Map() },
    failing: new Set(),
    failLogout: false,
    openSession() {
      const id = randomUUID();
      sessions.add(id);
      return id;
    },
    expireSessions: () => sessions.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const { password: _password, ...publicAdmin } = TEST_ADMIN;
  const handlers = adminDataHandlers(api);

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const rawBody = await readBody(req);
    const body: unknown = rawBody === '' ? undefined : JSON.parse(rawBody);
    api.requests.push(`${req.method} ${req.url}`);
    api.calls.push({ method: req.method ?? '', url: req.url ?? '', path: url.pathname, query: url.searchParams, body });
    const session = sessionOf(req);
    const signedIn = session !== undefined && sessions.has(session);

    if (req.method === 'POST' && url.pathname === '/api/admin/login') {
      const credentials = (body ?? {}) as { email?: string; password?: string };
      if (credentials.email === RATE_LIMITED_EMAIL) return send(res, 429, { code: 'RATE_LIMITED', message: RATE_LIMIT_MESSAGE });
      if (credentials.email !== TEST_ADMIN.email || credentials.password !== TEST_ADMIN.password) {
        return send(res, 401, { code: 'INVALID_CREDENTIALS', message: 'Credenziali non valide' });
      }
      res.setHeader('set-cookie', `${COOKIE}=${api.openSession()}; Path=/; HttpOnly; SameSite=Lax`);
      return send(res, 200, publicAdmin);
    }
    if (!signedIn) return send(res, 401, { code: 'UNAUTHORIZED', message: 'Accesso richiesto' });
    if (req.method === 'GET' && url.pathname === '/api/admin/me') return send(res, 200, publicAdmin);
    if (req.method === 'POST' && url.pathname === '/api/admin/logout') {
      if (api.failLogout) return send(res, 500, { code: 'INTERNAL', message: 'Errore interno' });
      sessions.delete(session);
      return send(res, 200, { success: true });
    }

    for (const [name, handler] of handlers) {
      const route: RouteContract = routes[name];
      const params = matchPath(route, req.method ?? '', url.pathname);
      if (!params) continue;
      if (api.failing.has(name)) return send(res, 500, { code: 'INTERNAL', message: 'Errore interno del server' });
      try {
        const query = checkQuery(route, url.searchParams);
        checkBody(route, body);
        const answer = handler({ params, query, body });
        const schema = route.responses[answer.status];
        if (!schema || !Value.Check(schema, answer.body)) {
          throw new Error(`fake API: its answer to ${name} does not match the contract: ${JSON.stringify(answer.body)}`);
        }
        return send(res, answer.status, answer.body);
      } catch (error) {
        if (error instanceof HttpError) return send(res, error.status, { code: error.code, message: error.message });
        throw error;
      }
    }
    return send(res, 404, { code: 'NOT_FOUND', message: 'Risorsa non trovata' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}

/** The admin routes of the overview, leads, businesses and email tabs, with the spec's rules. */
function adminDataHandlers(api: FakeAdminApi): [keyof typeof routes, Handler][] {
  const data = () => api.data;
  const leadById = (id: string | undefined) => {
    const lead = data().leads.find((candidate) => candidate.id === id);
    if (!lead) throw new HttpError(404, 'not_found', 'Lead non trovato');
    return lead;
  };
  const businessById = (id: string | undefined) => {
    const business = data().businesses.find((candidate) => candidate.id === id);
    if (!business) throw new HttpError(404, 'not_found', 'Azienda non trovata');
    return business;
  };
  const candidatesOf = (lead: Lead): CandidateBusiness[] =>
    data()
      .businesses.filter(
        (business) => business.isActive && business.category === lead.category && !data().sentTo.get(lead.id)?.has(business.id),
      )
      .map((business) => ({ ...business, placeRelation: data().placeRelations.get(business.id) ?? 'elsewhere' }))
      .sort((a, b) => PLACE_RELATIONS.indexOf(a.placeRelation) - PLACE_RELATIONS.indexOf(b.placeRelation));
  const emailTaken = (email: string, exceptId?: string) =>
    data().businesses.some((business) => business.id !== exceptId && business.email.toLowerCase() === email.toLowerCase());

  return [
    ['adminDashboardStats', () => ({ status: 200, body: data().stats })],
    [
      'adminListLeads',
      ({ query }) => {
        const leads = data().leads.filter(
          (lead) => (!query.status || lead.status === query.status) && (!query.category || lead.category === query.category),
        );
        return { status: 200, body: { leads: page(leads, query), ...pageInfo(leads, query) } };
      },
    ],
    [
      'adminUpdateLead',
      ({ params, body }) => {
        const lead = leadById(params.id);
        const change = body as { status?: Lead['status']; price?: string };
        if (change.status) {
          if (!canAdminSetStatus(lead.status, change.status)) throw new HttpError(409, 'invalid_transition', INVALID_TRANSITION_MESSAGE);
          lead.status = change.status;
        }
        if (change.price) {
          if (moneyToCents(change.price) > moneyToCents(LEAD_MAX_PRICE)) {
            throw new HttpError(400, 'validation_error', PRICE_ABOVE_MAXIMUM_MESSAGE);
          }
          lead.price = change.price;
        }
        return { status: 200, body: lead };
      },
    ],
    ['adminCandidateBusinesses', ({ params }) => ({ status: 200, body: candidatesOf(leadById(params.id)) })],
    [
      'adminSendLeadToBusinesses',
      ({ params, body }) => {
        const lead = leadById(params.id);
        if (!canSendToBusinesses(lead.status)) throw new HttpError(409, 'invalid_transition', INVALID_TRANSITION_MESSAGE);
        const ids = (body as { selectedBusinessIds: string[] }).selectedBusinessIds;
        const candidates = new Set(candidatesOf(lead).map((business) => business.id));
        const chosen = ids.filter((id) => candidates.has(id));
        data().sentTo.set(lead.id, new Set([...(data().sentTo.get(lead.id) ?? []), ...chosen]));
        lead.status = 'sent';
        return { status: 200, body: { sentToCount: chosen.length } };
      },
    ],
    [
      'adminListBusinesses',
      ({ query }) => {
        const businesses = data().businesses.filter((business) => !query.category || business.category === query.category);
        const purchases = businesses.reduce((sum, business) => sum + business.totalPurchases, 0);
        const summary = {
          totalBusinesses: businesses.length,
          activeBusinesses: businesses.filter((business) => business.isActive).length,
          totalRevenue: sumMoney(businesses.map((business) => business.totalSpent)),
          averagePurchases: businesses.length === 0 ? '0' : (purchases / businesses.length).toFixed(1),
        };
        return { status: 200, body: { businesses: page(businesses, query), ...pageInfo(businesses, query), summary } };
      },
    ],
    [
      'adminCreateBusiness',
      ({ body }) => {
        const fields = body as Omit<Business, 'id' | 'isActive' | 'totalPurchases' | 'totalSpent' | 'phone' | 'website'> & {
          phone?: string;
          website?: string;
        };
        if (emailTaken(fields.email)) throw new HttpError(409, 'duplicate_email', DUPLICATE_EMAIL_MESSAGE);
        const business: Business = {
          ...fields,
          id: randomUUID(),
          phone: fields.phone ?? null,
          website: fields.website ?? null,
          isActive: true,
          totalPurchases: 0,
          totalSpent: '0.00',
        };
        data().businesses.push(business);
        return { status: 201, body: business };
      },
    ],
    [
      'adminUpdateBusiness',
      ({ params, body }) => {
        const business = businessById(params.id);
        const change = body as Partial<Business>;
        if (change.email && emailTaken(change.email, business.id)) throw new HttpError(409, 'duplicate_email', DUPLICATE_EMAIL_MESSAGE);
        Object.assign(business, change);
        return { status: 200, body: business };
      },
    ],
    [
      'adminListEmails',
      ({ query }) => {
        const emails = data().emails.filter((email) => !query.status || email.status === query.status);
        return { status: 200, body: { emails: page(emails, query), ...pageInfo(emails, query) } };
      },
    ],
  ];
}

const DEFAULT_LIMIT = 50;
function page<T>(items: T[], query: Record<string, unknown>): T[] {
  const limit = Number(query.limit ?? DEFAULT_LIMIT);
  const offset = pageOffset(Number(query.page ?? 1), limit);
  return items.slice(offset, offset + limit);
}
function pageInfo(items: unknown[], query: Record<string, unknown>) {
  return { total: items.length, totalPages: totalPages(items.length, Number(query.limit ?? DEFAULT_LIMIT)) };
}

function emptyStats(): DashboardStats {
  return { todayLeads: 0, todayRevenue: '0.00', conversionRate: 0, activeBusinesses: 0, revenueLast7Days: [] };
}

function checkQuery(route: RouteContract, search: URLSearchParams): Record<string, unknown> {
  const query = Value.Convert(route.query ?? {}, Object.fromEntries(search)) as Record<string, unknown>;
  if (route.query && !Value.Check(route.query, query)) throw new HttpError(400, 'validation_error', `Query non valida: ${search}`);
  return query;
}

function checkBody(route: RouteContract, body: unknown): void {
  if (route.body && !Value.Check(route.body, body)) {
    throw new HttpError(400, 'validation_error', `Dati non validi: ${JSON.stringify(body)}`);
  }
}

function sessionOf(req: IncomingMessage): string | undefined {
  const pair = (req.headers.cookie ?? '').split(/;\s*/).find((part) => part.startsWith(`${COOKIE}=`));
  return pair?.slice(COOKIE.length + 1);
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
