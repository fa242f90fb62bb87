import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatTemplate, LeadProfile, PublicLandingPage } from '@trovapro/domain';

/**
 * A stand-in for the API's chat routes (templates, profile, verification, code, completion) and the public
 * landing page, for the
 * component tests only: it speaks real HTTP on 127.0.0.1, so the real api-client and fetch run.
 * Each handler can be replaced by a test; 'drop' closes the connection without an answer.
 */
export type Reply = { status: number; body?: unknown; delayMs?: number } | 'drop';
export type Handler = (body: Record<string, unknown>) => Reply;

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export const VALID_CODE = '1234';
/** The leadId the fake's send-verification answers; the chat sends it back on completion. */
export const FAKE_VERIFICATION_ID = '7d4e2c1a-5b6f-4a8e-9c0d-1e2f3a4b5c6d';
export const VAGUE_QUESTIONS = ['1. Di quale servizio hai bisogno?', '2. In quale comune ti serve?'];

export interface FakeChatApi {
  origin: string;
  requests: RecordedRequest[];
  /** Requests to one path, in order. */
  requestsTo(path: string): RecordedRequest[];
  templates: ChatTemplate[];
  etag: string;
  /** Replaces the templates route (e.g. failures); the default answers 200 with `etag`, or 304. */
  templatesHandler: ((req: IncomingMessage) => Reply) | null;
  profile: Handler;
  sendVerification: Handler;
  verifyCode: Handler;
  completeLead: Handler;
  /** Published landing pages by slug, for `GET /api/landing-pages/:slug` (the SPA route /p/:slug). */
  landingPages: Record<string, PublicLandingPage>;
  close(): Promise<void>;
}

/** A tiny analyzer: "perdita" means Idraulico, "Milano" the place; anything missing asks the questions. */
export function defaultProfile(body: Record<string, unknown>): Reply {
  const text = ['userRequest', 'context', 'answers'].map((key) => String(body[key] ?? '')).join(' ').toLowerCase();
  const category = text.includes('perdita') ? 'Idraulico' : null;
  const location = text.includes('milano') || body.prefilledLocation ? { municipality: 'Milano', province: 'Milano', istatCode: '015146' } : null;
  const needsClarification = category === null || location === null;
  const profile: LeadProfile = {
    category,
    needsClarification,
    clarificationQuestions: needsClarification ? VAGUE_QUESTIONS : [],
    location,
  };
  return { status: 200, body: { success: true, profile } };
}

export async function startFakeChatApi(): Promise<FakeChatApi> {
  const api: FakeChatApi = {
    origin: '',
    requests: [],
    requestsTo: (path) => api.requests.filter((request) => request.path === path),
    templates: [],
    etag: '"v1"',
    templatesHandler: null,
    profile: defaultProfile,
    sendVerification: () => ({ status: 200, body: { success: true, message: 'Codice inviato', leadId: FAKE_VERIFICATION_ID } }),
    verifyCode: (body) =>
      body.code === VALID_CODE
        ? { status: 200, body: { success: true, message: 'Email verificata' } }
        : { status: 200, body: { success: false, message: 'Codice errato: restano 4 tentativi' } },
    completeLead: () => ({ status: 201, body: { success: true, message: 'Richiesta creata', leadId: randomUUID() } }),
    landingPages: {},
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  function templates(req: IncomingMessage): Reply {
    if (api.templatesHandler) return api.templatesHandler(req);
    if (req.headers['if-none-match'] === api.etag) return { status: 304 };
    return { status: 200, body: api.templates };
  }

  function landingPage(route: string): Reply {
    const slug = /^GET \/api\/landing-pages\/([^/]+)$/.exec(route)?.[1];
    const page = slug === undefined ? undefined : api.landingPages[slug];
    return page ? { status: 200, body: page } : { status: 404, body: { code: 'not_found', message: 'Risorsa non trovata' } };
  }

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const raw = await readBody(req);
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    api.requests.push({ method: req.method ?? '', path, headers: req.headers, body });
    const route = `${req.method} ${path}`;
    const reply =
      route === 'GET /api/templates/public'
        ? templates(req)
        : route === 'POST /api/leads/profile'
          ? api.profile(body)
          : route === 'POST /api/send-verification'
            ? api.sendVerification(body)
            : route === 'POST /api/verify-code'
              ? api.verifyCode(body)
              : route === 'POST /api/leads/complete'
                ? api.completeLead(body)
                : landingPage(route);
    await answer(res, reply, route === 'GET /api/templates/public' ? api.etag : undefined);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
}

async function answer(res: ServerResponse, reply: Reply, etag: string | undefined): Promise<void> {
  if (reply === 'drop') {
    res.socket?.destroy();
    return;
  }
  if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
  const headers: Record<string, string> = { 'cache-control': 'no-cache' };
  if (etag && (reply.status === 200 || reply.status === 304)) headers.etag = etag;
  if (reply.body === undefined) {
    res.writeHead(reply.status, headers);
    res.end();
    return;
  }
  res.writeHead(reply.status, { ...headers, 'content-type': 'application/json' });
  res.end(JSON.stringify(reply.body));
}
