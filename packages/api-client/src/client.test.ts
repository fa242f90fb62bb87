import { defineRoute, routeRef, routes } from '@trovapro/domain';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { ApiRequestError, errorMessage } from './errors.ts';
import { startTestServer, type Echo } from './test-server.ts';

const EchoSchema = Type.Object({
  method: Type.String(),
  url: Type.String(),
  headers: Type.Record(Type.String(), Type.Unknown()),
  body: Type.String(),
});

/** Contracts for the test server's endpoints, declared like the product's. */
const echoRoute = defineRoute({
  method: 'POST',
  path: '/api/echo/:id/items/:name',
  access: 'public',
  tag: 'test',
  summary: 'echo',
  params: Type.Object({ id: Type.String(), name: Type.String() }),
  query: Type.Object({ page: Type.Optional(Type.Integer()), status: Type.Optional(Type.String()), tag: Type.Optional(Type.Array(Type.String())) }),
  body: Type.Object({ text: Type.String(), n: Type.Number() }),
  responses: { 200: EchoSchema },
});
const getEcho = defineRoute({ method: 'GET', path: '/api/echo', access: 'public', tag: 'test', summary: 'echo', responses: { 200: EchoSchema } });
function failing(path: `/api/${string}`) {
  return defineRoute({ method: 'GET', path, access: 'public', tag: 'test', summary: path, responses: { 200: Type.Null() } });
}

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function rejection(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('createApiClient().call', () => {
  it('calls a route reference (method and path only) exactly like the route', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const ref = routeRef<typeof echoRoute>('POST', '/api/echo/:id/items/:name');
    const input = { params: { id: '7', name: 'a b' }, query: { page: 2 }, body: { text: 'ciao', n: 1 } };
    const viaRef = await client.call(ref, input);
    const viaRoute = await client.call(echoRoute, input);
    expect(viaRef).toEqual(viaRoute);
    expect(viaRef).toMatchObject({ method: 'POST', url: '/api/echo/7/items/a%20b?page=2', body: '{"text":"ciao","n":1}' });
  });

  it('fills and encodes path parameters from the contract', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const echo = (await client.call(routes.adminMunicipalitiesByProvince, {
      params: { province: "Reggio nell'Emilia/è?#" },
    })) as unknown as Echo;
    expect(echo.method).toBe('GET');
    expect(echo.url).toBe("/api/admin/municipalities/by-province/Reggio%20nell'Emilia%2F%C3%A8%3F%23");
  });

  it('builds the query string, leaving out undefined values and repeating arrays', async () => {
    const client = createApiClient({ baseUrl: `${server.baseUrl}/` });
    const echo = await client.call(echoRoute, {
      params: { id: '42', name: 'a b' },
      query: { page: 2, status: undefined, tag: ['x&y', 'z'] },
      body: { text: 'ciao', n: 1.5 },
    });
    expect(echo.url).toBe('/api/echo/42/items/a%20b?page=2&tag=x%26y&tag=z');
  });

  it('sends the body as JSON with its content type', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const echo = await client.call(echoRoute, { params: { id: '1', name: 'n' }, body: { text: 'perché €', n: 3 } });
    expect(echo.method).toBe('POST');
    expect(echo.headers['content-type']).toBe('application/json');
    expect(JSON.parse(echo.body)).toEqual({ text: 'perché €', n: 3 });
  });

  it('sends no body and no content type when the call has no body, and merges extra headers', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const echo = await client.call(getEcho, {}, { headers: { 'x-trace': 'abc' } });
    expect(echo.body).toBe('');
    expect(echo.headers['content-type']).toBeUndefined();
    expect(echo.headers['x-trace']).toBe('abc');
    expect(echo.headers.accept).toBe('application/json');
  });

  it('always asks for credentials (cookies) to be included', async () => {
    const inits: RequestInit[] = [];
    const spy: typeof fetch = (input, init) => {
      inits.push(init ?? {});
      return fetch(input, init);
    };
    const client = createApiClient({ baseUrl: server.baseUrl, fetch: spy });
    await client.call(getEcho, {});
    await client.call(echoRoute, { params: { id: '1', name: 'n' }, body: { text: '', n: 0 } });
    expect(inits.map((init) => init.credentials)).toEqual(['include', 'include']);
  });

  it('resolves an empty 2xx body to null', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    await expect(client.call(failing('/api/empty'), {})).resolves.toBeNull();
  });
});

