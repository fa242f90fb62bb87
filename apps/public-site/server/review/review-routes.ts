import { reviewSite as copy } from '@trovapro/copy';
import { REVIEW_COMMENT_MAX, REVIEW_TOKEN_MAX, routes, type ReviewRequestView } from '@trovapro/domain';
import type { FrontendServerOptions } from '@trovapro/frontend-server';
import { pagePaths } from '../../src/app/paths.ts';
import type { LegalSource } from '../legal/legal-source.ts';
import {
  REVIEW_COUNTER_SCRIPT,
  REVIEW_SCRIPT_PATH,
  renderReviewPage,
  type ReviewDraft,
  type ReviewFormError,
  type ReviewPageView,
} from './render-review.ts';

type ServerScope = Parameters<NonNullable<FrontendServerOptions['routes']>>[0];

const HTML = 'text/html; charset=utf-8';
const FORM = 'application/x-www-form-urlencoded';

export interface ReviewRoutesOptions {
  apiUrl: string;
  legal: LegalSource;
}

/** The part of a Fastify reply a page's answer uses. */
interface HtmlReply {
  code(status: number): HtmlReply;
  header(name: string, value: string): HtmlReply;
  type(contentType: string): HtmlReply;
  send(payload: string): unknown;
}

/** The status of each view: a person reads the text, a client the meaning. */
const STATUS: Record<ReviewPageView['kind'], number> = {
  form: 200,
  thanks: 201,
  written: 200,
  invalid: 400,
  unavailable: 410,
  limited: 429,
  failed: 503,
};

function tokenOf(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= REVIEW_TOKEN_MAX ? value : null;
}

/** The API's error code and message (the 410's kind words, the 429's «riprova tra…»), each null when absent. */
async function apiError(response: Response): Promise<{ code: string | null; message: string | null }> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    return { code: typeof body.code === 'string' ? body.code : null, message: typeof body.message === 'string' ? body.message : null };
  } catch {
    return { code: null, message: null };
  }
}

/** What the visitor sent: a rating of 1–5 or none, the comment as typed (a browser's CRLF made LF, as it was typed). */
function draftOf(body: Record<string, unknown> | undefined): ReviewDraft {
  const rating = Number(body?.rating);
  const comment = typeof body?.comment === 'string' ? body.comment.replace(/\r\n?/g, '\n') : '';
  return { rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null, comment };
}

function draftErrors(draft: ReviewDraft): ReviewFormError[] {
  return [
    ...(draft.rating === null ? (['rating'] as const) : []),
    ...([...draft.comment.trim()].length > REVIEW_COMMENT_MAX ? (['comment'] as const) : []),
  ];
}

/**
 * `/recensione?t=`, the link of the review request email (issue 34): a GET shows the form (the business, the request,
 * 1–5 stars, a comment) or the review already written; a plain form POST sends it (it works without JavaScript; a
 * small script of the site only counts the comment's characters as one types) and thanks, or shows the form again
 * with what was typed and what to correct. The API decides on the token; the visitor's address is forwarded so its
 * rate limit counts the visitor. Never cached, never indexed; tokens are never logged.
 */
export function registerReviewRoutes(app: ServerScope, { apiUrl, legal }: ReviewRoutesOptions): void {
  const forwarded = (address: string) => ({ 'x-forwarded-for': address, accept: 'application/json' });

  const send = async (reply: HtmlReply, view: ReviewPageView, status = STATUS[view.kind]) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type(HTML)
      .send(renderReviewPage(view, await legal.get()));

  /** The request the token names (or why there is none). */
  async function requestOf(
    token: string,
    address: string,
  ): Promise<ReviewRequestView | Exclude<ReviewPageView, { kind: 'form' | 'thanks' | 'written' }>> {
    try {
      const response = await fetch(`${apiUrl}${routes.reviewRequest.path}?t=${encodeURIComponent(token)}`, {
        headers: forwarded(address),
        signal: AbortSignal.timeout(5_000),
      });
      if (response.ok) {
        const request = (await response.json()) as ReviewRequestView;
        return typeof request.businessName === 'string' ? request : { kind: 'failed' };
      }
      if (response.status === 400) return { kind: 'invalid' };
      if (response.status === 410) return { kind: 'unavailable', message: (await apiError(response)).message ?? '' };
      return { kind: 'failed' };
    } catch {
      return { kind: 'failed' };
    }
  }

  const viewOf = (
    token: string,
    request: Awaited<ReturnType<typeof requestOf>>,
    draft: ReviewDraft = { rating: null, comment: '' },
  ): ReviewPageView => {
    if ('kind' in request) return request;
    if (request.review !== null) return { kind: 'written', request, review: request.review };
    return { kind: 'form', token, request, draft, errors: [] };
  };

  app.get(REVIEW_SCRIPT_PATH, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(REVIEW_COUNTER_SCRIPT),
  );

  app.get<{ Querystring: { t?: unknown } }>(pagePaths.review, async (request, reply) => {
    const token = tokenOf(request.query.t);
    if (token === null) return send(reply, { kind: 'invalid' });
    return send(reply, viewOf(token, await requestOf(token, request.ip)));
  });

  // The form's body, small and read as text (the erase page's server may have added the same parser already).
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }

  app.post<{ Body: Record<string, unknown> | undefined }>(pagePaths.review, { bodyLimit: 16_384 }, async (request, reply) => {
    const token = tokenOf(request.body?.t);
    if (token === null) return send(reply, { kind: 'invalid' });
    const draft = draftOf(request.body);
    const errors = draftErrors(draft);
    if (errors.length > 0) {
      const found = await requestOf(token, request.ip);
      const view = viewOf(token, found, draft);
      return send(reply, view.kind === 'form' ? { ...view, errors } : view);
    }
    let response: Response;
    try {
      response = await fetch(`${apiUrl}${routes.writeReview.path}`, {
        method: 'POST',
        headers: { ...forwarded(request.ip), 'content-type': 'application/json' },
        body: JSON.stringify({ token, rating: draft.rating, ...(draft.comment.trim() === '' ? {} : { comment: draft.comment.trim() }) }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      response = new Response(null, { status: 503 });
    }
    if (response.ok) return send(reply, { kind: 'thanks' });
    const error = await apiError(response);
    if (response.status === 400 && error.code === 'invalid_token') return send(reply, { kind: 'invalid' });
    if (response.status === 410) return send(reply, { kind: 'unavailable', message: error.message ?? '' });
    // Written already (another tab, a second click) shows the one written; else the form again, with what was typed.
    const view = viewOf(token, await requestOf(token, request.ip), draft);
    if (view.kind !== 'form') return send(reply, view);
    const limited = response.status === 429;
    return send(reply, { ...view, alert: (limited || response.status === 400 ? error.message : null) ?? copy.failed }, limited ? 429 : 503);
  });
}
