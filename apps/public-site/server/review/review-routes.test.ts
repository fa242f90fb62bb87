import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFrontendServer } from '@trovapro/frontend-server';
import { PUBLIC_PAGES } from '../../src/app/paths.ts';
import { LEGAL } from '../test/legal-fixture.ts';
import { parseHtml } from '../test/parsed-html.ts';
import { createLegalSource } from '../legal/legal-source.ts';
import { REVIEW_SCRIPT_PATH } from './render-review.ts';
import { registerReviewRoutes } from './review-routes.ts';

const links = {
  publicSiteUrl: 'https://www.trovapro.example',
  adminConsoleUrl: 'https://admin.trovapro.example',
  checkoutUrl: 'https://pay.trovapro.example',
};
const GOOD = 'purchase-1.good-signature';
const REFUNDED = 'purchase-2.refunded';
const BUSY = 'purchase-3.busy';
const REQUEST = {
  businessName: 'Idraulica <Alfa>',
  category: 'Idraulico',
  place: 'Fano (Pesaro e Urbino)',
  purchasedAt: '2026-11-20T10:00:00.000Z',
};

/** A real HTTP stand-in for the API's review endpoints, recording what it was asked. */
let api: Server;
let apiUrl: string;
let written: { rating: number; comment: string | null; createdAt: string } | null = null;
const asked: { method: string; url: string; body: string; forwardedFor: string | undefined }[] = [];
beforeAll(async () => {
  api = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://api');
      const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname === '/api/legal') return json(200, LEGAL);
      asked.push({ method: req.method ?? '', url: req.url ?? '', body: raw, forwardedFor: req.headers['x-forwarded-for'] as string | undefined });
      const token = req.method === 'GET' ? url.searchParams.get('t') : (JSON.parse(raw) as { token: string }).token;
      if (token === REFUNDED) return json(410, { code: 'lead_unavailable', message: 'Non è più possibile scrivere una recensione.' });
      if (token !== GOOD && token !== BUSY) return json(400, { code: 'invalid_token', message: 'Link non valido' });
      if (url.pathname === '/api/reviews/request') return json(200, { ...REQUEST, review: written });
      if (url.pathname === '/api/reviews' && req.method === 'POST') {
        if (token === BUSY) return json(429, { code: 'too_many_requests', message: 'Troppi invii: riprova tra qualche minuto.' });
        if (written !== null) return json(409, { code: 'conflict', message: 'Già scritta', field: 'review' });
        const body = JSON.parse(raw) as { rating: number; comment?: string };
        written = { rating: body.rating, comment: body.comment ?? null, createdAt: '2026-11-28T09:00:00.000Z' };
        return json(201, written);
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
  distDir = mkdtempSync(path.join(tmpdir(), 'public-site-review-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));
beforeEach(() => {
  asked.length = 0;
  written = null;
});

function server() {
  return createFrontendServer({
    distDir,
    apiUrl,
    links,
    frameAncestors: "'self'",
    pages: PUBLIC_PAGES,
    routes: (scope) => registerReviewRoutes(scope, { apiUrl, legal: createLegalSource(apiUrl) }),
  });
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/recensione',
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.7' },
});

describe('/recensione?t=', () => {
  it('names the business and the request, with a radio group of 1–5 stars and a counted comment; never cached nor indexed', async () => {
    const app = server();
    const response = await app.inject({ method: 'GET', url: `/recensione?t=${GOOD}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    const body = parseHtml(response.body).values.join(' ');
    expect(body).toContain('Com’è andata con Idraulica <Alfa>?');
    expect(response.body).toContain('Idraulica &lt;Alfa&gt;');
    expect(body).toContain(
      'Richiesta della categoria Idraulico – Fano (Pesaro e Urbino). Idraulica <Alfa> ha ricevuto i tuoi contatti il 20/11/2026.',
    );
    const parsed = parseHtml(response.body);
    expect(parsed.elements.filter((element) => element === 'fieldset')).toHaveLength(1);
    expect(parsed.elements).toContain('legend');
    expect(response.body.match(/<input type="radio" name="rating" value="\d" required>/g)).toHaveLength(5);
    for (const label of ['1 stella: pessimo', '5 stelle: ottimo']) expect(body).toContain(label);
    expect(response.body).toContain('<label for="comment">Il tuo commento (facoltativo)</label>');
    expect(response.body).toContain('maxlength="1000"');
    expect(body).toContain('0 di 1000 caratteri');
    expect(response.body).toContain(`<input type="hidden" name="t" value="${GOOD}">`);
    expect(parsed.scripts).toEqual([REVIEW_SCRIPT_PATH]);
    expect(asked).toEqual([expect.objectContaining({ method: 'GET', url: `/api/reviews/request?t=${GOOD}` })]);
    const script = await app.inject({ method: 'GET', url: REVIEW_SCRIPT_PATH });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    await app.close();
  });

  it('sends the review by a plain form POST, forwarding the visitor’s address, and thanks', async () => {
    const app = server();
    const response = await app.inject(form({ t: GOOD, rating: '4', comment: 'Puntuale.\r\nGentile.' }));
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(text(response.body)).toContain('Grazie per la tua recensione!');
    const post = asked.find((call) => call.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ token: GOOD, rating: 4, comment: 'Puntuale.\nGentile.' });
    expect(post?.forwardedFor).toBe('198.51.100.7');
    await app.close();
  });

  it('keeps what was typed when the rating is missing or the comment too long, and says what to correct', async () => {
    const app = server();
    const missing = await app.inject(form({ t: GOOD, comment: 'Tutto bene <davvero>' }));
    expect(missing.statusCode).toBe(200);
    expect(text(missing.body)).toContain('Scegli un voto da 1 a 5 stelle.');
    expect(missing.body).toContain('role="alert"');
    expect(missing.body).toContain('aria-invalid="true"');
    expect(missing.body).toContain('>Tutto bene &lt;davvero&gt;</textarea>');
    expect(text(missing.body)).toContain('20 di 1000 caratteri');
    const long = await app.inject(form({ t: GOOD, rating: '2', comment: 'x'.repeat(1001) }));
    expect(text(long.body)).toContain('Il commento può avere al massimo 1000 caratteri.');
    expect(long.body).toContain('<input type="radio" name="rating" value="2" required checked>');
    expect(asked.filter((call) => call.method === 'POST')).toEqual([]);
    await app.close();
  });

  it('shows the review written already, on a second POST and on the link', async () => {
    const app = server();
    expect((await app.inject(form({ t: GOOD, rating: '5', comment: 'Ottimo' }))).statusCode).toBe(201);
    const again = await app.inject(form({ t: GOOD, rating: '1' }));
    expect(again.statusCode).toBe(200);
    const body = text(again.body);
    expect(body).toContain('Hai già scritto la recensione');
    expect(body).toContain('La tua recensione del 28/11/2026:');
    expect(body).toContain('★★★★★ (5 su 5)');
    expect(body).toContain('Ottimo');
    expect(again.body).not.toContain('<form');
    expect(text((await app.inject({ method: 'GET', url: `/recensione?t=${GOOD}` })).body)).toContain('Hai già scritto la recensione');
    await app.close();
  });

  it('answers an invalid link, a refunded purchase and a rate limit kindly, keeping the typed text on the limit', async () => {
    const app = server();
    for (const url of ['/recensione', '/recensione?t=', `/recensione?t=${'x'.repeat(201)}`, '/recensione?t=forged.token']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(text(response.body)).toContain('Link non valido');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const forged = await app.inject(form({ t: 'forged.token', rating: '3' }));
    expect(forged.statusCode).toBe(400);
    const refunded = await app.inject({ method: 'GET', url: `/recensione?t=${REFUNDED}` });
    expect(refunded.statusCode).toBe(410);
    expect(text(refunded.body)).toContain('Non è più possibile scrivere una recensione.');
    const busy = await app.inject(form({ t: BUSY, rating: '3', comment: 'Da tenere' }));
    expect(busy.statusCode).toBe(429);
    expect(text(busy.body)).toContain('Troppi invii: riprova tra qualche minuto.');
    expect(busy.body).toContain('>Da tenere</textarea>');
    await app.close();
  });
});