describe('errors (product §8)', () => {
  it('uses "{status}: {body text}" as the message', async () => {
    const api = createApiClient({ baseUrl: server.baseUrl });
    const error = await rejection(api.call(failing('/api/fail/text'), {}));
    expect(error.message).toBe('500: Errore interno del server');
    expect(error.status).toBe(500);
    expect(error.code).toBeUndefined();
    expect(error.serverMessage).toBeUndefined();
    expect(errorMessage(error, "Errore durante l'aggiornamento del lead")).toBe("Errore durante l'aggiornamento del lead");
  });

  it('uses the status text when the body is empty', async () => {
    const api = createApiClient({ baseUrl: server.baseUrl });
    const error = await rejection(api.call(failing('/api/fail/empty'), {}));
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.body).toBe('');
  });

  it("exposes the API's code and Italian message", async () => {
    const api = createApiClient({ baseUrl: server.baseUrl });
    const error = await rejection(api.call(failing('/api/fail/api-error'), {}));
    expect(error.message).toBe('409: {"code":"invalid_transition","message":"Transizione di stato non consentita"}');
    expect(error.code).toBe('invalid_transition');
    expect(error.serverMessage).toBe('Transizione di stato non consentita');
    expect(errorMessage(error, 'fallback')).toBe('Transizione di stato non consentita');

    const validation = await rejection(api.call(failing('/api/fail/validation'), {}));
    expect(validation.field).toBe('email');
    expect(validation.code, "'validation' is not one of the API's codes").toBeUndefined();
    expect(validation.serverMessage).toBe('Email non valida');
  });

  it('errorMessage falls back for anything that is not an API error', () => {
    expect(errorMessage(new Error('boom'), 'Si è verificato un errore. Riprova.')).toBe('Si è verificato un errore. Riprova.');
    expect(errorMessage(undefined, 'x')).toBe('x');
  });

  it('throws on 401 by default, and resolves to null in null mode (client-wide or per call)', async () => {
    const unauthorized = failing('/api/fail/unauthorized');
    const throwing = createApiClient({ baseUrl: server.baseUrl });
    const error = await rejection(throwing.call(unauthorized, {}));
    expect(error.status).toBe(401);
    await expect(throwing.call(unauthorized, {}, { unauthorized: 'null' })).resolves.toBeNull();

    const nulling = createApiClient({ baseUrl: server.baseUrl, unauthorized: 'null' });
    await expect(nulling.call(unauthorized, {})).resolves.toBeNull();
    expect((await rejection(nulling.call(unauthorized, {}, { unauthorized: 'throw' }))).status).toBe(401);
    // null mode concerns 401 only
    expect((await rejection(nulling.call(failing('/api/fail/api-error'), {}))).status).toBe(409);
  });

  it('lets a caller read headers and treats 304 as an ApiRequestError with status 304', async () => {
    const api = createApiClient({ baseUrl: server.baseUrl });
    let etag: string | null = null;
    await expect(api.call(failing('/api/etag'), {}, { onResponse: (response) => (etag = response.headers.get('etag')) })).resolves.toEqual([]);
    expect(etag).toBe('"v1"');
    const error = await rejection(api.call(failing('/api/etag'), {}, { headers: { 'if-none-match': '"v1"' } }));
    expect(error.status).toBe(304);
  });

  it('propagates network failures as they are', async () => {
    const closed = await startTestServer();
    await closed.close();
    const api = createApiClient({ baseUrl: closed.baseUrl });
    const error = await api.call(getEcho, {}).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiRequestError);
  });

  it('propagates an abort', async () => {
    const api = createApiClient({ baseUrl: server.baseUrl });
    const controller = new AbortController();
    controller.abort();
    await expect(api.call(getEcho, {}, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
