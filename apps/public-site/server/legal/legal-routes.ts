import { privacyNotice, termsOfUse } from '@trovapro/copy';
import { BUSINESS_TERMS_PATH, routes, type PrivacyErasePreview } from '@trovapro/domain';
import type { AppLinks, FrontendServerOptions } from '@trovapro/frontend-server';
import { recordPageView } from '../page-views.ts';
import type { LegalSource } from './legal-source.ts';
import { businessTermsDocument } from './business-terms-document.ts';
import { renderErasePage, renderLegalDocument, renderLegalUnavailable, type EraseView } from './render-legal.ts';

type ServerScope = Parameters<NonNullable<FrontendServerOptions['routes']>>[0];

const HTML = 'text/html; charset=utf-8';
/** The token's own limit (PrivacyTokenSchema): anything longer is not a token, the API is not asked. */
const MAX_TOKEN_LENGTH = 200;

export interface LegalRoutesOptions {
  apiUrl: string;
  links: AppLinks;
  countryHeader: string;
  legal: LegalSource;
}

/** The status of each view of the erase page: a person sees the text, a client the meaning. */
const ERASE_STATUS: Record<EraseView['kind'], number> = { preview: 200, done: 200, invalid: 400, used: 410, limited: 429, failed: 503 };

function tokenOf(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_TOKEN_LENGTH ? value : null;
}

/** The API's error message (the 429's «riprova tra…»), or null. */
async function apiMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

async function errorView(response: Response): Promise<EraseView> {
  if (response.status === 400) return { kind: 'invalid' };
  if (response.status === 410) return { kind: 'used' };
  if (response.status === 429) return { kind: 'limited', message: (await apiMessage(response)) ?? '' };
  return { kind: 'failed' };
}

/**
 * `/privacy` (the informativa), `/termini` and `/termini-aziende` (the businesses' terms), written from `GET /api/legal`; and `/privacy/cancella?t=`,
 * the erase link of the confirmation email: the preview of what goes, a form that confirms it (a plain
 * POST: it works without JavaScript), and the result. The API decides on the token; the visitor's address
 * is forwarded so its rate limit counts the visitor, not this server. Tokens are never logged.
 */
export function registerLegalRoutes(app: ServerScope, options: LegalRoutesOptions): void {
  const { apiUrl, links, countryHeader, legal } = options;

  app.get('/privacy', async (request, reply) => {
    const info = await legal.get();
    if (info === null)
      return reply.code(503).header('cache-control', 'no-store').header('retry-after', '60').type(HTML).send(renderLegalUnavailable(null));
    recordPageView(apiUrl, request, countryHeader);
    return reply
      .header('cache-control', 'public, max-age=300')
      .type(HTML)
      .send(renderLegalDocument(privacyNotice(info), '/privacy', info, links));
  });

  app.get('/termini', async (request, reply) => {
    const info = await legal.get();
    if (info === null)
      return reply.code(503).header('cache-control', 'no-store').header('retry-after', '60').type(HTML).send(renderLegalUnavailable(null));
    recordPageView(apiUrl, request, countryHeader);
    return reply
      .header('cache-control', 'public, max-age=300')
      .type(HTML)
      .send(renderLegalDocument(termsOfUse(info), '/termini', info, links));
  });

  app.get(BUSINESS_TERMS_PATH, async (request, reply) => {
    const info = await legal.get();
    if (info === null)
      return reply.code(503).header('cache-control', 'no-store').header('retry-after', '60').type(HTML).send(renderLegalUnavailable(null));
    recordPageView(apiUrl, request, countryHeader);
    return reply
      .header('cache-control', 'public, max-age=300')
      .type(HTML)
      .send(renderLegalDocument(businessTermsDocument(info, new Date()), BUSINESS_TERMS_PATH, info, links));
  });

  /** The erase page's answer: its status, never cached. */
  const eraseAnswer = async (view: EraseView) => ({ status: ERASE_STATUS[view.kind], html: renderErasePage(view, await legal.get()) });

  const forwarded = (address: string) => ({ 'x-forwarded-for': address, accept: 'application/json' });

  app.get<{ Querystring: { t?: unknown } }>('/privacy/cancella', async (request, reply) => {
    const token = tokenOf(request.query.t);
    if (token === null) {
      const answer = await eraseAnswer({ kind: 'invalid' });
      return reply.code(answer.status).header('cache-control', 'no-store').type(HTML).send(answer.html);
    }
    let view: EraseView;
    try {
      const response = await fetch(`${apiUrl}${routes.privacyErasePreview.path}?t=${encodeURIComponent(token)}`, {
        headers: forwarded(request.ip),
        signal: AbortSignal.timeout(5_000),
      });
      if (response.ok) {
        const preview = (await response.json()) as PrivacyErasePreview;
        view =
          typeof preview.maskedEmail === 'string' && typeof preview.requests === 'number'
            ? { kind: 'preview', token, maskedEmail: preview.maskedEmail, requests: preview.requests }
            : { kind: 'failed' };
      } else view = await errorView(response);
    } catch {
      view = { kind: 'failed' };
    }
    const answer = await eraseAnswer(view);
    return reply.code(answer.status).header('cache-control', 'no-store').type(HTML).send(answer.html);
  });

  // The confirmation form's body (application/x-www-form-urlencoded), small and read as text.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4_096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post<{ Body: Record<string, unknown> | undefined }>('/privacy/cancella', async (request, reply) => {
    const token = tokenOf(request.body?.t);
    if (token === null) {
      const answer = await eraseAnswer({ kind: 'invalid' });
      return reply.code(answer.status).header('cache-control', 'no-store').type(HTML).send(answer.html);
    }
    let view: EraseView;
    try {
      const response = await fetch(`${apiUrl}${routes.privacyErase.path}`, {
        method: 'POST',
        headers: { ...forwarded(request.ip), 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
        signal: AbortSignal.timeout(10_000),
      });
      view = response.ok ? { kind: 'done', message: (await apiMessage(response)) ?? '' } : await errorView(response);
    } catch {
      view = { kind: 'failed' };
    }
    const answer = await eraseAnswer(view);
    return reply.code(answer.status).header('cache-control', 'no-store').type(HTML).send(answer.html);
  });
}
