import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFrontendServer } from '@trovapro/frontend-server';
import { PUBLIC_PAGES } from '../../src/app/paths.ts';
import { formatDate } from '@trovapro/copy';
import { businessTermsInForce, romeDay } from '@trovapro/domain';
import { LEGAL } from '../test/legal-fixture.ts';
import { createLegalSource } from './legal-source.ts';
import { registerLegalRoutes } from './legal-routes.ts';

const links = {
  publicSiteUrl: 'https://www.trovapro.example',
  adminConsoleUrl: 'https://admin.trovapro.example',
  checkoutUrl: 'https://pay.trovapro.example',
};
const GOOD = 'lead-1.good-signature';
const USED = 'lead-2.used';

/** A real HTTP stand-in for the API's legal and erase endpoints, recording what it was asked. */
let api: Server;
let apiUrl: string;
let legalAnswer: { status: number; body: unknown } = { status: 200, body: LEGAL };
let erased = false;
const asked: { method: string; url: string; body: string; forwardedFor: string | undefined }[] = [];
beforeAll(async () => {
  api = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://api');
      const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname === '/api/analytics/collect') return void res.writeHead(202).end();
      asked.push({ method: req.method ?? '', url: req.url ?? '', body: raw, forwardedFor: req.headers['x-forwarded-for'] as string | undefined });
      if (url.pathname === '/api/legal') return json(legalAnswer.status, legalAnswer.body);
      if (url.pathname === '/api/privacy/erase') {
        const token = req.method === 'GET' ? url.searchParams.get('t') : (JSON.parse(raw) as { token: string }).token;
        if (token === USED || (token === GOOD && erased)) return json(410, { code: 'already_erased', message: 'Già cancellati' });
        if (token !== GOOD) return json(400, { code: 'invalid_token', message: 'Link non valido' });
        if (req.method === 'GET') return json(200, { maskedEmail: 'm•••@example.it', requests: 2 });
        erased = true;
        return json(200, { success: true, message: 'I tuoi dati sono stati cancellati.' });
      }
      json(404, { code: 'not_found', message: 'x' });
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'public-site-legal-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));
beforeEach(() => {
  asked.length = 0;
  erased = false;
  legalAnswer = { status: 200, body: LEGAL };
});

function server() {
  return createFrontendServer({
    distDir,
    apiUrl,
    links,
    frameAncestors: "'self'",
    pages: PUBLIC_PAGES,
    routes: (scope) => registerLegalRoutes(scope, { apiUrl, links, countryHeader: 'cf-ipcountry', legal: createLegalSource(apiUrl) }),
  });
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('/privacy and /termini', () => {
  it('the informativa names the company, purposes, legal bases, recipients, retention, rights and contact, with the version', async () => {
    const app = server();
    const response = await app.inject({ method: 'GET', url: '/privacy' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const body = text(response.body);
    expect(response.body).toContain('<h1>Informativa sulla privacy</h1>');
    expect(response.body).toContain('<link rel="canonical" href="https://www.trovapro.example/privacy">');
    expect(body).toContain('Versione 2026-11-24');
    expect(body).toContain('TrovaPro S.r.l., P.IVA IT01234567890, Via Roma 1, 20121 Milano (MI)');
    for (const phrase of [
      'consenso',
      'misure precontrattuali',
      'legittimo interesse',
      'al massimo 3 aziende',
      'Postmark',
      'Stripe',
      '24 ore',
      '30 giorni',
      'dopo 24 mesi',
      'Garante',
      'portabilità',
      'privacy@trovapro.example',
    ]) {
      expect(body, phrase).toContain(phrase);
    }
    // OpenAI is named only when the deployment uses it.
    expect(body).not.toContain('OpenAI');
    // The footer of every page.
    expect(body).toContain('TrovaPro S.r.l. · P.IVA IT01234567890 · Via Roma 1, 20121 Milano (MI)');
    expect(response.body).toContain('<a href="/privacy">Privacy</a><a href="/termini">Termini</a>');
    await app.close();
  });

  it('the informativa covers the partner businesses too: their data, purposes, legal bases and how long invoices are kept', async () => {
    const app = server();
    const body = text((await app.inject({ method: 'GET', url: '/privacy' })).body);
    for (const phrase of [
      'Se sei un’azienda partner',
      'dati di fatturazione',
      'fatture elettroniche e le note di credito',
      'segnalazioni',
      'sessioni',
      'esecuzione del contratto',
      'obbligo di legge (art. 6.1.c GDPR)',
      '10 anni',
      'Termini per le aziende',
    ])
      expect(body, phrase).toContain(phrase);
    await app.close();
  });

  it('names OpenAI among the recipients when the API uses it', async () => {
    legalAnswer = { status: 200, body: { ...LEGAL, usesOpenAi: true } };
    const app = server();
    expect(text((await app.inject({ method: 'GET', url: '/privacy' })).body)).toContain('OpenAI');
    await app.close();
  });

  it('the terms say what the service does, who pays, what it does not guarantee and the law', async () => {
    const app = server();
    const response = await app.inject({ method: 'GET', url: '/termini' });
    expect(response.statusCode).toBe(200);
    const body = text(response.body);
    expect(response.body).toContain('<h1>Termini di utilizzo</h1>');
    for (const phrase of ['gratuito', 'Le aziende pagano', 'Non garantiamo', 'legge italiana']) expect(body, phrase).toContain(phrase);
    await app.close();
  });

  it('/termini-aziende: the terms for businesses in force, with the figures of the deployment and the domain', async () => {
    legalAnswer = {
      status: 200,
      body: { ...LEGAL, leadMaxBuyers: 5, leadDiscountAfterHours: 72, guaranteeDays: 10, complaintsEmail: 'reclami@trovapro.example' },
    };
    const app = server();
    const response = await app.inject({ method: 'GET', url: '/termini-aziende' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toContain('<h1>Termini per le aziende</h1>');
    expect(response.body).toContain('<link rel="canonical" href="https://www.trovapro.example/termini-aziende">');
    const inForce = businessTermsInForce(romeDay(new Date()));
    const body = text(response.body);
    expect(body).toContain(`Versione ${inForce.version} · in vigore dal ${formatDate(inForce.effectiveOn)}`);
    for (const phrase of [
      'al massimo da 5 aziende',
      'entro 72 ore dal primo invio costa il 50% in meno',
      'Entro 10 giorni dall’acquisto',
      'Idraulico: 25,00 €',
      'Imbianchino: 30,00 €',
      'IVA inclusa',
      'nessun abbonamento',
      'fattura elettronica',
      'nota di credito',
      'reclami@trovapro.example',
      'almeno 15 giorni prima',
      'almeno 30 giorni prima',
      'art. 12',
      'legge italiana',
    ])
      expect(body, phrase).toContain(phrase);
    expect(body).not.toContain('al massimo da 3 aziende');
    expect(response.body).toContain('<a href="/termini-aziende">Termini aziende</a>');
    await app.close();
  });

  it('answer 503, not indexed, while the API cannot say who runs the service', async () => {
    legalAnswer = { status: 500, body: { code: 'internal_error', message: 'x' } };
    const app = server();
    const response = await app.inject({ method: 'GET', url: '/privacy' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    await app.close();
  });
});

describe('/privacy/cancella', () => {
  it('previews what goes, then erases on confirmation, forwarding the visitor’s address', async () => {
    const app = server();
    const preview = await app.inject({ method: 'GET', url: `/privacy/cancella?t=${encodeURIComponent(GOOD)}`, remoteAddress: '127.0.0.1' });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.body).toContain('<meta name="robots" content="noindex">');
    expect(text(preview.body)).toContain('Stai per cancellare i dati delle tue richieste (2) inviate da m•••@example.it.');
    expect(preview.body).toContain(`<input type="hidden" name="t" value="${GOOD}">`);
    expect(asked.find((call) => call.url.startsWith('/api/privacy/erase'))).toMatchObject({ method: 'GET', forwardedFor: '127.0.0.1' });

    const done = await app.inject({
      method: 'POST',
      url: '/privacy/cancella',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ t: GOOD }).toString(),
    });
    expect(done.statusCode).toBe(200);
    expect(text(done.body)).toContain('I tuoi dati sono stati cancellati.');
    expect(asked.find((call) => call.method === 'POST')?.body).toBe(JSON.stringify({ token: GOOD }));

    // The link again: nothing left, and no form.
    const again = await app.inject({ method: 'GET', url: `/privacy/cancella?t=${encodeURIComponent(GOOD)}` });
    expect(again.statusCode).toBe(410);
    expect(text(again.body)).toContain('Dati già cancellati');
    expect(again.body).not.toContain('<form');
    await app.close();
  });

  it('an invalid, missing or overlong token shows why and nothing else', async () => {
    const app = server();
    for (const url of ['/privacy/cancella?t=forged.token', '/privacy/cancella', '/privacy/cancella?t=', `/privacy/cancella?t=${'a'.repeat(201)}`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(text(response.body), url).toContain('Link non valido');
      expect(response.body, url).not.toContain('<form');
      expect(response.body, url).not.toContain('@');
    }
    // Only the token that looked like one reached the API.
    expect(asked.filter((call) => call.url.startsWith('/api/privacy/erase'))).toHaveLength(1);
    const posted = await app.inject({
      method: 'POST',
      url: '/privacy/cancella',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 't=forged',
    });
    expect(posted.statusCode).toBe(400);
    expect(text(posted.body)).toContain('Link non valido');
    await app.close();
  });

  it('a used token says the data are already erased', async () => {
    const app = server();
    const response = await app.inject({ method: 'GET', url: `/privacy/cancella?t=${USED}` });
    expect(response.statusCode).toBe(410);
    expect(text(response.body)).toContain('I dati collegati a questo link sono già stati cancellati');
    await app.close();
  });
});
