import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Admin } from '@trovapro/domain';

/**
 * A stand-in for the API's three admin-session routes, for the component tests only (the real
 * API has its own tests). It speaks real HTTP with a session cookie, like the API.
 */
export const TEST_ADMIN: Admin & { password: string } = {
  id: 'a1',
  name: 'Giulia Bianchi',
  email: 'giulia@trovapro.it',
  password: 'password-giusta',
};
export const RATE_LIMITED_EMAIL = 'troppi@trovapro.it';
export const RATE_LIMIT_MESSAGE = 'Troppi tentativi di accesso. Riprova tra qualche minuto.';
const COOKIE = 'sid';

export interface FakeAdminApi {
  origin: string;
  /** Every request received, as "METHOD /path". */
  requests: string[];
  /** Opens a session and returns its cookie value, as a successful login would. */
  openSession(): string;
  failLogout: boolean;
  close(): Promise<void>;
}

export async function startFakeAdminApi(): Promise<FakeAdminApi> {
  const sessions = new Set<string>();
  const api: FakeAdminApi = {
    origin: '',
    requests: [],
    failLogout: false,
    openSession() {
      const id = randomUUID();
      sessions.add(id);
      return id;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const { password: _password, ...publicAdmin } = TEST_ADMIN;

  const server = createServer(async (req, res) => {
    api.requests.push(`${req.method} ${req.url}`);
    const session = sessionOf(req);
    const signedIn = session !== undefined && sessions.has(session);

    if (req.method === 'POST' && req.url === '/api/admin/login') {
      const body = JSON.parse(await readBody(req)) as { email?: string; password?: string };
      if (body.email === RATE_LIMITED_EMAIL) return send(res, 429, { code: 'RATE_LIMITED', message: RATE_LIMIT_MESSAGE });
      if (body.email !== TEST_ADMIN.email || body.password !== TEST_ADMIN.password) {
        return send(res, 401, { code: 'INVALID_CREDENTIALS', message: 'Credenziali non valide' });
      }
      res.setHeader('set-cookie', `${COOKIE}=${api.openSession()}; Path=/; HttpOnly; SameSite=Lax`);
      return send(res, 200, publicAdmin);
    }
    if (!signedIn) return send(res, 401, { code: 'UNAUTHORIZED', message: 'Accesso richiesto' });
    if (req.method === 'GET' && req.url === '/api/admin/me') return send(res, 200, publicAdmin);
    if (req.method === 'POST' && req.url === '/api/admin/logout') {
      if (api.failLogout) return send(res, 500, { code: 'INTERNAL', message: 'Errore interno' });
      sessions.delete(session);
      return send(res, 200, { success: true });
    }
    return send(res, 404, { code: 'NOT_FOUND', message: 'Risorsa non trovata' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}

function sessionOf(req: IncomingMessage): string | undefined {
  const pair = (req.headers.cookie ?? '').split(/;\s*/).find((part) => part.startsWith(`${COOKIE}=`));
  return pair?.slice(COOKIE.length + 1);
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body || '{}';
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
