import { randomUUID } from 'node:crypto';
import { Value } from 'typebox/value';
import { pageOffset, routes, totalPages, type RouteContract } from '@trovapro/domain';
import { startFakeServer, type FakeReply, type ReceivedRequest } from './fake-server.ts';

export type RouteName = keyof typeof routes;

/** Thrown by a route handler: answered as the API's error body `{ code, message }` with this status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export interface RouteRequest {
  params: Record<string, string>;
  /** The query converted by the route's schema (numbers are numbers). */
  query: Record<string, unknown>;
  // The body has passed the route's schema; each handler reads the fields it needs.
  // biome-ignore lint/suspicious/noExplicitAny: a checked body of any route
  body: any;
  /** The caller's session id, when signed in. */
  session: string | undefined;
}

/** What a route handler answers: a body the contract allows for `status` (default 200), and extra headers. */
export interface RouteAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type RouteHandlers = Partial<Record<RouteName, (request: RouteRequest) => RouteAnswer>>;

/** A request the fake received, with the name of the route it matched. */
export interface ContractCall extends ReceivedRequest {
  route?: RouteName;
}

export interface ContractFake {
  origin: string;
  /** Every request received, in order. */
  calls: ContractCall[];
  /** Routes answering 500 until removed, e.g. 'adminCandidateBusinesses'. */
  failing: Set<RouteName>;
  /** Opens a session and returns its id, as a successful sign-in would; the page sends it as the `sid` cookie. */
  openSession(): string;
  endSession(id: string): void;
  /** Ends every open session, as their expiry would: each later call answers 401. */
  expireSessions(): void;
  close(): Promise<void>;
}

export const SESSION_COOKIE = 'sid';
const INTERNAL_ERROR = { code: 'internal_error', message: 'Errore interno del server' };

/**
 * A stand-in for the API's routes, for the frontends' component tests only (the API has its own tests). It
 * speaks real HTTP with a session cookie, like the API (an admin route answers 401 without a session), finds
 * the route by its contract (an `:id` must be a UUID), answers 400 to a query or body the contract refuses, and fails the test when its own answer breaks
 * the contract, so a test cannot pass on a request or a fixture the real API would refuse.
 */
export async function startContractFake(handlers: RouteHandlers): Promise<ContractFake> {
  const sessions = new Set<string>();
  const failing = new Set<RouteName>();
  const entries = Object.entries(handlers) as [RouteName, NonNullable<RouteHandlers[RouteName]>][];

  const server = await startFakeServer((request): FakeReply => {
    const session = sessionOf(request);
    const signedIn = session !== undefined && sessions.has(session);
    for (const [name, handler] of entries) {
      const route: RouteContract = routes[name];
      const params = matchPath(route, request.method, request.path);
      if (!params) continue;
      (request as ContractCall).route = name;
      if (route.access === 'admin' && !signedIn) return { status: 401, body: { code: 'unauthorized', message: 'Accesso richiesto' } };
      if (failing.has(name)) return { status: 500, body: INTERNAL_ERROR };
      const query = Value.Convert(route.query ?? {}, Object.fromEntries(request.query)) as Record<string, unknown>;
      if (route.query && !Value.Check(route.query, query)) {
        return { status: 400, body: { code: 'validation_error', message: `Query non valida: ${request.query}` } };
      }
      if (route.body ? !Value.Check(route.body, request.body) : request.body !== undefined) {
        return { status: 400, body: { code: 'validation_error', message: `Dati non validi: ${JSON.stringify(request.body)}` } };
      }
      try {
        const answer = handler({ params, query, body: request.body, session: signedIn ? session : undefined });
        const status = answer.status ?? 200;
        const schema = route.responses[status];
        if (!schema || !Value.Check(schema, answer.body)) {
          throw new Error(`fake API: its answer to ${name} breaks the contract: ${status} ${JSON.stringify(answer.body)}`);
        }
        return { status, body: answer.body, ...(answer.headers && { headers: answer.headers }) };
      } catch (error) {
        if (error instanceof ApiError) return { status: error.status, body: { code: error.code, message: error.message } };
        throw error;
      }
    }
    return signedIn
      ? { status: 404, body: { code: 'not_found', message: 'Risorsa non trovata' } }
      : { status: 401, body: { code: 'unauthorized', message: 'Accesso richiesto' } };
  });

  return {
    origin: server.origin,
    calls: server.requests,
    failing,
    openSession() {
      const id = randomUUID();
      sessions.add(id);
      return id;
    },
    endSession: (id) => sessions.delete(id),
    expireSessions: () => sessions.clear(),
    close: server.close,
  };
}

/**
 * The params of `path` when it matches the route contract, else null. An `:id` must be a UUID, as in the
 * API, so static segments (`/bulk`, `/generate`) never match an `:id` route.
 */
export function matchPath(route: RouteContract, method: string, path: string): Record<string, string> | null {
  if (route.method !== method) return null;
  const names: string[] = [];
  const pattern = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return null;
  const params = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
  if (params.id !== undefined && !/^[0-9a-f-]{36}$/.test(params.id)) return null;
  return params;
}

/**
 * One page of a list answer, as the API pages it: the rows of `query.page` (default 1) under `key`, `query.limit`
 * (default `defaultLimit`) a page, with the total and the page count.
 */
export function pageOf<Key extends string, Row>(key: Key, rows: Row[], query: Record<string, unknown>, defaultLimit = 50) {
  const limit = Number(query.limit ?? defaultLimit);
  const offset = pageOffset(Number(query.page ?? 1), limit);
  return { [key]: rows.slice(offset, offset + limit), total: rows.length, totalPages: totalPages(rows.length, limit) } as Record<Key, Row[]> & {
    total: number;
    totalPages: number;
  };
}

function sessionOf(request: ReceivedRequest): string | undefined {
  const pair = (request.headers.cookie ?? '').split(/;\s*/).find((part) => part.startsWith(`${SESSION_COOKIE}=`));
  return pair?.slice(SESSION_COOKIE.length + 1);
}
