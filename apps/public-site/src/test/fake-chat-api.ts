import { randomUUID } from 'node:crypto';
import { startFakeServer, type FakeReply, type ReceivedRequest } from '@trovapro/api-client/testing';
import type { ChatTemplate, LeadProfile, LegalInfo, PublicLandingPage } from '@trovapro/domain';

/**
 * A stand-in for the API's chat routes (templates, profile, verification, code, completion) and the public
 * landing page, for the
 * component tests only: it speaks real HTTP on 127.0.0.1, so the real api-client and fetch run.
 * Each handler can be replaced by a test; 'drop' closes the connection without an answer.
 */
export type Reply = FakeReply;
export type Handler = (body: Record<string, unknown>) => Reply;

export const VALID_CODE = '1234';
/** The leadId the fake's send-verification answers; the chat sends it back on completion. */
export const FAKE_VERIFICATION_ID = '7d4e2c1a-5b6f-4a8e-9c0d-1e2f3a4b5c6d';
export const FAKE_LEGAL: LegalInfo = {
  companyName: 'TrovaPro S.r.l.',
  companyVat: 'IT01234567890',
  companyAddress: 'Via Roma 1, 20121 Milano (MI)',
  privacyEmail: 'privacy@trovapro.example',
  noticeVersion: '2026-11-24',
  leadRetentionMonths: 24,
  leadMaxBuyers: 3,
  leadMaxOffers: 5,
  customerChooses: false,
  usesOpenAi: false,
  leadDiscountAfterHours: 48,
  guaranteeDays: 7,
  complaintsEmail: 'supporto@trovapro.example',
  reviewRequestDays: 7,
  reviewReplyDays: 7,
};
export const VAGUE_QUESTIONS = ['1. Di quale servizio hai bisogno?', '2. In quale comune ti serve?'];
/** What the fake comune search knows. */
export const FAKE_COMUNI = [
  { istatCode: '016024', name: 'Bergamo', province: 'Bergamo', provinceCode: 'BG', region: 'Lombardia' },
  { istatCode: '015146', name: 'Milano', province: 'Milano', provinceCode: 'MI', region: 'Lombardia' },
  { istatCode: '080063', name: 'Reggio di Calabria', province: 'Reggio Calabria', provinceCode: 'RC', region: 'Calabria' },
  { istatCode: '035033', name: "Reggio nell'Emilia", province: "Reggio nell'Emilia", provinceCode: 'RE', region: 'Emilia-Romagna' },
];

export interface FakeChatApi {
  origin: string;
  requests: ReceivedRequest[];
  /** Requests to one path, in order. */
  requestsTo(path: string): ReceivedRequest[];
  templates: ChatTemplate[];
  etag: string;
  /** Replaces the templates route (e.g. failures); the default answers 200 with `etag`, or 304. */
  templatesHandler: ((request: ReceivedRequest) => Reply) | null;
  profile: Handler;
  sendVerification: Handler;
  verifyCode: Handler;
  completeLead: Handler;
  /** `GET /api/legal` (the consent's number of businesses, the footer). */
  legal: () => Reply;
  /** `GET /api/comuni?q=` (the chat's comune search): by default the comuni of `FAKE_COMUNI` whose name starts with `q`. */
  comuni: (q: string) => Reply;
  /** Published landing pages by slug, for `GET /api/landing-pages/:slug` (the SPA route /p/:slug). */
  landingPages: Record<string, PublicLandingPage>;
  close(): Promise<void>;
}

/** A tiny analyzer: "perdita" means Idraulico, "Milano" the place; anything missing asks the questions. */
export function defaultProfile(body: Record<string, unknown>): Reply {
  const text = ['userRequest', 'context', 'answers']
    .map((key) => String(body[key] ?? ''))
    .join(' ')
    .toLowerCase();
  const category = text.includes('perdita') ? 'Idraulico' : null;
  const location =
    text.includes('milano') || body.prefilledLocation
      ? { municipality: 'Milano', province: 'Milano', provinceCode: 'MI', istatCode: '015146' }
      : null;
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
  function templates(request: ReceivedRequest): Reply {
    if (api.templatesHandler) return api.templatesHandler(request);
    if (request.headers['if-none-match'] === api.etag) return { status: 304 };
    return { status: 200, body: api.templates };
  }

  function landingPage(route: string): Reply {
    const slug = /^GET \/api\/landing-pages\/([^/]+)$/.exec(route)?.[1];
    const page = slug === undefined ? undefined : api.landingPages[slug];
    return page ? { status: 200, body: page } : { status: 404, body: { code: 'not_found', message: 'Risorsa non trovata' } };
  }

  function answer(request: ReceivedRequest): Reply {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const route = `${request.method} ${request.path}`;
    if (route === 'GET /api/templates/public') return withEtag(templates(request), api.etag);
    if (route === 'POST /api/leads/profile') return api.profile(body);
    if (route === 'POST /api/send-verification') return api.sendVerification(body);
    if (route === 'POST /api/verify-code') return api.verifyCode(body);
    if (route === 'POST /api/leads/complete') return api.completeLead(body);
    if (route === 'GET /api/legal') return api.legal();
    if (route === 'GET /api/comuni') return api.comuni(request.query.get('q') ?? '');
    return landingPage(route);
  }

  // Some tests leave a delayed answer behind: closing cuts it.
  const server = await startFakeServer((request) => noCache(answer(request)), { cutConnectionsOnClose: true });
  const api: FakeChatApi = {
    origin: server.origin,
    requests: server.requests,
    requestsTo: (path) => api.requests.filter((request) => request.path === path),
    templates: [],
    etag: '"v1"',
    templatesHandler: null,
    profile: defaultProfile,
    sendVerification: () => ({
      status: 200,
      body: { success: true, message: 'Codice inviato', leadId: FAKE_VERIFICATION_ID, resendAfterSeconds: 60 },
    }),
    verifyCode: (body) =>
      body.code === VALID_CODE
        ? { status: 200, body: { success: true, message: 'Email verificata' } }
        : { status: 200, body: { success: false, message: 'Codice errato: restano 4 tentativi' } },
    completeLead: () => ({ status: 201, body: { success: true, message: 'Richiesta creata', leadId: randomUUID() } }),
    legal: () => ({ status: 200, body: FAKE_LEGAL }),
    comuni: (q) => ({
      status: 200,
      body: { comuni: FAKE_COMUNI.filter((comune) => comune.name.toLowerCase().startsWith(q.trim().toLowerCase())) },
    }),
    landingPages: {},
    close: server.close,
  };
  return api;
}

/** The API's answers are never cached by the browser; the templates' validator comes with a 200 or a 304. */
function noCache(reply: Reply): Reply {
  return reply === 'drop' ? reply : { ...reply, headers: { 'cache-control': 'no-cache', ...reply.headers } };
}

function withEtag(reply: Reply, etag: string): Reply {
  if (reply === 'drop' || (reply.status !== 200 && reply.status !== 304)) return reply;
  return { ...reply, headers: { ...reply.headers, etag } };
}
