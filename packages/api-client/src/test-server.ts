import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the echo endpoints answer: the request as the server saw it. */
export interface Echo {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

function send(response: ServerResponse, status: number, body: string, contentType = 'application/json'): void {
  response.writeHead(status, body === '' ? {} : { 'content-type': contentType });
  response.end(body);
}

/** Fixed answers by path; every other path echoes the request as JSON. */
const fixed: Record<string, Handler> = {
  '/api/fail/text': (_, __, response) => send(response, 500, 'Errore interno del server', 'text/plain'),
  '/api/fail/empty': (_, __, response) => send(response, 503, ''),
  '/api/fail/api-error': (_, __, response) =>
    send(response, 409, JSON.stringify({ code: 'invalid_transition', message: 'Transizione di stato non consentita' })),
  '/api/fail/validation': (_, __, response) =>
    send(response, 400, JSON.stringify({ code: 'validation', message: 'Email non valida', field: 'email' })),
  '/api/fail/unauthorized': (_, __, response) => send(response, 401, JSON.stringify({ code: 'unauthorized', message: 'Accesso richiesto' })),
  '/api/empty': (_, __, response) => send(response, 202, ''),
  '/api/etag': (request, _, response) => {
    if (request.headers['if-none-match'] === '"v1"') {
      response.writeHead(304, { etag: '"v1"' }).end();
    } else {
      response.writeHead(200, { 'content-type': 'application/json', etag: '"v1"' }).end('[]');
    }
  },
};

/** A real HTTP server on an ephemeral loopback port. */
export async function startTestServer(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const handler = fixed[new URL(request.url ?? '/', 'http://x').pathname];
      if (handler) return handler(request, body, response);
      const echo: Echo = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      send(response, 200, JSON.stringify(echo));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
