import { routes } from '@trovapro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  // A proxy that is not loopback: X-Forwarded-For from inject (127.0.0.1) must be ignored.
  t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.1' } });
  // Test-only routes, registered before the app is ready.
  t.app.get('/api/test/boom', async () => {
    throw new Error('secret detail: connection string postgres://user:pw@db');
  });
  t.app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
});
afterAll(() => t.close());

describe('errors', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Risorsa non trovata' });
  });

  it('hides the details of a 5xx', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'internal_error', message: 'Errore interno del server' });
    expect(response.body).not.toContain('secret detail');
  });

  it('answers a missing body field with 400 validation_error naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'anna@example.it' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_error',
      message: 'Il campo «password» è obbligatorio',
      field: 'password',
    });
  });

  it('answers an invalid body field with 400 validation_error naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'non-una-email', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_error',
      message: 'Il campo «email» non è valido',
      field: 'email',
    });
  });

  it('answers malformed JSON with a 400 in the same shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request', message: 'Richiesta non valida' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a</email>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'unsupported_media_type', message: 'Formato della richiesta non supportato' });
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/ip',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.json()).toEqual({ ip: '127.0.0.1' });
  });
});

describe('OpenAPI', () => {
  it('serves the document at /api/docs/json, generated from the registered contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths[routes.health.path]).toHaveProperty('get');
    expect(document.paths[routes.adminLogin.path]).toHaveProperty('post');
    expect(document.paths[routes.adminMe.path]).toHaveProperty('get');
  });

  it('serves the UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
