import { customerRequestPage as copy } from '@trovapro/copy';
import { isValidEmail, routes, type CustomerRequest } from '@trovapro/domain';
import type { FrontendServerOptions } from '@trovapro/frontend-server';
import { pagePaths } from '../../src/app/paths.ts';
import type { LegalSource } from '../legal/legal-source.ts';
import { renderCustomerRequestPage, type CustomerRequestView, type PageMessage } from './render-customer-request.ts';

type ServerScope = Parameters<NonNullable<FrontendServerOptions['routes']>>[0];

const HTML = 'text/html; charset=utf-8';
/** The token's own limit (the API's schema): anything longer is not a token, the API is not asked. */
const MAX_TOKEN_LENGTH = 200;

export interface CustomerRequestRoutesOptions {
  apiUrl: string;
  legal: LegalSource;
}

/** The status of each view: a person sees the text, a client the meaning. */
const STATUS: Record<CustomerRequestView['kind'], number> = {
  request: 200,
  'confirm-stop': 200,
  'no-token': 200,
  invalid: 400,
  erased: 410,
  limited: 429,
  failed: 503,
  link: 200,
};

function tokenOf(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_TOKEN_LENGTH ? value : null;
}

/** An API answer: its status and JSON body (null when it had none), or null when the API could not be reached. */
interface ApiAnswer {
  readonly status: number;
  readonly body: { message?: unknown; code?: unknown } | null;
}

const messageOf = (answer: ApiAnswer) => (typeof answer.body?.message === 'string' ? answer.body.message : '');

/** A form's fields: each name with all its values (the choice's checkboxes repeat one name). */
type FormFields = URLSearchParams;

/**
 * `/la-mia-richiesta?t=`, the page of a customer's request (issue 34), server-rendered like `/privacy/cancella`: the
 * API decides on the token; every form is a plain POST to this path, so it works without JavaScript: «Non voglio
 * altri contatti» asks «Sei sicuro?» on a page of its own before it acts, the choice of businesses is forwarded to the
 * API, and «Ricevi di nuovo il link» asks for a fresh link (the same answer for any address). The visitor's address
 * is forwarded so the API's limits count the visitor; never cached, never indexed, tokens never logged.
 */
