import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFrontendServer } from '@trovapro/frontend-server';
import { routes, type CustomerRequest } from '@trovapro/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../../src/app/paths.ts';
import { createLegalSource } from '../legal/legal-source.ts';
import { registerLegalRoutes } from '../legal/legal-routes.ts';
import { LEGAL } from '../test/legal-fixture.ts';
import { BOUGHT_REQUEST, CHOOSING_REQUEST } from './customer-request-fixture.ts';
import { registerCustomerRequestRoutes } from './customer-request-routes.ts';

const links = {
  publicSiteUrl: 'https://www.trovapro.example',
  adminConsoleUrl: 'https://admin.trovapro.example',
  checkoutUrl: 'https://pay.trovapro.example',
};
const GOOD = 'lead-1.good-signature';
const CHOOSING = 'lead-2.choosing';
const ERASED = 'lead-3.erased';
const SAME_ANSWER = 'Se a questo indirizzo corrisponde una richiesta, ti abbiamo appena inviato un’email con il link.';

/** A real HTTP stand-in for the API's request endpoints, recording what it was asked. */
let api: Server;
let apiUrl: string;
let stopped = false;
let choiceAnswer: { status: number; body: unknown } = {
  status: 200,
  body: { message: 'Scelta registrata: la inviamo alle aziende che hai spuntato.' },
};
let linkAnswer: { status: number; body: unknown } = { status: 200, body: { success: true, message: SAME_ANSWER } };
const asked: { method: string; path: string; body: unknown; forwardedFor: string | undefined }[] = [];
beforeAll(async () => {
  api = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://api');
      const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname === '/api/analytics/collect') return void res.writeHead(202).end();
      if (url.pathname === '/api/legal') return json(200, LEGAL);
      asked.push({
        method: req.method ?? '',
        path: url.pathname,
        body: raw === '' ? null : JSON.parse(raw),
        forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
      });
      const token = req.method === 'GET' ? url.searchParams.get('t') : (JSON.parse(raw) as { token?: string }).token;
      if (url.pathname === '/api/customer/request-link') return json(linkAnswer.status, linkAnswer.body);
      if (token === ERASED) return json(410, { code: 'already_erased', message: 'Richiesta cancellata' });
      if (token !== GOOD && token !== CHOOSING) return json(400, { code: 'invalid_token', message: 'Link non valido' });
      if (url.pathname === '/api/customer/request') {
        if (token === CHOOSING) return json(200, CHOOSING_REQUEST);
        const request: CustomerRequest = stopped
          ? {
              ...BOUGHT_REQUEST,
              state: 'closed',
              closedReason: 'customer_stop',
              timeline: [...BOUGHT_REQUEST.timeline, { type: 'closed', at: '2026-11-22T10:00:00.000Z', reason: 'customer_stop' }],
            }
          : BOUGHT_REQUEST;
        return json(200, request);
      }
      if (url.pathname === '/api/customer/request/stop') {
        const already = stopped;
        stopped = true;
        return json(200, { success: true, alreadyClosed: already, message: 'Fatto: la tua richiesta è chiusa.' });
      }
      if (url.pathname === routes.customerChooseBusinesses.path) return json(choiceAnswer.status, choiceAnswer.body);
      json(404, { code: 'not_found', message: 'x' });
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'public-site-request-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));
beforeEach(() => {
  asked.length = 0;
  stopped = false;
  choiceAnswer = { status: 200, body: { message: 'Scelta registrata: la inviamo alle aziende che hai spuntato.' } };
  linkAnswer = { status: 200, body: { success: true, message: SAME_ANSWER } };
});

/** The public site's scope as in production: the legal pages (with their form parser) and the request page. */
function server(api = apiUrl) {
  return createFrontendServer({
    distDir,
    apiUrl: api,
    links,
    frameAncestors: "'self'",
    pages: PUBLIC_PAGES,
    routes: (scope) => {
      const legal = createLegalSource(api);
      registerLegalRoutes(scope, { apiUrl: api, links, countryHeader: 'cf-ipcountry', legal });
      registerCustomerRequestRoutes(scope, { apiUrl: api, legal });
    },
  });
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return {
    method: 'POST' as const,
    url: '/la-mia-richiesta',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
  };
};

describe('/la-mia-richiesta with a valid link', () => {
  it('shows the request, its state and dated timeline, the buyer with contacts and reviews, the stop button and the erase link', async () => {
    const app = server();
    const response = await app.inject({ method: 'GET', url: `/la-mia-richiesta?t=${GOOD}`, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    const body = text(response.body);
    for (const phrase of [
      'La mia richiesta',
      'Stato attuale: Acquistata da Idraulica Alfa',
      'Categoria Idraulico',
      'Zona Fano (Pesaro e Urbino)',
      'Telefono +39 333 123 4567',
      'Inviata il 20/11/2026',
      '20/11/2026 Richiesta ricevuta, in verifica',
      '20/11/2026 Inviata a 2 aziende',
      '21/11/2026 Acquistata da Idraulica Alfa',
      'Partita IVA 00743110157',
      'Comune Fano (Pesaro e Urbino)',
      '★ 4,6 · 12 recensioni',
      'Puntuale e gentile.',
      'Marco R. · 02/10/2026',
      'Risposta dell’azienda, 03/10/2026: Grazie Marco!',
      'Non voglio altri contatti',
      'Cancella i miei dati',
    ])
      expect(body, phrase).toContain(phrase);
    // The request's text is text, never markup.
    expect(response.body).toContain('&lt;b&gt;della cucina&lt;/b&gt;');
    expect(response.body).toContain('href="mailto:info@alfa.example.it"');
    expect(response.body).toContain('href="tel:0721123456"');
    expect(response.body).toContain('href="https://www.trovapro.example/privacy/cancella?t=erase-token"');
    expect(asked).toEqual([{ method: 'GET', path: '/api/customer/request', body: null, forwardedFor: '203.0.113.9' }]);
    await app.close();
  });

  it('«Non voglio altri contatti» asks «Sei sicuro?» first, then closes with a plain POST (no JavaScript)', async () => {
    const app = server();
    const confirm = await app.inject(form({ t: GOOD, azione: 'conferma-chiusura' }));
    expect(confirm.statusCode).toBe(200);
    expect(confirm.headers['cache-control']).toBe('no-store');
    expect(text(confirm.body)).toContain('Sei sicuro?');
    expect(confirm.body).toContain('<input type="hidden" name="azione" value="chiudi">');
    expect(confirm.body).toContain(`href="/la-mia-richiesta?t=${encodeURIComponent(GOOD)}"`);
    expect(asked).toEqual([]);

    const done = await app.inject(form({ t: GOOD, azione: 'chiudi' }));
    expect(done.statusCode).toBe(200);
    const body = text(done.body);
    expect(body).toContain('Fatto: la tua richiesta è chiusa.');
    expect(body).toContain('Stato attuale: Chiusa su tua richiesta');
    expect(body).toContain('22/11/2026 Chiusa su tua richiesta');
    expect(body).not.toContain('Sì, chiudi la richiesta');
    expect(done.body).not.toContain('value="conferma-chiusura"');
    expect(asked.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/customer/request/stop', 'GET /api/customer/request']);
    expect(asked[0]?.body).toEqual({ token: GOOD });
    await app.close();
  });

  it('offers the proposals as checkboxes with the maximum, and forwards the ticked ones', async () => {
    const app = server();
    const page = await app.inject({ method: 'GET', url: `/la-mia-richiesta?t=${CHOOSING}` });
    const body = text(page.body);
    expect(body).toContain('Stato attuale: In attesa della tua scelta');
    expect(body).toContain('Puoi sceglierne al massimo 2.');
    expect(body).toContain('Idraulica Alfa Fano (Pesaro e Urbino) ★ 4,6 · 12 recensioni');
    expect(body).toContain('Termoidraulica Beta Pesaro (Pesaro e Urbino) Nessuna recensione');
    expect(body).toContain('★ 5,0 · 1 recensione');
    expect(page.body.match(/type="checkbox" id="tp-proposal-\d" name="azienda"/g)).toHaveLength(3);

    const ids = CHOOSING_REQUEST.choice?.proposals.map((proposal) => proposal.businessId) ?? [];
    asked.length = 0;
    const chosen = await app.inject(form({ t: CHOOSING, azione: 'scegli', azienda: [ids[0] ?? '', ids[2] ?? ''] }));
    expect(chosen.statusCode).toBe(200);
    expect(text(chosen.body)).toContain('Scelta registrata');
    expect(asked[0]).toMatchObject({
      method: 'POST',
      path: routes.customerChooseBusinesses.path,
      body: { token: CHOOSING, businessIds: [ids[0], ids[2]] },
    });
    await app.close();
  });

  it('a refused choice shows the API’s reason and keeps the ticks', async () => {
    choiceAnswer = { status: 409, body: { code: 'conflict', message: 'Puoi sceglierne al massimo 2.', field: 'businessIds' } };
    const app = server();
    const ids = CHOOSING_REQUEST.choice?.proposals.map((proposal) => proposal.businessId) ?? [];
    const refused = await app.inject(form({ t: CHOOSING, azione: 'scegli', azienda: ids }));
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('role="alert">Puoi sceglierne al massimo 2.</p>');
    expect(refused.body.match(/ checked>/g)).toHaveLength(3);

    // Nothing ticked: said at once, the API is not asked to record an empty choice.
    asked.length = 0;
    const none = await app.inject(form({ t: CHOOSING, azione: 'scegli' }));
    expect(none.body).toContain('role="alert">Spunta almeno un’azienda per inviare la tua scelta.</p>');
    expect(asked.map((call) => call.path)).toEqual(['/api/customer/request']);

    // A request closed meanwhile: the reason under the form, not «Richiesta cancellata».
    choiceAnswer = { status: 410, body: { code: 'lead_unavailable', message: 'La richiesta è chiusa: non puoi più scegliere.' } };
    const closed = await app.inject(form({ t: CHOOSING, azione: 'scegli', azienda: [ids[0] ?? ''] }));
    expect(closed.statusCode).toBe(200);
    expect(closed.body).toContain('role="alert">La richiesta è chiusa: non puoi più scegliere.</p>');

    choiceAnswer = { status: 503, body: { code: 'service_unavailable', message: 'x' } };
    const down = await app.inject(form({ t: CHOOSING, azione: 'scegli', azienda: [ids[1] ?? ''] }));
    expect(text(down.body)).toContain('Non è stato possibile completare l’operazione. Riprova tra qualche minuto.');
    expect(down.body.match(/ checked>/g)).toHaveLength(1);
    await app.close();
  });
});

describe('/la-mia-richiesta without a valid link', () => {
  it('without a token: how to open it, and the form for a new link', async () => {
    const app = server();
    const response = await app.inject({ method: 'GET', url: '/la-mia-richiesta' });
    expect(response.statusCode).toBe(200);
    expect(text(response.body)).toContain('Apri il link dell’email');
    expect(response.body).toContain('<input type="hidden" name="azione" value="link">');
    expect(asked).toEqual([]);
    await app.close();
  });

  it('a bad token: 400 with the form; an erased request: 410; an over-long token never reaches the API', async () => {
    const app = server();
    const bad = await app.inject({ method: 'GET', url: '/la-mia-richiesta?t=lead.forged' });
    expect(bad.statusCode).toBe(400);
    expect(text(bad.body)).toContain('Link non valido');
    expect(bad.body).toContain('Ricevi di nuovo il link');
    const erased = await app.inject({ method: 'GET', url: `/la-mia-richiesta?t=${ERASED}` });
    expect(erased.statusCode).toBe(410);
    expect(text(erased.body)).toContain('Richiesta cancellata');
    asked.length = 0;
    expect((await app.inject({ method: 'GET', url: `/la-mia-richiesta?t=${'x'.repeat(201)}` })).statusCode).toBe(400);
    expect((await app.inject(form({ t: ERASED, azione: 'chiudi' }))).statusCode).toBe(410);
    expect(asked.map((call) => call.path)).toEqual(['/api/customer/request/stop']);
    await app.close();
  });

  it('«Ricevi di nuovo il link»: the same answer, the typed address kept on a refusal, limits and outages said kindly', async () => {
    const app = server();
    const invalid = await app.inject(form({ azione: 'link', email: 'non-una-email' }));
    expect(invalid.statusCode).toBe(200);
    expect(text(invalid.body)).toContain('Scrivi un indirizzo email valido');
    expect(invalid.body).toContain('value="non-una-email" aria-invalid="true"');
    expect(asked).toEqual([]);

    const sent = await app.inject(form({ azione: 'link', email: 'giulia@example.it' }));
    expect(text(sent.body)).toContain(SAME_ANSWER);
    expect(asked[0]).toMatchObject({ method: 'POST', path: '/api/customer/request-link', body: { email: 'giulia@example.it' } });

    linkAnswer = { status: 429, body: { code: 'too_many_requests', message: 'Troppe richieste di link. Riprova tra qualche minuto.' } };
    const limited = await app.inject(form({ azione: 'link', email: 'giulia@example.it' }));
    expect(text(limited.body)).toContain('Troppe richieste di link. Riprova tra qualche minuto.');
    expect(limited.body).toContain('value="giulia@example.it"');

    const down = server('http://127.0.0.1:9');
    const failed = await down.inject(form({ azione: 'link', email: 'giulia@example.it' }));
    expect(text(failed.body)).toContain('Riprova tra qualche minuto');
    expect(failed.body).toContain('value="giulia@example.it"');
    await down.close();
    await app.close();
  });

  it('the erase page’s form still works beside the request page’s forms', async () => {
    const app = server();
    const erase = await app.inject({ ...form({ t: 'x' }), url: '/privacy/cancella' });
    expect(erase.statusCode).toBe(400);
    expect(asked.map((call) => call.path)).toEqual(['/api/privacy/erase']);
    await app.close();
  });
});
