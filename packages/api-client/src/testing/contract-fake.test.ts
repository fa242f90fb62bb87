import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, pageOf, SESSION_COOKIE, startContractFake, type ContractFake } from './contract-fake.ts';

const ADMIN = { id: 'a1', name: 'Giulia Bianchi', email: 'giulia@trovapro.it' };
const LEAD_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

let fake: ContractFake;

beforeEach(async () => {
  fake = await startContractFake({
    adminLogin: () => ({ body: ADMIN, headers: { 'set-cookie': `${SESSION_COOKIE}=${fake.openSession()}` } }),
    adminMe: ({ session }) => ({ body: { ...ADMIN, name: session ? ADMIN.name : 'nessuno' } }),
    adminLogout: () => ({ body: { success: true } }),
    adminListLeads: ({ query }) => ({ body: pageOf('leads', [], query) }),
    adminUpdateLead: ({ params }) => {
      throw new ApiError(404, 'not_found', `Lead ${params.id} non trovato`);
    },
  });
});
afterEach(() => fake.close());

async function call(path: string, init: RequestInit & { session?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.session) headers.set('cookie', `${SESSION_COOKIE}=${init.session}`);
  if (init.body) headers.set('content-type', 'application/json');
  const response = await fetch(`${fake.origin}${path}`, { ...init, headers });
  return { status: response.status, body: await response.json() };
}

describe('the contract fake', () => {
  it('answers an admin route only inside a session, and a public one without', async () => {
    expect(await call('/api/admin/me')).toEqual({ status: 401, body: { code: 'unauthorized', message: 'Accesso richiesto' } });
    const login = await call('/api/admin/login', { method: 'POST', body: JSON.stringify({ email: ADMIN.email, password: 'segreta' }) });
    expect(login).toEqual({ status: 200, body: ADMIN });
    const session = fake.openSession();
    expect(await call('/api/admin/me', { session })).toEqual({ status: 200, body: ADMIN });
    fake.expireSessions();
    expect((await call('/api/admin/me', { session })).status).toBe(401);
  });

  it('refuses a query or a body its contract refuses, and a body where the route takes none', async () => {
    const session = fake.openSession();
    expect(await call('/api/admin/leads?page=0', { session })).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    expect(await call('/api/admin/leads?page=2&limit=10', { session })).toEqual({ status: 200, body: { leads: [], total: 0, totalPages: 0 } });
    const badLogin = await call('/api/admin/login', { method: 'POST', body: JSON.stringify({ email: ADMIN.email }) });
    expect(badLogin).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    expect((await call('/api/admin/logout', { method: 'POST', session, body: '{"all":true}' })).status).toBe(400);
    expect(await call('/api/admin/logout', { method: 'POST', session })).toEqual({ status: 200, body: { success: true } });
  });

  it('answers a thrown ApiError as the API error body, a failing route 500, an unknown path 404', async () => {
    const session = fake.openSession();
    const patch = await call(`/api/admin/leads/${LEAD_ID}`, { method: 'PATCH', session, body: JSON.stringify({ status: 'sent' }) });
    expect(patch).toEqual({ status: 404, body: { code: 'not_found', message: `Lead ${LEAD_ID} non trovato` } });
    // An `:id` must be a UUID, as in the API: another segment is not that route.
    expect((await call('/api/admin/leads/bulk', { method: 'PATCH', session, body: '{}' })).status).toBe(404);
    fake.failing.add('adminListLeads');
    expect(await call('/api/admin/leads', { session })).toEqual({
      status: 500,
      body: { code: 'internal_error', message: 'Errore interno del server' },
    });
    expect(fake.calls.map((received) => [received.method, received.path, received.route])).toEqual([
      ['PATCH', `/api/admin/leads/${LEAD_ID}`, 'adminUpdateLead'],
      ['PATCH', '/api/admin/leads/bulk', undefined],
      ['GET', '/api/admin/leads', 'adminListLeads'],
    ]);
  });

  it('pages a list as the API does', () => {
    const rows = Array.from({ length: 45 }, (_, index) => index);
    expect(pageOf('rows', rows, { page: 3, limit: 20 })).toEqual({ rows: [40, 41, 42, 43, 44], total: 45, totalPages: 3 });
    expect(pageOf('rows', rows, {}, 20).rows).toHaveLength(20);
  });
});