export function registerCustomerRequestRoutes(app: ServerScope, options: CustomerRequestRoutesOptions): void {
  const { apiUrl, legal } = options;

  const forwarded = (address: string) => ({ 'x-forwarded-for': address, accept: 'application/json' });

  const callApi = async (address: string, path: string, init: { method: 'GET' } | { method: 'POST'; body: object }): Promise<ApiAnswer | null> => {
    try {
      const response = await fetch(`${apiUrl}${path}`, {
        method: init.method,
        headers: init.method === 'POST' ? { ...forwarded(address), 'content-type': 'application/json' } : forwarded(address),
        ...(init.method === 'POST' ? { body: JSON.stringify(init.body) } : {}),
        signal: AbortSignal.timeout(init.method === 'POST' ? 10_000 : 5_000),
      });
      let body: ApiAnswer['body'] = null;
      try {
        body = (await response.json()) as ApiAnswer['body'];
      } catch {
        body = null;
      }
      return { status: response.status, body };
    } catch {
      return null;
    }
  };

  /** The view of an API refusal (or of no answer at all). */
  const refusal = (answer: ApiAnswer | null): CustomerRequestView => {
    if (answer === null) return { kind: 'failed' };
    if (answer.status === 400) return { kind: 'invalid' };
    if (answer.status === 410) return { kind: 'erased' };
    if (answer.status === 429) return { kind: 'limited', message: messageOf(answer) };
    return { kind: 'failed' };
  };

  /** The request's page as the API answers it now, with a message on top and the choice form's state. */
  const requestView = async (
    address: string,
    token: string,
    extra: { message?: PageMessage; choiceError?: string; ticked?: readonly string[] } = {},
  ): Promise<CustomerRequestView> => {
    const result = await callApi(address, `${routes.customerRequest.path}?t=${encodeURIComponent(token)}`, { method: 'GET' });
    if (result === null || result.status !== 200) return refusal(result);
    const request = result.body as CustomerRequest | null;
    if (request === null || typeof request.request !== 'object' || !Array.isArray(request.timeline)) return { kind: 'failed' };
    return { kind: 'request', token, request, ...extra };
  };

  /** The page of a view: its status and HTML. */
  const answer = async (view: CustomerRequestView) => ({ status: STATUS[view.kind], html: renderCustomerRequestPage(view, await legal.get()) });

  app.get<{ Querystring: { t?: unknown } }>(pagePaths.customerRequest, async (request, reply) => {
    const token = tokenOf(request.query.t);
    const view: CustomerRequestView =
      request.query.t === undefined || request.query.t === ''
        ? { kind: 'no-token' }
        : token === null
          ? { kind: 'invalid' }
          : await requestView(request.ip, token);
    const page = await answer(view);
    return reply.code(page.status).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type(HTML).send(page.html);
  });

  const act = async (address: string, form: FormFields): Promise<CustomerRequestView> => {
    const action = form.get('azione');
    if (action === 'link') return askLink(address, (form.get('email') ?? '').trim().slice(0, 300));
    const token = tokenOf(form.get('t'));
    if (token === null) return { kind: 'invalid' };
    if (action === 'conferma-chiusura') return { kind: 'confirm-stop', token };
    if (action === 'chiudi') {
      const result = await callApi(address, routes.customerRequestStop.path, { method: 'POST', body: { token } });
      if (result === null || result.status !== 200) return refusal(result);
      return requestView(address, token, { message: { kind: 'notice', text: messageOf(result) } });
    }
    if (action === 'scegli') {
      const ticked = form.getAll('azienda').slice(0, 50);
      if (ticked.length === 0) return requestView(address, token, { choiceError: copy.choiceNoneTicked, ticked });
      const result = await callApi(address, routes.customerChooseBusinesses.path, { method: 'POST', body: { token, businessIds: ticked } });
      if (result !== null && result.status === 200) return requestView(address, token, { message: { kind: 'notice', text: messageOf(result) } });
      // Refused (at least one, too many, a business not proposed…) or not reached: the ticks are kept, the reason shown by the form.
      const reason = result === null || result.status >= 500 ? copy.actionFailed : messageOf(result) === '' ? copy.actionFailed : messageOf(result);
      if (result !== null && (result.body?.code === 'already_erased' || result.body?.code === 'invalid_token')) return refusal(result);
      return requestView(address, token, { choiceError: reason, ticked });
    }
    return requestView(address, token);
  };

  const askLink = async (address: string, email: string): Promise<CustomerRequestView> => {
    if (!isValidEmail(email)) return { kind: 'link', email, error: copy.linkEmailInvalid };
    const result = await callApi(address, routes.customerRequestLink.path, { method: 'POST', body: { email } });
    if (result === null || result.status >= 500) return { kind: 'link', email, failed: true };
    if (result.status === 429) return { kind: 'link', email, limited: messageOf(result) };
    if (result.status !== 200) return { kind: 'link', email, error: copy.linkEmailInvalid };
    return { kind: 'link', email, sent: messageOf(result) };
  };

  // The forms' bodies (application/x-www-form-urlencoded, small), read with every value of a repeated name: in a scope
  // of their own, since the legal pages' parser keeps one value per name.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/x-www-form-urlencoded');
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8_192 }, (_request, body, done) => {
      done(null, new URLSearchParams(String(body)));
    });
    scope.post<{ Body: unknown }>(pagePaths.customerRequest, async (request, reply) => {
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const page = await answer(await act(request.ip, form));
      return reply.code(page.status).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type(HTML).send(page.html);
    });
  });
}
